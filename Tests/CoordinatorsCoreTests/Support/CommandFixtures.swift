import CoordinatorsCore
import CoordinatorsTesting
import Testing

// Small builders for hand-made states, and the two checks every command test makes: what a
// command that applies leaves behind, and that a command that is rejected changes nothing.

// MARK: - Screens

/// A pushed screen owned by the root flow; its route is `TestRoute(name)`, `"screen<id>"` by default.
func pushed(_ id: ScreenID, _ name: String? = nil) -> Screen {
  Screen(id: id, route: TestRoute(name ?? "screen\(id)"))
}

/// Pushed screens, one per identifier, with the default routes.
func pushed(_ ids: [ScreenID]) -> [Screen] {
  ids.map { pushed($0) }
}

/// A screen that opens a modal layer, presented as `presentation` (a full-height sheet by default).
func modal(_ id: ScreenID, _ name: String? = nil, as presentation: ModalPresentation = .sheet()) -> Screen {
  Screen(id: id, route: TestRoute(name ?? "screen\(id)"), presentation: .modal(presentation))
}

/// A modal layer opened by screen `first`, with `pushing` pushed above it.
func layer(_ first: ScreenID, pushing: [ScreenID] = [], as presentation: ModalPresentation = .sheet()) -> ModalLayer {
  ModalLayer([modal(first, as: presentation)] + pushed(pushing))
}

/// A sheet presented without its own navigation stack: it holds one screen.
let stacklessSheet = ModalPresentation.sheet(embedsNavigationStack: false)

// MARK: - States

/// A state whose root is one stack of pushed screens, under the given modal layers.
func stackState(_ ids: [ScreenID], modals: [ModalLayer] = []) throws -> NavigationState {
  try NavigationState(root: .stack(pushed(ids)), modals: modals)
}

/// A state whose root is tabs of pushed screens, in order, under the given modal layers.
func tabState(
  _ tabs: KeyValuePairs<TabID, [ScreenID]>,
  selected: Int = 0,
  modals: [ModalLayer] = []
) throws -> NavigationState {
  let root = RootContainer.tabs(tabs.map { Tab(id: $0.key, stack: pushed($0.value)) }, selectedIndex: selected)
  return try NavigationState(root: root, modals: modals)
}

/// The tabs most tests use: `home` [0, 1, 2] (selected), `search` [3, 4], `profile` [5].
func threeTabs(selected: Int = 0, modals: [ModalLayer] = []) throws -> NavigationState {
  try tabState(["home": [0, 1, 2], "search": [3, 4], "profile": [5]], selected: selected, modals: modals)
}

/// The modal layers most tests use: a sheet [10, 11, 12] under a full-screen cover [20, 21].
let twoLayers = [
  layer(10, pushing: [11, 12]),
  layer(20, pushing: [21], as: .fullScreenCover()),
]

extension NavigationState {
  /// The screen identifiers of every stack, by location: what a command test compares.
  var layout: [StackLocation: [ScreenID]] {
    Dictionary(uniqueKeysWithValues: locations.map { ($0, stack(at: $0)?.map(\.id) ?? []) })
  }
}

// MARK: - Checks

/// Applies `command` to a copy of `state`, expects it to succeed and the result to break no rule,
/// and returns the result.
func expectApplied(
  _ command: NavigationCommand,
  to state: NavigationState,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> NavigationState {
  let after = try state.applying(command)
  #expect(after.invariantViolations() == [], "after \(command)", sourceLocation: sourceLocation)
  return after
}

/// Applies `command` to a copy of `state` and expects it to be rejected for `reason`, naming the
/// command in its context, and to leave the state exactly as it was. Returns the error.
@discardableResult
func expectRejected(
  _ command: NavigationCommand,
  by state: NavigationState,
  for reason: NavigationError.Detail,
  sourceLocation: SourceLocation = #_sourceLocation
) -> NavigationError? {
  var after = state
  do {
    try after.apply(command)
  } catch {
    #expect(error.detail == reason, sourceLocation: sourceLocation)
    #expect(error.commandIndex == nil, sourceLocation: sourceLocation)
    #expect(error.context == command.description, sourceLocation: sourceLocation)
    #expect(after == state, "the rejected command changed the state", sourceLocation: sourceLocation)
    return error
  }
  Issue.record("\(command) was applied; expected it to be rejected for \(reason)", sourceLocation: sourceLocation)
  return nil
}

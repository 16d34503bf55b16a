@_spi(Hosts) @_spi(Testing) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import Testing

/// Builders of hand-written states for the planner and rendering suites, which conform to it.
///
/// Screens are named by their identifier, so a hand-written state reads as numbers:
/// `state(stack(0, 1), layer(100, pushing: 101))` is a root stack of screens 0 and 1 under a sheet
/// of screens 100 and 101.
protocol PlannerBuilding {}

extension PlannerBuilding {
  /// A pushed screen whose route is named after its identifier.
  func pushed(_ id: Int) -> Screen {
    Screen(id: ScreenID(rawValue: id), route: TestRoute("screen\(id)"))
  }

  /// Pushed screens with these identifiers, in order.
  func pushed(_ ids: [Int]) -> [Screen] {
    ids.map { pushed($0) }
  }

  /// A screen that opens a modal layer, a sheet unless told otherwise.
  func modal(_ id: Int, _ presentation: ModalPresentation = .sheet()) -> Screen {
    Screen(id: ScreenID(rawValue: id), route: TestRoute("modal\(id)"), presentation: .modal(presentation))
  }

  /// A modal layer opened by the sheet `first`, with the screens `pushing` pushed inside it.
  func layer(_ first: Int, pushing ids: Int...) -> ModalLayer {
    ModalLayer([modal(first)] + pushed(ids))
  }

  /// A root stack of pushed screens.
  func stack(_ ids: Int...) -> RootContainer {
    .stack(pushed(ids))
  }

  /// Tabs with the given names and screens, in order.
  func tabs(_ tabs: KeyValuePairs<TabID, [Int]>, selected: Int) -> RootContainer {
    .tabs(tabs.map { Tab(id: $0.key, stack: pushed($0.value)) }, selectedIndex: selected)
  }

  /// A state checked against every rule.
  func state(_ root: RootContainer, _ modals: ModalLayer...) throws -> NavigationState {
    try NavigationState(root: root, modals: modals)
  }

  /// Expects the plan from `from` to `to` to be `expected`, and replaying it to reach `to`.
  func expectPlan(
    from: NavigationState?,
    to: NavigationState,
    capabilities: HostCapabilities = .all,
    is expected: [HostStep],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let steps = NavigationPlanner.steps(from: from, to: to, capabilities: capabilities)
    #expect(steps == expected, sourceLocation: sourceLocation)
    let reached = try PlannerFixtures.replay(steps, from: from)
    #expect(reached == to, "replaying the plan reaches the target", sourceLocation: sourceLocation)
  }
}

/// The builders, for a static context such as a table of test arguments.
struct PlannerBuilder: PlannerBuilding {}

/// Replays, random pairs of states and plan checks for the planner's tests.
enum PlannerFixtures {
  /// The state a host shows after performing every step, in order, from `shown`.
  static func replay(_ steps: [HostStep], from shown: NavigationState?) throws -> NavigationState? {
    var state = shown
    for step in steps {
      state = try NavigationState.rendering(step, onto: state)
    }
    return state
  }

  // MARK: Random pairs

  /// Two states to plan between, and how they were made, for failure messages.
  struct RandomPair {
    /// The seed that makes this pair again with ``randomPair(seed:)``.
    var seed: UInt64
    /// What is shown; `nil` when nothing is shown yet.
    var from: NavigationState?
    /// What should be shown.
    var to: NavigationState
    /// How `to` was made from `from`.
    var origin: String
    /// Whether a screen of `from` moved to another place in `to`, or its identifier came back as
    /// another screen.
    var movesAScreen = false

    /// The seed and both states, for a failure message.
    var summary: String {
      "seed \(seed) (\(origin))\nfrom:\n\(from.map(\.description) ?? "nothing")\nto:\n\(to)"
    }
  }

  /// A pair of random states of about 6 to 24 screens each.
  ///
  /// Mostly `to` is `from` after a few random commands (those that fail are skipped), as the
  /// navigator sees it, and in a quarter of those a pushed screen then moves to another place or
  /// stack, or is replaced by another screen under its identifier, as a transaction can do.
  /// Sometimes `to` is unrelated, with fresh identifiers; sometimes nothing is shown yet.
  static func randomPair(seed: UInt64) -> RandomPair {
    var random = SeededRandomNumberGenerator(seed: seed)
    var maker = RandomNavigation()
    let from = maker.state(screens: Int.random(in: 6...24, using: &random), using: &random)
    switch Int.random(in: 0..<20, using: &random) {
    case 0:
      return RandomPair(seed: seed, from: nil, to: from, origin: "from nothing")
    case 1, 2:
      let to = maker.state(screens: Int.random(in: 6...24, using: &random), using: &random)
      return RandomPair(seed: seed, from: from, to: to, origin: "unrelated")
    default:
      var to = from
      var applied: [String] = []
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let command = maker.command(for: to, using: &random)
        if let next = try? to.applying(command) {
          to = next
          applied.append(command.description)
        }
      }
      var pair = RandomPair(seed: seed, from: from, to: to, origin: "")
      if Int.random(in: 0..<4, using: &random) == 0, let (moved, how) = movingAScreen(in: to, using: &random) {
        pair.to = moved
        pair.movesAScreen = true
        applied.append(how)
      }
      // Layouts from a generator of their own, so that the pairs above stay as they were.
      var layouts = SeededRandomNumberGenerator(seed: seed ^ 0x5EC7_1075)
      if Int.random(in: 0..<3, using: &layouts) == 0 {
        for _ in 0..<Int.random(in: 1...3, using: &layouts) {
          let command = randomLayoutCommand(using: &layouts)
          if let next = try? pair.to.applying(command) {
            pair.to = next
            applied.append(command.description)
          }
        }
      }
      pair.origin = "after " + (applied.isEmpty ? "no command" : applied.joined(separator: "; "))
      return pair
    }
  }

  /// A random command of a root's layout: sections, width, or a collapsed split view's column.
  static func randomLayoutCommand(using random: inout SeededRandomNumberGenerator) -> NavigationCommand {
    let columns: SplitColumns = Bool.random(using: &random) ? .twoColumns : .threeColumns
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return .setSectionLayout(.sidebar(columns))
    case 1: return .setSectionLayout(.adaptive(columns))
    case 2: return .setSectionLayout(.tabBar)
    case 3: return .setWidthClass(Bool.random(using: &random) ? .compact : .regular)
    default: return .showColumn(Bool.random(using: &random) ? .sidebar : .section)
    }
  }

  /// `state` after a transaction that takes a pushed screen out of its stack and puts it, or another
  /// screen under its identifier, into a random stack at a random place; `nil` when that fails.
  static func movingAScreen(
    in state: NavigationState,
    using random: inout SeededRandomNumberGenerator
  ) -> (NavigationState, String)? {
    let sources = state.locations.filter { (state.stack(at: $0)?.count ?? 0) > 1 }
    guard let source = sources.randomElement(using: &random), var sourceStack = state.stack(at: source),
      let destination = state.locations.randomElement(using: &random)
    else { return nil }
    let screen = sourceStack.remove(at: Int.random(in: 1..<sourceStack.count, using: &random))
    let reuses = Bool.random(using: &random)
    let arriving = reuses ? Screen(id: screen.id, route: TestRoute("reused")) : screen
    guard let taken = try? state.applying(.setStack(sourceStack, at: source)),
      var destinationStack = taken.stack(at: destination)
    else { return nil }
    destinationStack.insert(arriving, at: Int.random(in: 1...destinationStack.count, using: &random))
    guard let moved = try? taken.applying(.setStack(destinationStack, at: destination)) else { return nil }
    let how = reuses ? "reuse the id of" : "move"
    return (moved, "\(how) screen \(screen.id) from \(source) to \(destination)")
  }

  // MARK: What a plan should do

  /// Whether the plan from `from` to `to` must set the root: nothing is shown, the root changes kind
  /// or tabs, or a base stack takes a screen that `from` shows in a later base stack, or shows as
  /// another screen under the same identifier (a stack cannot take a screen shown elsewhere).
  static func expectsNewRoot(from: NavigationState?, to: NavigationState) -> Bool {
    guard let from, from.tabs.map(\.id) == to.tabs.map(\.id) else { return true }
    let bases = to.locations.filter { !isModal($0) }
    for (index, location) in bases.enumerated() {
      for screen in to.stack(at: location) ?? [] {
        guard let shownAt = from.position(of: screen.id)?.location else { continue }
        if shownAt == location ? from.screen(screen.id) != screen : (bases.firstIndex(of: shownAt) ?? -1) > index {
          return true
        }
      }
    }
    return false
  }

  /// How many layers, from the bottom, open with the same screen in both states.
  static func layersWithSameFirstScreen(from: NavigationState, to: NavigationState) -> Int {
    zip(from.modals, to.modals).prefix { $0.stack.first == $1.stack.first }.count
  }

  /// How many modal layers, from the bottom, a plan from `from` to `to` should keep.
  ///
  /// None under a new root. Else the layers that open with the same screen in both, up to the
  /// first that gives a screen to a base stack or a lower layer, or whose screen's identifier
  /// comes back as another screen: that screen must be gone before the stack it goes to is set.
  static func expectedKeptLayers(from: NavigationState?, to: NavigationState) -> Int {
    guard let from, !expectsNewRoot(from: from, to: to) else { return 0 }
    let candidates = layersWithSameFirstScreen(from: from, to: to)
    for layer in 0..<candidates {
      for screen in from.modals[layer].stack {
        guard let goesTo = to.position(of: screen.id)?.location else { continue }
        if case .modal(let index) = goesTo, index > layer || (index == layer && to.screen(screen.id) == screen) {
          continue
        }
        return layer
      }
    }
    return candidates
  }

  // MARK: Checking a plan

  /// What a step touches. A base stack is named by its location; a modal layer by the identifier
  /// of its first screen, and by how the step touches it: set in place, dismissed or presented.
  enum Touch: Hashable, CustomStringConvertible {
    /// The root stack or a tab's stack, set in place or replaced by a new root.
    case baseStack(StackLocation)
    /// The stack of the layer opened by this screen, set in place.
    case layerStack(ScreenID)
    /// The layer opened by this screen, dismissed (or hidden by a new root).
    case dismissal(ScreenID)
    /// The layer opened by this screen, presented.
    case presentation(ScreenID)

    var description: String {
      switch self {
      case .baseStack(let location): "sets \(location)"
      case .layerStack(let id): "sets the stack of the layer opened by screen \(id)"
      case .dismissal(let id): "dismisses the layer opened by screen \(id)"
      case .presentation(let id): "presents the layer opened by screen \(id)"
      }
    }
  }

  /// What `step` touches when performed on `shown`.
  ///
  /// `setStack` touches its stack (a layer's by its first screen as shown); `present` the new
  /// layer; `dismiss(fromLayer: k)` every shown layer from k up; `setRoot` every base stack shown
  /// before and after it, and every layer it hides.
  static func touches(of step: HostStep, on shown: NavigationState?) -> [Touch] {
    switch step {
    case .setRoot(let container, _):
      let before = (shown?.locations ?? []).filter { !isModal($0) }.map(Touch.baseStack)
      let after: [Touch]
      switch container {
      case .stack: after = [.baseStack(.root)]
      case .tabs(let tabs, _): after = tabs.map { .baseStack(.tab($0.id)) }
      }
      let hidden = (shown?.modals ?? []).compactMap(\.stack.first).map { Touch.dismissal($0.id) }
      return Array(Set(before + after)) + hidden
    case .setStack(.modal(let index), _, _):
      guard let layers = shown?.modals, layers.indices.contains(index) else { return [] }
      return layers[index].stack.first.map { [.layerStack($0.id)] } ?? []
    case .setStack(let location, _, _):
      return [.baseStack(location)]
    case .present(let layer):
      return layer.stack.first.map { [.presentation($0.id)] } ?? []
    case .dismiss(let first):
      guard let layers = shown?.modals, layers.indices.contains(first) else { return [] }
      return layers[first...].compactMap(\.stack.first).map { .dismissal($0.id) }
    case .selectTab, .setTabItem, .setLayout, .showAlert, .dismissAlert:
      return []
    }
  }

  /// Every way `touched` (all that a plan from `from` to `to` touches) touches a layer in two ways.
  ///
  /// A layer set in place is neither dismissed nor presented. A layer may be dismissed and
  /// presented again only when it cannot stay: it is above the layers the plan should keep (hosts
  /// present each layer from the one below it, so a layer does not outlive a replaced one).
  static func layersTouchedTwice(_ touched: Set<Touch>, from: NavigationState?, to: NavigationState) -> [String] {
    let kept = expectedKeptLayers(from: from, to: to)
    var violations: [String] = []
    for touch in touched {
      switch touch {
      case .layerStack(let id) where touched.contains(.dismissal(id)) || touched.contains(.presentation(id)):
        violations.append("the layer opened by screen \(id) is set in place and also dismissed or presented")
      case .presentation(let id) where touched.contains(.dismissal(id)):
        let index = to.modals.firstIndex { $0.stack.first?.id == id } ?? 0
        if index < kept {
          violations.append("the layer opened by screen \(id) is dismissed and presented again, though it can stay")
        }
      default:
        break
      }
    }
    return violations
  }

  /// The documented place of a step's kind in a plan: dismissals, a new root, the layout, the base stacks,
  /// the kept layers' stacks, the tab selection, presentations.
  static func rank(of step: HostStep) -> Int {
    switch step {
    case .dismissAlert: -1
    case .dismiss: 0
    case .setRoot: 1
    case .setLayout: 2
    case .setStack(.modal, _, _): 4
    case .setStack: 3
    case .setTabItem: 5
    case .selectTab: 6
    case .present: 7
    case .showAlert: 8
    }
  }

  /// Every way the plan from `from` to `to` breaks the planner's contract; empty when it keeps it.
  ///
  /// The contract: replaying the steps reaches `to` through valid states; every step changes
  /// what is shown; no base stack is touched twice, nor a layer twice in the same way, nor in
  /// two ways unless it must (see ``layersTouchedTwice(_:from:to:)``); steps come in the
  /// documented order (base stacks in tab order, kept layers bottom first); `setRoot` comes
  /// exactly when ``expectsNewRoot(from:to:)`` and never hides a layer; a tab is selected exactly
  /// when the selection changes under the same tabs; one present per layer above the
  /// ``expectedKeptLayers(from:to:)``; one dismissal when the host dismisses several layers at
  /// once and one per layer, top first, otherwise; planning from `to` to itself gives no step.
  static func contractViolations(
    from: NavigationState?,
    to: NavigationState,
    capabilities: HostCapabilities
  ) -> [String] {
    let steps = NavigationPlanner.steps(from: from, to: to, capabilities: capabilities)
    let severalAtOnce = capabilities.contains(.dismissesSeveralLayersAtOnce)
    var violations: [String] = []
    var shown = from
    var touched: Set<Touch> = []
    var previousRank = -1
    var previousBaseIndex = -1
    var previousKeptLayer = -1
    var counts: [Int: Int] = [:]
    for (offset, step) in steps.enumerated() {
      let label = "step \(offset) \(step)"
      let rank = rank(of: step)
      counts[rank, default: 0] += 1
      if rank < previousRank { violations.append("\(label) comes after a step it should precede") }
      previousRank = rank
      for touch in touches(of: step, on: shown) where !touched.insert(touch).inserted {
        violations.append("\(label) \(touch) a second time")
      }
      switch step {
      case .dismiss(let first):
        let layerCount = shown?.modals.count ?? 0
        if !severalAtOnce && first != layerCount - 1 {
          violations.append("\(label) removes \(layerCount - first) layers; the host dismisses one at a time")
        }
      case .setRoot:
        if let layers = shown?.modals, !layers.isEmpty {
          violations.append("\(label) hides \(layers.count) layers that no step dismissed")
        }
      case .setStack(.modal(let index), _, _):
        if index <= previousKeptLayer { violations.append("\(label) sets kept layers out of order") }
        previousKeptLayer = index
      case .setStack(let location, _, _):
        let index = to.locations.firstIndex(of: location) ?? -1
        if index <= previousBaseIndex { violations.append("\(label) sets base stacks out of tab order") }
        previousBaseIndex = index
      case .present, .selectTab, .setTabItem, .setLayout, .showAlert, .dismissAlert:
        break
      }
      do {
        let next = try NavigationState.rendering(step, onto: shown)
        if next == shown { violations.append("\(label) changes nothing") }
        let broken = next.invariantViolations()
        if !broken.isEmpty { violations.append("\(label) renders an invalid state: \(broken)") }
        shown = next
      } catch {
        violations.append("\(label) cannot be rendered: \(error)")
        return violations + ["plan: \(steps)"]
      }
    }
    violations += layersTouchedTwice(touched, from: from, to: to)
    if shown != to { violations.append("the plan ends at\n\(shown.map(\.description) ?? "nothing")") }

    func expectCount(_ rank: Int, _ expected: Int, _ what: String) {
      let count = counts[rank, default: 0]
      if count != expected { violations.append("\(count) \(what) steps, expected \(expected)") }
    }
    let newRoot = expectsNewRoot(from: from, to: to)
    let kept = expectedKeptLayers(from: from, to: to)
    let dismissed = (from?.modals.count ?? 0) - kept
    expectCount(0, severalAtOnce ? min(dismissed, 1) : dismissed, "dismiss")
    expectCount(1, newRoot ? 1 : 0, "setRoot")
    let selectsTab = !newRoot && from?.selectedTab != to.selectedTab
    let changedItems = newRoot ? 0 : zip(from?.tabs ?? [], to.tabs).count { $0.item != $1.item }
    // A new root carries its layout: a host builds the right container at once.
    expectCount(2, newRoot || from?.rootLayout == to.rootLayout ? 0 : 1, "setLayout")
    expectCount(5, changedItems, "setTabItem")
    expectCount(6, selectsTab ? 1 : 0, "selectTab")
    expectCount(7, to.modals.count - kept, "present")
    let fromTargetToItself = NavigationPlanner.steps(from: to, to: to, capabilities: capabilities)
    if !fromTargetToItself.isEmpty {
      violations.append("planning from the target to itself gives \(fromTargetToItself)")
    }
    if !violations.isEmpty { violations.append("plan: \(steps)") }
    return violations
  }

  /// Whether `location` is a modal layer's stack.
  static func isModal(_ location: StackLocation) -> Bool {
    if case .modal = location { return true }
    return false
  }
}

/// The two kinds of host the planner plans for, named for test output.
enum PlannerHost: String, CaseIterable, Sendable, CustomStringConvertible {
  /// A host that dismisses several stacked layers in one transition (UIKit).
  case dismissingSeveralLayersAtOnce
  /// A host that dismisses one layer per transition.
  case dismissingOneLayerAtATime

  /// What the host can do.
  var capabilities: HostCapabilities {
    switch self {
    case .dismissingSeveralLayersAtOnce: [.dismissesSeveralLayersAtOnce]
    case .dismissingOneLayerAtATime: []
    }
  }

  var description: String { rawValue }
}

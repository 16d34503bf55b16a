@_spi(Hosts) import Coordinators
import Observation

/// One navigation stack as the host has rendered it: what a `NavigationStack(path:)` binds to.
///
/// Each stack (the root's, each tab's, each modal layer's) is its own observable object, so a
/// push inside a sheet re-evaluates that sheet's stack and nothing else.
///
/// The stack's first screen is the `NavigationStack`'s root view; `path` holds the screens
/// above it, each looked up with `screen(_:)` in `navigationDestination(for: ScreenID.self)`:
///
/// <!-- snippet: not compiled -->
/// ```swift
/// @Bindable var stack: StackModel
/// NavigationStack(path: $stack.path) {
///   ScreenView(stack.screen(stack.first))
///     .navigationDestination(for: ScreenID.self) { ScreenView(stack.screen($0)) }
/// }
/// ```
///
/// `path` is a settable property of this one object, so the binding `$stack.path` is stable
/// across body evaluations (a `Binding(get:set:)` rebuilt on every evaluation makes
/// `NavigationStack` misbehave from the iOS 18.4 SDK on). A write to it is not applied: it goes
/// to the host, which tells a user's pop from an echo of its own change.
@MainActor
@Observable
@_spi(Testing) public final class StackModel {
  /// Where the stack is in the navigation state.
  package let location: StackLocation
  /// The stack's first screen, shown as the `NavigationStack`'s root view.
  package private(set) var first: ScreenID
  /// The screens above the first, as rendered; what SwiftUI writes here goes to the host (see
  /// ``SwiftUIHost``), which follows a user's pop and reports it to the navigator once.
  @_spi(Testing) public var path: [ScreenID] {
    get {
      _ = assertions
      return renderedPath
    }
    set { host?.stack(self, wrotePath: newValue) }
  }

  /// The rendered path; only the host changes it, after a step or a gesture.
  private var renderedPath: [ScreenID]
  /// How many times the host re-asserted the path: `path` reads it, so that the views read the
  /// path again (Observation does not report a write of an equal value).
  private var assertions = 0
  /// The stack's screens as rendered, first to top; not observed (`first` and `path` are).
  @ObservationIgnored private(set) var screens: ScreenStack
  /// The screens by identifier, for `screen(_:)`.
  @ObservationIgnored private var screensByID: [ScreenID: Screen]
  /// The screens the last change removed, which SwiftUI may still draw while they animate away;
  /// the next change forgets them (it starts once that transition has ended).
  @ObservationIgnored private var leaving: [ScreenID: Screen] = [:]
  /// Whether a change reached the stack while its tab was not shown (`NavigationStack` in a
  /// hidden tab may not apply it): the host re-asserts the path once the tab shows again.
  @ObservationIgnored var isStale = false
  @ObservationIgnored weak var host: SwiftUIHost?
  /// The custom transitions the screens came on top with (see `transition(for:)`).
  @ObservationIgnored var transitions: [ScreenID: TransitionID] = [:]
  /// The routes the views marked with `transitionSource(for:)` show, by the screen they are on,
  /// counted (two views may show one route); only views on screen are counted.
  @ObservationIgnored var transitionSources: [ScreenID: [AnyRoute: Int]] = [:]
  /// The sources the screens pushed with `TransitionID.zoom` zoom from (see `zoomSource(for:)`).
  @ObservationIgnored var zoomSources: [ScreenID: TransitionSourceID] = [:]

  /// A stack showing `screens` (at least one) at `location`.
  init(location: StackLocation, screens: ScreenStack, host: SwiftUIHost?) {
    self.location = location
    self.host = host
    self.screens = screens
    first = screens.first?.id ?? ScreenID(rawValue: 0)
    renderedPath = screens.dropFirst().map(\.id)
    screensByID = Dictionary(screens.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The screen with this identifier in the stack, or one the last change removed: SwiftUI may
  /// draw a popped screen again while it animates away, and it must not go blank. `nil` for a
  /// screen the stack never held or left before its last change.
  package func screen(_ id: ScreenID) -> Screen? {
    screensByID[id] ?? leaving[id]
  }

  /// Whether the stack holds the screen `id` now.
  func holds(_ id: ScreenID) -> Bool {
    screensByID[id] != nil
  }

  /// The custom transition a `TransitionRule` chose when the screen `id` came on top of the
  /// stack, or `nil` for the default one. SwiftUI applies a screen's navigation transition to
  /// its push and to its pop, so the view of `id` carries it.
  package func transition(for id: ScreenID) -> TransitionID? {
    transitions[id]
  }

  /// The screen the stack shows on top.
  @_spi(Testing) public var top: ScreenID { renderedPath.last ?? first }

  /// Whether the user may go back from the screen `id` (its back button, the back swipe):
  /// `false` when the host's session does not allow the pop to the screen below it
  /// (`HostSession.allows(_:)`: the pop would take away a flow that disabled its interactive
  /// dismissal, from that flow's first screen; from any of its screens with
  /// `InteractiveDismissalScope.everyScreen`). Under an alert it stays as it was: the alert is
  /// modal, and the session refuses what reaches the screen anyway, as in the UIKit host
  /// (`NavigationState.offersGoingBack(_:allows:)`). Between the flow's own screens it is `true`. Views
  /// that read it are updated when it changes. The session decides; the view only hides the
  /// back button.
  package func allowsGoingBack(from id: ScreenID) -> Bool {
    guard let host, let goingBack = screens.goingBack(from: id) else { return true }
    return host.offersGoingBack(goingBack)
  }

  /// The modifiers the screen `id` gets for its options, and for whether the user may go back
  /// from it now.
  func modifiers(for id: ScreenID) -> ScreenModifiers {
    ScreenModifiers(screen(id)?.options ?? ScreenOptions(), allowsGoingBack: allowsGoingBack(from: id))
  }

  /// Renders `new` (at least one screen): only what changed above the screens both stacks
  /// start with is touched, so a push or a pop costs the screens it moves.
  func show(_ new: ScreenStack, transition: TransitionID? = nil) {
    guard let newFirst = new.first else { return }
    // The screens both versions share are skipped without being looked at.
    let kept = screens.commonPrefixCount(with: new)
    let shownTop = screens.last?.id
    // A screen zooms back into its source while it animates away: its zoom is forgotten with it.
    for id in leaving.keys { zoomSources[id] = nil }
    leaving.removeAll(keepingCapacity: true)
    for screen in screens[kept...] {
      screensByID[screen.id] = nil
      leaving[screen.id] = screen
      transitions[screen.id] = nil
      transitionSources[screen.id] = nil
    }
    if let transition, new.count > kept, let top = new.last {
      comeOnTop(top, of: new, from: shownTop, with: transition)
    }
    for screen in new[kept...] { screensByID[screen.id] = screen }
    screens = new
    if kept == 0 {
      first = newFirst.id
      renderedPath = new.dropFirst().map(\.id)
      return
    }
    // The path holds the screens from index 1: cut it to the kept ones, then add the new ones.
    let keptInPath = kept - 1
    if renderedPath.count > keptInPath { renderedPath.removeLast(renderedPath.count - keptInPath) }
    if new.count > kept { renderedPath.append(contentsOf: new[kept...].lazy.map(\.id)) }
  }

  /// Has the views bound to the path read it again, unchanged, so that they apply it anew.
  func reassertPath() {
    isStale = false
    assertions += 1
  }
}

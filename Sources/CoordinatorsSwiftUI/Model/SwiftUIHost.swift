import Observation

/// The SwiftUI host's model: what the views bind to, the steps it performs on it, and the
/// gestures it reads from the views' binding writes.
///
/// It builds everywhere (no SwiftUI in it) and makes every decision of the SwiftUI host; the
/// views only bind to it and forward signals. Views bind to what the host has *rendered*
/// (`root`, `presented`), which only steps and gestures advance, never to
/// `Navigator.state`: a command reaches SwiftUI only as the step the navigator hands over.
///
/// **Steps.** `perform(_:completion:)` changes the rendered models at once (while the scene is
/// active, see `scenePhaseChanged(active:)`) and completes the step when the views say its
/// transition ended:
/// - a step that changes the screen on top (a push, a pop, a new root, a tab, a presentation)
///   completes when that new top screen calls `screenDidAppear(_:)`;
/// - a dismissal completes when the top screen of the top-most dismissed layer calls
///   `screenDidDisappear(_:)`;
/// - a step that leaves the screen on top as it was (a change of a stack the user does not see:
///   another tab, a stack under a layer; a tab selection under a layer) completes at once.
///
/// The views send these from UIKit's `viewDidAppear(_:)` and `viewDidDisappear(_:)` of a
/// tiny representable inside each screen, which UIKit calls once the transition has ended.
/// Where no such signal exists (macOS) or one never comes, a watchdog (`Watchdog`, one
/// second by default) completes the step: the fallback, never the mechanism, counted in
/// `watchdogFirings` and reported to the navigator's problem observers (a
/// `NavigationProblem.hostFallback`, logged to standard error by default) and to `didFallBack`.
///
/// **Gestures.** Binding writes come to the host through ``StackModel/path``,
/// ``PresentationSlot/sheet``, ``PresentationSlot/fullScreenCover`` and
/// ``TabsModel/selection``. The host compares each with what it rendered: a write that only
/// echoes its own change is ignored, a repeated write changes nothing, and a user's gesture is
/// followed on the models, then reported to the navigator once.
///
/// ```swift
/// let host = SwiftUIHost()
/// navigator.attach(host)
/// // NavigatorView(host) shows host.root and host.presented.
/// ```
@MainActor
@Observable
public final class SwiftUIHost: NavigationHost {
  /// What the host does when a step's end never comes.
  public struct Watchdog: Sendable {
    /// How long a step may wait for its signal before the watchdog completes it.
    public var timeout: Duration
    /// Calls the closure it is given once `timeout` has passed. Tests pass one that keeps the
    /// closure and call it by hand.
    public var schedule: @MainActor @Sendable (Duration, @escaping @MainActor @Sendable () -> Void) -> Void

    /// A watchdog that waits `timeout` (one second by default: a push or a sheet takes about
    /// 0.35 s, and the libraries that wait a fixed time wait 0.3 to 0.7 s) with `schedule`, by
    /// default a task that sleeps.
    public init(
      timeout: Duration = .seconds(1),
      schedule: @escaping @MainActor @Sendable (Duration, @escaping @MainActor @Sendable () -> Void) -> Void =
        Watchdog.sleep
    ) {
      self.timeout = timeout
      self.schedule = schedule
    }

    /// Calls `fire` from a main-actor task after sleeping `delay`.
    public static func sleep(_ delay: Duration, _ fire: @escaping @MainActor @Sendable () -> Void) {
      Task { @MainActor in
        try? await Task.sleep(for: delay)
        fire()
      }
    }
  }

  /// What SwiftUI can do in one step: any mix of pushes and pops in one path write (only the top
  /// one animates), several layers dismissed at once (from iOS 17, the package's minimum), and
  /// one presentation per step (the planner presents one layer per step anyway).
  public let capabilities: HostCapabilities = [.dismissesSeveralLayersAtOnce]
  /// The root the views show, as rendered; `nil` before the first step.
  public private(set) var root: RootModel?
  /// The layer the root presents, over the root stack or the tab view.
  public let presented: PresentationSlot
  /// Whether the scene is active: while it is not, steps wait (SwiftUI would hold them back and
  /// apply several at once). `true` until the views say otherwise.
  public private(set) var isActive = true
  /// The navigator driving this host.
  @ObservationIgnored public private(set) weak var navigator: Navigator?
  /// What the host has rendered, as a navigation state: the models hold the same; `nil` before
  /// the first step.
  @ObservationIgnored public private(set) var shown: NavigationState?
  /// The step whose transition runs, or `nil`.
  @ObservationIgnored public var stepInFlight: HostStep? { inFlight?.step ?? waiting?.step }
  /// How many steps the watchdog completed because their signal never came. On iOS it stays 0;
  /// anything else means a signal is missing.
  @ObservationIgnored public private(set) var watchdogFirings = 0
  /// Called with a sentence each time the host falls back on a safety net: the watchdog
  /// completed a step, or SwiftUI wrote a value the host cannot follow.
  @ObservationIgnored public var didFallBack: (@MainActor (String) -> Void)?

  @ObservationIgnored private let watchdog: Watchdog
  /// The step whose transition runs, and the signal that ends it.
  @ObservationIgnored private var inFlight: InFlight?
  /// A step that waits for the scene to become active.
  @ObservationIgnored private var waiting: (step: HostStep, completion: @MainActor @Sendable () -> Void)?
  /// The layers as rendered, by index.
  @ObservationIgnored private var layers: [LayerModel] = []
  /// Numbers the steps, so that a watchdog firing for a step that completed does nothing.
  @ObservationIgnored private var stepNumber = 0

  private struct InFlight {
    let step: HostStep
    let number: Int
    let signal: StepSignal
    let completion: @MainActor @Sendable () -> Void
  }

  /// A host whose steps wait for their signal at most `watchdog.timeout`.
  public init(watchdog: Watchdog = Watchdog()) {
    self.watchdog = watchdog
    presented = PresentationSlot(level: 0, host: nil)
    presented.host = self
  }

  /// Keeps the navigator to report gestures to, and forgets what was rendered: the navigator's
  /// first step shows everything.
  public func didAttach(to navigator: Navigator) {
    self.navigator = navigator
    shown = nil
    root = nil
    layers = []
    presented.show(nil)
    inFlight = nil
    waiting = nil
  }

  /// Renders `step` on the models and completes it when its signal comes (see the type's
  /// documentation); while the scene is not active, it waits.
  public func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    if let previous = stepInFlight {
      // The navigator never does this; say so rather than show a mix of two steps.
      fallBack("step \(step) started while \(previous) was under way")
      inFlight = nil
      waiting = nil
    }
    guard isActive else {
      waiting = (step, completion)
      return
    }
    start(step, completion: completion)
  }

  /// The scene's phase changed (`scenePhase`, or UIKit's lifecycle notifications for apps
  /// that use it): while it is not active, steps wait; once it is, the waiting step is
  /// performed.
  public func scenePhaseChanged(active: Bool) {
    guard isActive != active else { return }
    isActive = active
    if active, let (step, completion) = waiting {
      waiting = nil
      start(step, completion: completion)
    }
  }

  // MARK: Signals from the views

  /// The screen `id` is on screen, its transition ended (UIKit's `viewDidAppear(_:)`).
  ///
  /// Completes the step in flight when it waits for that screen; any other call (late,
  /// repeated, after a gesture) changes nothing.
  public func screenDidAppear(_ id: ScreenID) {
    if let layer = layers.last(where: { $0.stack.screen(id) != nil }) { layer.hasAppeared = true }
    if inFlight?.signal == .appeared(id) { finishStep() }
  }

  /// The screen `id` left the screen, its transition ended (UIKit's `viewDidDisappear(_:)`).
  ///
  /// Completes the step in flight when it waits for that screen to go; any other call changes
  /// nothing.
  public func screenDidDisappear(_ id: ScreenID) {
    if inFlight?.signal == .disappeared(id) { finishStep() }
  }

  // MARK: Performing steps

  private func start(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    let before = shown
    let after: NavigationState
    do {
      after = try NavigationState.rendering(step, onto: before)
    } catch {
      // The navigator plans from what the host reported, so this does not happen; if it does,
      // the step is dropped, as the navigator drops a step that does not fit.
      fallBack("cannot show step \(step): \(error)")
      return completion()
    }
    shown = after
    render(step, on: after)
    guard let signal = StepSignal.awaited(by: step, before: before, after: after) else {
      return completion()
    }
    stepNumber += 1
    let number = stepNumber
    inFlight = InFlight(step: step, number: number, signal: signal, completion: completion)
    watchdog.schedule(watchdog.timeout) { [weak self] in self?.watchdogFired(number: number) }
  }

  private func watchdogFired(number: Int) {
    guard let inFlight, inFlight.number == number else { return }
    watchdogFirings += 1
    fallBack("no signal ended \(inFlight.step) (waited for \(inFlight.signal)); the watchdog completed it")
    finishStep()
  }

  private func finishStep() {
    guard let finished = inFlight else { return }
    inFlight = nil
    if case .present = finished.step { layers.last?.hasAppeared = true }
    finished.completion()
  }

  /// Reports a fallback to the navigator's problem observers, as a
  /// `NavigationProblem.hostFallback`, and to `didFallBack`.
  private func fallBack(_ message: String) {
    navigator?.report(.hostFallback(message))
    didFallBack?(message)
  }

  /// Brings the models to `state`, the result of `step`, touching only what the step changes.
  private func render(_ step: HostStep, on state: NavigationState) {
    switch step {
    case .setRoot:
      renderRoot(state)
    case .setStack(let location, let screens, let transition):
      stackModel(at: location)?.show(screens, transition: transition)
    case .present(let layer):
      let index = state.modals.count - 1
      let model = LayerModel(layer: layer, index: index, host: self)
      slot(presenting: index)?.show(model)
      layers.append(model)
    case .dismiss(let index):
      slot(presenting: index)?.show(nil)
      layers.removeSubrange(min(index, layers.count)...)
    case .selectTab(let id):
      if case .tabs(let tabs) = root { tabs.select(id) }
    case .setTabItem(let item, let id):
      if case .tabs(let tabs) = root { tabs.tab(id)?.show(item) }
    }
  }

  private func renderRoot(_ state: NavigationState) {
    presented.show(nil)
    layers = []
    switch state.root {
    case .stack(let screens):
      root = .stack(StackModel(location: .root, screens: screens, host: self))
    case .tabs(let tabs, let selectedIndex):
      root = .tabs(TabsModel(tabs: tabs, selected: tabs[selectedIndex].id, host: self))
    }
  }

  /// The stack model rendered at `location`.
  func stackModel(at location: StackLocation) -> StackModel? {
    switch (location, root) {
    case (.root, .stack(let stack)?): stack
    case (.tab(let id), .tabs(let tabs)?): tabs.tab(id)?.stack
    case (.modal(let index), _): layers.indices.contains(index) ? layers[index].stack : nil
    default: nil
    }
  }

  /// The slot presenting the layer at `index`: the root's, or the layer below's.
  func slot(presenting index: Int) -> PresentationSlot? {
    if index == 0 { return presented }
    return layers.indices.contains(index - 1) ? layers[index - 1].presented : nil
  }

  // MARK: Binding writes

  /// SwiftUI wrote `path` to `stack`'s binding.
  func stack(_ stack: StackModel, wrotePath path: [ScreenID]) {
    // A stack that is no longer rendered (replaced by a new root, its layer dismissed) writes
    // what it held last: nothing to follow.
    guard stackModel(at: stack.location) === stack, let screens = shown?.stack(at: stack.location) else { return }
    // The path holds the screens above the stack's first (the `NavigationStack`'s root view).
    switch ReportedStack(path, from: 1, rendered: screens) {
    case .echo:
      break
    case .popped(let target):
      play(.popped(to: target), writtenTo: stack)
    case .unexpected:
      fallBack(
        "SwiftUI wrote the path \(path.map(\.description)) to \(stack.location), which shows "
          + "\(screens.dropFirst().map(\.id.description)); only pops are followed")
    }
  }

  /// SwiftUI wrote `layer` to `slot`'s `sheet` or `fullScreenCover` binding.
  func slot(_ slot: PresentationSlot, wrote layer: LayerModel?) {
    guard self.slot(presenting: slot.level) === slot, let shown else { return }
    let rendered = slot.level < layers.count ? layers[slot.level] : nil
    let gesture = ItemWrite.gesture(
      written: layer?.id, level: slot.level, shown: shown, hasAppeared: rendered?.hasAppeared ?? false)
    if let gesture { play(gesture) }
  }

  /// SwiftUI wrote `id` to `tabs`' selection binding.
  func tabs(_ tabs: TabsModel, wroteSelection id: TabID) {
    guard case .tabs(let rendered)? = root, rendered === tabs, let shown else { return }
    let changesSelection: Bool =
      switch stepInFlight {
      case .selectTab?, .setRoot?: true
      default: false
      }
    if let gesture = SelectionWrite.gesture(written: id, shown: shown, selectionStepUnderWay: changesSelection) {
      play(gesture)
    }
  }

  /// Follows the user's `gesture` on the models, then reports it to the navigator, once.
  ///
  /// When the gesture takes the screen the step in flight waits for off the top (a pop of it, a
  /// tap on another tab), that screen will not appear: the user acted on the step's result, so
  /// its transition is over. The step completes first, so that the navigator applies the
  /// gesture to what the host showed. A pop comes with the stack whose path SwiftUI wrote.
  private func play(_ gesture: UserGesture, writtenTo written: StackModel? = nil) {
    guard let before = shown, let after = before.applyingUserGesture(gesture) else { return }
    shown = after
    switch gesture {
    case .popped(let id):
      // The stack written to, known without searching the state for `id`.
      let stack = written ?? after.position(of: id).flatMap { stackModel(at: $0.location) }
      if let stack, let screens = after.stack(at: stack.location) { stack.show(screens) }
    case .dismissedLayer(let id):
      if let index = before.modals.firstIndex(where: { $0.id == id }) {
        slot(presenting: index)?.show(nil)
        layers.removeSubrange(index...)
      }
    case .selectedTab(let id):
      if case .tabs(let tabs) = root { tabs.select(id) }
    case .reselectedTab:
      break
    }
    if case .appeared(let awaited)? = inFlight?.signal, after.topScreen.id != awaited { finishStep() }
    navigator?.userDid(gesture)
  }
}

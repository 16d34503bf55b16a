import Observation

/// Shows a navigator's state in SwiftUI: the host a `NavigatorView` draws.
///
/// Make one per scene and hand it to a `NavigatorView` with the scene's navigator, which
/// attaches it:
///
/// ```swift
/// @State private var host = SwiftUIHost()
/// var body: some View { NavigatorView(navigation.navigator, host: host) }
/// ```
///
/// It translates and decides nothing: its `HostSession` holds what is shown, plans and holds
/// each step, bounds its wait (see ``init(watchdog:)``), and answers what the user may do. The
/// host renders each step on the models its views bind to (`root`, `presented`, `split`), says
/// which screen's transition ends it, and turns SwiftUI's binding writes and the screens'
/// appearance calls into the session's events:
///
/// - **A step** ends when its new top screen appears (UIKit's `viewDidAppear(_:)` of a tiny
///   representable inside each screen), or, for a dismissal, when the dismissed top screen
///   disappears; a step that changes nothing on screen (a hidden tab's stack, a tab under a
///   layer, the swap of a stack's only screen, which `NavigationStack` makes in place) ends at
///   once. Where no signal exists (macOS), each step ends after the watchdog's `stepTime`.
/// - **Holds**: steps wait while the scene is inactive or not shown yet, while the user drags
///   the top screen or sheet away (it may still cancel), and, for presentations, while an
///   alert leaves (SwiftUI drops a presentation made meanwhile, and says nothing when it has
///   gone, so that wait lasts the watchdog's `stepTime`).
/// - **Binding writes** that SwiftUI made without asking (a shorter path, a tab or a sidebar
///   section selected) are followed when the session allows them; a refused one is taken
///   back: the path is asserted again, the selection stays (its getter hands SwiftUI the old
///   tab back). A sheet the view dismissed has gone and is followed. An echo of the host's own
///   step, or a repeated write, changes nothing.
///
/// A presentation SwiftUI drops without a sign (its presenter shows the app's own sheet or
/// alert) is not taken back on a timeout: a slow presentation looks the same. The session ends
/// its wait after twice the watchdog's timeout and reports the lost signal as a
/// `NavigationProblem.hostFallback`; the layer stays in the state.
@MainActor
@Observable
public final class SwiftUIHost: NavigationHost {
  /// What SwiftUI can do in one step: any mix of pushes and pops in one path write (only the top
  /// one animates), and several layers dismissed at once (from iOS 17, the package's minimum).
  public let capabilities: HostCapabilities = [.dismissesSeveralLayersAtOnce]
  /// How long a step waits for its screen's signal (see `HostWatchdog`).
  public let watchdog: HostWatchdog
  /// The root the views show, as rendered; `nil` before the first step.
  package private(set) var root: RootModel?
  /// The layer the root presents, over the root stack or the tab view.
  package let presented: PresentationSlot
  /// The root's layout as rendered, and the split view's bindings.
  package let split: SplitModel
  /// The alert or confirmation dialog shown over the top-most level, as rendered.
  package private(set) var alert: NavigationAlert?
  /// Whether steps animate: `false` while the navigator restores a saved navigation.
  package private(set) var animatesSteps = true
  /// Whether the views signal the end of each transition (UIKit runs underneath); where they do
  /// not (macOS), each step ends after the watchdog's `stepTime`. `NavigatorView` sets it.
  @ObservationIgnored package var hasTransitionSignals = true
  /// The session the host reports to.
  @ObservationIgnored package private(set) weak var session: HostSession?
  /// The scene is active and shown: the views said so (`scenePhaseChanged(active:)`).
  @ObservationIgnored private var sceneIsActive = false
  /// The layers as rendered, by index.
  @ObservationIgnored private var layers: [LayerModel] = []
  /// What observes the navigator's events for `animatesSteps`, and that navigator.
  @ObservationIgnored private var observer: (token: ObserverToken, navigator: Weak<Navigator>)?
  /// The width class the views reported last, reported once something is shown.
  @ObservationIgnored private var reportedWidth: WidthClass?

  /// A host whose steps wait for their screen's signal as `watchdog` says: a step that waited
  /// `watchdog.timeout` (one second) waits once more, and one that waited twice as long is
  /// reported as lost.
  public init(watchdog: HostWatchdog = HostWatchdog()) {
    self.watchdog = watchdog
    presented = PresentationSlot(level: 0, host: nil)
    split = SplitModel(host: nil)
    presented.host = self
    split.host = self
  }

  /// The navigator driving this host.
  package var navigator: Navigator? { session?.navigator }

  /// Keeps the session and forgets what was rendered: the first step shows everything, once
  /// the views show the scene.
  public func didAttach(to session: HostSession) {
    if let observer { observer.navigator.object?.removeObserver(observer.token) }
    self.session = session
    observer = session.navigator.map { navigator in
      let token = navigator.observe(NavigationEvent.self) { [weak self] event in
        let animates = event.cause != .restoration
        if self?.animatesSteps != animates { self?.animatesSteps = animates }
      }
      return (token, Weak(navigator))
    }
    root = nil
    layers = []
    presented.show(nil)
    if !sceneIsActive { session.hold(.sceneInactive) }
  }

  /// The scene's phase changed (`scenePhase`, or UIKit's lifecycle notifications); the views
  /// also call it when they appear. Steps wait, and no watchdog runs, until the scene is shown
  /// and active.
  package func scenePhaseChanged(active: Bool) {
    guard sceneIsActive != active else { return }
    sceneIsActive = active
    if active { session?.release(.sceneInactive) } else { session?.hold(.sceneInactive) }
  }

  // MARK: Steps

  /// Renders `step` (its result is `session.shown`) and says which screen's signal ends it.
  public func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    guard let after = session.shown else { return .now }
    render(step, on: after)
    guard let signal = StepSignal.awaited(by: step, before: before, after: after) else {
      // A stack changed in a tab the user does not see: `NavigationStack` may not apply it.
      if case .tab(let tab)? = step.stackLocation, tab != after.selectedTab {
        stackModel(at: .tab(tab))?.isStale = true
      }
      return .now
    }
    return hasTransitionSignals ? .signal(signal) : .afterStepTime
  }

  /// Brings the models to `state`, the result of `step`, touching only what the step changes.
  private func render(_ step: HostStep, on state: NavigationState) {
    switch step {
    case .setRoot:
      presented.show(nil)
      split.show(state.rootLayout)
      layers = []
      switch state.root {
      case .stack(let screens): root = .stack(StackModel(location: .root, screens: screens, host: self))
      case .tabs(let tabs, let index): root = .tabs(TabsModel(tabs: tabs, selected: tabs[index].id, host: self))
      }
    case .setStack(let location, let screens, let transition):
      stackModel(at: location)?.show(screens, transition: transition)
    case .present(let layer):
      let model = LayerModel(layer: layer, index: state.modals.count - 1, host: self)
      slot(presenting: model.index)?.show(model)
      layers.append(model)
    case .dismiss(let index):
      if let slot = slot(presenting: index) {
        if let kind = slot.layer?.kind { slot.owedEchoes.insert(kind) }
        slot.show(nil)
      }
      layers.removeSubrange(min(index, layers.count)...)
    case .selectTab(let id):
      if case .tabs(let tabs) = root { tabs.select(id) }
    case .setTabItem(let item, let id):
      if case .tabs(let tabs) = root { tabs.tab(id)?.show(item) }
    case .setLayout(let layout):
      split.show(layout)
    case .showAlert(let alert):
      self.alert = alert
    case .dismissAlert:
      alert = nil
      holdPresentationsWhileAnAlertLeaves()
    }
  }

  /// SwiftUI drops a presentation (an alert, a layer) made while an alert goes and says nothing
  /// when it has gone: presentations wait the time its animation takes, the watchdog's
  /// `stepTime`.
  private func holdPresentationsWhileAnAlertLeaves() {
    session?.hold(.presentationLeaving)
    watchdog.schedule(watchdog.stepTime) { [weak self] in self?.session?.release(.presentationLeaving) }
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

  // MARK: Signals from the views

  /// The screen `id` is about to leave the screen (UIKit's `viewWillDisappear(_:)`): when it is
  /// the screen on top and no step runs, the user has started taking it away (a back swipe, a
  /// sheet dragged down) and may still cancel; steps wait until a screen appears or disappears.
  package func screenWillDisappear(_ id: ScreenID) {
    guard let session, session.stepInFlight == nil, id == session.shown?.topScreen.id else { return }
    session.hold(.userTransition)
  }

  /// The screen `id` is on screen, its transition ended (UIKit's `viewDidAppear(_:)`).
  package func screenDidAppear(_ id: ScreenID) {
    if let layer = layers.last(where: { $0.stack.holds(id) }) {
      layer.hasAppeared = true
      layer.topHasDisappeared = false
      layer.dismissalWritten = false
    }
    // The selected tab's stack, changed while the tab was hidden, shows a path it may have missed.
    if case .tabs(let tabs)? = root, let stack = tabs.tab(tabs.selection)?.stack, stack.isStale { stack.reassertPath() }
    session?.signal(StepSignal.appeared(id))
    userTransitionEnded()
    reportWidthIfNeeded()
  }

  /// The screen `id` left the screen, its transition ended (UIKit's `viewDidDisappear(_:)`).
  /// When it is the top of the top-most layer, the layer is going: a `nil` written for it is
  /// its dismissal, followed at once if it came before.
  package func screenDidDisappear(_ id: ScreenID) {
    session?.signal(StepSignal.disappeared(id))
    let layerMayGo = switch session?.stepInFlight { case nil, .present?: true; default: false }
    if let layer = layers.last, layer.stack.top == id, layerMayGo {
      layer.topHasDisappeared = true
      if layer.dismissalWritten { follow(.dismissedLayer(layer.id)) }
    }
    userTransitionEnded()
  }

  private func userTransitionEnded() {
    if session?.isHeld(by: .userTransition) == true { session?.release(.userTransition) }
  }

  /// The window's width class is `width` (`horizontalSizeClass`): when it differs from the one
  /// shown, the user resized the window, reported once; before anything is shown, it waits for
  /// the first screen to appear.
  package func widthClassChanged(_ width: WidthClass) {
    reportedWidth = width
    reportWidthIfNeeded()
  }

  private func reportWidthIfNeeded() {
    guard let reportedWidth, let session, session.stepInFlight == nil,
      let shown = session.shown, shown.rootLayout.widthClass != reportedWidth
    else { return }
    follow(.resized(reportedWidth))
  }

  /// The user tapped button `index` of alert `id` (the button's action in the view).
  package func alertButtonTapped(_ id: AlertID, index: Int) {
    follow(.tappedAlertButton(id, index: index))
  }

  /// SwiftUI wrote `false` into the binding of alert `id`: it went. A button's action, which
  /// SwiftUI runs too, reports the tap; so a turn later, an alert still shown went without a
  /// button (the system took it down). The echo of the host's own dismissal finds none shown.
  package func alertPresentationEnded(_ id: AlertID) {
    guard session?.shown?.alert?.id == id else { return }
    Task { @MainActor [weak self] in
      guard let self, session?.shown?.alert?.id == id else { return }
      follow(.dismissedAlert(id))
    }
  }

  // MARK: Binding writes

  /// SwiftUI wrote `path` to `stack`'s binding: the screens above its first.
  func stack(_ stack: StackModel, wrotePath path: [ScreenID]) {
    // A stack no longer rendered (a new root, its layer dismissed) writes what it held last.
    guard stackModel(at: stack.location) === stack, let screens = session?.shown?.stack(at: stack.location) else {
      return
    }
    switch ReportedStack(path, from: 1, rendered: screens) {
    case .echo:
      break
    case .popped(let target):
      // SwiftUI pops without asking (a back swipe, a long press on the back button, iOS 26's
      // own pop on a tab's reselection): a refused pop is taken back, the views read the path
      // again, which still holds the screens.
      if case .takenBack = follow(.popped(to: target), madeWithoutAsking: true, on: stack) { stack.reassertPath() }
    case .unexpected:
      session?.fallBack(
        "SwiftUI wrote the path \(path.map(\.description)) to \(stack.location), which shows "
          + "\(screens.dropFirst().map(\.id.description)); only pops are followed")
    }
  }

  /// SwiftUI wrote `layer` to `slot`'s binding of `kind` (`sheet` or `fullScreenCover`).
  func slot(_ slot: PresentationSlot, wrote layer: LayerModel?, as kind: LayerModel.Kind) {
    guard self.slot(presenting: slot.level) === slot else { return }
    guard let rendered = slot.layer else {
      // The echo of the host's dismissal, while the level shows nothing: it is no longer owed.
      if layer == nil { slot.owedEchoes.remove(kind) }
      return
    }
    let write = ItemWrite.decide(
      written: layer?.id, to: kind, shownKind: rendered.kind, topHasDisappeared: rendered.topHasDisappeared,
      hasAppeared: rendered.hasAppeared, owesEcho: slot.owedEchoes.contains(kind))
    switch write {
    case .dismissal:
      // The layer went (a swipe down, or the view's own `dismiss`): nothing to refuse.
      follow(.dismissedLayer(rendered.id))
    case .echo:
      // Most likely the late echo; if SwiftUI sends none, it is the view's own dismissal, which
      // the layer's top disappearing confirms.
      slot.owedEchoes.remove(kind)
      rendered.dismissalWritten = true
    case .dismissalOnceGone:
      rendered.dismissalWritten = true
    case .none:
      break
    }
  }

  /// SwiftUI wrote `id` to `tabs`' selection: a tap on a tab, or on the selected one.
  func tabs(_ tabs: TabsModel, wroteSelection id: TabID) {
    guard case .tabs(let rendered)? = root, rendered === tabs, let session, let shown = session.shown else { return }
    let selecting = switch session.stepInFlight { case .selectTab?, .setRoot?: true; default: false }
    guard let gesture = SelectionWrite.gesture(written: id, shown: shown, selectionStepUnderWay: selecting) else {
      return
    }
    if case .takenBack = follow(gesture, madeWithoutAsking: true) { tabs.reassertSelection() }
  }

  /// SwiftUI wrote `id` to the split view's sidebar selection (see ``SplitModel``).
  func split(_ split: SplitModel, wroteSidebarSelection id: TabID?) {
    guard let session, let shown = session.shown, split.showsSplitView else { return }
    let selecting = if case .selectTab? = session.stepInFlight { true } else { false }
    let gesture: UserGesture?
    if let id {
      gesture = SelectionWrite.gesture(written: id, shown: shown, selectionStepUnderWay: selecting)
    } else {
      gesture = shown.appearance == .collapsedSplitView(.section) ? .returnedToSidebar : nil
    }
    guard let gesture, case .takenBack = follow(gesture, madeWithoutAsking: true), case .tabs(let tabs)? = root else {
      return
    }
    tabs.reassertSelection()
  }

  /// SwiftUI wrote `column` to the split view's preferred compact column (see ``SplitModel``).
  func split(_ split: SplitModel, wroteCompactColumn column: SplitModel.Column) {
    guard column == .sidebar, session?.shown?.appearance == .collapsedSplitView(.section) else { return }
    if case .takenBack = follow(.returnedToSidebar, madeWithoutAsking: true), case .tabs(let tabs)? = root {
      tabs.reassertSelection()
    }
  }

  /// Reports the user's `gesture` to the session, the models following it first (before the
  /// session hands over a next step). A gesture SwiftUI made `madeWithoutAsking` may be taken
  /// back (`HostSession.userMade(_:applying:)`); any other has happened
  /// (`HostSession.userDid(_:)`). A pop comes with the stack SwiftUI wrote it to.
  @discardableResult
  private func follow(
    _ gesture: UserGesture, madeWithoutAsking: Bool = false, on written: StackModel? = nil
  ) -> HostSession.Outcome {
    guard let session, let before = session.shown, let after = before.applyingUserGesture(gesture) else {
      return .ignored
    }
    let apply = { self.apply(gesture, from: before, to: after, on: written) }
    if madeWithoutAsking { return session.userMade(gesture, applying: apply) }
    apply()
    return session.userDid(gesture) ? .followed : .ignored
  }

  /// Brings the models from `before` to `after`, the user's `gesture` applied.
  private func apply(_ gesture: UserGesture, from before: NavigationState, to after: NavigationState, on written: StackModel?) {
    switch gesture {
    case .popped(let id):
      let stack = written ?? after.position(of: id).flatMap { stackModel(at: $0.location) }
      if let stack, let screens = after.stack(at: stack.location) { stack.show(screens) }
    case .dismissedLayer(let id):
      if let index = before.modals.firstIndex(where: { $0.id == id }) {
        slot(presenting: index)?.show(nil)
        layers.removeSubrange(min(index, layers.count)...)
      }
    case .selectedTab(let id):
      if case .tabs(let tabs) = root { tabs.select(id) }
      // The user left a tab while a step changed its stack: `NavigationStack` may not finish it.
      if let location = session?.stepInFlight?.stackLocation, location == before.topLocation {
        stackModel(at: location)?.isStale = true
      }
      split.show(after.rootLayout)
    case .reselectedTab:
      break
    case .resized, .returnedToSidebar:
      split.show(after.rootLayout)
    case .tappedAlertButton, .dismissedAlert:
      alert = nil
      holdPresentationsWhileAnAlertLeaves()
    }
  }

  /// Whether the session allows the user's `gesture` now, for the views that set up their
  /// platform with it (a hidden back button, a sheet's disabled swipe); they are updated when
  /// the flows' rules change or an alert comes or goes.
  func allows(_ gesture: UserGesture) -> Bool {
    _ = alert
    return session?.allows(gesture) ?? true
  }
}

/// A reference that does not keep its object.
private struct Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

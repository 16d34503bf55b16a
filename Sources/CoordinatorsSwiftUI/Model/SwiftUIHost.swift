@_spi(Hosts) import Coordinators
import Observation

/// Shows a navigator's state in SwiftUI: the host a `NavigatorView` draws, one per scene.
///
/// ```swift
/// struct InboxScene: View {
///   @State private var navigation = LazyNavigator { Navigator(root: InboxCoordinator()) }
///   @State private var host = SwiftUIHost()
///   var body: some View { NavigatorView(navigation.navigator, host: host) }
/// }
/// ```
///
/// It decides nothing: its `HostSession` holds what is shown, runs the steps and answers what the
/// user may do; the host renders each step on the models its views bind to, and turns the views'
/// signals and SwiftUI's binding writes into session events (docs/Adapters.md, "SwiftUI").
@MainActor
@Observable
public final class SwiftUIHost {
  /// What SwiftUI can do in one step: pushes and pops in one path write, and several layers
  /// dismissed at once.
  @_spi(Hosts) public let capabilities: HostCapabilities = [.dismissesSeveralLayersAtOnce]
  /// How long a step waits for its screen's signal (see `HostWatchdog`).
  @_spi(Hosts) public let watchdog: HostWatchdog
  /// The root the views show, as rendered; `nil` before the first step.
  package private(set) var root: RootModel?
  /// `root`, for code outside the package that drives the host as its views do (the
  /// benchmarks). `@Observable` gives a stored property's storage its attributes, and a private
  /// storage cannot be `@_spi`, so the stored property stays `package`.
  @_spi(Testing) public var rootModel: RootModel? { root }
  /// The layer the root presents, over the root stack or the tab view.
  package let presented: PresentationSlot
  /// The root's layout as rendered, and the split view's bindings.
  package let split: SplitModel
  /// The alert or confirmation dialog shown over the top-most level, as rendered.
  package private(set) var alert: NavigationAlert?
  /// What the views found of the alerts on screen.
  package let alertPresence = SwiftUIAlertPresence()
  /// Where a confirmation dialog hangs: the sources the app marked, the screen it came over.
  package let alertSources = SwiftUIAlertSources()
  /// Whether steps animate: `false` while the navigator restores a saved navigation.
  package private(set) var animatesSteps = true
  /// Whether the screens signal the end of their transitions (UIKit runs underneath, not on macOS).
  @ObservationIgnored package var hasTransitionSignals = true
  /// Whether the host is a `NavigatorPreview`'s: no animation, whatever the scene's phase, and
  /// every step but a presentation ends as soon as it is rendered.
  @ObservationIgnored package private(set) var isPreviewHost = false
  /// The session the host reports to.
  @ObservationIgnored package private(set) weak var session: HostSession?
  /// The layers as rendered, by index.
  @ObservationIgnored private var layers: [LayerModel] = []
  /// The navigator whose events `observerToken` observes (for `animatesSteps`).
  @ObservationIgnored private weak var observed: Navigator?
  @ObservationIgnored private var observerToken: ObserverToken?
  /// The window's width in points and its size class as the views reported them last (the
  /// root's geometry and `horizontalSizeClass`, known before the first step): platform facts,
  /// reported to each session at attach; the session decides the width class.
  @ObservationIgnored var window = WindowWidth()

  /// A host whose steps wait for their screen's signal as `watchdog` says (see `HostWatchdog`):
  /// a step lost is reported, never taken back, for a presentation SwiftUI dropped without a
  /// sign (over the app's own sheet or alert) looks like a slow one.
  @_spi(Hosts) public init(watchdog: HostWatchdog) {
    self.watchdog = watchdog
    presented = PresentationSlot(level: 0, host: nil)
    split = SplitModel(host: nil)
    presented.host = self
    split.host = self
  }

  /// A host whose steps wait for their screen's signal for at most a second.
  public convenience init() { self.init(watchdog: HostWatchdog()) }

  /// The host of a `NavigatorPreview`: steps run without animation, whatever the scene's phase;
  /// each ends as soon as it is rendered, but a presentation, which ends on its signal, so that
  /// the next level is presented from one on screen.
  package static func forPreview() -> SwiftUIHost {
    let host = SwiftUIHost()
    host.isPreviewHost = true
    host.animatesSteps = false
    return host
  }

  /// Keeps the session and forgets what was rendered: the first step shows everything, once
  /// the views show the scene. The session holds steps until the views report the scene active,
  /// as they do to each navigator they show.
  @_spi(Hosts) public func didAttach(to session: HostSession) {
    if let observerToken { observed?.removeObserver(observerToken) }
    if !isPreviewHost { session.hold(.sceneInactive) }
    self.session = session
    observed = session.navigator
    observerToken = observed?.observe(NavigationEvent.self) { [weak self, isPreviewHost] event in
      let animates = event.cause != .restoration && !isPreviewHost
      if self?.animatesSteps != animates { self?.animatesSteps = animates }
    }
    root = nil
    layers = []
    presented.show(nil)
    alertPresence.reset(for: session)
    // The navigator's first layout, before its first step: the first root is built for it.
    if !window.isUnknown { session.widthChanged(to: window) }
  }

  // MARK: Steps

  /// Renders `step` (its result is `session.shown`) and says which screen's signal ends it.
  @_spi(Hosts) public func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    guard let after = session.shown else { return .now }
    render(step, on: after)
    // A layer SwiftUI does not show (never shown, gone already) sends no signal as it is dismissed.
    let end = SwiftUIStepEnd(
      step, before: before, after: after, signalled: hasTransitionSignals, inPreview: isPreviewHost,
      dismissesUnshownLayer: session.dismissal(by: step, from: before) == .endAtOnce)
    if case .nowInHiddenTab(let tab) = end { apply(.readAgain(.tab(tab))) }
    return end.sessionEnd
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
      apply(.removeLayers(from: index))
    case .selectTab(let id):
      if case .tabs(let tabs) = root { tabs.select(id) }
    case .setTabItem(let item, let id):
      if case .tabs(let tabs) = root { tabs.tab(id)?.show(item) }
    case .setLayout(let layout):
      apply(.layOut(layout))
    case .showAlert(let alert):
      alertSources.alertCame(over: state)
      self.alert = alert
    case .dismissAlert:
      apply(.takeAlertDown)
    }
  }

  /// Brings the models to one update: a step's, or a followed gesture's (``FollowedGesture``).
  func apply(_ update: FollowedGesture.Update) {
    switch update {
    case .showStack(let location, let screens): stackModel(at: location)?.show(screens)
    case .removeLayers(let index):
      slot(presenting: index)?.show(nil)
      layers.removeSubrange(min(index, layers.count)...)
    case .selectTab(let id): if case .tabs(let tabs) = root { tabs.select(id) }
    case .readAgain(let location): stackModel(at: location)?.isStale = true
    case .layOut(let layout): split.show(layout)
    case .takeAlertDown:
      guard let gone = alert else { return }
      alert = nil
      // SwiftUI drops a presentation made while an alert goes: presentations wait for it to
      // leave (``SwiftUIAlertPresence``). Not a preview's.
      if !isPreviewHost { alertPresence.leaves(gone, signalled: hasTransitionSignals) }
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

  // MARK: Signals from the views

  /// The screen `id` is about to leave (UIKit's `viewWillDisappear(_:)`): the top screen, with no
  /// step running, is the user's to take away or not; steps wait until a screen comes or goes.
  package func screenWillDisappear(_ id: ScreenID) { session?.screenWillLeave(id) }

  /// Whether the user's transition still runs (asked when the watchdog's timeout passed for a
  /// step it holds): where the screens signal their transitions, the screen that began to leave
  /// has neither appeared again nor disappeared, and one of the two always comes.
  package func userTransitionRuns(in session: HostSession) -> Bool { hasTransitionSignals }

  /// The screen `id` is on screen, its transition ended (UIKit's `viewDidAppear(_:)`).
  @_spi(Testing) public func screenDidAppear(_ id: ScreenID) {
    session?.layerScreenAppeared(id)
    if case .tabs(let tabs)? = root { tabs.reassertStaleSelectedPath() }
    session?.signal(StepSignal.appeared(id))
    session?.userTransitionEnded(id)
  }

  /// The screen `id` left the screen (UIKit's `viewDidDisappear(_:)`). The top of the top-most
  /// layer gone, the layer is going: a `nil` written for it is its dismissal, as the session says.
  @_spi(Testing) public func screenDidDisappear(_ id: ScreenID) {
    session?.signal(StepSignal.disappeared(id))
    if let gone = session?.layerScreenDisappeared(id) { follow(gone) }
    session?.userTransitionEnded(id)
  }

  // MARK: Alerts on screen

  /// The view the alert shown hangs on (see ``SwiftUIAlertAnchor``).
  package var alertAnchor: SwiftUIAlertAnchor { alertSources.anchor(of: alert) }

  /// The watchdog ended `step`, whose signal never came (the session reported it). An alert the
  /// views proved absent (no alert controller on top when they looked last) was dropped by
  /// SwiftUI, which keeps its binding `true` without showing it: the session takes it away
  /// (`HostSession.platformNeverShowed(alert:_:)`), and the host takes it down. Any other alert
  /// stays: it may be on screen, under the user's finger.
  @_spi(Hosts) public func stepWasLost(_ step: HostStep, in session: HostSession) {
    guard case .showAlert(let lost) = step,
      alertPresence.finding(of: lost.id).alertWasDropped(signalled: hasTransitionSignals)
    else { return }
    if session.platformNeverShowed(alert: lost.id, "SwiftUI never showed alert \(lost.id)") != nil {
      apply(.takeAlertDown)
    }
  }

  /// The user tapped button `index` of alert `id` (the button's action in the view).
  package func alertButtonTapped(_ id: AlertID, index: Int) {
    follow(.tappedAlertButton(id, index: index))
  }

  /// SwiftUI wrote `false` into the binding of alert `id`: it went, by a button or not. A turn
  /// later, once a tapped button's action has reported the tap, an alert still shown went
  /// without a button (`HostSession.dismissal(ofAlert:)`).
  package func alertPresentationEnded(_ id: AlertID) {
    guard session?.dismissal(ofAlert: id) != nil else { return }
    Task { @MainActor [weak self] in
      guard let self, let gone = session?.dismissal(ofAlert: id) else { return }
      follow(gone)
    }
  }

  /// Reports the user's `gesture` (`madeWithoutAsking`: SwiftUI's, which the session may take
  /// back); the models follow a followed one before the call returns: the next step lands on them.
  @discardableResult
  func follow(_ gesture: UserGesture, madeWithoutAsking: Bool = false) -> HostSession.Outcome {
    guard let session else { return .ignored }
    return session.handlingCallback {
      let (before, stepInFlight) = (session.shown, session.stepInFlight)
      let outcome =
        madeWithoutAsking ? session.userMade(gesture) : (session.userDid(gesture) ? .followed : .ignored)
      if outcome == .followed, let before {
        FollowedGesture.updates(for: gesture, from: before, during: stepInFlight).forEach(apply)
      }
      return outcome
    }
  }

  /// Whether the session allows `gesture` now, for the views (a hidden back button, a sheet's
  /// disabled swipe), which are updated when the flows' rules change or an alert comes or goes.
  func allows(_ gesture: UserGesture) -> Bool {
    _ = alert
    return session?.allows(gesture) ?? true
  }

  /// Whether the views offer going back by `gesture` (a back button shown), as every host does
  /// (`NavigationState.offersGoingBack(_:allows:)`: it stays under an alert, which is modal).
  func offersGoingBack(_ gesture: UserGesture) -> Bool {
    session?.shown?.offersGoingBack(gesture, allows: allows) ?? true
  }
}

@_spi(Hosts) extension SwiftUIHost: NavigationHost {}

extension SwiftUIHost: UserTransitionHost {}

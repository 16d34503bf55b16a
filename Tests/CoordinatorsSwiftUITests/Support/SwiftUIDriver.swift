@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import Observation
import SwiftUIHostReading

@_spi(Hosts) @_spi(Testing) @testable import CoordinatorsSwiftUI

/// Plays SwiftUI, as it behaves on a device, on a ``SwiftUIHost``: it reads what the views would
/// show from the models, writes the bindings as SwiftUI does, and sends UIKit's appearance calls
/// late.
///
/// Always, as SwiftUI does every time:
/// - A back swipe writes the shorter path once the pop has ended, twice (SwiftUI may repeat a
///   write); a long press on the back button writes the final path once.
/// - A swipe down makes the sheet's top screen disappear at once, and writes `nil` to the
///   presenting level's item binding only later (up to about a second after, on a device,
///   FlowStacks issue 69), twice; a layer whose model disables the swipe is not offered it.
/// - A tab tap writes the tab to the selection, the selected one too (a re-tap).
/// - The end of each transition (the new top screen appearing, the old one disappearing) is sent
///   one turn late, after the bench has moved on, and a stale appearance of a screen that is
///   gone comes with it.
/// - A swap of the only screen of the stack on top (login → home) sends no appearance at all:
///   `NavigationStack` replaces its root view in place, with no UIKit transition, and the screen's
///   representable keeps its identity (no `viewDidAppear(_:)` comes).
/// - Echoes: each stack's path written back as it is, `nil` for each level that presents
///   nothing, and the selected tab while a step that selects it runs.
///
/// On request (``play(_:on:)-(DeviceBehaviour,_)``), the device's harsher behaviours: a layer
/// dismissed by its own view (`dismiss` writes `nil` at once), the user's back swipe or sheet drag held open while steps arrive
/// (`viewWillDisappear` first), late `nil` writes from the bindings of layers the host dismissed,
/// and a lost signal; not the app's own sheet or alert over the host's screens, whose refusal of
/// a presentation SwiftUI does not show. ``sheetDismissesItselfBeforeAppearing`` plays a sheet whose view dismisses
/// it from `task` before it has appeared (a `nil` write not to be dropped); ``hiddenTabsMissPathChanges``
/// plays `NavigationStack` in a hidden tab that misses a path change (swiftlang/swift issue 77088);
/// ``reselectPopsToRoot`` plays iOS 26's pop of a reselected tab (a path write after the selection's);
/// ``DeviceBehaviour/dropsTheNextAlert`` an alert SwiftUI never shows (one over another presentation).
/// An alert's controller is found on screen once its transition ends, and gone once the next
/// transition ends.
@MainActor
struct SwiftUIDriver: HostConformanceDriver {
  /// Whether the next presented layer dismisses itself before it appears: its view calls
  /// `dismiss` from `task`, SwiftUI writes `nil` to its binding and its top screen disappears;
  /// no appearance comes.
  var sheetDismissesItselfBeforeAppearing = false
  /// Whether `NavigationStack` in a tab that is not shown misses the path changes made while it
  /// is hidden: it shows a change only when its path binding is invalidated while its tab is
  /// selected (swiftlang/swift issue 77088). What the driver shows of each tab is then its own
  /// record, not the model's.
  var hiddenTabsMissPathChanges = false
  /// Whether a tap on the selected tab also pops its stack to its root, as iOS 26's `TabView`
  /// does by itself (mlemgroup/mlem pull 2457): after the selection's write, SwiftUI writes `[]`
  /// to the tab's path, whatever the host answered. That the path comes after the selection is
  /// an inference (UIKit's tab bar controller pops a reselected navigation controller after
  /// asking its delegate), not observed.
  var reselectPopsToRoot = false
  /// Whether picking another section in an expanded split view clears the path of the detail
  /// stack it stops showing, after the selection's write, as `NavigationSplitView` does ("When
  /// selection changes in the sidebar, the navigation system pops value-based links off the
  /// stack", Apple forums thread 722924 quoted in onmyway133/blog issue 924; radiosilence/koan
  /// issue 261). A clear written before the selection could not be told from the user's pop;
  /// the sources describe it as following the selection's change.
  var splitViewResetsDetailPathOnSelection = false
  /// Whether the next presented layer appears only after the host's watchdog has run out once:
  /// a heavy first sheet (a map, a long form) on an older phone, whose update, first layout and
  /// spring take longer than the watchdog's timeout (slow, not lost).
  var presentsNextLayerSlowly = false
  /// Whether SwiftUI presents at most one level per update: of the layers set in one update, only
  /// the first is presented, over a level already on screen; a layer set in the same update as
  /// the one it is presented from is dropped, for good, its binding still set (SwiftUI presents
  /// from a view controller that must be in the window; "Attempt to present ... whose view is
  /// not in the window hierarchy"). Each ``finishTransition(on:)`` and each read of
  /// ``shown(by:)`` is an update.
  var presentsOneLevelPerUpdate = false

  /// What SwiftUI keeps for one host (one scene).
  @MainActor
  final class Scene {
    /// The host's session, weakly: it keeps the host, which a conformance probe keeps with this
    /// driver, whose simulation keeps this scene (LeakSanitizer found the cycle).
    weak var session: HostSession?
    /// The session the views reported the scene's phase to last, weakly as ``session``.
    weak var phaseReportedTo: HostSession?
    /// How many times the session's watchdog ended a wait, as last read: the test reads it once
    /// the navigator, and so the session, has gone.
    var watchdogFirings = 0
    var lastTop: ScreenID?
    /// The stack whose only screen was on top last, for a root swap.
    var lastOnlyScreenOf: ObjectIdentifier?
    /// The root swap under way, which no signal ends.
    var silentStep: HostStep?
    var later: [@MainActor () -> Void] = []
    /// The watchdog's timers, fired only when the device's time runs out.
    var timers: [@MainActor @Sendable () -> Void] = []
    /// The layers shown at the last transition, each with the slot that presented it.
    var layersSeen: [(layer: LayerModel, slot: PresentationSlot)] = []
    /// The layers the host dismissed, whose bindings SwiftUI may still write `nil` into.
    var goneLayers: [(layer: LayerModel, slot: PresentationSlot)] = []
    /// The next transition's signals are lost.
    var losesNextSignal = false
    /// The interactive gesture the user holds open.
    var gesture: InteractiveGesture?
    var dismissesNextLayerBeforeItAppears = false
    var presentsNextLayerSlowly = false
    /// The next alert the host presents is never shown (``DeviceBehaviour/dropsTheNextAlert``).
    var dropsNextAlert = false
    /// The alert SwiftUI dropped: it never shows.
    var droppedAlert: AlertID?
    /// The tabs model whose paths ``tabPaths`` records.
    var tabsModel: ObjectIdentifier?
    /// The path each tab's `NavigationStack` shows, with ``hiddenTabsMissPathChanges``.
    var tabPaths: [TabID: [ScreenID]] = [:]
    /// The tabs whose path was invalidated while they were selected: the stack shows it.
    var tabsToApply: Set<TabID> = []
    /// The tabs whose path binding is observed.
    var trackedTabs: Set<TabID> = []
    /// The layers SwiftUI presented, bottom first, with ``presentsOneLevelPerUpdate``.
    var layersOnScreen: [ObjectIdentifier] = []
    /// The layers SwiftUI dropped, with ``presentsOneLevelPerUpdate``.
    var droppedLayers: Set<ObjectIdentifier> = []
  }

  /// What the driver keeps per host.
  @MainActor
  final class Simulation {
    var hosts: [SwiftUIHost] = []
    var scenes: [ObjectIdentifier: Scene] = [:]

    func scene(_ host: SwiftUIHost) -> Scene {
      if let scene = scenes[ObjectIdentifier(host)] { return scene }
      let scene = Scene()
      scenes[ObjectIdentifier(host)] = scene
      return scene
    }
  }

  let simulation = Simulation()

  func makeHost() -> SwiftUIHost {
    let scene = Scene()
    scene.dismissesNextLayerBeforeItAppears = sheetDismissesItselfBeforeAppearing
    scene.presentsNextLayerSlowly = presentsNextLayerSlowly
    // Weakly: the scene keeps the host's session, which keeps the host and so this closure.
    let host = SwiftUIHost(watchdog: HostWatchdog { [weak scene] _, fire in scene?.timers.append(fire) })
    simulation.hosts.append(host)
    simulation.scenes[ObjectIdentifier(host)] = scene
    return host
  }

  /// The views show the navigator `host` is attached to: they report the scene's phase (active)
  /// to each navigator they show, as `NavigatorView` does once its host is attached.
  private func viewsShowNavigator(of host: SwiftUIHost) {
    let scene = simulation.scene(host)
    guard let session = host.session, scene.phaseReportedTo !== session else { return }
    scene.phaseReportedTo = session
    host.scenePhaseChanged(active: true)
  }

  /// What the views show, read from the models alone (less the layers SwiftUI dropped, with
  /// ``presentsOneLevelPerUpdate``).
  func shown(by host: SwiftUIHost) -> NavigationState? {
    viewsShowNavigator(of: host)
    if presentsOneLevelPerUpdate, let state = host.stateReadFromModels {
      let onScreen = updatePresentations(of: host)
      guard onScreen < state.modals.count else { return state }
      return try? NavigationState(
        root: state.root, modals: Array(state.modals.prefix(onScreen)), layout: state.rootLayout)
    }
    guard hiddenTabsMissPathChanges, let state = host.stateReadFromModels, case .tabs(let model)? = host.root else {
      return host.stateReadFromModels
    }
    let scene = syncTabs(of: host)
    let tabs = zip(state.tabs, model.tabs).map { tab, tabModel in
      let path = scene.tabPaths[tab.id] ?? tabModel.stack.path
      let screens = ([tabModel.stack.first] + path).compactMap { tabModel.stack.screen($0) }
      return Tab(id: tab.id, stack: screens, item: tab.item)
    }
    let selected = state.tabs.firstIndex { $0.id == state.selectedTab } ?? 0
    return try? NavigationState(
      root: .tabs(tabs, selectedIndex: selected), modals: state.modals, layout: state.rootLayout)
  }

  /// One SwiftUI update, with ``presentsOneLevelPerUpdate``: the layers on screen that the models
  /// still hold stay; of the new ones, the first is presented unless it was dropped, and every
  /// other is dropped. Returns how many layers are on screen.
  @discardableResult
  private func updatePresentations(of host: SwiftUIHost) -> Int {
    let scene = simulation.scene(host)
    guard presentsOneLevelPerUpdate else { return host.presentedLayers.count }
    let layers = host.presentedLayers.map(ObjectIdentifier.init)
    var onScreen = Array(zip(scene.layersOnScreen, layers).prefix { $0 == $1 }.map(\.0))
    let new = layers.dropFirst(onScreen.count)
    if let first = new.first, !scene.droppedLayers.contains(first) {
      onScreen.append(first)
      scene.droppedLayers.formUnion(new.dropFirst())
    }
    scene.layersOnScreen = onScreen
    return onScreen.count
  }

  /// Brings what each tab's `NavigationStack` shows up to date, with
  /// ``hiddenTabsMissPathChanges``: a path invalidated while its tab was selected is shown, one
  /// invalidated while it was hidden is missed; then observes every tab's path again.
  @discardableResult
  private func syncTabs(of host: SwiftUIHost) -> Scene {
    let scene = simulation.scene(host)
    guard hiddenTabsMissPathChanges, case .tabs(let tabs)? = host.root else { return scene }
    if scene.tabsModel != ObjectIdentifier(tabs) {
      // A new tab view: each stack starts with its path.
      scene.tabsModel = ObjectIdentifier(tabs)
      scene.tabPaths = Dictionary(uniqueKeysWithValues: tabs.tabs.map { ($0.id, $0.stack.path) })
      scene.tabsToApply = []
      scene.trackedTabs = []
    }
    for id in scene.tabsToApply { scene.tabPaths[id] = tabs.tab(id)?.stack.path }
    scene.tabsToApply = []
    for tab in tabs.tabs where !scene.trackedTabs.contains(tab.id) {
      scene.trackedTabs.insert(tab.id)
      let id = tab.id
      withObservationTracking {
        _ = tab.stack.path
      } onChange: { [weak scene, weak tabs] in
        // Weakly: the stack keeps this closure until its path changes, which may be never, and
        // the tabs hold the stack (LeakSanitizer found the cycle).
        MainActor.assumeIsolated {
          guard let scene, let tabs else { return }
          scene.trackedTabs.remove(id)
          if tabs.selection == id { scene.tabsToApply.insert(id) }
        }
      }
    }
    return scene
  }

  func play(_ gesture: ConformanceGesture, on host: SwiftUIHost) async -> Bool {
    viewsShowNavigator(of: host)
    let scene = syncTabs(of: host)
    switch gesture {
    case .goBack, .goBackSeveral:
      let count = if case .goBackSeveral(let count) = gesture { count } else { 1 }
      guard let stack = host.topStack, count >= 1, count <= stack.path.count else {
        // At a section's first screen in a collapsed split view, back shows the sidebar:
        // SwiftUI clears the sidebar's selection and moves the compact column to it.
        guard count == 1, host.presentedLayers.isEmpty, host.split.showsSplitView, host.split.compactColumn != .sidebar
        else { return false }
        host.split.sidebarSelection = nil
        host.split.compactColumn = .sidebar
        return true
      }
      // A screen whose back button is hidden while its flow disables dismissal offers no way back;
      // an alert is modal: no touch reaches the back button or the swipe under it.
      guard stack.allowsGoingBack(from: stack.top), host.alert == nil else { return false }
      popWrite(count, on: stack, host: host, twice: count == 1)
      return true
    case .dismissTopLayer:
      guard let (layer, slot) = host.topLayer, !layer.isInteractiveDismissDisabled else { return false }
      host.screenDidDisappear(layer.stack.top)
      scene.later.append {
        slot.write(nil, as: layer.kind)
        slot.write(nil, as: layer.kind)
      }
      return true
    case .tapTab(let index):
      guard case .tabs(let tabs)? = host.root, tabs.tabs.indices.contains(index) else { return false }
      let tab = tabs.tabs[index]
      if host.split.showsSplitView {
        // A row of the sidebar's list: its selection, then the compact column moves to the
        // section; the section's top screen appears when the tap shows it.
        let hidden = host.split.sidebarSelection != tab.id && host.presentedLayers.isEmpty
        let left = host.split.selectedStack
        let expanded = if case .splitView = host.split.layout.appearance { true } else { false }
        host.split.sidebarSelection = tab.id
        if splitViewResetsDetailPathOnSelection, hidden, expanded, let left, !left.path.isEmpty {
          // The selection changed: the detail stack it showed loses its path.
          left.path = []
        }
        host.split.compactColumn = .detail
        if hidden { scene.later.append { host.screenDidAppear(tab.stack.top) } }
        return true
      }
      let changesTab = tabs.selection != tab.id && host.presentedLayers.isEmpty
      let reselects = tabs.selection == tab.id && host.presentedLayers.isEmpty
      tabs.selection = tab.id
      if reselectPopsToRoot, reselects, !tab.stack.path.isEmpty {
        // iOS 26 pops the reselected tab to its root on its own.
        popWrite(tab.stack.path.count, on: tab.stack, host: host, twice: false)
      }
      if changesTab {
        // The tab's stack comes on screen: the screen its NavigationStack shows appears.
        let top = hiddenTabsMissPathChanges ? (scene.tabPaths[tab.id]?.last ?? tab.stack.first) : tab.stack.top
        scene.later.append { host.screenDidAppear(top) }
      }
      return true
    }
  }

  /// The end of a pop of `count` screens of `stack`: the shorter path written (twice when
  /// `twice`), then the popped screen disappears and the revealed one appears, late.
  private func popWrite(_ count: Int, on stack: StackModel, host: SwiftUIHost, twice: Bool) {
    let scene = simulation.scene(host)
    let popped = stack.top
    let path = Array(stack.path.dropLast(count))
    stack.path = path
    if twice { stack.path = path }
    let top = stack.top
    scene.later.append {
      host.screenDidDisappear(popped)
      host.screenDidAppear(top)
    }
    scene.lastTop = top
  }

  /// Whether a step's transition runs (the step shown, its signals awaited) or SwiftUI still
  /// owes writes and signals; the step the host is being handed does not count.
  func isTransitioning(_ host: SwiftUIHost) -> Bool {
    viewsShowNavigator(of: host)
    let scene = syncTabs(of: host)
    guard let session = host.session else { return !scene.later.isEmpty }
    scene.session = session
    scene.watchdogFirings = session.watchdogFirings
    // An alert animating away holds presentations: a transition of its own.
    let alertLeaves = session.heldStep != nil && session.isHeld(by: .presentationLeaving)
    return !session.awaitedSignals.isEmpty || alertLeaves || !scene.later.isEmpty
  }

  /// Does what SwiftUI deferred (late writes and signals), then, for a transition that runs,
  /// queues its end for the next turn, with a stale signal of the screen that was on top; plays
  /// what the device does instead when a behaviour says so.
  func finishTransition(on host: SwiftUIHost) async {
    viewsShowNavigator(of: host)
    // An alert's controller animating away is gone once a transition ends: the views find it
    // gone. One SwiftUI never showed is gone already.
    if let leaving = host.alertPresence.leaving { host.alertPresence.didDisappear(leaving.id) }
    updatePresentations(of: host)
    let scene = syncTabs(of: host)
    let deferred = scene.later
    scene.later.removeAll()
    for work in deferred { work() }
    await Task.yield()
    noteGoneLayers(of: host)
    if case .showAlert(let alert)? = host.session?.stepInFlight {
      // SwiftUI presents the alert's controller, which the views find once its transition
      // ended; or drops it, and nothing ever comes (the host's watchdog ends the wait).
      if scene.dropsNextAlert {
        scene.dropsNextAlert = false
        scene.droppedAlert = alert.id
      }
      // The views look at the top-most controller: the alert's, whatever its title, or none.
      let shows = scene.droppedAlert != alert.id
      scene.later.append { _ = host.alertPresence.lookedAtTopController(alertControllerOnTop: shows) }
      return
    }
    guard let step = host.session?.stepInFlight, scene.gesture == nil, let top = host.topStack else { return }
    if case .present = step, scene.dismissesNextLayerBeforeItAppears, let (layer, slot) = host.topLayer {
      // The sheet's view dismisses it from `task`: `dismiss` writes nil, then it goes.
      scene.dismissesNextLayerBeforeItAppears = false
      slot.write(nil, as: layer.kind)
      host.screenDidDisappear(layer.stack.top)
      return
    }
    if case .present = step, scene.presentsNextLayerSlowly {
      // The layer takes longer than the watchdog's timeout to appear: its timers fire once
      // before the appearance comes.
      scene.presentsNextLayerSlowly = false
      let timers = scene.timers
      scene.timers.removeAll()
      for fire in timers { fire() }
    }
    if scene.losesNextSignal {
      // No signal will come: on a device, the host's watchdog ends the wait.
      scene.losesNextSignal = false
      return await runOutTheHostsWaits(on: host)
    }
    // NavigationStack swaps its root view in place: no transition, no appearance, ever.
    if scene.silentStep == step { return }
    let before = scene.lastTop
    scene.lastTop = top.top
    let swapsOnlyScreen = top.path.isEmpty && scene.lastOnlyScreenOf == ObjectIdentifier(top) && before != top.top
    scene.lastOnlyScreenOf = top.path.isEmpty ? ObjectIdentifier(top) : nil
    if swapsOnlyScreen {
      scene.silentStep = step
      return
    }
    scene.later.append {
      if let before {
        host.screenDidDisappear(before)
        host.screenDidAppear(before)
      }
      host.screenDidAppear(top.top)
      if let before, before != top.top { host.screenDidDisappear(before) }
    }
  }

  /// Remembers the layers the host no longer shows, whose bindings may still write late.
  private func noteGoneLayers(of host: SwiftUIHost) {
    let scene = simulation.scene(host)
    let layers = host.presentedLayers
    scene.goneLayers += scene.layersSeen.filter { seen in !layers.contains { $0 === seen.layer } }
    scene.layersSeen = layers.enumerated().map { index, layer in
      (layer, index == 0 ? host.presented : layers[index - 1].presented)
    }
  }

  func echo(on host: SwiftUIHost) async {
    var stacks: [StackModel] = []
    switch host.root {
    case .stack(let stack)?: stacks.append(stack)
    case .tabs(let tabs)?:
      stacks += tabs.tabs.map(\.stack)
      switch host.session?.stepInFlight {
      case .selectTab?, .setRoot?: tabs.selection = tabs.selection
      default: break
      }
    case nil: break
    }
    host.split.sidebarSelection = host.split.sidebarSelection
    host.split.compactColumn = host.split.compactColumn
    let layers = host.presentedLayers
    stacks += layers.map(\.stack)
    for stack in stacks { stack.path = stack.path }
    for slot in [host.presented] + layers.map(\.presented) where slot.layer == nil {
      slot.sheet = nil
      slot.fullScreenCover = nil
    }
  }

  /// Plays SwiftUI's device behaviours; every one of ``DeviceBehaviour`` has a SwiftUI form.
  func play(_ behaviour: DeviceBehaviour, on host: SwiftUIHost) async -> Bool {
    viewsShowNavigator(of: host)
    let scene = simulation.scene(host)
    switch behaviour {
    case .appPresentsItsOwnController, .appDismissesItsOwnPresentation:
      // SwiftUI drops or queues a presentation made over the app's own sheet or alert and gives
      // no sign of it that the host could tell from a slow presentation (no signal comes):
      // the host cannot end such a presentation as refused, so the check does not apply. The
      // session reports the lost signal instead (see SwiftUIHostDeviceTests).
      return false
    case .appDismissesTopLayer:
      // The layer's view calls `dismiss`: SwiftUI writes nil at once, the layer goes.
      guard let (layer, slot) = host.topLayer else { return false }
      slot.write(nil, as: layer.kind)
      scene.later.append { host.screenDidDisappear(layer.stack.top) }
    case .userBeginsGesture(.backSwipe):
      guard let stack = host.topStack, !stack.path.isEmpty else { return false }
      scene.gesture = .backSwipe
      host.screenWillDisappear(stack.top)
    case .userBeginsGesture(.swipeDown):
      guard let (layer, _) = host.topLayer, !layer.isInteractiveDismissDisabled else { return false }
      scene.gesture = .swipeDown
      host.screenWillDisappear(layer.stack.top)
    case .userEndsGesture(let cancelled):
      guard let gesture = scene.gesture else { return false }
      scene.gesture = nil
      if cancelled {
        // The screen the user let go of comes back: it appears again.
        if let top = host.topStack?.top { host.screenDidAppear(top) }
      } else if gesture == .backSwipe, let stack = host.topStack {
        popWrite(1, on: stack, host: host, twice: true)
      } else {
        return await play(.dismissTopLayer, on: host)
      }
    case .losesTheNextTransitionSignal:
      scene.losesNextSignal = true
    case .windowResizes(let width):
      // `horizontalSizeClass` changes; the split view collapses or expands on its own.
      host.widthClassChanged(width)
    case .sceneSnapshotsOtherSizes:
      // The app switcher's snapshots: `scenePhase` leaves `.active`, `horizontalSizeClass` flips
      // and flips back, then the scene is active again.
      let width = host.session?.shown?.rootLayout.widthClass ?? .regular
      host.scenePhaseChanged(active: false)
      host.widthClassChanged(width == .compact ? .regular : .compact)
      host.widthClassChanged(width)
      host.scenePhaseChanged(active: true)
    case .dropsTheNextAlert:
      scene.dropsNextAlert = true
    case .writesLateNilForGoneLayers:
      noteGoneLayers(of: host)
      for (layer, slot) in scene.goneLayers {
        slot.write(nil, as: layer.kind)
        slot.write(nil, as: layer.kind)
      }
    case .userSwipesBackFromTheContent, .appDismissesFromLayer:
      // UIKit's content back swipe and its dismissals from below: SwiftUI has neither.
      return false
    }
    return true
  }

  var readsAlerts: Bool { true }

  /// Taps a button of the alert the top-most level shows: SwiftUI writes `false` into its
  /// binding, then runs the button's action.
  func tapAlertButton(_ index: Int, on host: SwiftUIHost) async -> Bool {
    let slot = host.topSlot
    guard let alert = slot.alert, alert.buttons.indices.contains(index) else { return false }
    slot.isShowingAlert = false
    host.alertButtonTapped(alert.id, index: index)
    return true
  }

  /// Fires the host's watchdog timers, as if their time had passed: again while the same step
  /// waits (a slow step waits once more before it is lost), not for a step they let start.
  func runOutTheHostsWaits(on host: SwiftUIHost) async {
    let scene = simulation.scene(host)
    let waiting = host.session.flatMap { session in session.stepInFlight.map { (session.stepNumber, $0) } }
    func stillWaits() -> Bool {
      guard let waiting, let session = host.session else { return false }
      return session.stepNumber == waiting.0 && session.stepInFlight == waiting.1
    }
    repeat {
      let timers = scene.timers
      scene.timers.removeAll()
      for fire in timers { fire() }
      if let session = host.session { scene.watchdogFirings = session.watchdogFirings }
    } while !scene.timers.isEmpty && stillWaits()
  }
}

@_spi(Hosts) import Coordinators
import Coordinators

extension ConformanceBench {
  /// Runs the bench's check.
  func run() async {
    let check: HostConformance.Check
    switch kind {
    case .contract(let contract): check = contract
    case .device(let device): return await run(device)
    }
    switch check {
    case .showsTheFirstState: await showsTheFirstState()
    case .showsTabs: await showsTabs()
    case .setsStacks: await setsStacks()
    case .presentsAndDismissesLayers: await presentsAndDismissesLayers()
    case .replacesTheRoot: await replacesTheRoot()
    case .reportsABackGestureOnce: await reportsABackGestureOnce()
    case .reportsAPopOfSeveralScreensOnce: await reportsAPopOfSeveralScreensOnce()
    case .reportsASwipeDownOnce: await reportsASwipeDownOnce()
    case .keepsADismissDisabledLayer: await keepsADismissDisabledLayer()
    case .reportsATabSelectionOnce: await reportsATabSelectionOnce()
    case .reportsATabReselectionOnce: await reportsATabReselectionOnce()
    case .ignoresTabTapsUnderALayer: await ignoresTabTapsUnderALayer()
    case .updatesATabItemInPlace: await updatesATabItemInPlace()
    case .performsOneStepAtATime: await performsOneStepAtATime()
    case .takesAGestureDuringAStep: await takesAGestureDuringAStep()
    case .ignoresEchoesOfItsOwnSteps: await ignoresEchoesOfItsOwnSteps()
    case .refusesWhatTheNavigatorDisallows: await refusesWhatTheNavigatorDisallows()
    case .refusesGesturesUnderAnAlert: await refusesGesturesUnderAnAlert()
    case .showsAReturnToACheckpoint: await showsAReturnToACheckpoint()
    case .showsAndAnswersAlerts: await showsAndAnswersAlerts()
    }
  }

  private func showsAndAnswersAlerts() async {
    guard driver.readsAlerts else { return }
    func alert(_ id: AlertID) -> NavigationAlert {
      NavigationAlert(
        id: id, title: "Alert \(id)", message: "A message.",
        buttons: [
          NavigationAlert.Button("Delete", role: .destructive), NavigationAlert.Button("Cancel", role: .cancel),
        ])
    }
    await start()
    await command("presenting a sheet", .present(ModalLayer(screens(["sheet"], presentation: .modal(.sheet())))))
    await command("showing an alert over the sheet", .showAlert(alert(0)))
    await tapAlertButton(1, reportedAs: .tappedAlertButton(0, index: 1))
    await command("showing an alert", .showAlert(alert(1)))
    await command("showing an alert in its place", .showAlert(alert(2)))
    await command("pushing under the alert", .push(screens(["under"])))
    await command("dismissing the sheet under the alert", .dismiss)
    await command(
      "presenting a cover and an alert over it",
      .present(ModalLayer(screens(["cover"], presentation: .modal(.fullScreenCover())))), .showAlert(alert(3)))
    await tapAlertButton(0, reportedAs: .tappedAlertButton(3, index: 0))
  }

  /// Taps button `index` of the alert shown, which must be reported once as `expected`, with no
  /// step after it.
  private func tapAlertButton(_ index: Int, reportedAs expected: UserGesture) async {
    let eventsBefore = events.count
    let stepsBefore = probe.steps.count
    guard await driver.tapAlertButton(index, on: host) else {
      return fail("the driver could not tap button \(index) of the alert the host should show")
    }
    await settle(after: "tapping button \(index) of the alert")
    let reports = events[eventsBefore...].compactMap { event -> UserGesture? in
      guard case .user(let gesture) = event.cause else { return nil }
      return gesture
    }
    if reports != [expected] {
      fail("a tap on an alert's button must be reported once, as \(expected); the navigator heard \(reports)")
    }
    if probe.steps.count != stepsBefore {
      fail(
        "a tap on an alert's button needs no step; the host performed \(probe.steps[stepsBefore...].map(\.description))"
      )
    }
  }

  private func showsAReturnToACheckpoint() async {
    await start()
    guard let home = navigator.coordinators(ofType: ConformanceFlowCoordinator.self).first else {
      return fail("the home tab's flow did not start")
    }
    var values: [Int] = []
    home.flow.push(TestRoute("cart"))
    home.flow.markCheckpoint(Checkpoint<Int>("ordered")) { values.append($0) }
    let checkout = ConformanceFlowCoordinator(first: "checkout")
    home.flow.start(checkout, as: .sheet())
    checkout.flow.push(TestRoute("review"))
    let payment = ConformanceFlowCoordinator(first: "payment")
    checkout.flow.start(payment)
    await settle(after: "presenting a checkout sheet with a payment flow pushed in it")
    let eventsBefore = events.count
    let expected = navigator.state.stack(at: .tab("home"))
    payment.flow.returnToCheckpoint(Checkpoint<Int>("ordered"), with: 7)
    await settle(after: "returning to the checkpoint")
    if events.count - eventsBefore != 1 {
      fail("a return to a checkpoint must be one change, not \(events.count - eventsBefore)")
    }
    if !navigator.state.modals.isEmpty || navigator.state.stack(at: .tab("home")) != expected {
      fail("a return to a checkpoint must leave the checkpoint's screen on top; the state is \(navigator.state)")
    }
    if values != [7] { fail("the checkpoint's owner must receive the value once, not \(values)") }
  }

  /// Starts the bench with an editor flow of two screens pushed over the home tab's flow, which
  /// disables its interactive dismissal (unsaved edits): the user may go back between its own
  /// screens, not past its first. `nil`, with the failure recorded, when it cannot.
  func startAGuardedEditor() async -> (
    home: ConformanceFlowCoordinator, editor: ConformanceFlowCoordinator, attempts: AttemptCounter,
    editorsFirst: ScreenID
  )? {
    await start()
    guard let home = navigator.coordinators(ofType: ConformanceFlowCoordinator.self).first else {
      fail("the home tab's flow did not start")
      return nil
    }
    let editor = ConformanceFlowCoordinator(first: "editor")
    home.flow.start(editor)
    editor.flow.push(TestRoute("field"))
    let attempts = AttemptCounter()
    editor.flow.disableInteractiveDismissal { attempts.count += 1 }
    await settle(after: "pushing an editor flow of two screens that disables its interactive dismissal")
    guard let editorsFirst = navigator.state.screenBelowTop?.id else {
      fail("the editor shows no screens")
      return nil
    }
    return (home, editor, attempts, editorsFirst)
  }

  private func refusesWhatTheNavigatorDisallows() async {
    guard let (home, editor, attempts, editorsFirst) = await startAGuardedEditor() else { return }
    await gesture(.goBack, reportedAs: .popped(to: editorsFirst))
    let offered = await refusedGesture(
      .goBack, because: "over the first screen of a flow that disabled its interactive dismissal")
    // A host whose UI hides the way back (SwiftUI hides the back button) has no attempt to report.
    if offered { await expectAttempts(1, by: attempts, after: "going back over the editor's first screen") }
    // The attempt runs in a task of its own: let it, offered or not, before counting.
    for _ in 0..<100 { await Task.yield() }
    let asked = attempts.count
    editor.flow.push(TestRoute("field"))
    await settle(after: "pushing a screen in the editor")
    await refusedGesture(
      .goBackSeveral(2), because: "past the first screen of a flow that disabled its interactive dismissal")
    await expectAttempts(asked + 1, by: attempts, after: "going back past the editor's first screen")
    // A tap on the selected tab would pop it to its root, past the editor: the same refusal.
    await refusedGesture(
      .tapTab(0),
      because: "on the selected tab, whose pop to its root would take away a flow that disabled its "
        + "interactive dismissal", withoutSteps: true)
    await expectAttempts(asked + 2, by: attempts, after: "tapping the selected tab over the editor")
    editor.cancel()
    let sheet = ConformanceFlowCoordinator(first: "sheet")
    home.flow.start(sheet, as: .sheet())
    sheet.flow.disableInteractiveDismissal()
    await settle(after: "presenting a sheet whose flow disables its interactive dismissal")
    await refusedGesture(.dismissTopLayer, because: "for a sheet whose flow disabled its interactive dismissal")
    sheet.cancel()
    home.flow.lockNavigation()
    await settle(after: "cancelling the sheet's flow and locking the navigation")
    expectsProblems = true
    await refusedGesture(.tapTab(1), because: "while a flow holds the navigation lock", withoutSteps: true)
    expectsProblems = false
    // The same tap on a section of a sidebar: a host that shows the pick first, then a step
    // that takes it back, flips sections before the user's eyes.
    home.flow.unlockNavigation()
    await command("laying the tabs out in a sidebar", .setSectionLayout(.sidebar(.twoColumns)))
    home.flow.lockNavigation()
    await settle(after: "locking the navigation again")
    expectsProblems = true
    await refusedGesture(
      .tapTab(1), because: "on a sidebar's section while a flow holds the navigation lock", withoutSteps: true)
    expectsProblems = false
  }

  /// Checks that `counter` reaches `expected` attempts once the navigator's tasks ran, and no more.
  private func expectAttempts(_ expected: Int, by counter: AttemptCounter, after what: String) async {
    for _ in 0..<100 where counter.count < expected { await Task.yield() }
    if counter.count != expected {
      fail(
        "after \(what), the flow's onAttempt must have run \(expected) times in all (a gesture the host "
          + "offered and refused asks the flow), not \(counter.count)")
    }
  }

  private func refusesGesturesUnderAnAlert() async {
    await start()
    let second = navigator.state.allScreens[1].id
    let alert = NavigationAlert(
      id: 0, title: "Delete?", buttons: [NavigationAlert.Button("Delete", role: .destructive)])
    await command("showing an alert", .showAlert(alert))
    await refusedGesture(.goBackSeveral(2), because: "under an alert, which covers the back button and its menu")
    await refusedGesture(.goBack, because: "under an alert, which covers the screen")
    await command("taking the alert down", .dismissAlert)
    await gesture(.goBackSeveral(2), reportedAs: .popped(to: second))
  }

  private func showsTheFirstState() async {
    await start()
    expectSteps(since: 0, ["setRoot(stack: 0, 1)"], after: "attaching the host")
  }

  private func showsTabs() async {
    await start()
    expectSteps(since: 0, [#"setRoot(tabs: "home": 0; "search": 1; "settings": 2; selected: 0)"#], after: "attaching")
    let start = probe.steps.count
    await command("selecting a tab", .selectTab("settings"))
    await command("pushing in the selected tab", .push(screens(["detail"])))
    await command("selecting another tab", .selectTab("search"))
    expectSteps(
      since: start,
      [#"selectTab("settings")"#, #"setStack(tab "settings": 2, 3)"#, #"selectTab("search")"#],
      after: "selecting tabs")
  }

  private func setsStacks() async {
    await start()
    await command("pushing a screen", .push(screens(["a"])))
    await command("pushing two screens at once", .push(screens(["b", "c"])))
    await command("popping two screens", .pop(count: 2))
    let top = navigator.state.topScreen.id
    await command("inserting below the top", .insert(screens(["under"]), at: .before(top)))
    await command("removing a screen below the top", .remove([top.advanced(by: -1, in: navigator.state)]))
    await command("replacing the top screen", .replace(navigator.state.topScreen.id, with: screens(["new top"])[0]))
    await command("setting a whole new stack", .setStack(screens(["x", "y", "z"]), at: .root))
    navigator.transitionRules = [TransitionRule(use: "conformance")]
    await command("pushing with a custom transition", .push(screens(["custom"])))
    await command("popping with a custom transition", .pop(count: 1))
    let performed = probe.steps.dropFirst()
    if let other = performed.first(where: { if case .setStack = $0 { false } else { true } }) {
      fail("stack changes must be setStack steps; the host was given \(other)")
    }
    if performed.count != 9 {
      fail("nine stack changes must be nine steps; the host performed \(performed.count)")
    }
  }

  private func presentsAndDismissesLayers() async {
    await start()
    await command(
      "presenting a sheet",
      .present(
        ModalLayer(screens(["sheet"], presentation: .modal(.sheet(detents: [.medium, .large], grabber: .visible))))))
    await command("pushing inside the sheet", .push(screens(["sheet detail"])))
    await command(
      "presenting a full-screen cover",
      .present(ModalLayer(screens(["cover"], presentation: .modal(.fullScreenCover())))))
    await command(
      "presenting a custom presentation with a stack of two",
      .present(ModalLayer(screens(["custom", "custom detail"], presentation: .modal(.custom("conformance"))))))
    await command(
      "presenting a layer without a navigation stack",
      .present(ModalLayer(screens(["alone"], presentation: .modal(.sheet(embedsNavigationStack: false))))))
    await command("dismissing the layer without a stack", .dismiss)
    await command("popping inside the custom layer", .pop(count: 1))
    await command("dismissing two layers at once", .dismissLayer(1))
    await command("presenting again", .present(ModalLayer(screens(["again"], presentation: .modal(.sheet())))))
    await command("dismissing every layer", .dismissAll)
  }

  private func replacesTheRoot() async {
    await start()
    await command("presenting a sheet", .present(ModalLayer(screens(["sheet"], presentation: .modal(.sheet())))))
    await command(
      "presenting a cover", .present(ModalLayer(screens(["cover"], presentation: .modal(.fullScreenCover())))))
    let tabs = RootContainer.tabs(
      [Tab(id: "one", stack: screens(["one"])), Tab(id: "two", stack: screens(["two", "two detail"]))],
      selectedIndex: 1)
    await command("setting a root of tabs under two layers", .setRoot(tabs))
    await command(
      "presenting over the tabs", .present(ModalLayer(screens(["over tabs"], presentation: .modal(.sheet())))))
    await command("setting a root stack under a layer", .setRoot(.stack(screens(["signed out"]))))
  }

  private func reportsABackGestureOnce() async {
    await start()
    await gesture(.goBack, reportedAs: .popped(to: 2))
    await gesture(.goBack, reportedAs: .popped(to: 1))
    await command(
      "presenting a sheet with a stack of two",
      .present(ModalLayer(screens(["sheet", "sheet detail"], presentation: .modal(.sheet())))))
    let sheet = navigator.state.modals[0].id
    await gesture(.goBack, reportedAs: .popped(to: sheet))
  }

  private func reportsAPopOfSeveralScreensOnce() async {
    await start()
    await gesture(.goBackSeveral(3), reportedAs: .popped(to: 1))
    await command(
      "presenting a sheet with a stack of three",
      .present(ModalLayer(screens(["sheet", "sheet b", "sheet c"], presentation: .modal(.sheet())))))
    let sheet = navigator.state.modals[0].id
    await gesture(.goBackSeveral(2), reportedAs: .popped(to: sheet))
    if navigator.state.stack(at: .root)?.count != 2 {
      fail("a pop inside the sheet must leave the root stack alone; it holds \(navigator.state.stack(at: .root) ?? [])")
    }
  }

  private func reportsASwipeDownOnce() async {
    await start()
    await command("presenting a sheet", .present(ModalLayer(screens(["lower"], presentation: .modal(.sheet())))))
    await command(
      "presenting a sheet over it",
      .present(ModalLayer(screens(["upper", "upper detail"], presentation: .modal(.sheet(detents: [.medium]))))))
    await gesture(.dismissTopLayer, reportedAs: .dismissedLayer(navigator.state.modals[1].id))
    await command(
      "presenting a cover", .present(ModalLayer(screens(["cover"], presentation: .modal(.fullScreenCover())))))
    await refusedGesture(.dismissTopLayer, because: "for a full-screen cover, which offers no swipe down")
    await command("dismissing the cover", .dismiss)
    await gesture(.dismissTopLayer, reportedAs: .dismissedLayer(navigator.state.modals[0].id))
  }

  private func keepsADismissDisabledLayer() async {
    await start()
    await command(
      "presenting a sheet that disables the swipe down",
      .present(ModalLayer(screens(["form"], presentation: .modal(.sheet(interactiveDismissDisabled: true))))))
    await refusedGesture(.dismissTopLayer, because: "for a layer whose presentation disables it")
  }

  private func reportsATabSelectionOnce() async {
    await start()
    await gesture(.tapTab(1), reportedAs: .selectedTab("search"))
    await gesture(.tapTab(2), reportedAs: .selectedTab("settings"))
    await gesture(.tapTab(0), reportedAs: .selectedTab("home"))
  }

  private func reportsATabReselectionOnce() async {
    await start()
    await command("pushing two screens in the selected tab", .push(screens(["a", "b"])))
    await gesture(.tapTab(0), reportedAs: .reselectedTab("home"), steps: 1)
    if navigator.state.stack(at: .tab("home"))?.count != 1 {
      fail("a reselection must pop the tab to its root; the tab holds \(navigator.state.stack(at: .tab("home")) ?? [])")
    }
  }

  private func ignoresTabTapsUnderALayer() async {
    await start()
    await command(
      "presenting a cover", .present(ModalLayer(screens(["cover"], presentation: .modal(.fullScreenCover())))))
    await refusedGesture(.tapTab(1), because: "while a modal layer covers the tab bar")
  }

  private func updatesATabItemInPlace() async {
    await start()
    await command("presenting a sheet", .present(ModalLayer(screens(["sheet"], presentation: .modal(.sheet())))))
    let start = probe.steps.count
    let badged = TabItem(title: "Search", systemImage: "magnifyingglass", badge: "3")
    await command("giving a tab a badge", .setTabItem(badged, for: "search"))
    await command("going back to the tab's default item", .setTabItem(nil, for: "search"))
    expectSteps(
      since: start, [#"setTabItem("search": "Search" badge 3)"#, #"setTabItem("search": default)"#],
      after: "changing a tab's item")
  }

  private func performsOneStepAtATime() async {
    await start()
    let burst: [NavigationCommand] = [
      .push(screens(["a"])),
      .push(screens(["b"])),
      .present(ModalLayer(screens(["sheet"], presentation: .modal(.sheet())))),
      .push(screens(["sheet detail"])),
      .dismiss,
      .selectTab("search"),
      .push(screens(["c"])),
      .present(ModalLayer(screens(["cover"], presentation: .modal(.fullScreenCover())))),
      .popToRoot,
      .dismissAll,
      .selectTab("home"),
    ]
    for (index, command) in burst.enumerated() {
      do {
        try navigator.apply(command)
      } catch {
        fail("the navigator rejected \(command): \(error)")
      }
      // Let some transitions end mid-burst, as a user who taps while others animate.
      if index.isMultiple(of: 3), driver.isTransitioning(host) { await driver.finishTransition(on: host) }
    }
    await settle(after: "a burst of \(burst.count) commands")
  }

  private func takesAGestureDuringAStep() async {
    await start()
    do {
      try navigator.apply(.push(screens(["pushed"])))
    } catch {
      fail("the navigator rejected a push: \(error)")
    }
    // Whether or not the push still runs, the tap is the user's; it must land once.
    guard await driver.play(.tapTab(1), on: host) else {
      return fail("the driver could not tap a tab while a push ran")
    }
    await settle(after: "tapping a tab while a push ran")
    if navigator.state.selectedTab != "search" {
      fail(
        "the tab tapped during the push must be selected; the state selects \(navigator.state.selectedTab.map(\.description) ?? "nothing")"
      )
    }
    if navigator.state.stack(at: .tab("home"))?.count != 2 {
      fail("the push must stay in its tab; the home tab holds \(navigator.state.stack(at: .tab("home")) ?? [])")
    }
  }
}

extension ConformanceBench {
  /// Runs each command, lets the UI write back what the host shows while the step runs and
  /// after it ended, and checks that nothing was taken for a gesture.
  private func ignoresEchoesOfItsOwnSteps() async {
    await start()
    await driver.echo(on: host)
    let changes: [(String, NavigationCommand)] = [
      ("pushing two screens", .push(screens(["a", "b"]))),
      ("popping one", .pop(count: 1)),
      ("selecting a tab", .selectTab("search")),
      ("pushing in it", .push(screens(["c"]))),
      ("selecting the first tab again", .selectTab("home")),
      ("presenting a sheet", .present(ModalLayer(screens(["sheet"], presentation: .modal(.sheet()))))),
      ("pushing inside the sheet", .push(screens(["sheet detail"]))),
      ("popping inside the sheet", .popToRoot),
      ("presenting a cover", .present(ModalLayer(screens(["cover"], presentation: .modal(.fullScreenCover()))))),
      ("dismissing the cover", .dismiss),
      ("dismissing the sheet", .dismiss),
      ("popping the tab to its root", .popToRoot),
    ]
    let eventsBefore = events.count
    for (what, command) in changes {
      do {
        try navigator.apply(command)
      } catch {
        fail("the navigator rejected \(command) while \(what): \(error)")
      }
      await driver.echo(on: host)
      await settle(after: what)
      await driver.echo(on: host)
      await settle(after: "the UI wrote back what \(what) showed")
    }
    let reports = events[eventsBefore...].compactMap { event -> UserGesture? in
      guard case .user(let gesture) = event.cause else { return nil }
      return gesture
    }
    if !reports.isEmpty {
      fail("what the UI wrote back after the host's own steps must report nothing; the navigator heard \(reports)")
    }
  }
}

extension ScreenID {
  /// The identifier of the screen `offset` places from this one in its stack of `state`.
  fileprivate func advanced(by offset: Int, in state: NavigationState) -> ScreenID {
    guard let position = state.position(of: self), let stack = state.stack(at: position.location) else { return self }
    return stack[position.index + offset].id
  }
}

/// How many times a flow's `onAttempt` ran, counted on the main actor.
/// How many times a flow's `onAttempt` ran.
@MainActor
final class AttemptCounter {
  var count = 0
}

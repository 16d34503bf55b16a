@_spi(Hosts) import Coordinators
import Coordinators

extension ConformanceBench {
  /// What the navigator shows when a device check attaches the host.
  static func firstState(for check: HostConformance.DeviceCheck) -> NavigationState {
    switch check {
    case .holdsStepsDuringAnInteractiveGesture: stack("a", "b", "c", "d")
    case .swapsAStacksOnlyScreenAtOnce: stack("login")
    case .endsARefusedPresentation, .followsALayerDismissedByAppCode, .endsACancelledSwipeDown,
      .endsAStepWhoseSignalNeverComes, .ignoresLateNilWritesForGoneLayers, .keepsScenesApart:
      stack("list")
    case .collapsesAndExpandsASplitView: tabs("home", "search")
    case .refusesAContentBackSwipeOverAGuardedFlow: tabs("home", "search")
    case .followsLayersDismissedFromBelowByAppCode: stack("list")
    case .keepsTheUsersPlaceAcrossBackgrounding: tabs("home", "search")
    case .endsAnAlertThePlatformNeverShows: stack("list", "detail")
    }
  }

  /// Runs the device check `check`.
  func run(_ check: HostConformance.DeviceCheck) async {
    switch check {
    case .endsARefusedPresentation: await endsARefusedPresentation()
    case .followsALayerDismissedByAppCode: await followsALayerDismissedByAppCode()
    case .holdsStepsDuringAnInteractiveGesture: await holdsStepsDuringAnInteractiveGesture()
    case .endsACancelledSwipeDown: await endsACancelledSwipeDown()
    case .endsAStepWhoseSignalNeverComes: await endsAStepWhoseSignalNeverComes()
    case .swapsAStacksOnlyScreenAtOnce: await swapsAStacksOnlyScreenAtOnce()
    case .ignoresLateNilWritesForGoneLayers: await ignoresLateNilWritesForGoneLayers()
    case .keepsScenesApart: await keepsScenesApart()
    case .collapsesAndExpandsASplitView: await collapsesAndExpandsASplitView()
    case .refusesAContentBackSwipeOverAGuardedFlow: await refusesAContentBackSwipeOverAGuardedFlow()
    case .followsLayersDismissedFromBelowByAppCode: await followsLayersDismissedFromBelowByAppCode()
    case .keepsTheUsersPlaceAcrossBackgrounding: await keepsTheUsersPlaceAcrossBackgrounding()
    case .endsAnAlertThePlatformNeverShows: await endsAnAlertThePlatformNeverShows()
    }
  }

  /// Plays the device's `behaviour`; `false` when the driver's platform does not do that.
  private func play(_ behaviour: DeviceBehaviour) async -> Bool {
    await driver.play(behaviour, on: host)
  }

  /// The gestures the navigator heard since event `start`.
  private func reportedGestures(since start: Int) -> [UserGesture] {
    events[start...].compactMap { event in
      guard case .user(let gesture) = event.cause else { return nil }
      return gesture
    }
  }

  /// Checks that the navigator heard exactly `expected` since event `start`.
  private func expectReports(since start: Int, _ expected: [UserGesture], after what: String) {
    let heard = reportedGestures(since: start)
    guard heard != expected else { return }
    let said = expected.isEmpty ? "nothing" : expected.map(\.description).joined(separator: ", then ")
    let seen = heard.isEmpty ? "nothing" : heard.map(\.description).joined(separator: ", then ")
    fail("after \(what), the navigator must hear \(said); it heard \(seen)")
  }

  /// Applies `command` without waiting for the host.
  private func apply(_ command: NavigationCommand, while what: String) {
    do {
      try navigator.apply(command)
    } catch {
      fail("the navigator rejected \(command) while \(what): \(error)")
    }
  }

  /// Lets the host act on what it was given, as the run loop would, without ending any
  /// transition.
  private func letTheHostAct() async {
    for _ in 0..<20 { await Task.yield() }
  }

  private func sheet(_ names: String...) -> ModalLayer {
    ModalLayer(screens(names, presentation: .modal(.sheet())))
  }

  // MARK: The checks

  private func refusesAContentBackSwipeOverAGuardedFlow() async {
    guard let (_, editor, attempts, editorsFirst) = await startAGuardedEditor() else { return }
    var eventsBefore = events.count
    guard await play(.userSwipesBackFromTheContent) else { return }
    await settle(after: "a back swipe from the content between the editor's screens")
    expectReports(
      since: eventsBefore, [.popped(to: editorsFirst)],
      after: "a back swipe from the content between the editor's screens")
    await refusesAContentBackSwipe(because: "over the first screen of a flow that disabled its interactive dismissal")
    for _ in 0..<100 { await Task.yield() }
    if attempts.count != 1 {
      fail(
        "a back swipe from the content over the guarded editor must run its flow's onAttempt once, not "
          + "\(attempts.count) times")
    }
    editor.flow.enableInteractiveDismissal()
    editor.flow.push(TestRoute("field"))
    await command(
      "showing an alert over the editor",
      .showAlert(NavigationAlert(id: 0, title: "Saved", buttons: [NavigationAlert.Button("OK")])))
    await refusesAContentBackSwipe(because: "under an alert")
    await command("dismissing the alert", .dismissAlert)
    apply(.push(screens(["pushed"])), while: "the editor shows its second screen")
    await letTheHostAct()
    eventsBefore = events.count
    _ = await play(.userSwipesBackFromTheContent)
    await settle(after: "a back swipe from the content during a push")
    expectReports(since: eventsBefore, [], after: "a back swipe from the content while a push ran")
    editor.cancel()
    await command("going back to the tab's first screen", .popToRoot)
    await refusesAContentBackSwipe(because: "at the root of a stack")
  }

  /// Plays a back swipe from the content, which must report nothing and leave the state as it
  /// was `reason`.
  private func refusesAContentBackSwipe(because reason: String) async {
    let eventsBefore = events.count
    let before = navigator.state
    _ = await play(.userSwipesBackFromTheContent)
    await settle(after: "a back swipe from the content \(reason)")
    expectReports(since: eventsBefore, [], after: "a back swipe from the content \(reason)")
    if navigator.state != before {
      fail("a back swipe from the content \(reason) must change nothing; the state became\n\(navigator.state)")
    }
  }

  private func followsLayersDismissedFromBelowByAppCode() async {
    await start()
    let cover = { (name: String) in ModalLayer(self.screens([name], presentation: .modal(.fullScreenCover()))) }
    await command("presenting a cover", .present(cover("purchase")))
    await command("presenting a cover over it", .present(cover("receipt")))
    let lower = navigator.state.modals[0].id
    let eventsBefore = events.count
    guard await play(.appDismissesFromLayer(0)) else { return }
    await settle(after: "the app's code dismissed from the lower cover")
    expectReports(since: eventsBefore, [.dismissedLayer(lower)], after: "the app's code dismissed from the lower cover")
    if !navigator.state.modals.isEmpty {
      fail("every layer above the root must leave; the state has \(navigator.state.modals.count) layers")
    }
    await command("presenting a sheet after it", .present(sheet("sheet")))
    await command("dismissing the sheet", .dismiss)
  }

  private func keepsTheUsersPlaceAcrossBackgrounding() async {
    await start()
    await command("laying the tabs out in a sidebar", .setSectionLayout(.sidebar(.twoColumns)))
    guard await play(.windowResizes(to: .compact)) else { return }
    await settle(after: "the window became compact")
    guard navigator.state.appearance == .collapsedSplitView(.section) else {
      return fail("a sidebar in a compact window shows the section's stack; it shows \(navigator.state.appearance)")
    }
    // The user goes back to the sidebar's list, then leaves the app.
    await command("showing the sidebar", .showColumn(.sidebar))
    let before = navigator.state
    let eventsBefore = events.count
    guard await play(.sceneSnapshotsOtherSizes) else { return }
    await settle(after: "the system snapshotted the scene at other sizes in the background")
    expectReports(since: eventsBefore, [], after: "size-class flips while the scene was in the background")
    if navigator.state != before {
      fail(
        "the user must come back to the place they left:\n\(before)\nbecame\n\(navigator.state)")
    }
  }

  private func collapsesAndExpandsASplitView() async {
    await start()
    await command("pushing two screens onto the selected section", .push(screens(["detail", "more"])))
    let sections = navigator.state.tabs
    var eventsBefore = events.count
    guard await play(.windowResizes(to: .compact)) else { return }
    await settle(after: "the window became compact")
    expectReports(since: eventsBefore, [.resized(.compact)], after: "the window became compact")
    expectAppearance(.tabBar, keeping: sections, after: "the window became compact")
    await command("laying the sections out in a sidebar", .setSectionLayout(.sidebar(.twoColumns)))
    expectAppearance(.collapsedSplitView(.section), keeping: sections, after: "laying the sections out in a sidebar")
    eventsBefore = events.count
    await gesture(.goBackSeveral(2), reportedAs: .popped(to: sections[0].stack[0].id))
    await gesture(.goBack, reportedAs: .returnedToSidebar)
    let popped = navigator.state.tabs
    expectAppearance(.collapsedSplitView(.sidebar), keeping: popped, after: "going back to the sidebar")
    await gesture(.tapTab(1), reportedAs: .selectedTab(sections[1].id))
    expectAppearance(.collapsedSplitView(.section), keeping: popped, after: "tapping the second section in the sidebar")
    await command("pushing onto the second section", .push(screens(["found"])))
    let pushed = navigator.state.tabs
    eventsBefore = events.count
    guard await play(.windowResizes(to: .regular)) else {
      return fail("the driver made the window compact but cannot make it regular again")
    }
    await settle(after: "the window became regular")
    expectReports(since: eventsBefore, [.resized(.regular)], after: "the window became regular")
    expectAppearance(.splitView(.twoColumns), keeping: pushed, after: "the window became regular")
    if navigator.state.selectedTab != sections[1].id {
      fail(
        "expanding must keep the selected section \(sections[1].id); it selected \(navigator.state.selectedTab.map(\.description) ?? "none")"
      )
    }
    // The section left keeps its stack when another is picked, and shows it when picked again.
    await gesture(.tapTab(0), reportedAs: .selectedTab(sections[0].id))
    await gesture(.tapTab(1), reportedAs: .selectedTab(sections[1].id))
    expectAppearance(
      .splitView(.twoColumns), keeping: pushed, after: "picking the first section, then the second again")
  }

  private func endsAnAlertThePlatformNeverShows() async {
    await start()
    guard await play(.dropsTheNextAlert) else { return }
    func alert(_ id: AlertID) -> NavigationAlert {
      NavigationAlert(id: id, title: "Alert \(id)", buttons: [NavigationAlert.Button("OK")])
    }
    expectsProblems = true
    let eventsBefore = events.count
    apply(.showAlert(alert(0)), while: "the platform drops the next alert")
    for _ in 0..<20 where driver.isTransitioning(host) {
      await driver.finishTransition(on: host)
      await Task.yield()
    }
    await driver.runOutTheHostsWaits(on: host)
    await settle(after: "the host's wait for an alert that never showed ran out")
    if navigator.state.alert != nil {
      fail("an alert the platform never showed must leave the navigator's state, which still holds it")
    }
    if problems.isEmpty {
      fail("an alert the platform never showed must be reported as a problem; none was")
    }
    // The user did nothing: no button, no dismissal of theirs.
    expectReports(since: eventsBefore, [], after: "an alert the platform never showed")
    expectsProblems = false
    let below = navigator.state.stack(at: .root)?.first?.id ?? ScreenID(rawValue: 0)
    await gesture(.goBack, reportedAs: .popped(to: below))
    await command("showing an alert once the platform shows them again", .showAlert(alert(1)))
    if driver.readsAlerts {
      guard await driver.tapAlertButton(0, on: host) else {
        return fail("the driver could not tap the button of the alert shown after the dropped one")
      }
      await settle(after: "tapping the button of the alert shown after the dropped one")
    }
  }

  /// Checks that the navigator shows `appearance` with the sections `sections`.
  private func expectAppearance(_ appearance: RootAppearance, keeping sections: [Tab], after what: String) {
    if navigator.state.appearance != appearance {
      fail("after \(what), the root must show a \(appearance); it shows a \(navigator.state.appearance)")
    }
    if navigator.state.tabs != sections {
      fail("after \(what), every section must keep its stack; they went from \(sections) to \(navigator.state.tabs)")
    }
  }

  private func endsARefusedPresentation() async {
    await start()
    guard await play(.appPresentsItsOwnController) else { return }
    expectsProblems = true
    let eventsBefore = events.count
    await command("presenting a sheet while the app shows its own controller", .present(sheet("refused")))
    // A refusal is the platform's, never the user's dismissal: the user dismissed nothing.
    expectReports(since: eventsBefore, [], after: "a presentation the platform refused")
    if !navigator.state.modals.isEmpty {
      fail(
        "a presentation the platform refused must leave the navigator's state, which still holds \(navigator.state.modals.map(\.id))"
      )
    }
    if problems.isEmpty {
      fail("a presentation the platform refused must be reported as a problem; none was")
    }
    expectsProblems = false
    _ = await play(.appDismissesItsOwnPresentation)
    await command("presenting a sheet once the app's controller is gone", .present(sheet("shown")))
    if navigator.state.modals.count != 1 {
      fail(
        "the presentation after the app's controller is gone must be shown; the state has \(navigator.state.modals.count) layers"
      )
    }
  }

  private func followsALayerDismissedByAppCode() async {
    await start()
    await command("presenting a sheet", .present(sheet("lower")))
    await command("presenting a sheet over it", .present(sheet("upper", "upper detail")))
    let upper = navigator.state.modals[1].id
    let eventsBefore = events.count
    guard await play(.appDismissesTopLayer) else { return }
    await settle(after: "the app's code dismissed the top layer")
    expectReports(since: eventsBefore, [.dismissedLayer(upper)], after: "the app's code dismissed the top layer")
    await command(
      "presenting a cover after it", .present(ModalLayer(screens(["cover"], presentation: .modal(.fullScreenCover())))))
    await command("dismissing the cover", .dismiss)
    if navigator.state.modals.count != 1 {
      fail("dismissing the cover must leave the lower sheet; the state has \(navigator.state.modals.count) layers")
    }
    await command("dismissing every layer", .dismissAll)
  }

  private func holdsStepsDuringAnInteractiveGesture() async {
    await start()
    await holdsSteps(during: .backSwipe, endedBy: false, expecting: [.popped(to: ScreenID(rawValue: 2))])
    await holdsSteps(during: .backSwipe, endedBy: true, expecting: [])
    await command("presenting a sheet", .present(sheet("sheet")))
    let sheet = navigator.state.modals[0].id
    await holdsSteps(during: .swipeDown, endedBy: true, expecting: [])
    await holdsSteps(during: .swipeDown, endedBy: false, expecting: [.dismissedLayer(sheet)])
  }

  /// Begins `gesture`, pushes a screen while it runs, checks that nothing changes on screen,
  /// ends it, and checks what the navigator heard and that the push landed.
  private func holdsSteps(during gesture: InteractiveGesture, endedBy cancelled: Bool, expecting: [UserGesture])
    async
  {
    let what = "\(gesture)" + (cancelled ? ", cancelled" : "")
    guard await play(.userBeginsGesture(gesture)) else { return }
    let eventsBefore = events.count
    let during = driver.shown(by: host)
    let pushed = screens(["pushed during \(what)"])
    apply(.push(pushed), while: "\(gesture) ran")
    await letTheHostAct()
    if driver.shown(by: host) != during {
      fail(
        "a step changed what the host shows while \(gesture) ran:\n\(during.map(\.description) ?? "nothing")\nbecame\n\(driver.shown(by: host).map(\.description) ?? "nothing")"
      )
    }
    guard await play(.userEndsGesture(cancelled: cancelled)) else {
      return fail("the driver began \(gesture) but could not end it")
    }
    await settle(after: "\(what) ended")
    expectReports(since: eventsBefore, expecting, after: what)
    if navigator.state.screen(pushed[0].id) == nil,
      expecting.allSatisfy({ if case .dismissedLayer = $0 { false } else { true } })
    {
      fail("the screen pushed during \(what) must stay in the state once it ended")
    }
  }

  private func endsACancelledSwipeDown() async {
    await start()
    await command("presenting a sheet", .present(sheet("sheet")))
    guard await play(.userBeginsGesture(.swipeDown)) else { return }
    guard await play(.userEndsGesture(cancelled: true)) else {
      return fail("the driver began a swipe down but could not cancel it")
    }
    await command("pushing after a cancelled swipe down", .push(screens(["after"])))
    await command("dismissing after a cancelled swipe down", .dismiss)
  }

  private func endsAStepWhoseSignalNeverComes() async {
    await start()
    guard await play(.losesTheNextTransitionSignal) else { return }
    expectsProblems = true
    apply(.present(sheet("sheet")), while: "the next transition's signal was lost")
    for _ in 0..<20 where driver.isTransitioning(host) {
      await driver.finishTransition(on: host)
      await Task.yield()
    }
    await driver.runOutTheHostsWaits(on: host)
    await settle(after: "the host's wait for a signal that never came ran out")
    if problems.isEmpty {
      fail("a step whose signal never came must end as a reported problem; none was")
    }
    expectsProblems = false
    await command("pushing after it", .push(screens(["after"])))
  }

  private func swapsAStacksOnlyScreenAtOnce() async {
    await start()
    await command("replacing the only screen of the root stack", .setStack(screens(["home"]), at: .root))
    await command("replacing it again", .replace(navigator.state.topScreen.id, with: screens(["main"])[0]))
    await command("presenting a sheet", .present(sheet("sheet")))
    await command(
      "replacing the sheet's only screen",
      .replace(navigator.state.topScreen.id, with: screens(["other"], presentation: .modal(.sheet()))[0]))
  }

  private func ignoresLateNilWritesForGoneLayers() async {
    await start()
    await command("presenting a sheet", .present(sheet("sheet")))
    await command("dismissing it", .dismiss)
    await command(
      "presenting a cover where the sheet was",
      .present(ModalLayer(screens(["cover"], presentation: .modal(.fullScreenCover())))))
    let eventsBefore = events.count
    guard await play(.writesLateNilForGoneLayers) else { return }
    await settle(after: "late nil writes for the sheet")
    expectReports(since: eventsBefore, [], after: "late nil writes for the sheet")
    if navigator.state.modals.count != 1 {
      fail("the cover must stay after late writes for the sheet; the state has \(navigator.state.modals.count) layers")
    }
  }

  private func keepsScenesApart() async {
    await start()
    let otherHost = driver.makeHost()
    let other = Navigator(state: Self.stack("other a", "other b"))
    other.logsProblems = false
    other.observe(NavigationProblem.self) { [weak self] problem in
      self?.fail("the second scene's navigator reported \(problem)")
    }
    other.attach(otherHost)
    await settle(other, on: otherHost, after: "attaching the second scene's host")
    let otherBefore = other.state
    await command("pushing in the first scene", .push(screens(["first detail"])))
    if other.state != otherBefore || driver.shown(by: otherHost) != otherBefore {
      fail("a push in the first scene changed the second scene")
    }
    let before = navigator.state
    guard await driver.play(.goBack, on: otherHost) else {
      return fail("the driver could not go back in the second scene")
    }
    await settle(other, on: otherHost, after: "going back in the second scene")
    await settle(after: "going back in the second scene")
    if other.state.stack(at: .root)?.count != 1 {
      fail("going back in the second scene must pop it; it holds \(other.state.stack(at: .root) ?? [])")
    }
    if navigator.state != before {
      fail("going back in the second scene changed the first:\n\(navigator.state)")
    }
  }

  /// Waits until `other`'s host shows its state, as ``settle(after:)`` does for the bench's own.
  private func settle(_ other: Navigator, on otherHost: Driver.Host, after what: String) async {
    for _ in 0..<200 {
      if other.isIdle, !driver.isTransitioning(otherHost) { break }
      if driver.isTransitioning(otherHost) { await driver.finishTransition(on: otherHost) }
      await Task.yield()
    }
    if !other.isIdle || driver.shown(by: otherHost) != other.state {
      fail("after \(what), the second scene's host does not show its navigator's state:\n\(other.treeDescription)")
    }
  }
}

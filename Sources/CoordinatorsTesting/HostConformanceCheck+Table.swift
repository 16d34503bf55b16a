@_spi(Hosts) import Coordinators
import Coordinators

// Every check, one value each: its name, what the navigator shows when it attaches the host
// (and what it needs of the driver), then its steps and what it expects of them. The bench
// attaches the host before the steps (`ConformanceBench.run()`).
//
// The two lists are made anew on each read, not kept in a `static let`: kept, their checks'
// closure contexts live until the process exits, and LeakSanitizer (Swift 6.3.1, Linux) reports
// ten of them as direct leaks at exit, which fails `Scripts/sanitize.sh`. A read costs a few
// dozen small allocations, in tests only.
@_spi(Hosts) extension HostConformanceCheck {
  /// Every behaviour every host must have: it performs every kind of step, reports every
  /// gesture exactly once, refuses what the navigator does not allow, and never overlaps two
  /// steps.
  public static var contract: [HostConformanceCheck] {
    [
      // The first step shows a root stack.
      HostConformanceCheck("showsTheFirstState", starts: .stack(["first", "second"])) { bench in
        bench.expectSteps(since: 0, ["setRoot(stack: 0, 1)"], after: "attaching the host")
      },

      // A root of tabs is shown, and a selection by a command too.
      HostConformanceCheck("showsTabs", starts: .tabs(["home", "search", "settings"])) { bench in
        bench.expectSteps(
          since: 0, [#"setRoot(tabs: "home": 0; "search": 1; "settings": 2; selected: 0)"#], after: "attaching")
        let start = bench.host.steps.count
        await bench.command("selecting a tab", .selectTab("settings"))
        await bench.command("pushing in the selected tab", .push(bench.screens(["detail"])))
        await bench.command("selecting another tab", .selectTab("search"))
        bench.expectSteps(
          since: start,
          [#"selectTab("settings")"#, #"setStack(tab "settings": 2, 3)"#, #"selectTab("search")"#],
          after: "selecting tabs")
      },

      // Pushes, pops, insertions, removals, replacements and whole new stacks, with and without a
      // custom transition, each shown as one step.
      HostConformanceCheck("setsStacks", starts: .stack(["list"])) { bench in
        let navigator = bench.navigator
        await bench.command("pushing a screen", .push(bench.screens(["a"])))
        await bench.command("pushing two screens at once", .push(bench.screens(["b", "c"])))
        await bench.command("popping two screens", .pop(count: 2))
        let top = navigator.state.topScreen.id
        await bench.command("inserting below the top", .insert(bench.screens(["under"]), at: .before(top)))
        await bench.command("removing a screen below the top", .remove([top.advanced(by: -1, in: navigator.state)]))
        await bench.command(
          "replacing the top screen", .replace(navigator.state.topScreen.id, with: bench.screens(["new top"])[0]))
        await bench.command("setting a whole new stack", .setStack(bench.screens(["x", "y", "z"]), at: .root))
        navigator.transitionRules = [TransitionRule(use: "conformance")]
        await bench.command("pushing with a custom transition", .push(bench.screens(["custom"])))
        await bench.command("popping with a custom transition", .pop(count: 1))
        let performed = bench.host.steps.dropFirst()
        if let other = performed.first(where: { if case .setStack = $0 { false } else { true } }) {
          bench.fail("stack changes must be setStack steps; the host was given \(other)")
        }
        if performed.count != 9 {
          bench.fail("nine stack changes must be nine steps; the host performed \(performed.count)")
        }
      },

      // Sheets, covers, custom presentations and layers without a stack are presented, pushed into
      // and dismissed, one or several at once.
      HostConformanceCheck("presentsAndDismissesLayers", starts: .stack(["list"])) { bench in
        await bench.command(
          "presenting a sheet",
          .present(
            ModalLayer(
              bench.screens(["sheet"], presentation: .modal(.sheet(detents: [.medium, .large], grabber: .visible))))))
        await bench.command("pushing inside the sheet", .push(bench.screens(["sheet detail"])))
        await bench.command("presenting a full-screen cover", .present(bench.cover("cover")))
        await bench.command(
          "presenting a custom presentation with a stack of two",
          .present(
            ModalLayer(bench.screens(["custom", "custom detail"], presentation: .modal(.custom("conformance"))))))
        await bench.command(
          "presenting a layer without a navigation stack",
          .present(ModalLayer(bench.screens(["alone"], presentation: .modal(.sheet(embedsNavigationStack: false))))))
        await bench.command("dismissing the layer without a stack", .dismiss)
        await bench.command("popping inside the custom layer", .pop(count: 1))
        await bench.command("dismissing two layers at once", .dismissLayer(1))
        await bench.command("presenting again", .present(bench.sheet("again")))
        await bench.command("dismissing every layer", .dismissAll)
      },

      // A new root (tabs, then a stack) replaces everything, modal layers included.
      HostConformanceCheck("replacesTheRoot", starts: .stack(["list", "detail"])) { bench in
        await bench.command("presenting a sheet", .present(bench.sheet("sheet")))
        await bench.command("presenting a cover", .present(bench.cover("cover")))
        let tabs = RootContainer.tabs(
          [
            Tab(id: "one", stack: bench.screens(["one"])), Tab(id: "two", stack: bench.screens(["two", "two detail"])),
          ],
          selectedIndex: 1)
        await bench.command("setting a root of tabs under two layers", .setRoot(tabs))
        await bench.command("presenting over the tabs", .present(bench.sheet("over tabs")))
        await bench.command("setting a root stack under a layer", .setRoot(.stack(bench.screens(["signed out"]))))
      },

      // Going back is reported once, as a pop to the screen below, and needs no step.
      HostConformanceCheck("reportsABackGestureOnce", starts: .stack(["a", "b", "c", "d"])) { bench in
        await bench.gesture(.goBack, reportedAs: .popped(to: 2))
        await bench.gesture(.goBack, reportedAs: .popped(to: 1))
        await bench.command("presenting a sheet with a stack of two", .present(bench.sheet("sheet", "sheet detail")))
        let sheet = bench.navigator.state.modals[0].id
        await bench.gesture(.goBack, reportedAs: .popped(to: sheet))
      },

      // Going back several screens in one gesture (a long press on the back button) is reported
      // once, as a pop to the screen chosen, and needs no step.
      HostConformanceCheck("reportsAPopOfSeveralScreensOnce", starts: .stack(["a", "b", "c", "d", "e"])) { bench in
        await bench.gesture(.goBackSeveral(3), reportedAs: .popped(to: 1))
        await bench.command(
          "presenting a sheet with a stack of three", .present(bench.sheet("sheet", "sheet b", "sheet c")))
        await bench.gesture(.goBackSeveral(2), reportedAs: .popped(to: bench.navigator.state.modals[0].id))
        let root = bench.navigator.state.stack(at: .root)
        if root?.count != 2 {
          bench.fail("a pop inside the sheet must leave the root stack alone; it holds \(root ?? [])")
        }
      },

      // A swipe down of a sheet is reported once, as the dismissal of that layer, and needs no
      // step; a full-screen cover offers none.
      HostConformanceCheck("reportsASwipeDownOnce", starts: .stack(["list"])) { bench in
        await bench.command("presenting a sheet", .present(bench.sheet("lower")))
        await bench.command(
          "presenting a sheet over it",
          .present(
            ModalLayer(bench.screens(["upper", "upper detail"], presentation: .modal(.sheet(detents: [.medium]))))))
        await bench.gesture(.dismissTopLayer, reportedAs: .dismissedLayer(bench.navigator.state.modals[1].id))
        await bench.command("presenting a cover", .present(bench.cover("cover")))
        await bench.refusedGesture(.dismissTopLayer, because: "for a full-screen cover, which offers no swipe down")
        await bench.command("dismissing the cover", .dismiss)
        await bench.gesture(.dismissTopLayer, reportedAs: .dismissedLayer(bench.navigator.state.modals[0].id))
      },

      // A layer whose presentation disables the swipe down stays.
      HostConformanceCheck("keepsADismissDisabledLayer", starts: .stack(["list"])) { bench in
        await bench.command(
          "presenting a sheet that disables the swipe down",
          .present(ModalLayer(bench.screens(["form"], presentation: .modal(.sheet(interactiveDismissDisabled: true))))))
        await bench.refusedGesture(.dismissTopLayer, because: "for a layer whose presentation disables it")
      },

      // A tap on another tab is reported once, as a selection, and needs no step.
      HostConformanceCheck("reportsATabSelectionOnce", starts: .tabs(["home", "search", "settings"])) { bench in
        await bench.gesture(.tapTab(1), reportedAs: .selectedTab("search"))
        await bench.gesture(.tapTab(2), reportedAs: .selectedTab("settings"))
        await bench.gesture(.tapTab(0), reportedAs: .selectedTab("home"))
      },

      // A tap on the selected tab is reported once, as a reselection; the pop to the tab's root
      // comes back as a step.
      HostConformanceCheck("reportsATabReselectionOnce", starts: .tabs(["home", "search"])) { bench in
        await bench.command("pushing two screens in the selected tab", .push(bench.screens(["a", "b"])))
        await bench.gesture(.tapTab(0), reportedAs: .reselectedTab("home"), steps: 1)
        let home = bench.navigator.state.stack(at: .tab("home"))
        if home?.count != 1 {
          bench.fail("a reselection must pop the tab to its root; the tab holds \(home ?? [])")
        }
      },

      // A tap on a tab bar covered by a modal layer reports nothing.
      HostConformanceCheck("ignoresTabTapsUnderALayer", starts: .tabs(["home", "search"])) { bench in
        await bench.command("presenting a cover", .present(bench.cover("cover")))
        await bench.refusedGesture(.tapTab(1), because: "while a modal layer covers the tab bar")
      },

      // A tab's item (a badge) changes in one step of its own: no new root, and the modal layers
      // stay.
      HostConformanceCheck("updatesATabItemInPlace", starts: .tabs(["home", "search"])) { bench in
        await bench.command("presenting a sheet", .present(bench.sheet("sheet")))
        let start = bench.host.steps.count
        let badged = TabItem(title: "Search", systemImage: "magnifyingglass", badge: "3")
        await bench.command("giving a tab a badge", .setTabItem(badged, for: "search"))
        await bench.command("going back to the tab's default item", .setTabItem(nil, for: "search"))
        bench.expectSteps(
          since: start, [#"setTabItem("search": "Search" badge 3)"#, #"setTabItem("search": default)"#],
          after: "changing a tab's item")
      },

      // A burst of commands reaches the host one step at a time, each completed once.
      HostConformanceCheck("performsOneStepAtATime", starts: .tabs(["home", "search"])) { bench in
        let burst: [NavigationCommand] = [
          .push(bench.screens(["a"])),
          .push(bench.screens(["b"])),
          .present(bench.sheet("sheet")),
          .push(bench.screens(["sheet detail"])),
          .dismiss,
          .selectTab("search"),
          .push(bench.screens(["c"])),
          .present(bench.cover("cover")),
          .popToRoot,
          .dismissAll,
          .selectTab("home"),
        ]
        for (index, command) in burst.enumerated() {
          do {
            try bench.navigator.apply(command)
          } catch {
            bench.fail("the navigator rejected \(command): \(error)")
          }
          // Let some transitions end mid-burst, as a user who taps while others animate.
          if index.isMultiple(of: 3), bench.host.isTransitioning() { await bench.host.finishTransition() }
        }
        await bench.settle(after: "a burst of \(burst.count) commands")
      },

      // A tab tapped while a step is under way changes the state once, and the host ends up
      // showing the state.
      HostConformanceCheck("takesAGestureDuringAStep", starts: .tabs(["home", "search"])) { bench in
        do {
          try bench.navigator.apply(.push(bench.screens(["pushed"])))
        } catch {
          bench.fail("the navigator rejected a push: \(error)")
        }
        // Whether or not the push still runs, the tap is the user's; it must land once.
        guard await bench.host.playGesture(.tapTab(1)) else {
          return bench.fail("the driver could not tap a tab while a push ran")
        }
        await bench.settle(after: "tapping a tab while a push ran")
        let state = bench.navigator.state
        if state.selectedTab != "search" {
          bench.fail(
            "the tab tapped during the push must be selected; the state selects \(state.selectedTab.map(\.description) ?? "nothing")"
          )
        }
        if state.stack(at: .tab("home"))?.count != 2 {
          bench.fail("the push must stay in its tab; the home tab holds \(state.stack(at: .tab("home")) ?? [])")
        }
      },

      // What the UI writes back during and after the host's own steps (the path it was given, the
      // tab it selected, `nil` for a sheet it dismissed) is no gesture: nothing is reported. Runs
      // each command, lets the UI write back what the host shows while the step runs and after it
      // ended, and checks that nothing was taken for a gesture.
      HostConformanceCheck("ignoresEchoesOfItsOwnSteps", starts: .tabs(["home", "search"])) { bench in
        await bench.host.echo()
        let changes: [(String, NavigationCommand)] = [
          ("pushing two screens", .push(bench.screens(["a", "b"]))),
          ("popping one", .pop(count: 1)),
          ("selecting a tab", .selectTab("search")),
          ("pushing in it", .push(bench.screens(["c"]))),
          ("selecting the first tab again", .selectTab("home")),
          ("presenting a sheet", .present(bench.sheet("sheet"))),
          ("pushing inside the sheet", .push(bench.screens(["sheet detail"]))),
          ("popping inside the sheet", .popToRoot),
          ("presenting a cover", .present(bench.cover("cover"))),
          ("dismissing the cover", .dismiss),
          ("dismissing the sheet", .dismiss),
          ("popping the tab to its root", .popToRoot),
        ]
        let eventsBefore = bench.events.count
        for (what, command) in changes {
          bench.apply(command, while: what)
          await bench.host.echo()
          await bench.settle(after: what)
          await bench.host.echo()
          await bench.settle(after: "the UI wrote back what \(what) showed")
        }
        let reports = bench.reportedGestures(since: eventsBefore)
        if !reports.isEmpty {
          bench.fail(
            "what the UI wrote back after the host's own steps must report nothing; the navigator heard \(reports)")
        }
      },

      // An alert shows over the top-most level (a sheet); a tap on a button is reported once and
      // needs no step; an alert replaces the one shown; a push happens under it; a dismissal or a
      // presentation takes it down first.
      HostConformanceCheck("showsAndAnswersAlerts", starts: .stack(["list"]), needsAlerts: true) { bench in
        func alert(_ id: AlertID) -> NavigationAlert {
          NavigationAlert(
            id: id, title: "Alert \(id)", message: "A message.",
            buttons: [
              NavigationAlert.Button("Delete", role: .destructive), NavigationAlert.Button("Cancel", role: .cancel),
            ])
        }
        // Taps button `index` of the alert shown, which must be reported once as `expected`, with
        // no step after it.
        @MainActor func tapAlertButton(_ index: Int, reportedAs expected: UserGesture) async {
          let eventsBefore = bench.events.count
          let stepsBefore = bench.host.steps.count
          guard await bench.host.tapAlertButton(index) else {
            return bench.fail("the driver could not tap button \(index) of the alert the host should show")
          }
          await bench.settle(after: "tapping button \(index) of the alert")
          let reports = bench.reportedGestures(since: eventsBefore)
          if reports != [expected] {
            bench.fail(
              "a tap on an alert's button must be reported once, as \(expected); the navigator heard \(reports)")
          }
          if bench.host.steps.count != stepsBefore {
            bench.fail(
              "a tap on an alert's button needs no step; the host performed "
                + "\(bench.host.steps[stepsBefore...].map(\.description))")
          }
        }
        await bench.command("presenting a sheet", .present(bench.sheet("sheet")))
        await bench.command("showing an alert over the sheet", .showAlert(alert(0)))
        await tapAlertButton(1, reportedAs: .tappedAlertButton(0, index: 1))
        await bench.command("showing an alert", .showAlert(alert(1)))
        await bench.command("showing an alert in its place", .showAlert(alert(2)))
        await bench.command("pushing under the alert", .push(bench.screens(["under"])))
        await bench.command("dismissing the sheet under the alert", .dismiss)
        await bench.command(
          "presenting a cover and an alert over it", .present(bench.cover("cover")), .showAlert(alert(3)))
        await tapAlertButton(0, reportedAs: .tappedAlertButton(3, index: 0))
      },

      // What the navigator does not allow the user (`HostSession.ask(_:)`) the host refuses, and
      // reports nothing: going back over the first screen of a flow that disabled its interactive
      // dismissal, or past it with a long press on the back button (a host whose platform popped
      // takes it back), a swipe down of such a flow's sheet, another tab while a flow holds the
      // navigation lock, in a tab bar and in a sidebar, a tap on the selected tab whose pop to its
      // root would take such a flow away. A refused tap is refused before it shows: no step
      // follows it. Going back between that flow's own screens is reported once; a refused
      // gesture that the host's UI offered reaches the flow's `onAttempt`.
      HostConformanceCheck("refusesWhatTheNavigatorDisallows", starts: .flows) { bench in
        guard let (home, editor, attempts, editorsFirst) = await bench.startAGuardedEditor() else { return }
        await bench.gesture(.goBack, reportedAs: .popped(to: editorsFirst))
        let offered = await bench.refusedGesture(
          .goBack, because: "over the first screen of a flow that disabled its interactive dismissal")
        // A host whose UI hides the way back (SwiftUI hides the back button) has no attempt to report.
        if offered { await bench.expectAttempts(1, by: attempts, after: "going back over the editor's first screen") }
        // The attempt runs in a task of its own: let it, offered or not, before counting.
        for _ in 0..<100 { await Task.yield() }
        let asked = attempts.count
        editor.flow.push(TestRoute("field"))
        await bench.settle(after: "pushing a screen in the editor")
        await bench.refusedGesture(
          .goBackSeveral(2), because: "past the first screen of a flow that disabled its interactive dismissal")
        await bench.expectAttempts(asked + 1, by: attempts, after: "going back past the editor's first screen")
        // A tap on the selected tab would pop it to its root, past the editor: the same refusal.
        await bench.refusedGesture(
          .tapTab(0),
          because: "on the selected tab, whose pop to its root would take away a flow that disabled its "
            + "interactive dismissal", withoutSteps: true)
        await bench.expectAttempts(asked + 2, by: attempts, after: "tapping the selected tab over the editor")
        editor.cancel()
        let sheet = ConformanceFlowCoordinator(first: "sheet")
        home.flow.start(sheet, as: .sheet())
        sheet.flow.disableInteractiveDismissal()
        await bench.settle(after: "presenting a sheet whose flow disables its interactive dismissal")
        await bench.refusedGesture(
          .dismissTopLayer, because: "for a sheet whose flow disabled its interactive dismissal")
        sheet.cancel()
        home.flow.lockNavigation()
        await bench.settle(after: "cancelling the sheet's flow and locking the navigation")
        bench.expectsProblems = true
        await bench.refusedGesture(.tapTab(1), because: "while a flow holds the navigation lock", withoutSteps: true)
        bench.expectsProblems = false
        // The same tap on a section of a sidebar: a host that shows the pick first, then a step
        // that takes it back, flips sections before the user's eyes.
        home.flow.unlockNavigation()
        await bench.command("laying the tabs out in a sidebar", .setSectionLayout(.sidebar(.twoColumns)))
        home.flow.lockNavigation()
        await bench.settle(after: "locking the navigation again")
        bench.expectsProblems = true
        await bench.refusedGesture(
          .tapTab(1), because: "on a sidebar's section while a flow holds the navigation lock", withoutSteps: true)
        bench.expectsProblems = false
      },

      // Under an alert (`HostSession.ask(_:)`) the host refuses going back, by a swipe or by a long
      // press on the back button (taking back a pop its platform made), and reports nothing; once
      // the alert is down, the long press is reported once.
      HostConformanceCheck("refusesGesturesUnderAnAlert", starts: .stack(["a", "b", "c", "d"])) { bench in
        let second = bench.navigator.state.allScreens[1].id
        let alert = NavigationAlert(
          id: 0, title: "Delete?", buttons: [NavigationAlert.Button("Delete", role: .destructive)])
        await bench.command("showing an alert", .showAlert(alert))
        await bench.refusedGesture(
          .goBackSeveral(2), because: "under an alert, which covers the back button and its menu")
        await bench.refusedGesture(.goBack, because: "under an alert, which covers the screen")
        await bench.command("taking the alert down", .dismissAlert)
        await bench.gesture(.goBackSeveral(2), reportedAs: .popped(to: second))
      },

      // A return to a checkpoint from a child flow pushed in a sheet is one change: the host
      // dismisses the sheet and shows the checkpoint's screen, and the value arrives once.
      HostConformanceCheck("showsAReturnToACheckpoint", starts: .flows) { bench in
        let navigator = bench.navigator
        guard let home = navigator.coordinators(ofType: ConformanceFlowCoordinator.self).first else {
          return bench.fail("the home tab's flow did not start")
        }
        var values: [Int] = []
        home.flow.push(TestRoute("cart"))
        home.flow.markCheckpoint(Checkpoint<Int>("ordered")) { values.append($0) }
        let checkout = ConformanceFlowCoordinator(first: "checkout")
        home.flow.start(checkout, as: .sheet())
        checkout.flow.push(TestRoute("review"))
        let payment = ConformanceFlowCoordinator(first: "payment")
        checkout.flow.start(payment)
        await bench.settle(after: "presenting a checkout sheet with a payment flow pushed in it")
        let eventsBefore = bench.events.count
        let expected = navigator.state.stack(at: .tab("home"))
        payment.flow.returnToCheckpoint(Checkpoint<Int>("ordered"), with: 7)
        await bench.settle(after: "returning to the checkpoint")
        if bench.events.count - eventsBefore != 1 {
          bench.fail("a return to a checkpoint must be one change, not \(bench.events.count - eventsBefore)")
        }
        if !navigator.state.modals.isEmpty || navigator.state.stack(at: .tab("home")) != expected {
          bench.fail(
            "a return to a checkpoint must leave the checkpoint's screen on top; the state is \(navigator.state)")
        }
        if values != [7] { bench.fail("the checkpoint's owner must receive the value once, not \(values)") }
      },
    ]
  }

  /// Every behaviour a host must have on a real device: a presentation the platform refuses, a
  /// layer the app's code dismisses, a step during the user's interactive gesture, a signal
  /// that never comes, two scenes, a split view that collapses and expands.
  public static var device: [HostConformanceCheck] {
    [
      // A presentation the platform refuses because the app presents its own controller ends as a
      // reported problem, and the navigator's state goes back to what is shown; the next
      // presentation, once the app's controller is gone, is shown.
      HostConformanceCheck("endsARefusedPresentation", starts: .stack(["list"])) { bench in
        guard await bench.play(.appPresentsItsOwnController) else { return }
        bench.expectsProblems = true
        let eventsBefore = bench.events.count
        await bench.command(
          "presenting a sheet while the app shows its own controller", .present(bench.sheet("refused")))
        // A refusal is the platform's, never the user's dismissal: the user dismissed nothing.
        bench.expectReports(since: eventsBefore, [], after: "a presentation the platform refused")
        if !bench.navigator.state.modals.isEmpty {
          bench.fail(
            "a presentation the platform refused must leave the navigator's state, which still holds \(bench.navigator.state.modals.map(\.id))"
          )
        }
        if bench.problems.isEmpty {
          bench.fail("a presentation the platform refused must be reported as a problem; none was")
        }
        bench.expectsProblems = false
        _ = await bench.play(.appDismissesItsOwnPresentation)
        await bench.command("presenting a sheet once the app's controller is gone", .present(bench.sheet("shown")))
        if bench.navigator.state.modals.count != 1 {
          bench.fail(
            "the presentation after the app's controller is gone must be shown; the state has \(bench.navigator.state.modals.count) layers"
          )
        }
      },

      // A layer the app's code dismisses reaches the navigator once, and the next presentation and
      // dismissal act on what is really shown.
      HostConformanceCheck("followsALayerDismissedByAppCode", starts: .stack(["list"])) { bench in
        await bench.command("presenting a sheet", .present(bench.sheet("lower")))
        await bench.command("presenting a sheet over it", .present(bench.sheet("upper", "upper detail")))
        let upper = bench.navigator.state.modals[1].id
        let eventsBefore = bench.events.count
        guard await bench.play(.appDismissesTopLayer) else { return }
        await bench.settle(after: "the app's code dismissed the top layer")
        bench.expectReports(
          since: eventsBefore, [.dismissedLayer(upper)], after: "the app's code dismissed the top layer")
        await bench.command("presenting a cover after it", .present(bench.cover("cover")))
        await bench.command("dismissing the cover", .dismiss)
        if bench.navigator.state.modals.count != 1 {
          bench.fail(
            "dismissing the cover must leave the lower sheet; the state has \(bench.navigator.state.modals.count) layers"
          )
        }
        await bench.command("dismissing every layer", .dismissAll)
      },

      // A step that arrives while the user's back swipe or swipe down runs changes nothing on
      // screen until the gesture ends; the gesture, completed, is reported once; cancelled, nothing
      // is.
      HostConformanceCheck("holdsStepsDuringAnInteractiveGesture", starts: .stack(["a", "b", "c", "d"])) { bench in
        // Begins `gesture`, pushes a screen while it runs, checks that nothing changes on screen,
        // ends it, and checks what the navigator heard and that the push landed.
        @MainActor func holdsSteps(
          during gesture: InteractiveGesture, endedBy cancelled: Bool, expecting: [UserGesture]
        )
          async
        {
          let what = "\(gesture)" + (cancelled ? ", cancelled" : "")
          guard await bench.play(.userBeginsGesture(gesture)) else { return }
          let eventsBefore = bench.events.count
          let during = bench.host.shown()
          let pushed = bench.screens(["pushed during \(what)"])
          bench.apply(.push(pushed), while: "\(gesture) ran")
          await bench.letTheHostAct()
          if bench.host.shown() != during {
            bench.fail(
              "a step changed what the host shows while \(gesture) ran:\n\(during.map(\.description) ?? "nothing")\nbecame\n\(bench.host.shown().map(\.description) ?? "nothing")"
            )
          }
          guard await bench.play(.userEndsGesture(cancelled: cancelled)) else {
            return bench.fail("the driver began \(gesture) but could not end it")
          }
          await bench.settle(after: "\(what) ended")
          bench.expectReports(since: eventsBefore, expecting, after: what)
          if bench.navigator.state.screen(pushed[0].id) == nil,
            expecting.allSatisfy({ if case .dismissedLayer = $0 { false } else { true } })
          {
            bench.fail("the screen pushed during \(what) must stay in the state once it ended")
          }
        }
        await holdsSteps(during: .backSwipe, endedBy: false, expecting: [.popped(to: ScreenID(rawValue: 2))])
        await holdsSteps(during: .backSwipe, endedBy: true, expecting: [])
        await bench.command("presenting a sheet", .present(bench.sheet("sheet")))
        let sheet = bench.navigator.state.modals[0].id
        await holdsSteps(during: .swipeDown, endedBy: true, expecting: [])
        await holdsSteps(during: .swipeDown, endedBy: false, expecting: [.dismissedLayer(sheet)])
      },

      // After a swipe down the user cancelled, the next step completes.
      HostConformanceCheck("endsACancelledSwipeDown", starts: .stack(["list"])) { bench in
        await bench.command("presenting a sheet", .present(bench.sheet("sheet")))
        guard await bench.play(.userBeginsGesture(.swipeDown)) else { return }
        guard await bench.play(.userEndsGesture(cancelled: true)) else {
          return bench.fail("the driver began a swipe down but could not cancel it")
        }
        await bench.command("pushing after a cancelled swipe down", .push(bench.screens(["after"])))
        await bench.command("dismissing after a cancelled swipe down", .dismiss)
      },

      // A step whose end signal never comes ends on the host's bound, reported as a problem; the
      // navigator does not wait forever.
      HostConformanceCheck("endsAStepWhoseSignalNeverComes", starts: .stack(["list"])) { bench in
        guard await bench.play(.losesTheNextTransitionSignal) else { return }
        bench.expectsProblems = true
        bench.apply(.present(bench.sheet("sheet")), while: "the next transition's signal was lost")
        await bench.runOutTheHostsWaits(after: "the host's wait for a signal that never came ran out")
        if bench.problems.isEmpty {
          bench.fail("a step whose signal never came must end as a reported problem; none was")
        }
        bench.expectsProblems = false
        await bench.command("pushing after it", .push(bench.screens(["after"])))
      },

      // Replacing a stack's only screen (login → home) completes without the host's bound and
      // without a problem: no transition runs, so no appearance signal may be awaited.
      HostConformanceCheck("swapsAStacksOnlyScreenAtOnce", starts: .stack(["login"])) { bench in
        let navigator = bench.navigator
        await bench.command(
          "replacing the only screen of the root stack", .setStack(bench.screens(["home"]), at: .root))
        await bench.command(
          "replacing it again", .replace(navigator.state.topScreen.id, with: bench.screens(["main"])[0]))
        await bench.command("presenting a sheet", .present(bench.sheet("sheet")))
        await bench.command(
          "replacing the sheet's only screen",
          .replace(navigator.state.topScreen.id, with: bench.screens(["other"], presentation: .modal(.sheet()))[0]))
      },

      // Late `nil` writes for layers that are gone dismiss nothing: a cover presented where a sheet
      // was dismissed stays.
      HostConformanceCheck("ignoresLateNilWritesForGoneLayers", starts: .stack(["list"])) { bench in
        await bench.command("presenting a sheet", .present(bench.sheet("sheet")))
        await bench.command("dismissing it", .dismiss)
        await bench.command("presenting a cover where the sheet was", .present(bench.cover("cover")))
        let eventsBefore = bench.events.count
        guard await bench.play(.writesLateNilForGoneLayers) else { return }
        await bench.settle(after: "late nil writes for the sheet")
        bench.expectReports(since: eventsBefore, [], after: "late nil writes for the sheet")
        if bench.navigator.state.modals.count != 1 {
          bench.fail(
            "the cover must stay after late writes for the sheet; the state has \(bench.navigator.state.modals.count) layers"
          )
        }
      },

      // Two navigators, each with its own host (two windows, two scenes), stay apart: a command or
      // a gesture in one changes nothing in the other.
      HostConformanceCheck("keepsScenesApart", starts: .stack(["list"])) { bench in
        // The second scene's host is attached as an app attaches it, without the probe.
        let otherHost = bench.host.another()
        let other = Navigator(state: ConformanceBench.stack(["other a", "other b"]))
        other.logsProblems = false
        other.observe(NavigationProblem.self) { [weak bench] problem in
          bench?.fail("the second scene's navigator reported \(problem)")
        }
        other.attach(otherHost.host)
        // Waits until the second scene's host shows its state, as the bench's `settle` does.
        @MainActor func settleOther(after what: String) async {
          for _ in 0..<200 {
            if other.isIdle, !otherHost.isTransitioning() { break }
            if otherHost.isTransitioning() { await otherHost.finishTransition() }
            await Task.yield()
          }
          if !other.isIdle || otherHost.shown() != other.state {
            bench.fail(
              "after \(what), the second scene's host does not show its navigator's state:\n\(other.treeDescription)")
          }
        }
        await settleOther(after: "attaching the second scene's host")
        let otherBefore = other.state
        await bench.command("pushing in the first scene", .push(bench.screens(["first detail"])))
        if other.state != otherBefore || otherHost.shown() != otherBefore {
          bench.fail("a push in the first scene changed the second scene")
        }
        let before = bench.navigator.state
        guard await otherHost.playGesture(.goBack) else {
          return bench.fail("the driver could not go back in the second scene")
        }
        await settleOther(after: "going back in the second scene")
        await bench.settle(after: "going back in the second scene")
        if other.state.stack(at: .root)?.count != 1 {
          bench.fail("going back in the second scene must pop it; it holds \(other.state.stack(at: .root) ?? [])")
        }
        if bench.navigator.state != before {
          bench.fail("going back in the second scene changed the first:\n\(bench.navigator.state)")
        }
      },

      // Tabs laid out anew in a sidebar in a compact window show as a split view collapsed into the
      // selected section's stack, and expand when the window becomes regular, each resize reported
      // once; going back from the section's first screen shows the sidebar, and a section tapped
      // there shows its stack; expanded, a section left for another keeps its stack; no section's
      // stack and no selection is lost on the way.
      HostConformanceCheck("collapsesAndExpandsASplitView", starts: .tabs(["home", "search"])) { bench in
        let navigator = bench.navigator
        // Checks that the navigator shows `appearance` with the sections `sections`.
        @MainActor func expectAppearance(_ appearance: RootAppearance, keeping sections: [Tab], after what: String) {
          if navigator.state.appearance != appearance {
            bench.fail("after \(what), the root must show a \(appearance); it shows a \(navigator.state.appearance)")
          }
          if navigator.state.tabs != sections {
            bench.fail(
              "after \(what), every section must keep its stack; they went from \(sections) to \(navigator.state.tabs)")
          }
        }
        await bench.command("pushing two screens onto the selected section", .push(bench.screens(["detail", "more"])))
        let sections = navigator.state.tabs
        var eventsBefore = bench.events.count
        guard await bench.play(.windowResizes(to: .compact)) else { return }
        await bench.settle(after: "the window became compact")
        bench.expectReports(since: eventsBefore, [.resized(.compact)], after: "the window became compact")
        expectAppearance(.tabBar, keeping: sections, after: "the window became compact")
        await bench.command("laying the sections out in a sidebar", .setSectionLayout(.sidebar(.twoColumns)))
        expectAppearance(
          .collapsedSplitView(.section), keeping: sections, after: "laying the sections out in a sidebar")
        await bench.gesture(.goBackSeveral(2), reportedAs: .popped(to: sections[0].stack[0].id))
        await bench.gesture(.goBack, reportedAs: .returnedToSidebar)
        let popped = navigator.state.tabs
        expectAppearance(.collapsedSplitView(.sidebar), keeping: popped, after: "going back to the sidebar")
        await bench.gesture(.tapTab(1), reportedAs: .selectedTab(sections[1].id))
        expectAppearance(
          .collapsedSplitView(.section), keeping: popped, after: "tapping the second section in the sidebar")
        await bench.command("pushing onto the second section", .push(bench.screens(["found"])))
        let pushed = navigator.state.tabs
        eventsBefore = bench.events.count
        guard await bench.play(.windowResizes(to: .regular)) else {
          return bench.fail("the driver made the window compact but cannot make it regular again")
        }
        await bench.settle(after: "the window became regular")
        bench.expectReports(since: eventsBefore, [.resized(.regular)], after: "the window became regular")
        expectAppearance(.splitView(.twoColumns), keeping: pushed, after: "the window became regular")
        if navigator.state.selectedTab != sections[1].id {
          bench.fail(
            "expanding must keep the selected section \(sections[1].id); it selected \(navigator.state.selectedTab.map(\.description) ?? "none")"
          )
        }
        // The section left keeps its stack when another is picked, and shows it when picked again.
        await bench.gesture(.tapTab(0), reportedAs: .selectedTab(sections[0].id))
        await bench.gesture(.tapTab(1), reportedAs: .selectedTab(sections[1].id))
        expectAppearance(
          .splitView(.twoColumns), keeping: pushed, after: "picking the first section, then the second again")
      },

      // iOS 26's back swipe from the middle of the content asks as the edge swipe does: it goes back
      // between the screens of a flow that disabled its interactive dismissal, but not past its
      // first screen, whose flow's `onAttempt` runs once; nor under an alert, during a transition,
      // or at a stack's root.
      HostConformanceCheck("refusesAContentBackSwipeOverAGuardedFlow", starts: .flows) { bench in
        // Plays a back swipe from the content, which must report nothing and leave the state as it
        // was `reason`.
        @MainActor func refusesAContentBackSwipe(because reason: String) async {
          let eventsBefore = bench.events.count
          let before = bench.navigator.state
          _ = await bench.play(.userSwipesBackFromTheContent)
          await bench.settle(after: "a back swipe from the content \(reason)")
          bench.expectReports(since: eventsBefore, [], after: "a back swipe from the content \(reason)")
          if bench.navigator.state != before {
            bench.fail(
              "a back swipe from the content \(reason) must change nothing; the state became\n\(bench.navigator.state)")
          }
        }
        guard let (_, editor, attempts, editorsFirst) = await bench.startAGuardedEditor() else { return }
        var eventsBefore = bench.events.count
        guard await bench.play(.userSwipesBackFromTheContent) else { return }
        await bench.settle(after: "a back swipe from the content between the editor's screens")
        bench.expectReports(
          since: eventsBefore, [.popped(to: editorsFirst)],
          after: "a back swipe from the content between the editor's screens")
        await refusesAContentBackSwipe(
          because: "over the first screen of a flow that disabled its interactive dismissal")
        for _ in 0..<100 { await Task.yield() }
        if attempts.count != 1 {
          bench.fail(
            "a back swipe from the content over the guarded editor must run its flow's onAttempt once, not "
              + "\(attempts.count) times")
        }
        editor.flow.enableInteractiveDismissal()
        editor.flow.push(TestRoute("field"))
        await bench.command(
          "showing an alert over the editor",
          .showAlert(NavigationAlert(id: 0, title: "Saved", buttons: [NavigationAlert.Button("OK")])))
        await refusesAContentBackSwipe(because: "under an alert")
        await bench.command("dismissing the alert", .dismissAlert)
        bench.apply(.push(bench.screens(["pushed"])), while: "the editor shows its second screen")
        await bench.letTheHostAct()
        eventsBefore = bench.events.count
        _ = await bench.play(.userSwipesBackFromTheContent)
        await bench.settle(after: "a back swipe from the content during a push")
        bench.expectReports(since: eventsBefore, [], after: "a back swipe from the content while a push ran")
        editor.cancel()
        await bench.command("going back to the tab's first screen", .popToRoot)
        await refusesAContentBackSwipe(because: "at the root of a stack")
      },

      // Layers the app's code dismisses from below the top (covers under covers) all leave the
      // navigator's state, reported once, and the next presentation acts on what is shown.
      HostConformanceCheck("followsLayersDismissedFromBelowByAppCode", starts: .stack(["list"])) { bench in
        await bench.command("presenting a cover", .present(bench.cover("purchase")))
        await bench.command("presenting a cover over it", .present(bench.cover("receipt")))
        let lower = bench.navigator.state.modals[0].id
        let eventsBefore = bench.events.count
        guard await bench.play(.appDismissesFromLayer(0)) else { return }
        await bench.settle(after: "the app's code dismissed from the lower cover")
        bench.expectReports(
          since: eventsBefore, [.dismissedLayer(lower)], after: "the app's code dismissed from the lower cover")
        if !bench.navigator.state.modals.isEmpty {
          bench.fail(
            "every layer above the root must leave; the state has \(bench.navigator.state.modals.count) layers")
        }
        await bench.command("presenting a sheet after it", .present(bench.sheet("sheet")))
        await bench.command("dismissing the sheet", .dismiss)
      },

      // Size-class flips while the scene is in the background (app-switcher snapshots) are no
      // resizes: the user comes back to the place they left, and the navigator heard nothing.
      HostConformanceCheck("keepsTheUsersPlaceAcrossBackgrounding", starts: .tabs(["home", "search"])) { bench in
        await bench.command("laying the tabs out in a sidebar", .setSectionLayout(.sidebar(.twoColumns)))
        guard await bench.play(.windowResizes(to: .compact)) else { return }
        await bench.settle(after: "the window became compact")
        guard bench.navigator.state.appearance == .collapsedSplitView(.section) else {
          return bench.fail(
            "a sidebar in a compact window shows the section's stack; it shows \(bench.navigator.state.appearance)")
        }
        // The user goes back to the sidebar's list, then leaves the app.
        await bench.command("showing the sidebar", .showColumn(.sidebar))
        let before = bench.navigator.state
        let eventsBefore = bench.events.count
        guard await bench.play(.sceneSnapshotsOtherSizes) else { return }
        await bench.settle(after: "the system snapshotted the scene at other sizes in the background")
        bench.expectReports(since: eventsBefore, [], after: "size-class flips while the scene was in the background")
        if bench.navigator.state != before {
          bench.fail("the user must come back to the place they left:\n\(before)\nbecame\n\(bench.navigator.state)")
        }
      },

      // An alert the platform never shows does not stay in the navigator's state: once the host's
      // bound ran out it ends as a reported problem, the state goes back to what is shown (no
      // alert, so the gestures it covered are offered again), and the next alert shows.
      HostConformanceCheck("endsAnAlertThePlatformNeverShows", starts: .stack(["list", "detail"])) { bench in
        guard await bench.play(.dropsTheNextAlert) else { return }
        func alert(_ id: AlertID) -> NavigationAlert {
          NavigationAlert(id: id, title: "Alert \(id)", buttons: [NavigationAlert.Button("OK")])
        }
        bench.expectsProblems = true
        let eventsBefore = bench.events.count
        bench.apply(.showAlert(alert(0)), while: "the platform drops the next alert")
        await bench.runOutTheHostsWaits(after: "the host's wait for an alert that never showed ran out")
        if bench.navigator.state.alert != nil {
          bench.fail("an alert the platform never showed must leave the navigator's state, which still holds it")
        }
        if bench.problems.isEmpty {
          bench.fail("an alert the platform never showed must be reported as a problem; none was")
        }
        // The user did nothing: no button, no dismissal of theirs.
        bench.expectReports(since: eventsBefore, [], after: "an alert the platform never showed")
        bench.expectsProblems = false
        let below = bench.navigator.state.stack(at: .root)?.first?.id ?? ScreenID(rawValue: 0)
        await bench.gesture(.goBack, reportedAs: .popped(to: below))
        await bench.command("showing an alert once the platform shows them again", .showAlert(alert(1)))
        if bench.host.readsAlerts {
          guard await bench.host.tapAlertButton(0) else {
            return bench.fail("the driver could not tap the button of the alert shown after the dropped one")
          }
          await bench.settle(after: "tapping the button of the alert shown after the dropped one")
        }
      },
    ]
  }
}

extension ScreenID {
  /// The identifier of the screen `offset` places from this one in its stack of `state`.
  fileprivate func advanced(by offset: Int, in state: NavigationState) -> ScreenID {
    guard let position = state.position(of: self), let stack = state.stack(at: position.location) else { return self }
    return stack[position.index + offset].id
  }
}

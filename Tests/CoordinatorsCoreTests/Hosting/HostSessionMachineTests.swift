@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@_spi(Hosts) @testable import CoordinatorsCore

/// The host session's machine without a navigator or a host: every event in every phase, one
/// row each. Each row starts from a phase, sends one event, and says what the machine returns,
/// which phase it is in after, and what the host shows.
@Suite("Host session machine: every event in every phase", .hangLimit)
struct HostSessionMachineTests {
  static let list = Screen(id: 0, route: TestRoute("list"))
  static let detail = Screen(id: 1, route: TestRoute("detail"))
  static let more = Screen(id: 2, route: TestRoute("more"))
  static let sheet = Screen(id: 100, route: TestRoute("sheet"), presentation: .modal(.sheet()))

  static func state(_ screens: Screen..., sheet: Bool = false) -> NavigationState {
    // Valid by construction (the invariant tests check such states).
    NavigationState(unchecked: .stack(ScreenStack(screens)), modals: sheet ? [ModalLayer([Self.sheet])] : [])
  }

  /// The phases a row starts from.
  enum Phase: String, CaseIterable, Sendable {
    case idle, held, showing, waiting, waitedOnce, stepTime, unbounded
  }

  /// A machine that shows `list, detail`, then in `phase` toward `list, detail, more`.
  static func machine(in phase: Phase) -> HostSessionMachine {
    var machine = HostSessionMachine()
    _ = machine.plan(toward: state(list, detail), capabilities: .all)
    _ = machine.startHeldStep()
    _ = machine.hostDidShow(.now)
    guard phase != .idle else { return machine }
    _ = machine.plan(toward: state(list, detail, more), capabilities: .all)
    guard phase != .held else { return machine }
    _ = machine.startHeldStep()
    switch phase {
    case .showing: break
    case .waiting, .waitedOnce: _ = machine.hostDidShow(.signal("appeared"))
    case .stepTime: _ = machine.hostDidShow(.afterStepTime)
    case .unbounded: _ = machine.hostDidShow(.unboundedSignals([HostSignal("appeared")]))
    case .idle, .held: break
    }
    if phase == .waitedOnce { _ = machine.watchdogFired(timer: currentTimer(of: machine)) }
    return machine
  }

  /// The timer the machine armed last: arming again numbers it one more.
  static func currentTimer(of machine: HostSessionMachine) -> Int {
    var copy = machine
    copy.disarmWatchdog()
    return (copy.armWatchdog()?.timer ?? 1) - 2
  }

  static func phase(of machine: HostSessionMachine) -> String {
    if machine.heldStep != nil { return "held" }
    if machine.stepInFlight != nil { return machine.awaitedSignals.isEmpty ? "showing" : "waiting" }
    return "idle"
  }

  static func ids(_ state: NavigationState?) -> [ScreenID] { state?.allScreens.map(\.id) ?? [] }

  /// One row: the event, sent to the machine, returns a description of what it returned.
  struct Row: Sendable, CustomTestStringConvertible {
    let from: Phase
    let event: String
    let send: @Sendable (inout HostSessionMachine) -> String
    let returns: String
    let after: String
    let shows: [ScreenID]
    var testDescription: String { "\(event) while \(from.rawValue)" }
  }

  static let rows: [Row] = [
    // plan
    Row(
      from: .idle, event: "plan", send: { "\($0.plan(toward: state(list, detail, more), capabilities: .all)!)" },
      returns: "setStack(the root stack: 0, 1, 2)", after: "held", shows: [0, 1]),
    Row(
      from: .held, event: "plan", send: { "\(String(describing: $0.plan(toward: state(list), capabilities: .all)))" },
      returns: "nil", after: "held", shows: [0, 1]),
    Row(
      from: .waiting, event: "plan",
      send: { "\(String(describing: $0.plan(toward: state(list), capabilities: .all)))" },
      returns: "nil", after: "waiting", shows: [0, 1, 2]),
    // planStep: plan without a copy of the step
    Row(
      from: .idle, event: "planStep",
      send: { machine in
        let planned = machine.planStep(toward: state(list, detail, more), capabilities: .all)
        return "\(planned) \(String(describing: machine.heldStep))"
      }, returns: "true Optional(setStack(the root stack: 0, 1, 2))", after: "held", shows: [0, 1]),
    Row(
      from: .held, event: "planStep",
      send: { "\($0.planStep(toward: state(list), capabilities: .all))" },
      returns: "false", after: "held", shows: [0, 1]),
    Row(
      from: .idle, event: "planStep toward what is shown",
      send: { "\($0.planStep(toward: state(list, detail), capabilities: .all))" },
      returns: "false", after: "idle", shows: [0, 1]),
    // the loop's reads: a held step, and the very version shown
    Row(
      from: .held, event: "hasHeldStep", send: { "\($0.hasHeldStep)" },
      returns: "true", after: "held", shows: [0, 1]),
    Row(
      from: .showing, event: "hasHeldStep", send: { "\($0.hasHeldStep)" },
      returns: "false", after: "showing", shows: [0, 1, 2]),
    Row(
      from: .idle, event: "showsVersion of an equal state built again",
      send: { "\($0.showsVersion(of: state(list, detail)))" },
      returns: "false", after: "idle", shows: [0, 1]),
    Row(
      from: .idle, event: "showsVersion after the whole plan",
      send: { machine in
        let desired = state(list, detail, more)
        _ = machine.planStep(toward: desired, capabilities: .all)
        let whileHeld = machine.showsVersion(of: desired)
        _ = machine.startHeldStep()
        let whileShowing = machine.showsVersion(of: desired)
        _ = machine.hostDidShow(.now)
        return "\(whileHeld) \(whileShowing) \(machine.showsVersion(of: desired))"
      }, returns: "false false true", after: "idle", shows: [0, 1, 2]),
    // start
    Row(
      from: .held, event: "start",
      send: { machine in
        guard case .show(let step, let before)? = machine.startHeldStep() else { return "no show" }
        return "show \(step) over \(ids(before))"
      }, returns: "show setStack(the root stack: 0, 1, 2) over [0, 1]",
      after: "showing", shows: [0, 1, 2]),
    Row(
      from: .held, event: "start under a user's transition",
      send: { machine in
        machine.hold(.userTransition)
        return "\(machine.startHeldStep().map { "\($0)" } ?? "nil")"
      }, returns: "nil", after: "held", shows: [0, 1]),
    Row(
      from: .held, event: "start while a presentation leaves",
      send: { machine in
        machine.hold(.presentationLeaving)
        return "\(machine.startHeldStep().map { _ in "show" } ?? "nil")"
      }, returns: "show", after: "showing", shows: [0, 1, 2]),
    Row(
      from: .idle, event: "start", send: { "\($0.startHeldStep().map { "\($0)" } ?? "nil")" },
      returns: "nil", after: "idle", shows: [0, 1]),
    // the host showed it
    Row(
      from: .showing, event: "shown, over now", send: { "\($0.hostDidShow(.now)!)" },
      returns: "completed(number: 2)", after: "idle", shows: [0, 1, 2]),
    Row(
      from: .showing, event: "shown, its signal came during the call",
      send: { machine in
        _ = machine.signalled(HostSignal("appeared"))
        return "\(machine.hostDidShow(.signal("appeared"))!)"
      }, returns: "completed(number: 2)", after: "idle", shows: [0, 1, 2]),
    Row(
      from: .showing, event: "shown, waits for a signal",
      send: { machine in
        guard case .waiting(_, let wait)? = machine.hostDidShow(.signal("appeared")) else { return "no wait" }
        return "\(wait)"
      }, returns: "bounded(extended: false)", after: "waiting", shows: [0, 1, 2]),
    Row(
      from: .idle, event: "shown", send: { "\(String(describing: $0.hostDidShow(.now)))" },
      returns: "nil", after: "idle", shows: [0, 1]),
    // signals
    Row(
      from: .waiting, event: "the awaited signal",
      send: { "\(String(describing: $0.signalled(HostSignal("appeared"))))" },
      returns: "Optional(2)", after: "idle", shows: [0, 1, 2]),
    Row(
      from: .waiting, event: "another signal", send: { "\(String(describing: $0.signalled(HostSignal("gone"))))" },
      returns: "nil", after: "waiting", shows: [0, 1, 2]),
    Row(
      from: .waiting, event: "the awaited signal of step 1",
      send: { "\(String(describing: $0.signalled(HostSignal("appeared"), step: 1)))" },
      returns: "nil", after: "waiting", shows: [0, 1, 2]),
    Row(
      from: .idle, event: "a signal", send: { "\(String(describing: $0.signalled(HostSignal("appeared"))))" },
      returns: "nil", after: "idle", shows: [0, 1]),
    Row(
      from: .held, event: "a signal", send: { "\(String(describing: $0.signalled(HostSignal("appeared"))))" },
      returns: "nil", after: "held", shows: [0, 1]),
    // ending by the host
    Row(
      from: .waiting, event: "ended by the host", send: { "\(String(describing: $0.endStepInFlight()))" },
      returns: "Optional(2)", after: "idle", shows: [0, 1, 2]),
    Row(
      from: .held, event: "ended by the host", send: { "\(String(describing: $0.endStepInFlight()))" },
      returns: "nil", after: "held", shows: [0, 1]),
    // the watchdog
    Row(
      from: .waiting, event: "one timeout",
      send: { machine in "\(machine.watchdogFired(timer: currentTimer(of: machine)).map { "\($0)" } ?? "nil")" },
      returns: "waitAgain(timer: 2)", after: "waiting", shows: [0, 1, 2]),
    Row(
      from: .waitedOnce, event: "a second timeout",
      send: { machine in
        guard case .lost(_, let number, _)? = machine.watchdogFired(timer: currentTimer(of: machine)) else {
          return "not lost"
        }
        return "lost step \(number)"
      }, returns: "lost step 2", after: "idle", shows: [0, 1, 2]),
    Row(
      from: .waiting, event: "an old timer", send: { "\(String(describing: $0.watchdogFired(timer: 0)))" },
      returns: "nil", after: "waiting", shows: [0, 1, 2]),
    Row(
      from: .stepTime, event: "the step time",
      send: { machine in "\(machine.watchdogFired(timer: currentTimer(of: machine)).map { "\($0)" } ?? "nil")" },
      returns: "stepTimePassed(number: 2)", after: "idle", shows: [0, 1, 2]),
    Row(
      from: .unbounded, event: "a timer",
      send: { machine in "\(String(describing: machine.watchdogFired(timer: currentTimer(of: machine))))" },
      returns: "nil", after: "waiting", shows: [0, 1, 2]),
    Row(
      from: .held, event: "a timeout of the user's transition",
      send: { machine in
        machine.hold(.userTransition)
        let timer = machine.armWatchdog()!.timer
        guard case .userTransitionLost? = machine.watchdogFired(timer: timer) else { return "kept" }
        return "released: \(machine.holds.isEmpty)"
      }, returns: "released: true", after: "held", shows: [0, 1]),
    // the user: the step in flight completes first, a held one is dropped
    Row(
      from: .waiting, event: "a back swipe",
      send: { machine in
        let followed = machine.userDid(.popped(to: 1))!
        return "before \(ids(followed.before)), completed \(followed.completedFirst!)"
      }, returns: "before [0, 1, 2], completed 2", after: "idle", shows: [0, 1]),
    Row(
      from: .showing, event: "a back swipe",
      send: { "completed \($0.userDid(.popped(to: 0))!.completedFirst!)" },
      returns: "completed 2", after: "idle", shows: [0]),
    Row(
      from: .held, event: "a back swipe",
      send: { machine in
        let followed = machine.userDid(.popped(to: 0))!
        return "dropped \(followed.dropped!)"
      }, returns: "dropped setStack(the root stack: 0, 1, 2)", after: "idle", shows: [0]),
    Row(
      from: .idle, event: "a back swipe", send: { "\($0.userDid(.popped(to: 0)) != nil)" },
      returns: "true", after: "idle", shows: [0]),
    Row(
      from: .waiting, event: "a stale gesture", send: { "\(String(describing: $0.userDid(.dismissedLayer(100))))" },
      returns: "nil", after: "waiting", shows: [0, 1, 2]),
    Row(
      from: .held, event: "a stale gesture", send: { "\(String(describing: $0.userDid(.popped(to: 2))))" },
      returns: "nil", after: "held", shows: [0, 1]),
    // a resize while the scene is inactive (the app switcher's snapshots, not a resize)
    Row(
      from: .idle, event: "a resize while the scene is active",
      send: { "\($0.deferResize(.resized(.compact))) \(String(describing: $0.pendingWidth))" },
      returns: "false nil", after: "idle", shows: [0, 1]),
    Row(
      from: .idle, event: "a resize while the scene is inactive",
      send: { machine in
        machine.hold(.sceneInactive)
        return "\(machine.deferResize(.resized(.compact))) \(machine.pendingWidth.map { "\($0)" } ?? "nil")"
      }, returns: "true compact", after: "idle", shows: [0, 1]),
    Row(
      from: .waiting, event: "no resize kept but a width class's",
      send: { machine in
        machine.hold(.sceneInactive)
        return "\(machine.deferResize(.popped(to: 0)))"
      }, returns: "false", after: "waiting", shows: [0, 1, 2]),
    Row(
      from: .idle, event: "the scene active again after a resize",
      send: { machine in
        machine.hold(.sceneInactive)
        _ = machine.deferResize(.resized(.regular))
        _ = machine.deferResize(.resized(.compact))
        let first = machine.release(.sceneInactive).map { "\($0)" } ?? "nil"
        return "\(first), then \(String(describing: machine.release(.sceneInactive)))"
      }, returns: "resized to a compact width, then nil", after: "idle", shows: [0, 1]),
    Row(
      from: .held, event: "the scene active again at the width shown",
      send: { machine in
        machine.hold(.sceneInactive)
        _ = machine.deferResize(.resized(.compact))
        _ = machine.deferResize(.resized(.regular))
        return "\(String(describing: machine.release(.sceneInactive)))"
      }, returns: "nil", after: "held", shows: [0, 1]),
    Row(
      from: .idle, event: "a width kept, the scene active again",
      send: { machine in
        machine.hold(.sceneInactive)
        _ = machine.deferResize(.resized(.compact))
        machine.release(.sceneInactive)
        return "\(String(describing: machine.pendingWidth))"
      }, returns: "nil", after: "idle", shows: [0, 1]),
    Row(
      from: .idle, event: "a new host after a resize kept",
      send: { machine in
        machine.hold(.sceneInactive)
        _ = machine.deferResize(.resized(.compact))
        machine.reset()
        return "\(String(describing: machine.pendingWidth))"
      }, returns: "nil", after: "idle", shows: []),
    // the wait for a leaving presentation (an alert taken down): bounded as a step's
    Row(
      from: .held, event: "a presentation leaves, which holds no push",
      send: { machine in
        machine.presentationLeaves(signalled: true)
        let armed = machine.armWatchdog(.presentations).map { "\($0.wait)" } ?? "nil"
        return "\(armed) \(machine.startHeldStep().map { _ in "show" } ?? "held")"
      }, returns: "bounded(extended: false) show", after: "showing", shows: [0, 1, 2]),
    Row(
      from: .idle, event: "one timeout of a leaving presentation",
      send: { machine in
        machine.presentationLeaves(signalled: true)
        let timer = machine.armWatchdog(.presentations)!.timer
        guard case .waitAgain(let again)? = machine.watchdogFired(timer: timer) else { return "not slow" }
        return "slow, waits again: \(again == timer + 1), held \(machine.holds.contains(.presentationLeaving))"
      }, returns: "slow, waits again: true, held true", after: "idle", shows: [0, 1]),
    Row(
      from: .held, event: "a second timeout of a leaving presentation",
      send: { machine in
        machine.presentationLeaves(signalled: true)
        let timer = machine.armWatchdog(.presentations)!.timer
        guard case .waitAgain(let again)? = machine.watchdogFired(timer: timer) else { return "not slow" }
        let lost = machine.watchdogFired(timer: again).map { "\($0)" } ?? "nil"
        return "\(lost), held \(machine.holds.contains(.presentationLeaving))"
      }, returns: "presentationLost, held false", after: "held", shows: [0, 1]),
    Row(
      from: .waiting, event: "the step time of a presentation leaving without a sign",
      send: { machine in
        machine.presentationLeaves(signalled: false)
        let (timer, wait) = machine.armWatchdog(.presentations)!
        let fired = machine.watchdogFired(timer: timer).map { "\($0)" } ?? "nil"
        return "\(wait): \(fired), held \(machine.holds.contains(.presentationLeaving))"
      }, returns: "stepTime: presentationLeft, held false", after: "waiting", shows: [0, 1, 2]),
    Row(
      from: .idle, event: "a leaving presentation gone before its timer",
      send: { machine in
        machine.presentationLeaves(signalled: true)
        let timer = machine.armWatchdog(.presentations)!.timer
        machine.release(.presentationLeaving)
        return
          "\(String(describing: machine.watchdogFired(timer: timer))) \(String(describing: machine.armWatchdog(.presentations)))"
      }, returns: "nil nil", after: "idle", shows: [0, 1]),
    Row(
      from: .idle, event: "a second presentation leaving while one does",
      send: { machine in
        machine.presentationLeaves(signalled: true)
        let first = machine.armWatchdog(.presentations)!.timer
        machine.presentationLeaves(signalled: true)
        let second = machine.armWatchdog(.presentations)!.timer
        let old = machine.watchdogFired(timer: first).map { "\($0)" } ?? "nil"
        let new = machine.watchdogFired(timer: second).map { _ in "slow" } ?? "nil"
        return "\(old) \(new)"
      }, returns: "nil slow", after: "idle", shows: [0, 1]),
    Row(
      from: .idle, event: "the scene inactive while a presentation leaves",
      send: { machine in
        machine.presentationLeaves(signalled: true)
        let timer = machine.armWatchdog(.presentations)!.timer
        machine.hold(.sceneInactive)
        machine.disarmWatchdog()
        let paused = String(describing: machine.watchdogFired(timer: timer))
        machine.release(.sceneInactive)
        return "\(paused), then \(machine.armWatchdog(.presentations).map { "\($0.wait)" } ?? "nil")"
      }, returns: "nil, then bounded(extended: false)", after: "idle", shows: [0, 1]),
    Row(
      from: .idle, event: "a hold for a leaving presentation is bounded",
      send: { machine in
        machine.hold(.presentationLeaving)
        return machine.armWatchdog(.presentations).map { "\($0.wait)" } ?? "nil"
      }, returns: "bounded(extended: false)", after: "idle", shows: [0, 1]),
    Row(
      from: .idle, event: "a new host while a presentation leaves",
      send: { machine in
        machine.presentationLeaves(signalled: true)
        let timer = machine.armWatchdog(.presentations)!.timer
        machine.reset()
        return "\(String(describing: machine.watchdogFired(timer: timer))) \(machine.holds.isEmpty)"
      }, returns: "nil true", after: "idle", shows: []),
    // a refused reselection, and the pop to the tab's root that repeats it (iOS 26)
    Row(
      from: .idle, event: "a pop to the root right after a refused reselection",
      send: { machine in
        machine = showing(tabs)
        machine.tookBack(.reselectedTab("a"), for: .flow(FlowID(rawValue: 3)))
        let repeated = machine.repeatsRefusedReselection(.popped(to: 0)).map { "\($0)" } ?? "nil"
        let other = machine.repeatsRefusedReselection(.popped(to: 1)).map { "\($0)" } ?? "nil"
        return "\(repeated); above the root: \(other)"
      }, returns: "flow 3 refuses it; above the root: nil", after: "idle", shows: [0, 1, 2]),
    Row(
      from: .idle, event: "a step after a refused reselection",
      send: { machine in
        machine = showing(tabs)
        machine.tookBack(.reselectedTab("a"), for: .flow(FlowID(rawValue: 3)))
        _ = machine.plan(toward: state(list), capabilities: .all)
        _ = machine.startHeldStep()
        return "\(String(describing: machine.repeatsRefusedReselection(.popped(to: 0))))"
      }, returns: "nil", after: "showing", shows: [0]),
    Row(
      from: .idle, event: "a gesture after a refused reselection",
      send: { machine in
        machine = showing(tabs)
        machine.tookBack(.reselectedTab("a"), for: .flow(FlowID(rawValue: 3)))
        _ = machine.userDid(.selectedTab("b"))
        return "\(String(describing: machine.repeatsRefusedReselection(.popped(to: 0))))"
      }, returns: "nil", after: "idle", shows: [0, 1, 2]),
    Row(
      from: .idle, event: "another gesture taken back after a refused reselection",
      send: { machine in
        machine = showing(tabs)
        machine.tookBack(.reselectedTab("a"), for: .flow(FlowID(rawValue: 3)))
        machine.tookBack(.selectedTab("b"), for: .flow(FlowID(rawValue: 3)))
        return "\(String(describing: machine.repeatsRefusedReselection(.popped(to: 0))))"
      }, returns: "nil", after: "idle", shows: [0, 1, 2]),
    // a host let go
    Row(
      from: .waiting, event: "a new host",
      send: { machine in
        machine.reset()
        return "\(String(describing: machine.signalled(HostSignal("appeared"))))"
      }, returns: "nil", after: "idle", shows: []),
    Row(
      from: .held, event: "two user's transitions, one ended",
      send: { machine in
        let began = [machine.userTransitionBegan(HostSignal("swipe")), machine.userTransitionBegan(HostSignal(7))]
        let ended = machine.userTransitionEnded(HostSignal("swipe"))
        return "\(began) \(ended) \(String(describing: machine.startHeldStep()))"
      }, returns: "[true, false] false nil", after: "held", shows: [0, 1]),
    Row(
      from: .held, event: "the last user's transition ended",
      send: { machine in
        _ = machine.userTransitionBegan(HostSignal("swipe"))
        let stale = machine.userTransitionEnded(HostSignal("other"))
        return "\(stale) \(machine.userTransitionEnded(HostSignal("swipe"))) \(machine.startHeldStep() != nil)"
      }, returns: "false true true", after: "showing", shows: [0, 1, 2]),
    Row(
      from: .held, event: "the watchdog ends the user's transitions",
      send: { machine in
        _ = machine.userTransitionBegan(HostSignal("swipe"))
        let timer = machine.armWatchdog()?.timer ?? 0
        _ = machine.watchdogFired(timer: timer)
        return "\(machine.runsUserTransition(HostSignal("swipe"))) \(machine.userTransitionEnded(HostSignal("swipe")))"
      }, returns: "false false", after: "held", shows: [0, 1]),
    Row(
      from: .held, event: "the hold for the user's transitions released",
      send: { machine in
        _ = machine.userTransitionBegan(HostSignal("swipe"))
        machine.release(.userTransition)
        let runs = machine.runsUserTransition(HostSignal("swipe"))
        return "\(runs) \(machine.startHeldStep() != nil)"
      }, returns: "false true", after: "showing", shows: [0, 1, 2]),
    Row(
      from: .idle, event: "a touch refused, asked about again",
      send: { machine in
        machine.refused(.goBack(in: .root), touch: 3, because: .flow(FlowID(rawValue: 1)))
        let again = machine.refusal(repeatedFor: .goBack(in: .root), touch: 3).map { "\($0)" } ?? "nil"
        let other = machine.refusal(repeatedFor: .goBack(in: .root), touch: 4).map { "\($0)" } ?? "nil"
        return "\(again), \(other)"
      }, returns: "flow 1 refuses it, nil", after: "idle", shows: [0, 1]),
    // a screen leaving, an alert taken away
    Row(
      from: .idle, event: "a screen leaving",
      send: { "\($0.leavingBeginsUserTransition(1)) \($0.leavingBeginsUserTransition(0))" },
      returns: "true false", after: "idle", shows: [0, 1]),
    Row(
      from: .waiting, event: "the top screen leaving",
      send: { "\($0.leavingBeginsUserTransition(2)) \($0.leavingBeginsUserTransition(1))" },
      returns: "false false", after: "waiting", shows: [0, 1, 2]),
    Row(
      from: .idle, event: "an alert's dismissal",
      send: { machine in
        let none = machine.dismissal(ofAlert: alert.id)
        machine = showing(underAlert)
        let shown = machine.dismissal(ofAlert: alert.id)
        let other = machine.dismissal(ofAlert: AlertID(rawValue: 8))
        return [none, shown, other].map { $0.map { "\($0)" } ?? "nil" }.joined(separator: ", ")
      }, returns: "nil, dismissed alert 7, nil", after: "idle", shows: [0, 1]),
  ]

  @Test(arguments: rows)
  func everyEventInEveryPhase(_ row: Row) {
    var machine = Self.machine(in: row.from)
    let returned = row.send(&machine)
    #expect(returned == row.returns)
    #expect(Self.phase(of: machine) == row.after)
    #expect(Self.ids(machine.shown) == row.shows)
  }

  @Test("every phase has rows for the step, its signals, the watchdog and the user")
  func everyPhaseIsCovered() {
    let covered = Set(Self.rows.map(\.from))
    #expect(covered == Set(Phase.allCases))
  }

  // MARK: What the user may do

  static let alert = NavigationAlert(id: AlertID(rawValue: 7), title: "Sure?", buttons: [NavigationAlert.Button("OK")])

  /// A machine that shows `state`.
  static func showing(_ state: NavigationState) -> HostSessionMachine {
    var machine = HostSessionMachine()
    while machine.plan(toward: state, capabilities: .all) != nil {
      _ = machine.startHeldStep()
      _ = machine.hostDidShow(.now)
    }
    return machine
  }

  struct Attempt: Sendable, CustomTestStringConvertible {
    let on: String
    let state: NavigationState
    let attempt: UserAttempt
    let answer: String
    var testDescription: String { "\(attempt) on \(on)" }
  }

  static var tabs: NavigationState {
    NavigationState(
      unchecked: .tabs([Tab(id: "a", stack: [list, detail]), Tab(id: "b", stack: [more])], selectedIndex: 0),
      modals: [])
  }

  static var underAlert: NavigationState {
    var state = state(list, detail)
    state.alert = alert
    return state
  }

  static let attempts: [Attempt] = [
    Attempt(on: "a stack", state: state(list, detail), attempt: .goBack(), answer: "popped to screen 0"),
    Attempt(on: "a root", state: state(list), attempt: .goBack(), answer: "there is nothing to go back to"),
    Attempt(
      on: "an alert", state: underAlert, attempt: .goBack(), answer: "alert 7 covers the screen: answer it first"),
    Attempt(
      on: "an alert", state: underAlert, attempt: .popBack(to: 0), answer: "alert 7 covers the screen: answer it first"),
    Attempt(
      on: "an alert", state: underAlert, attempt: .swipeDown(), answer: "alert 7 covers the screen: answer it first"),
    Attempt(on: "a stack", state: state(list, detail, more), attempt: .popBack(to: 0), answer: "popped to screen 0"),
    Attempt(
      on: "a stack", state: state(list, detail), attempt: .popBack(to: 1), answer: "there is nothing to go back to"),
    Attempt(
      on: "a stack under a sheet", state: state(list, detail, sheet: true), attempt: .goBack(in: .root),
      answer: "the root stack is not on top"),
    Attempt(
      on: "a sheet", state: state(list, sheet: true), attempt: .swipeDown(), answer: "dismissed the layer of screen 100"
    ),
    Attempt(on: "no sheet", state: state(list), attempt: .swipeDown(), answer: "no modal layer is shown"),
    Attempt(on: "tabs", state: tabs, attempt: .tapTab("b"), answer: "selected tab \"b\""),
    Attempt(on: "tabs", state: tabs, attempt: .tapTab("a"), answer: "reselected tab \"a\""),
    Attempt(on: "tabs", state: tabs, attempt: .tapTab("c"), answer: "there is no tab \"c\""),
    Attempt(
      on: "a stack", state: state(list), attempt: .tapTab("a"), answer: "the root is a single stack: there are no tabs"),
    Attempt(on: "a stack", state: state(list), attempt: .returnToSidebar, answer: "there is nothing to go back to"),
  ]

  @Test(arguments: attempts)
  func whatTheUserMayDo(_ row: Attempt) {
    let answer: String
    switch Self.showing(row.state).gesture(for: row.attempt) {
    case .success(let gesture): answer = "\(gesture)"
    case .failure(let refusal): answer = "\(refusal)"
    }
    #expect(answer == row.answer)
  }

  @Test("nothing shown offers nothing")
  func nothingShown() {
    #expect(throws: UserAttemptRefusal.nothingShown) { try HostSessionMachine().gesture(for: .goBack()).get() }
  }
}

extension HostSessionMachineTests {
  @Test("the tab list is offered where a tap on the selected tab is")
  func theTabList() {
    #expect(Self.showing(Self.tabs).offersTabList)
    #expect(!Self.showing(Self.state(Self.list)).offersTabList)
    var underAlert = Self.tabs
    underAlert.alert = Self.alert
    #expect(!Self.showing(underAlert).offersTabList)
  }
}

/// Every bounded wait answers its timer by one rule: the step in flight, a step held by the
/// user's transition, presentations waiting for one leaving.
extension HostSessionMachineTests {
  /// What waits, in the rows below.
  enum BoundedWaiter: String, CaseIterable, Sendable {
    case stepInFlight, usersTransition, leavingPresentation
  }

  /// A machine where `waiter` waits, bounded, and who waits in the machine's words. The user's
  /// transition is slow when its host says it still runs (`runs`), lost when it does not.
  static func waiting(_ waiter: BoundedWaiter) -> (HostSessionMachine, HostSessionMachine.Waiter) {
    switch waiter {
    case .stepInFlight:
      return (machine(in: .waiting), .step)
    case .usersTransition:
      var machine = machine(in: .held)
      _ = machine.userTransitionBegan(HostSignal("swipe"))
      return (machine, .step)
    case .leavingPresentation:
      var machine = machine(in: .idle)
      machine.presentationLeaves(signalled: true)
      return (machine, .presentations)
    }
  }

  /// What a timeout did, in words every waiter shares.
  static func answer(_ timeout: HostSessionMachine.Timeout?) -> String {
    switch timeout {
    case .waitAgain?: "slow"
    case .lost?, .userTransitionLost?, .presentationLost?: "lost"
    case .stepTimePassed?, .presentationLeft?: "passed"
    case nil: "nothing"
    }
  }

  @Test("every bounded wait is slow after one timeout and lost after two", arguments: BoundedWaiter.allCases)
  func slowThenLost(_ waiter: BoundedWaiter) throws {
    var (machine, who) = Self.waiting(waiter)
    let armedOrNil = machine.armWatchdog(who)
    let armed = try #require(armedOrNil)
    let first = machine.watchdogFired(timer: armed.timer, userTransitionRuns: true)
    guard case .waitAgain(let again)? = first else {
      Issue.record("one timeout: \(String(describing: first))")
      return
    }
    let second = machine.watchdogFired(timer: again, userTransitionRuns: false)
    let waitEnded = machine.armWatchdog(who) == nil
    #expect("\(Self.answer(first)), \(Self.answer(second)); ended \(waitEnded)" == "slow, lost; ended true")
  }

  @Test("no bounded wait counts while the scene is inactive", arguments: BoundedWaiter.allCases)
  func notWhileInactive(_ waiter: BoundedWaiter) throws {
    var (machine, who) = Self.waiting(waiter)
    let armedOrNil = machine.armWatchdog(who)
    let timer = try #require(armedOrNil).timer
    machine.hold(.sceneInactive)
    let fired = machine.watchdogFired(timer: timer, userTransitionRuns: true)
    let armedInactive = machine.armWatchdog(who)
    machine.release(.sceneInactive)
    let againOrNil = machine.armWatchdog(who)
    let again = try #require(againOrNil)
    let firedActive = machine.watchdogFired(timer: again.timer, userTransitionRuns: true)
    #expect(
      "\(Self.answer(fired)), armed \(armedInactive != nil); active: \(Self.answer(firedActive))"
        == "nothing, armed false; active: slow")
  }

  /// `list` under sheets of identifiers `ids`, each a layer of its own.
  static func layered(_ ids: [Int]) -> NavigationState {
    let layers = ids.map {
      ModalLayer([Screen(id: ScreenID(rawValue: $0), route: TestRoute("sheet \($0)"), presentation: .modal(.sheet()))])
    }
    return NavigationState(unchecked: .stack([list]), modals: layers)
  }

  /// Shows every step the machine plans toward `desired`, each completed at once, up to `limit`
  /// steps; returns the steps shown.
  static func show(toward desired: NavigationState, on machine: inout HostSessionMachine, limit: Int = 10) -> [String] {
    var shown: [String] = []
    while shown.count < limit, let step = machine.plan(toward: desired, capabilities: .all) {
      _ = machine.startHeldStep()
      _ = machine.hostDidShow(.now)
      shown.append("\(step)")
    }
    return shown
  }

  @Test("a plan of several steps goes on step by step, and is made again when what is desired changes")
  func keptPlan() {
    var machine = HostSessionMachine()
    let three = Self.layered([100, 101, 102])
    let first = Self.show(toward: three, on: &machine, limit: 2)
    #expect(first.count == 2 && first[1].hasPrefix("present"), "\(first)")
    // What is desired changes after two steps: the rest of the first plan is not shown.
    let other = Self.layered([100, 103])
    let rest = Self.show(toward: other, on: &machine)
    #expect(Self.ids(machine.confirmed) == [0, 100, 103], "\(rest)")
    #expect(machine.confirmed == other)
    #expect(!rest.contains { $0.contains("102") }, "\(rest)")
  }

  @Test("a plan the first layout drops is made again from its first step")
  func planDroppedByFirstLayout() {
    var machine = HostSessionMachine()
    let two = Self.layered([100, 101])
    let first = machine.plan(toward: two, capabilities: .all)
    let nothingShown = machine.firstLayout(at: .compact)
    #expect(nothingShown)
    // The width left what is desired as it was (the same version): nothing is shown yet, so the
    // next plan starts with the step the first layout dropped, not with the step after it.
    let again = machine.plan(toward: two, capabilities: .all)
    #expect(again == first, "\(String(describing: again)) after \(String(describing: first))")
    // It shows over nothing, as planned: it is not dropped (a host's fallback) for a step that
    // does not fit what is shown.
    let start = machine.startHeldStep()
    guard case .show? = start else {
      Issue.record("\(String(describing: start))")
      return
    }
    _ = machine.hostDidShow(.now)
    let steps = Self.show(toward: two, on: &machine)
    #expect(machine.confirmed == two, "\(steps)")
  }

  @Test("a gesture in the middle of a plan makes the next one from what the user left")
  func planAfterGesture() {
    var machine = HostSessionMachine()
    let three = Self.layered([100, 101, 102])
    _ = Self.show(toward: three, on: &machine, limit: 3)
    #expect(Self.ids(machine.confirmed) == [0, 100, 101])
    // The user dismisses the second layer before the third is presented: the next plan starts
    // from one layer, and presents the two others again.
    _ = machine.userDid(.dismissedLayer(101))
    #expect(Self.ids(machine.confirmed) == [0, 100])
    let rest = Self.show(toward: three, on: &machine)
    #expect(rest.count == 2, "\(rest)")
    #expect(machine.confirmed == three)
  }
}

extension HostSessionMachine {
  /// `planStep` with the planned step handed out, for the table's rows to print.
  fileprivate mutating func plan(toward desired: NavigationState, capabilities: HostCapabilities) -> HostStep? {
    planStep(toward: desired, capabilities: capabilities) ? heldStep : nil
  }
}

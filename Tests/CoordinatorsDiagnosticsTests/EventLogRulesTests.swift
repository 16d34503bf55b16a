@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsDiagnostics
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// The event log's reader refuses the alerts and layouts the commands refuse, and what follows an
/// alert is read, never dropped: a state read back satisfies `invariantViolations()`.
@MainActor
@Suite("Reading an event log: alerts and layouts keep the state's rules", .hangLimit)
struct EventLogRulesTests {
  static let home = #"{"id":0,"route":{"type":"log","value":{"home":{}}}}"#

  /// A log whose header's state is `state`, an array's elements after the root stack.
  func header(_ elements: String, root: String = #"["stack",[\#(home)]]"#) -> Data {
    Data(#"{"eventLog":2,"routesVersion":1,"state":[\#(root)\#(elements.isEmpty ? "" : ",")\#(elements)]}"#.utf8)
  }

  func alert(id: String = "0", buttons: String = #"[{"title":"OK"}]"#) -> String {
    #"{"alert":{"id":\#(id),"owner":0,"style":"alert","title":"t","buttons":\#(buttons)}}"#
  }

  func readingError(_ data: Data) throws -> EventLogError {
    try #require(throws: EventLogError.self) { try EventLog(data: data, registry: EventLogFixtures.registry) }
  }

  func expectInvalidState(_ data: Data, saying text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let error = try readingError(data)
    guard case .invalidState(let message) = error.detail else {
      Issue.record("expected an invalid state, got \(error)", sourceLocation: sourceLocation)
      return
    }
    #expect(message.contains(text), "\(message)", sourceLocation: sourceLocation)
  }

  @Test func theProbesReproductionIsRefused() throws {
    let log =
      #"{"eventLog":2,"routesVersion":1,"state":[["stack",[{"id":0,"route":{"type":"log","value":{"home":{}}}}]],{"alert":{"id":-1,"owner":0,"style":"alert","title":"t","buttons":[]}},"anything"]}"#
    #expect(throws: EventLogError.self) { try EventLog(data: Data(log.utf8), registry: EventLogFixtures.registry) }
  }

  @Test func aValidAlertReads() throws {
    let log = try EventLog(data: header(alert()), registry: EventLogFixtures.registry)
    #expect(log.initialState.alert?.buttons == [NavigationAlert.Button("OK")])
  }

  @Test func anAlertWithoutButtonsIsRefused() throws {
    try expectInvalidState(header(alert(buttons: "[]")), saying: "alert 0 has no button")
  }

  @Test func anAlertWithTwoCancelButtonsIsRefused() throws {
    try expectInvalidState(
      header(alert(buttons: #"[{"title":"A","role":"cancel"},{"title":"B","role":"cancel"}]"#)),
      saying: "alert 0 has more than one cancel button")
  }

  @Test(arguments: ["-1", "\(Int.min)"])
  func anAlertWithANegativeIdentifierIsRefused(id: String) throws {
    try expectInvalidState(header(alert(id: id)), saying: "alert \(id) has a negative identifier")
  }

  @Test(
    "nothing may follow the alert",
    arguments: [
      #"[{"id":5,"modal":{"embedsNavigationStack":true,"isInteractiveDismissDisabled":false,"style":{"sheet":{"detents":[{"large":{}}],"grabber":"automatic"}}},"route":{"type":"log","value":{"sheet":{}}}}]"#,
      #"{"alert":{"id":1,"owner":0,"style":"alert","title":"u","buttons":[{"title":"OK"}]}}"#,
      #""garbage""#, #"{"x":1}"#, "[1,2,3]", "null",
    ])
  func anElementAfterTheAlertIsRefused(trailing: String) throws {
    let error = try readingError(header(alert() + "," + trailing))
    #expect(error.line == 1)
    guard case .malformedLine(let message) = error.detail else {
      Issue.record("expected a malformed line, got \(error)")
      return
    }
    #expect(message.contains("the alert is the last element of a state"))
  }

  static let tabs =
    #"["tabs",[{"id":"a","stack":[{"id":0,"route":{"type":"log","value":{"home":{}}}}]},{"id":"b","stack":[{"id":1,"route":{"type":"log","value":{"sheet":{}}}}]}],0]"#

  @Test(
    "only a collapsed split view shows its sidebar alone",
    arguments: [
      (#"{"collapsed":"sidebar"}"#, "tab bar"),
      (#"{"collapsed":"sidebar","width":"compact"}"#, "tab bar"),
      (#"{"collapsed":"sidebar","sections":["adaptive",2],"width":"compact"}"#, "tab bar"),
      (#"{"collapsed":"sidebar","sections":["sidebar",3]}"#, "split view (3 columns)"),
    ])
  func aSidebarShownAloneOutsideACollapsedSplitViewIsRefused(layout: String, appearance: String) throws {
    try expectInvalidState(
      header(layout, root: Self.tabs), saying: "the layout shows the sidebar alone, but the root shows as \(appearance)"
    )
  }

  @Test func aStackRootShowingTheSidebarAloneIsRefused() throws {
    try expectInvalidState(
      header(#"{"collapsed":"sidebar","width":"compact"}"#), saying: "the root shows as stack")
  }

  @Test func aCollapsedSplitViewShowingItsSidebarReads() throws {
    let log = try EventLog(
      data: header(#"{"collapsed":"sidebar","sections":["sidebar",2],"width":"compact"}"#, root: Self.tabs),
      registry: EventLogFixtures.registry)
    #expect(log.initialState.appearance == .collapsedSplitView(.sidebar))
  }

  @Test func aLinesStateIsCheckedAsTheHeadersIs() throws {
    var lines = EventLogFixtures.lines()
    let index = try #require(lines.firstIndex { $0.contains(#""navigation""#) && $0.contains(#"["stack",[2,2]]"#) })
    lines[index] = lines[index].replacingOccurrences(
      of: #"["stack",[2,2]]]"#,
      with: #"["stack",[2,2]],{"alert":{"id":0,"style":"alert","title":"t","buttons":[],"owner":0}}]"#)
    let error = try readingError(EventLogFixtures.data(lines))
    #expect(error.line == index + 1)
    #expect(error.description.contains("alert 0 has no button"))
  }

  @Test(
    "a host step's alert and layout keep the rules too",
    arguments: [
      (#"["showAlert",{"id":0,"owner":0,"style":"alert","title":"t","buttons":[]}]"#, "alert 0 has no button"),
      (
        #"["showAlert",{"id":-1,"owner":0,"style":"alert","title":"t","buttons":[{"title":"OK"}]}]"#,
        "alert -1 has a negative identifier"
      ),
      (
        #"["setLayout",{"collapsed":"sidebar","sections":["adaptive",2],"width":"compact"}]"#,
        "the layout shows the sidebar alone, but the root shows as tab bar"
      ),
      (
        #"["setRoot",["stack",[0]],{"collapsed":"sidebar","sections":["adaptive",2],"width":"compact"}]"#,
        "the layout shows the sidebar alone, but the root shows as tab bar"
      ),
    ])
  func aStepThatNoStateCouldAskForIsRefused(step: String, message: String) throws {
    let log = [
      String(decoding: header(""), as: UTF8.self), #"[0,1.0,"hostAttached"]"#, #"[1,1.0,"stepStarted",1,\#(step)]"#,
    ]
    let error = try readingError(EventLogFixtures.data(log))
    #expect(error.line == 3)
    #expect(error.description.contains(message), "\(error)")
  }

  @Test func aRecordedLogWithAlertsAndLayoutsReadsBack() throws {
    let navigator = Navigator(
      state: try NavigationState(
        root: .tabs(
          [
            Tab(id: "a", stack: [Screen(id: 0, route: LogRoute.home)]),
            Tab(id: "b", stack: [Screen(id: 1, route: LogRoute.sheet)]),
          ],
          selectedIndex: 0)))
    navigator.logsProblems = false
    let recorder = EventLogRecorder(navigator)
    let host = TestHost()
    navigator.attach(host)
    try navigator.apply(.setSectionLayout(.sidebar(.twoColumns)))
    #expect(host.resize(to: .compact))
    try navigator.apply(.showColumn(.sidebar))
    try navigator.apply(.showAlert(NavigationAlert(id: 0, title: "Sure?", buttons: [NavigationAlert.Button("OK")])))
    let lines = recorder.log.jsonLines(registry: EventLogFixtures.registry)
    let read = try EventLog(data: Data(lines.utf8), registry: EventLogFixtures.registry)
    #expect(read.navigatorEvents == recorder.log.navigatorEvents)
    #expect(read.states.last?.appearance == .collapsedSplitView(.sidebar))
    #expect(read.states.last?.alert?.title == "Sure?")
    for state in read.states { #expect(state.invariantViolations() == []) }
  }
}

extension EventLog {
  /// The state after each change, in order.
  var states: [NavigationState] {
    entries.compactMap { entry in
      if case .navigation(let event) = entry.event { event.after } else { nil }
    }
  }
}

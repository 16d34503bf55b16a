import Coordinators
import CoordinatorsTerminal
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Terminal windows: a new window is a printed note", .hangLimit)
struct TerminalWindowSystemTests {
  enum NoteRoute: Route, Codable {
    case home
    case note(Int)
  }

  @Test("a place meant for a new window prints where it would open, and the pane stays")
  func printsNote() throws {
    var registry = RouteRegistry()
    try registry.register(NoteRoute.self, key: "note")
    let directory = WindowDirectory(registry: registry) { "w" }
    var lines: [String] = []
    let system = TerminalWindowSystem { lines.append($0) }
    directory.system = system
    let navigator = Navigator(root: NoteRoute.home)
    try directory.connect(navigator)
    let before = navigator.state
    #expect(try navigator.openWindow(showing: [NoteRoute.note(3)]) == .newWindow(system.openedWindows[0]))
    #expect(lines == [#"[new window] note: {"note":{"_0":3}}"#])
    #expect(navigator.state == before)
    system.opensWindows = false
    #expect(try navigator.openWindow(showing: [NoteRoute.note(4)]) == .currentWindow(.singleWindowPlatform))
    #expect(navigator.state.topScreen.route == AnyRoute(NoteRoute.note(4)))
  }
}

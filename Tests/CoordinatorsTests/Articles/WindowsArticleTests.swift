import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

// The Linux-compiled code of the article Windows, Handoff and Previews
// (Sources/Coordinators/Documentation.docc/WindowsHandoffAndPreviews.md), as it is printed
// there, and the behaviour the article describes. Keep the two in step.
enum WindowsArticle {
  enum NotesRoute: Route, Codable {
    case list
    case note(Int)
  }

  enum EditorRoute: Route, Codable {
    case text
    case history
  }

  @MainActor final class NotesCoordinator: Coordinator {
    let flow = Flow<NotesRoute>()
    func start() { flow.show(.list) }
    func child(for route: NotesRoute) -> ChildFlow? {
      if case .note = route { return .flow(EditorCoordinator()) }
      return nil
    }
  }

  @MainActor final class EditorCoordinator: Coordinator {
    let flow = Flow<EditorRoute>()
    func start() { flow.show(.text) }
  }

  @MainActor static func makeWindows() throws -> WindowDirectory {
    var routes = RouteRegistry()
    try routes.register(NotesRoute.self, key: "notes")
    try routes.register(EditorRoute.self, key: "editor")
    // One window per note: a note that is open already comes forward instead of opening twice.
    let onePerNote = WindowRule.oneWindow(per: NotesRoute.self) { route in
      if case .note(let id) = route { "note-\(id)" } else { nil }
    }
    return WindowDirectory(registry: routes, rule: onePerNote)
  }

  @MainActor static func openNote(_ id: Int, from navigator: Navigator) throws -> String {
    switch try navigator.openWindow(showing: [NotesRoute.note(id), EditorRoute.history]) {
    case .newWindow: "a new window"
    case .existingWindow: "the note's window walked there and came forward"
    case .currentWindow(let fallback): "shown here: \(fallback)"
    }
  }

  struct NoteLink: Decodable { var id: Int }

  @MainActor static func continuity(for navigator: Navigator, routes: RouteRegistry) throws {
    // A link is published only when a pattern of the navigator's links matches it.
    navigator.deepLinks = try DeepLinkRouter([
      DeepLink("notes://notes/{id:int}", parameters: NoteLink.self) { [NotesRoute.note($0.id)] }
    ])
    var rules = ActivityRules(activityType: "com.example.notes.browse", registry: routes)
    // The rule reads the whole place: the note that opened the editor sits below its screens.
    rules.publish { place in
      guard case .note(let id)? = place.last(NotesRoute.self) else { return nil }
      if place.top == AnyRoute(EditorRoute.history) {
        // No link leads to the history: the navigation travels as a payload.
        return ActivityContent(title: "History of note \(id)", allowsPayload: true)
      }
      return ActivityContent(
        title: "Note \(id)", linkPattern: "notes://notes/{id:int}", values: ["id": .int(id)],
        isEligibleForSearch: true)
    }
    // A payload carries the whole navigation: each of its routes must be allowed to travel.
    rules.allowInPayload(NotesRoute.self)
    rules.allowInPayload(EditorRoute.self)
    navigator.activities = rules
  }
}

@MainActor
@Suite("Article: Windows, Handoff and Previews", .hangLimit)
struct WindowsArticleTests {
  typealias A = WindowsArticle

  @Test("one window per note; an iPhone shows the note in the window that asked")
  func oneWindowPerNote() throws {
    let windows = TestWindows(directory: try A.makeWindows()) { Navigator(root: A.NotesCoordinator()) }
    let first = windows.openFirstWindow().navigator
    #expect(try A.openNote(7, from: first) == "a new window")
    #expect(try A.openNote(7, from: first) == "the note's window walked there and came forward")
    #expect(windows.openedWindows.count == 1)
    windows.opensWindows = false
    #expect(try A.openNote(8, from: first) == "shown here: the platform shows one window only")
  }

  @Test("a note's place is published as its searchable link, wherever its editor is")
  func aNoteIsPublishedAsItsLink() throws {
    let routes = try A.makeWindows().registry
    let source = Navigator(root: A.NotesCoordinator())
    source.attach(TestHost())
    try A.continuity(for: source, routes: routes)
    #expect(source.currentActivity == nil)  // the list: no note
    try source.navigate(to: [A.NotesRoute.note(3)])
    let activity = try #require(source.currentActivity)
    #expect(activity.title == "Note 3")
    #expect(activity.link == URL(string: "notes://notes/3"))
    #expect(activity.payload == nil)
    #expect(activity.isEligibleForSearch)
  }

  @Test("the history travels as a payload of allowed routes only, and is continued in another scene")
  func theHistoryIsContinued() async throws {
    let routes = try A.makeWindows().registry
    let source = Navigator(root: A.NotesCoordinator())
    source.attach(TestHost())
    try A.continuity(for: source, routes: routes)
    try source.navigate(to: [A.NotesRoute.note(3), A.EditorRoute.history])
    let activity = try #require(source.currentActivity)
    #expect(activity.title == "History of note 3")
    #expect(activity.link == nil)
    // What leaves the scene, route by route: nothing else.
    #expect(
      activity.payloadRoutes(registry: routes) == [
        AnyRoute(A.NotesRoute.note(3)), AnyRoute(A.NotesRoute.list), AnyRoute(A.EditorRoute.text),
        AnyRoute(A.EditorRoute.history),
      ])
    let target = Navigator(root: A.NotesCoordinator())
    target.attach(TestHost())
    try A.continuity(for: target, routes: routes)
    try await target.continueActivity(activity)
    #expect(target.state.topScreen.route == AnyRoute(A.EditorRoute.history))
    let other = NavigationActivity(activityType: "com.example.other", payload: activity.payload)
    await #expect(throws: WindowError(.unknownActivityType("com.example.other"))) {
      try await target.continueActivity(other)
    }
    #expect(
      WindowError(.unknownActivityType("com.example.other")).description
        == "cannot continue an activity of type com.example.other: the navigator's activity rules continue another type"
    )
  }
}

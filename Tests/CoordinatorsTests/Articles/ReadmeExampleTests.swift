import Coordinators
import CoordinatorsTesting
import TestSupport
import Testing

// The example of README.md, as it is printed there, and what the README says of it. Keep the
// two in step.
enum ReadmeExample {
  enum ShapesRoute: Route { case list, colors }
  enum ColorRoute: Route { case palette, shades }

  @MainActor final class ShapesCoordinator: Coordinator {
    let flow = Flow<ShapesRoute>()
    var accent = "black"

    func start() { flow.show(.list) }

    func child(for route: ShapesRoute) -> ChildFlow? {  // a flow route starts a child flow
      route == .colors ? .flow(ColorsCoordinator()) : nil
    }

    func pickAccent() async {  // a typed result; a sheet swiped down gives .cancelled
      if case .finished(let color) = await flow.run(ColorsCoordinator(), as: .sheet()) { accent = color }
    }
  }

  @MainActor final class ColorsCoordinator: Coordinator {
    typealias Output = String
    let flow = Flow<ColorRoute>()

    func start() { flow.show(.palette) }
    func choose(_ color: String) { finish(with: color) }
  }
}

extension ReadmeExample {
  @MainActor
  @Suite("README: the example does what the README says", .hangLimit)
  struct Tests {
    @Test("a walk starts the child flow on the way, in one change")
    func walk() throws {
      let navigator = Navigator(root: ShapesCoordinator())
      navigator.expectNoProblems()
      var events = 0
      navigator.observe(NavigationEvent.self) { _ in events += 1 }
      try navigator.navigate(to: [ShapesRoute.colors, ColorRoute.shades])
      #expect(events == 1)
      expectState(
        navigator,
        """
        stack
          0 ShapesRoute.list  [flow 0]
          1 ColorRoute.palette  [flow 1]
          2 ColorRoute.shades  [flow 1]
        """)
    }

    @Test("the user's back swipes reach the navigator, and the child flow is released with its last screen")
    func backSwipes() throws {
      let navigator = Navigator(root: ShapesCoordinator())
      let host = TestHost()
      navigator.attach(host)
      try navigator.navigate(to: [ShapesRoute.colors, ColorRoute.shades])
      weak let colors = navigator.coordinators(ofType: ColorsCoordinator.self).last
      #expect(host.swipeBack())
      #expect(colors != nil)
      #expect(host.swipeBack())
      #expect(colors == nil)
      #expect(navigator.flowCount == 1)
    }

    @Test("pickAccent gets the color the child finishes with, and nothing when it is swiped down")
    func typedResult() async throws {
      let shapes = ShapesCoordinator()
      let navigator = Navigator(root: shapes)
      let host = TestHost()
      navigator.attach(host)
      let swiped = Task { await shapes.pickAccent() }
      await navigator.settle()
      #expect(host.swipeDown())
      await swiped.value
      #expect(shapes.accent == "black")

      let picking = Task { await shapes.pickAccent() }
      await navigator.settle()
      try #require(navigator.coordinators(ofType: ColorsCoordinator.self).last).choose("teal")
      await picking.value
      #expect(shapes.accent == "teal")
    }
  }
}

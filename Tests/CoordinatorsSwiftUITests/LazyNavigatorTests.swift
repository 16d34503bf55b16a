@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
import CoordinatorsTesting
import TestSupport
import Testing

@MainActor
private final class CountingCoordinator: Coordinator {
  static var starts = 0
  let flow = Flow<TestRoute>()
  func start() {
    Self.starts += 1
    flow.show(TestRoute("inbox"))
  }
}

@MainActor
@Suite("LazyNavigator: one navigator per view, however often SwiftUI makes the view's value", .hangLimit)
struct LazyNavigatorTests {
  @Test func makingAHolderBuildsNoNavigatorAndReadingItBuildsOneOnce() {
    var builds = 0
    let navigation = LazyNavigator {
      builds += 1
      return Navigator(root: TestRoute("inbox"))
    }
    #expect(builds == 0 && !navigation.isMade, "making the holder builds nothing")
    let first = navigation.navigator
    let second = navigation.navigator
    #expect(builds == 1)
    #expect(first === second)
    #expect(navigation.isMade)
  }

  @Test func theHoldersSwiftUIThrowsAwayStartNoCoordinator() {
    // SwiftUI makes a view's value, and so the initial value of its `@State`, many times and
    // keeps the first; only the kept holder's navigator is ever read.
    CountingCoordinator.starts = 0
    let kept = LazyNavigator { Navigator(root: CountingCoordinator()) }
    for _ in 0..<5 { _ = LazyNavigator { Navigator(root: CountingCoordinator()) } }
    #expect(CountingCoordinator.starts == 0)
    #expect(kept.navigator.state.topScreen.route == AnyRoute(TestRoute("inbox")))
    _ = kept.navigator
    #expect(CountingCoordinator.starts == 1)
  }

  @Test func theHolderLetsGoOfWhatItsClosureCapturedOnceItHasBuilt() {
    final class Captured {}
    var captured: Captured? = Captured()
    weak let released = captured
    let navigation = LazyNavigator { [captured] in
      _ = captured
      return Navigator(root: TestRoute("inbox"))
    }
    captured = nil
    #expect(released != nil, "the closure holds it until it has run")
    _ = navigation.navigator
    #expect(released == nil)
  }

  @Test func aHolderIsMadeOffTheMainActorAsAViewsPropertyIsWithTheIOS17SDK() async {
    let navigation = await Self.makeOffTheMainActor()
    #expect(!navigation.isMade)
    #expect(navigation.navigator.state.topScreen.route == AnyRoute(TestRoute("inbox")))
  }

  /// A view's stored property initializer, where the iOS 17 SDK isolates only `body`.
  nonisolated private static func makeOffTheMainActor() async -> LazyNavigator {
    LazyNavigator { Navigator(root: TestRoute("inbox")) }
  }
}

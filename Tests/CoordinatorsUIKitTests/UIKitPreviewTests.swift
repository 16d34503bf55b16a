import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

/// A tab of ``TestRoute`` screens; a route named "sheet…" comes up in a sheet.
@MainActor
private final class PreviewTabCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  func start() { flow.show("home") }
  func presentation(for route: TestRoute) -> Presentation { route.name.hasPrefix("sheet") ? .sheet() : .push }
}

/// Two tabs, each with its own flow.
@MainActor
private final class PreviewTabsCoordinator: Coordinator {
  let flow = Flow<Never>()
  func start() {
    flow.showTabs([TabFlow("first", PreviewTabCoordinator()), TabFlow("second", PreviewTabCoordinator())])
  }
}

@MainActor
@Suite("UIKit previews: the host model of UIKitHost.preview", .hangLimit)
struct UIKitPreviewTests {
  /// Whether each call the model made animates, with the call's name.
  func animations(_ uiKit: FakeUIKit) -> [(String, Bool)] {
    uiKit.actions.compactMap { action in
      switch action {
      case .setViewControllers(_, let stack, let animated, _): ("stack \(stack)", animated)
      case .present(let layer, let animated): ("present \(layer.index)", animated)
      case .dismiss(let index, let animated): ("dismiss \(index)", animated)
      case .setColumn(_, let column, let animated): ("column \(column)", animated)
      default: nil
      }
    }
  }

  @Test("a preview's model shows the walk's state, each modal layer once the root is on screen, nothing animated")
  func showsTheWalkUnanimated() async throws {
    let walk: [any Route] = [TestRoute("detail"), TestRoute("sheet"), TestRoute("sheet 2")]
    let navigator = Navigator(root: PreviewTabsCoordinator())
    try navigator.prepareForPreview(at: .routes(walk))
    let uiKit = FakeUIKit()
    uiKit.model.animatesSteps = false
    navigator.attach(uiKit.model)
    for _ in 0..<10 where uiKit.isTransitioning { uiKit.finishTransitions() }
    #expect(navigator.isIdle)
    #expect(navigator.renderedState == navigator.state)
    #expect(uiKit.misuse == [])
    let calls = animations(uiKit)
    #expect(calls.map(\.0) == ["present 0", "present 1"])
    #expect(calls.allSatisfy { !$0.1 }, "\(calls)")

    let walked = Navigator(root: PreviewTabsCoordinator())
    walked.attach(TestHost())
    try walked.navigate(to: walk)
    await walked.waitUntilIdle()
    #expect(navigator.state == walked.renderedState)
  }

  @Test("later steps of a preview do not animate either; a plain host's do")
  func laterStepsUnanimated() throws {
    for animates in [false, true] {
      let navigator = Navigator(root: PreviewTabsCoordinator())
      let uiKit = FakeUIKit()
      uiKit.model.animatesSteps = animates
      navigator.attach(uiKit.model)
      uiKit.finishTransitions()
      let tab = try #require(navigator.coordinators(ofType: PreviewTabCoordinator.self).first)
      tab.flow.show("pushed")
      uiKit.finishTransitions()
      tab.flow.show("sheet")
      uiKit.finishTransitions()
      tab.flow.dismiss()
      uiKit.finishTransitions()
      #expect(navigator.isIdle)
      let calls = animations(uiKit)
      #expect(calls.map(\.0) == ["stack \(StackLocation.tab("first"))", "present 0", "dismiss 0"])
      #expect(calls.allSatisfy { $0.1 == animates }, "\(calls)")
    }
  }
}

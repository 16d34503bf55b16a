import Coordinators

/// A scripted walk through the Shapes example: the taps its views report, back swipes, a
/// sheet swiped down and a deep link, driven through the example's coordinators and a host
/// that logs each step it performs.
///
/// It shows the engine at work until the example runs interactively in a terminal.
@MainActor
public enum ShapesTour {
  /// Runs the tour and returns what it printed, line by line.
  public static func run() async -> [String] {
    var transcript: [String] = []
    let navigator = ShapesApp.makeNavigator()
    navigator.errorHandler = { transcript.append("  rejected: \($0)") }
    navigator.unhandledActionHandler = { action, _ in transcript.append("  unhandled: \(action)") }
    navigator.addObserver { event in
      if case .user = event.cause { transcript.append("  event: \(event.cause)") }
    }
    navigator.addFlowObserver { transcript.append("  flow: \($0)") }
    let host = LoggingHost { transcript.append("  host: \($0)") }
    transcript.append("> launch")
    navigator.attach(host)
    await navigator.waitUntilIdle()

    func step(_ title: String, _ action: () -> Void) async {
      transcript.append("> \(title)")
      action()
      await navigator.waitUntilIdle()
    }
    func tap(_ title: String, _ action: any CoordinatorAction) async {
      await step("tap \(title)") { navigator.send(action, from: navigator.state.topScreen.id) }
    }
    await tap("Simple Shapes", ShapesAction.showSimpleShapes)
    await tap("Circle", ShapesAction.select(.simple(.circle)))
    await step("swipe back") { host.swipeBack() }
    await tap("Done", StandardAction.done)
    await tap("Custom Shapes", ShapesAction.showCustomShapes)
    await tap("Star", ShapesAction.select(.custom(.star)))
    await tap("Back to the list", ShapesAction.backToList)
    await tap("Featured", ShapesAction.showFeatured)
    await step("swipe the sheet down") { host.swipeDown() }
    await step("swipe back off the custom shapes list") { host.swipeBack() }
    await step("open a link to the star") {
      do {
        try navigator.navigate(to: [ShapesRoute.customShapes, CustomShapesRoute.shape(.star)])
      } catch {
        transcript.append("  rejected: \(error)")
      }
    }
    transcript.append("> the tree")
    transcript += navigator.treeDescription.split(separator: "\n").map { "  " + $0 }
    await tap("Cancel", StandardAction.cancel)
    return transcript
  }
}

import Coordinators

/// A scripted walk through the Shapes example: taps, a back swipe and a sheet swiped down,
/// driven through a real navigator and a host that logs each step it performs.
///
/// It shows the engine at work until the example runs interactively in a terminal.
@MainActor
public enum ShapesTour {
  /// Runs the tour and returns what it printed, line by line.
  public static func run() async -> [String] {
    var transcript: [String] = []
    let navigator = Navigator(root: ShapesRoute.list)
    navigator.errorHandler = { transcript.append("rejected: \($0)") }
    navigator.addObserver { event in transcript.append("  event: \(event.cause)") }
    let host = LoggingHost { transcript.append("  host: \($0)") }
    navigator.attach(host)
    await navigator.waitUntilIdle()

    func act(_ title: String, _ action: () -> Void) async {
      transcript.append("> \(title)")
      action()
      await navigator.waitUntilIdle()
    }
    await act("tap Simple Shapes") { navigator.push(ShapesRoute.simpleShapes) }
    await act("tap Circle") { navigator.push(ShapesRoute.shape(.circle)) }
    await act("swipe back") { host.swipeBack(on: navigator) }
    await act("tap Done (pop to the list)") { navigator.popToRoot() }
    await act("tap Custom Shapes, then Star, in one transaction") {
      let custom = navigator.makeScreen(ShapesRoute.customShapes)
      let star = navigator.makeScreen(ShapesRoute.shape(.star))
      do {
        try navigator.apply([.push([custom]), .push([star])])
      } catch {
        transcript.append("rejected: \(error)")
      }
    }
    await act("tap Featured") {
      navigator.present(ShapesRoute.featured(.star), as: .sheet(detents: [.medium, .large], grabber: .visible))
    }
    await act("tap Back while the sheet is up (pops go to the top-most stack: the sheet's)") { navigator.pop() }
    await act("swipe the sheet down") { host.swipeDown(on: navigator) }
    await act("tap Back twice") { navigator.pop(count: 2) }
    await act("tap Back on the list (nothing to pop)") { navigator.pop() }
    transcript.append("> the tree")
    transcript += navigator.treeDescription.split(separator: "\n").map { "  " + $0 }
    return transcript
  }
}

/// A host that performs each step at once and logs it; it plays the user's gestures the way a
/// real host reports them.
@MainActor
final class LoggingHost: NavigationHost {
  let capabilities = HostCapabilities.all
  private let log: (String) -> Void
  private var shown: NavigationState?

  init(log: @escaping (String) -> Void) {
    self.log = log
  }

  func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    log(step.description)
    shown = try? NavigationState.rendering(step, onto: shown)
    completion()
  }

  func swipeBack(on navigator: Navigator) {
    guard let target = shown?.screenBelowTop, follow(.popped(to: target.id)) else { return }
    navigator.userDidPop(to: target.id)
  }

  func swipeDown(on navigator: Navigator) {
    guard let layer = shown?.modals.last, follow(.dismissedLayer(layer.id)) else { return }
    navigator.userDidDismissLayer(layer.id)
  }

  /// Shows what the gesture leaves; returns whether it fitted what was shown.
  private func follow(_ gesture: UserGesture) -> Bool {
    guard let next = shown?.applyingUserGesture(gesture) else { return false }
    shown = next
    return true
  }
}

@_spi(Hosts) import Coordinators
@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
@_spi(Hosts) import CoordinatorsTesting
import NavigationFixtures

// What the SwiftUI host benchmarks measure, without the benchmark tool, so that the callgrind
// driver of docs/Benchmarks.md can run the same code.

/// A navigator of `depth` screens on its root stack, attached to a `SwiftUIHost` that has
/// shown them all, whose steps the benchmark completes by sending the views' signals; or, for
/// comparison, attached to an `CompletingHost` that completes every step at once.
@MainActor
final class HostModelFixture {
  let navigator: Navigator
  /// The SwiftUI host, or `nil` for the comparison with a host that does nothing.
  let host: SwiftUIHost?

  init(depth: Int, swiftUI: Bool) {
    navigator = Navigator(root: TestRoute("root"))
    for index in 1..<depth { navigator.push(TestRoute("screen \(index)")) }
    if swiftUI {
      // A watchdog that never fires: every step here ends by its signal, and a sleeping task
      // per step would pile up over millions of iterations.
      let host = SwiftUIHost(watchdog: .init(schedule: { _, _ in }))
      navigator.attach(host)
      // The views report the scene's phase for each navigator they show: until then, steps wait.
      host.scenePhaseChanged(active: true)
      // The first step shows the whole stack; it ends when its top screen appears.
      if let top = navigator.session?.shown?.topScreen.id { host.screenDidAppear(top) }
      self.host = host
    } else {
      navigator.attach(CompletingHost())
      host = nil
    }
  }

  /// The root stack's model, as the views bind to it.
  var rootStack: StackModel? {
    if case .stack(let stack)? = host?.rootModel { stack } else { nil }
  }

  /// The screen the host shows on top.
  var top: ScreenID? { host == nil ? nil : navigator.session?.shown?.topScreen.id }

  /// The signals UIKit sends when a transition from `old` to `new` on top ends:
  /// `viewDidDisappear(_:)` of the screen that went, `viewDidAppear(_:)` of the one that came.
  func transitionEnded(from old: ScreenID?, to new: ScreenID?) {
    guard let host, let old, let new else { return }
    host.screenDidDisappear(old)
    host.screenDidAppear(new)
  }

  /// One push by a command, then one pop by a command, each step completed by its signals.
  func pushThenPop() {
    let below = top
    navigator.push(TestRoute("top"))
    let pushed = top
    transitionEnded(from: below, to: pushed)
    navigator.pop()
    transitionEnded(from: pushed, to: below)
  }

  /// The path SwiftUI writes when the user goes back one screen: the rendered path without its
  /// last identifier (SwiftUI builds it; the benchmarks build it outside what they measure
  /// when they can).
  func pathAfterBackSwipe() -> [ScreenID] {
    guard let stack = rootStack else { return [] }
    var path = stack.path
    path.removeLast()
    return path
  }

  /// The user's pop, as the binding setter receives it (`written`, from ``pathAfterBackSwipe()``),
  /// with its signals; then the push back by a command, completed by its signals. With the
  /// comparison host, the navigator is told of the pop directly.
  func userPopThenPush(written: [ScreenID]) {
    if let stack = rootStack {
      let popped = stack.top
      stack.path = written
      transitionEnded(from: popped, to: stack.top)
    } else if let root = navigator.state.stack(at: .root), root.count >= 2 {
      navigator.session?.userDid(.popped(to: root[root.count - 2].id))
    }
    let below = top
    navigator.push(TestRoute("top"))
    transitionEnded(from: below, to: top)
  }
}

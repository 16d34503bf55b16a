@_spi(Hosts) import Coordinators
import Foundation
import NavigationFixtures

/// Links queued behind the navigation lock, then let go: what the drain costs, at 1,000 and at
/// 2,000 links, so that the cost per link shows whether the drain is linear.
///
/// - `links-drain-lock-N`: a navigator shown by a host that completes at once, whose root flow
///   holds the navigation lock while N links wait (`handle(_:)`, each one walk of one route);
///   the operation unlocks the navigation and runs the main queue until the N links are open.
///
/// The links are opened by tasks on the main actor, so the operation runs the main queue
/// (`RunLoop.main`) inside the count; the tasks of every navigator reached their waiting place
/// before the count began.
let linkCases: [CountedCase] = [1_000, 2_000].map { links in
  CountedCase(
    name: "links-drain-lock-\(links)",
    summary: "unlock the navigation with \(links) links waiting, and open them all"
  ) { count in
    let fixtures = (0..<count).map { _ in LockedLinks(links: links) }
    runMainQueue { fixtures.allSatisfy { $0.started == links } }
    var index = 0
    return {
      let fixture = fixtures[index]
      index += 1
      fixture.root.flow.unlockNavigation()
      runMainQueue { fixture.opened == links }
    }
  }
}

/// Runs the main queue, and so the main actor's tasks, until `done` holds.
@MainActor
private func runMainQueue(until done: () -> Bool) {
  while !done() { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01)) }
}

private enum LinkRoute: Route {
  case home
  case item(Int)
}

@MainActor
private final class LinkRootCoordinator: Coordinator {
  let flow = Flow<LinkRoute>()

  func start() { flow.show(.home) }
}

/// A navigator whose root flow holds the lock while `links` links wait for it.
@MainActor
private final class LockedLinks {
  let navigator = Navigator(root: LinkRootCoordinator())
  let root: LinkRootCoordinator
  /// How many links reached their place in the queue (a waiting task) and how many opened.
  var started = 0
  var opened = 0

  init(links: Int) {
    navigator.logsProblems = false
    navigator.maximumPendingLinks = links
    navigator.attach(CompletingHost())
    navigator.deepLinks = try? DeepLinkRouter([
      DeepLink("bench://item/{id:int}") { (id: Int) in [LinkRoute.item(id)] }
    ])
    root = navigator.coordinator(for: .root) as! LinkRootCoordinator
    root.flow.lockNavigation()
    navigator.observe(NavigationEvent.self) { [unowned self] event in
      if case .deepLink = event.cause { opened += 1 }
    }
    for item in 0..<links {
      navigator.handle(URL(string: "bench://item/\(item)")!)
    }
    // The main queue runs tasks in the order they were made: when this one runs, each link's
    // task has run up to its wait.
    Task { @MainActor [unowned self] in started = links }
  }
}

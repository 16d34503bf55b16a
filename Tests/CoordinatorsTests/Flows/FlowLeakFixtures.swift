@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import Testing

// Fixtures of the leak tests: flows named after the NATO alphabet, so that a flow's name shows
// wherever it is still mentioned (its key and its screens' routes carry it), and a log that
// keeps what each parent received, each flow's end, and a weak reference to every flow.

/// The routes of a ``LeakCoordinator``: its screens and the child flows it opens, each named.
enum LeakRoute: Route {
  /// A screen, named after its flow and its place: `Alpha.2`.
  case screen(String)
  /// A child flow pushed onto the parent's stack.
  case pushed(String)
  /// A child flow presented in a sheet of its own.
  case presented(String)
}

/// The routes of a ``LeakAppCoordinator``: the flows it switches between at the root.
enum LeakAppRoute: Route {
  case main
}

/// What the flows of a leak test did, in order, and which of them are still alive.
@MainActor
final class LeakLog {
  /// What each parent's result callback (or an awaiting task) received: `Alpha cancelled`,
  /// `Alpha finished(done)`.
  var results: [String] = []
  /// The flows whose ``FlowEvent/finished(_:coordinator:outcome:)`` event was emitted, by name.
  var ends: [String] = []
  private var instances: [String: WeakObject] = [:]
  private var names: [FlowID: String] = [:]

  /// Remembers `object` under `name`, weakly.
  func register(_ object: AnyObject, as name: String) {
    instances[name] = WeakObject(object: object)
  }

  /// The flow named `name` while something holds it.
  subscript(name: String) -> LeakCoordinator? {
    instances[name]?.object as? LeakCoordinator
  }

  /// Whether the object registered as `name` is still alive.
  func isAlive(_ name: String) -> Bool {
    instances[name]?.object != nil
  }

  /// The names registered whose objects are still alive.
  var aliveNames: Set<String> {
    Set(instances.filter { $0.value.object != nil }.keys)
  }

  /// Records `result` as received from the flow `name`.
  func record<Output>(_ result: FlowResult<Output>, from name: String) {
    switch result {
    case .finished(let value): results.append("\(name) finished(\(value))")
    case .cancelled: results.append("\(name) cancelled")
    }
  }

  /// Records the end of every flow of `navigator`, by the name of its coordinator.
  func observe(_ navigator: Navigator) {
    for id in navigator.flowIDs { names[id] = Self.name(of: navigator.coordinator(for: id)) }
    navigator.observe(FlowEvent.self) { [weak self, weak navigator] event in
      guard let self else { return }
      switch event {
      case .started(let id, _, _):
        names[id] = Self.name(of: navigator?.coordinator(for: id))
      case .finished(let id, _, _):
        ends.append(names[id] ?? "flow \(id)")
      }
    }
  }

  private static func name(of coordinator: (any Coordinator)?) -> String? {
    switch coordinator {
    case let leak as LeakCoordinator: leak.name
    case let app as LeakAppCoordinator: app.name
    case let tabs as LeakTabsCoordinator: tabs.name
    default: nil
    }
  }
}

/// A weak reference, for a dictionary of them.
private struct WeakObject {
  weak var object: AnyObject?
}

/// A flow of one or more screens named after it, whose flow routes open more of its kind.
@MainActor
final class LeakCoordinator: Coordinator {
  typealias Output = String

  let flow = Flow<LeakRoute>()
  let name: String
  let log: LeakLog
  private let screenCount: Int

  init(_ name: String, log: LeakLog, screens: Int = 1) {
    self.name = name
    self.log = log
    self.screenCount = screens
    log.register(self, as: name)
  }

  func start() {
    for index in 1...screenCount { flow.show(.screen("\(name).\(index)")) }
  }

  func child(for route: LeakRoute) -> ChildFlow? {
    switch route {
    case .screen: nil
    case .pushed(let name): .flow(LeakCoordinator(name, log: log))
    case .presented(let name): .flow(LeakCoordinator(name, log: log), as: .sheet())
    }
  }

  /// Starts a child flow named `name` (also its key), whose result goes to the log.
  @discardableResult
  func startChild(_ name: String, as placement: Presentation, screens: Int = 1) -> Bool {
    let child = LeakCoordinator(name, log: log, screens: screens)
    return flow.start(child, as: placement, key: name) { [log] result in log.record(result, from: name) }
  }
}

/// An app coordinator without screens: it runs one flow at the root and switches to another.
@MainActor
final class LeakAppCoordinator: Coordinator {
  let flow = Flow<LeakAppRoute>()
  let name = "App"
  let log: LeakLog
  /// What the app runs at the root first: the name of a ``LeakCoordinator``, or `Tabs`.
  private let first: String

  init(log: LeakLog, first: String) {
    self.log = log
    self.first = first
    log.register(self, as: name)
  }

  func start() { switchRoot(to: first) }

  func child(for route: LeakAppRoute) -> ChildFlow? {
    .root(LeakCoordinator("Main", log: log))
  }

  /// Runs the flow `name` at the root in place of everything; a login flow that finishes with
  /// a value makes the app switch to `Main`, as logging in does.
  @discardableResult
  func switchRoot(to name: String) -> Bool {
    let onResult: @MainActor (FlowResult<String>) -> Void = { [weak self, log] result in
      log.record(result, from: name)
      if name == "Login", case .finished = result { self?.switchRoot(to: "Main") }
    }
    if name == "Tabs" {
      let tabs = LeakTabsCoordinator(log: log)
      return flow.startAtRoot(tabs, key: name) { [log] result in log.record(result, from: name) }
    }
    return flow.startAtRoot(LeakCoordinator(name, log: log), key: name, onResult: onResult)
  }
}

/// A tab container whose two tabs are the flows `TabOne` and `TabTwo`.
@MainActor
final class LeakTabsCoordinator: Coordinator {
  let flow = Flow<Never>()
  let name = "Tabs"
  let log: LeakLog

  init(log: LeakLog) {
    self.log = log
    log.register(self, as: name)
  }

  func start() {
    flow.showTabs([
      TabFlow("one", LeakCoordinator("TabOne", log: log)), TabFlow("two", LeakCoordinator("TabTwo", log: log)),
    ])
  }
}

/// A host without animations that is not a ``TestHost``: it completes each step at once, and
/// the test reports gestures to the navigator itself.
@MainActor
final class LeakImmediateHost: NavigationHost {
  let capabilities = HostCapabilities.all

  func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd { .now }
}

extension Navigator {
  /// The identifier of the screen showing `route`; records an issue when there is none.
  func screenID(_ route: LeakRoute, sourceLocation: SourceLocation = #_sourceLocation) throws -> ScreenID {
    let screen = state.allScreens.first { $0.route == AnyRoute(route) }
    return try #require(screen, "no screen shows \(route)", sourceLocation: sourceLocation).id
  }
}

/// Records an issue for each flow of `names` that is still alive or that the navigator still
/// mentions: as a running coordinator, in its tree or in its state.
@MainActor
func expectReleased(
  _ names: String...,
  log: LeakLog,
  navigator: Navigator,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let running = Set(navigator.coordinators(ofType: LeakCoordinator.self).map(\.name))
  let tree = navigator.treeDescription
  for name in names {
    #expect(!log.isAlive(name), "\(name) is still alive", sourceLocation: sourceLocation)
    #expect(!running.contains(name), "\(name) still runs", sourceLocation: sourceLocation)
    #expect(!tree.contains(name), "the navigator still mentions \(name):\n\(tree)", sourceLocation: sourceLocation)
  }
}

/// Records an issue unless each name of `order` comes before the next one in `entries` (each
/// entry starting with the name): a descendant's end before its ancestor's.
func expectOrder(
  _ entries: [String],
  _ order: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let positions = order.map { name in entries.firstIndex { $0 == name || $0.hasPrefix(name + " ") } }
  #expect(!positions.contains(nil), "\(order) not all in \(entries)", sourceLocation: sourceLocation)
  let found = positions.compactMap(\.self)
  #expect(found == found.sorted(), "expected \(order) in this order, got \(entries)", sourceLocation: sourceLocation)
}

// The declarations the host-authoring examples of the doc comments (those marked
// `<!-- snippet: spi -->`) take for granted beside DocComments.swift and DocComments-Free.swift
// (Scripts/check-snippets.sh): a host's author imports the hosts' interface.
@_spi(Hosts) import Coordinators
@_spi(Testing) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTerminal
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting

/// A host's own object, whose methods the host-authoring examples are lines of.
@MainActor
final class ExampleHost {
  var session: HostSession?
  let stackModel = PathModel()
}
/// Stands for a model a host's views bind to.
final class PathModel {
  func show(_ path: [ScreenID]) {}
}

/// A host's conformance driver, over the testing product's host (a real one plays the gestures
/// on its own host).
@MainActor
struct MyHostDriver: HostConformanceDriver {
  func makeHost() -> TestHost { TestHost() }
  func shown(by host: TestHost) -> NavigationState? { host.session?.shown }
  func play(_ gesture: ConformanceGesture, on host: TestHost) async -> Bool { false }
  func play(_ behaviour: DeviceBehaviour, on host: TestHost) async -> Bool { false }
  func runOutTheHostsWaits(on host: TestHost) async {}
}
typealias TerminalHostDriver = MyHostDriver
let shown = navigator.state
let desired = navigator.state

@_spi(Hosts) import CoordinatorsTerminal
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import TestSupport
import Testing

/// Drives a ``TerminalHost`` with the commands a user types: `b`, `d`, `t1`, ...
@MainActor
struct TerminalHostDriver: HostConformanceDriver {
  func makeHost() -> TerminalHost { TerminalHost() }

  func shown(by host: TerminalHost) -> NavigationState? { host.shown }

  func play(_ gesture: ConformanceGesture, on host: TerminalHost) -> Bool {
    do {
      switch gesture {
      case .goBack: try host.goBack()
      case .goBackSeveral(let count): try host.goBack(count: count)
      case .dismissTopLayer: try host.dismissTopLayer()
      case .tapTab(let index): try host.tapTab(index + 1)
      }
      return true
    } catch {
      return false
    }
  }

  var readsAlerts: Bool { true }

  /// Types the button's number, as the alert's prompt shows it.
  func tapAlertButton(_ index: Int, on host: TerminalHost) -> Bool {
    guard host.shown?.alert != nil else { return false }
    return (try? host.runAction(index + 1)) != nil
  }
}

@MainActor
@Suite("The terminal host keeps the host contract", .hangLimit)
struct TerminalHostConformanceTests {
  @Test(arguments: HostConformanceCheck.contract)
  func theTerminalHostPasses(_ check: HostConformanceCheck) async {
    await HostConformance.run(check, with: TerminalHostDriver())
  }

  @Test func aHostThatDismissesOneLayerAtATimePassesToo() async {
    struct OneLayerAtATime: HostConformanceDriver {
      let terminal = TerminalHostDriver()
      func makeHost() -> TerminalHost { TerminalHost(capabilities: []) }
      func shown(by host: TerminalHost) -> NavigationState? { host.shown }
      func play(_ gesture: ConformanceGesture, on host: TerminalHost) -> Bool { terminal.play(gesture, on: host) }
    }
    #expect(await HostConformance.failures(of: .named("presentsAndDismissesLayers"), with: OneLayerAtATime()) == [])
    #expect(await HostConformance.failures(of: .named("replacesTheRoot"), with: OneLayerAtATime()) == [])
  }
}

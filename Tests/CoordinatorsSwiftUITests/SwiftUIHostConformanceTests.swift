import CoordinatorsSwiftUI
@_spi(Testing) import CoordinatorsTesting
import Testing

@MainActor
@Suite("The SwiftUI host model keeps the host contract, driven as SwiftUI behaves", .timeLimit(.minutes(1)))
struct SwiftUIHostConformanceTests {
  @Test(arguments: HostConformance.Check.allCases)
  func theSwiftUIHostModelPasses(_ check: HostConformance.Check) async {
    let driver = SwiftUIDriver()
    await HostConformance.run(check, with: driver)
    for host in driver.simulation.hosts {
      #expect(host.watchdogFirings == 0, "every step ended on its signal, none on the watchdog")
    }
  }

  @Test func theDriverReadsTheModelsNotTheHostsCopy() async throws {
    let driver = SwiftUIDriver()
    let host = driver.makeHost()
    let navigator = Navigator(root: TestRoute("list"))
    navigator.attach(host)
    #expect(driver.shown(by: host) == navigator.state)
    host.screenDidAppear(navigator.state.topScreen.id)
    navigator.push(TestRoute("detail"))
    #expect(driver.shown(by: host) == host.shown)
    #expect(driver.shown(by: host)?.screenCount == 2)
  }
}

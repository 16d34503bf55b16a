#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
  @_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
  import Testing

  /// The host contract against the real SwiftUI: each check runs on a ``SwiftUIHost`` shown in a
  /// window, and every step must end on UIKit's appearance signal, not on the watchdog. Runs on
  /// the iOS simulator (`xcodebuild test`, see .github/workflows/ci.yml); on Linux and macOS this
  /// file compiles to nothing.
  @MainActor
  @Suite("The SwiftUI host keeps the host contract in a window, on UIKit's signals", .serialized)
  struct SwiftUIWindowConformanceTests {
    @Test(arguments: HostConformanceCheck.contract)
    func theSwiftUIHostPassesInAWindow(_ check: HostConformanceCheck) async {
      let driver = WindowDriver()
      defer { driver.closeWindows() }
      await HostConformance.run(check, with: driver)
      let firings = driver.record.sessions.map(\.watchdogFirings).reduce(0, +)
      #expect(
        firings == 0,
        "the watchdog, not a signal, completed \(firings) step(s): \(driver.record.fallBacks)")
    }

    @Test(arguments: HostConformanceCheck.device)
    func theSwiftUIHostSurvivesTheDeviceInAWindow(_ check: HostConformanceCheck) async {
      let driver = WindowDriver()
      defer { driver.closeWindows() }
      await HostConformance.run(check, with: driver)
    }
  }
#endif

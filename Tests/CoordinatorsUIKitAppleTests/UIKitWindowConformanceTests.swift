#if canImport(UIKit)
  @_spi(Hosts) import CoordinatorsTesting
  @_spi(Hosts) import CoordinatorsUIKit
  import Testing

  /// The host contract against the real UIKit: each check runs on a ``UIKitHost`` that owns a
  /// window's root, and every step must end on UIKit's own completion. Runs on the iOS simulator
  /// (`xcodebuild test`, see .github/workflows/ci.yml); where UIKit is missing this file compiles
  /// to nothing.
  @MainActor
  @Suite("The UIKit host keeps the host contract in a window, on UIKit's signals", .serialized)
  struct UIKitWindowConformanceTests {
    @Test(arguments: HostConformanceCheck.contract)
    func theUIKitHostPassesInAWindow(_ check: HostConformanceCheck) async {
      let driver = UIKitWindowDriver()
      defer { driver.closeWindows() }
      await HostConformance.run(check, with: driver)
    }

    @Test(arguments: HostConformanceCheck.device)
    func theUIKitHostSurvivesTheDeviceInAWindow(_ check: HostConformanceCheck) async {
      let driver = UIKitWindowDriver()
      defer { driver.closeWindows() }
      await HostConformance.run(check, with: driver)
    }
  }
#endif

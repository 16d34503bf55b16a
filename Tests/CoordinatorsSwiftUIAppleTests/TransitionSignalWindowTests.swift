#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
  import CoordinatorsTesting
  import SwiftUIHostReading
  import Testing

  /// The transition signal behind each screen is a signal, not content (siteline/SwiftUIRefresh issue 1):
  /// it takes no space, so it cannot change the layout SwiftUI gives the screen (a full-size
  /// representable in the background was reported to stop large titles collapsing:
  /// siteline/SwiftUIRefresh#1, siteline/swiftui-introspect#2), and no touch lands on it. Runs on
  /// the iOS simulator (`xcodebuild test`); on Linux and macOS this file compiles to nothing.
  ///
  /// VoiceOver is not checked: the signal's view is an empty `UIView`, which exposes no
  /// accessibility element with or without the view's `accessibilityHidden(true)`, so a check
  /// could not fail.
  @MainActor
  @Suite("The transition signal in a window", .serialized)
  struct TransitionSignalWindowTests {
    @Test func theSignalBehindEachScreenTakesNoSpaceAndNoTouches() async throws {
      let driver = WindowDriver()
      defer { driver.closeWindows() }
      let host = driver.makeHost()
      let navigator = Navigator(state: try NavigationState(rootScreen: Screen(id: 0, route: TestRoute("list"))))
      navigator.attach(host)
      driver.showWindow(for: host)
      #expect(await driver.turnRunLoop(on: host, until: { navigator.isIdle }))
      navigator.push(TestRoute("detail"))
      #expect(await driver.turnRunLoop(on: host, until: { navigator.isIdle }))
      navigator.present(TestRoute("sheet"), as: .sheet())
      #expect(await driver.turnRunLoop(on: host, until: { navigator.isIdle }))

      let window = try #require(driver.record.windows[ObjectIdentifier(host)])
      let signals = TransitionSignalInspection.signals(in: window)
      // The pushed screen and the sheet's screen are on screen; the list is kept by its
      // navigation controller, in the window or not.
      #expect(signals.count >= 2)
      for signal in signals {
        #expect(signal.size == .zero)
        #expect(!signal.receivesTouches)
      }
    }
  }
#endif

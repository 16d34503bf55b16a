#if canImport(SwiftUI) && canImport(UIKit)
  @_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
  @_spi(Hosts) import CoordinatorsTesting
  import Foundation
  import SwiftUI
  import SwiftUIHostReading
  import Testing
  import UIKit

  /// Drives a ``SwiftUIHost`` shown for real: a `UIWindow` whose root is a `UIHostingController`
  /// of a `NavigatorView`, made key and visible.
  ///
  /// - What the host shows is read from its models, which the views bind to.
  /// - Gestures are played by writing the bindings as SwiftUI does when the user swipes back, swipes
  ///   a sheet down or taps a tab (the stack's path, the presenting level's item, the tab
  ///   selection): synthesising touches needs XCUITest, which a package's tests cannot use.
  /// - A transition runs while a step is in flight; it ends when the real `viewDidAppear(_:)` or
  ///   `viewDidDisappear(_:)` of a screen's `TransitionSignal` reaches the host, or the host's
  ///   watchdog fires. The driver yields to the main run loop until then, up to a deadline that
  ///   records an issue; it never sleeps a fixed time.
  @MainActor
  struct WindowDriver: HostConformanceDriver {
    /// What the driver keeps alive and counts for each host.
    @MainActor
    final class Record {
      var windows: [ObjectIdentifier: UIWindow] = [:]
      var hosts: [SwiftUIHost] = []
      /// Each host's session, kept past its navigator's life for the test's last reads.
      var sessions: [HostSession] = []
      var fallBacks: [String] = []
    }

    /// How long a transition may run before the driver records an issue: longer than the host's
    /// watchdog waits (twice one second), so a missing signal shows as a watchdog firing.
    static let deadline: TimeInterval = 5

    let record = Record()

    func makeHost() -> SwiftUIHost {
      let host = SwiftUIHost()
      record.hosts.append(host)
      return host
    }

    /// Shows `host` in a window of its own, once a navigator is attached (the view needs it).
    func showWindow(for host: SwiftUIHost) {
      guard record.windows[ObjectIdentifier(host)] == nil, let session = host.session, let navigator = session.navigator
      else { return }
      record.sessions.append(session)
      navigator.observe(NavigationProblem.self) { [record] problem in
        if case .hostFallback(let message) = problem { record.fallBacks.append(message) }
      }
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = UIHostingController(rootView: NavigatorView(navigator, host: host))
      window.makeKeyAndVisible()
      record.windows[ObjectIdentifier(host)] = window
    }

    /// Hides every window the driver showed.
    func closeWindows() {
      for window in record.windows.values { window.isHidden = true }
      record.windows.removeAll()
    }

    func shown(by host: SwiftUIHost) -> NavigationState? { host.stateReadFromModels }

    func play(_ gesture: ConformanceGesture, on host: SwiftUIHost) async -> Bool {
      showWindow(for: host)
      switch gesture {
      case .goBack, .goBackSeveral:
        let count = if case .goBackSeveral(let count) = gesture { count } else { 1 }
        guard let stack = host.topStack, count >= 1, count <= stack.path.count else { return false }
        stack.path = Array(stack.path.dropLast(count))
      case .dismissTopLayer:
        guard let (layer, slot) = host.topLayer, !layer.isInteractiveDismissDisabled else { return false }
        slot.write(nil, as: layer.kind)
      case .tapTab(let index):
        guard case .tabs(let tabs)? = host.root, tabs.tabs.indices.contains(index) else { return false }
        tabs.selection = tabs.tabs[index].id
      }
      await turnRunLoop(on: host, until: { true })
      return true
    }

    /// Whether a step's transition runs (shown, its signals awaited), or an alert leaves while a
    /// presentation waits for it; the step the host is being handed does not count.
    func isTransitioning(_ host: SwiftUIHost) -> Bool {
      guard let session = host.session else { return false }
      let alertLeaves = session.heldStep != nil && session.isHeld(by: .presentationLeaving)
      return !session.awaitedSignals.isEmpty || alertLeaves
    }

    /// Plays what a window can: a layer whose view dismisses it (`dismiss` writes `nil` to the binding), and late `nil` writes from the
    /// bindings of layers that are gone. The user's interactive gestures need touches, which a
    /// package's tests cannot synthesise, and UIKit's signals cannot be made to go missing.
    func play(_ behaviour: DeviceBehaviour, on host: SwiftUIHost) async -> Bool {
      showWindow(for: host)
      switch behaviour {
      case .appPresentsItsOwnController, .appDismissesItsOwnPresentation:
        // SwiftUI shows no sign that it refused a presentation over the app's own controller,
        // which the host could tell from a slow one: the check does not apply (slow is not lost).
        return false
      case .appDismissesTopLayer:
        guard let (layer, slot) = host.topLayer else { return false }
        slot.write(nil, as: layer.kind)
      case .writesLateNilForGoneLayers:
        let layers = host.presentedLayers
        for (index, slot) in ([host.presented] + layers.map(\.presented)).enumerated() {
          let shown = index < layers.count ? layers[index].kind : nil
          for kind in [LayerModel.Kind.sheet, .fullScreenCover] where kind != shown { slot.write(nil, as: kind) }
        }
      case .userBeginsGesture, .userEndsGesture, .losesTheNextTransitionSignal, .windowResizes,
        .userSwipesBackFromTheContent, .appDismissesFromLayer, .sceneSnapshotsOtherSizes, .dropsTheNextAlert:
        return false
      }
      await turnRunLoop(on: host, until: { true })
      return true
    }

    /// Turns the run loop until the host's waits have run out: a step's watchdog gives up after
    /// twice its timeout (two seconds), within the driver's deadline.
    func runOutTheHostsWaits(on host: SwiftUIHost) async {
      await turnRunLoop(on: host, until: { !isTransitioning(host) })
    }

    /// Turns the main run loop until the step in flight has ended (on its signal, or on the
    /// watchdog), and records an issue if it has not by the deadline.
    func finishTransition(on host: SwiftUIHost) async {
      showWindow(for: host)
      let step = host.session?.stepInFlight ?? host.session?.heldStep
      let ended = await turnRunLoop(on: host, until: { !isTransitioning(host) })
      if !ended, let step {
        Issue.record("\(step) did not end within \(Self.deadline) s in the window")
      }
    }

    /// Gives the main run loop turns (each `Task.yield()` on the main actor goes back to the main
    /// queue, which the run loop serves between its layout, animation and timer work) until
    /// `done` holds, after at least one turn, or the deadline passes.
    @discardableResult
    func turnRunLoop(on host: SwiftUIHost, until done: () -> Bool) async -> Bool {
      let deadline = Date(timeIntervalSinceNow: Self.deadline)
      repeat {
        await Task.yield()
        if done() { return true }
      } while Date() < deadline
      return false
    }
  }
#endif

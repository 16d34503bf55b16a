@_spi(Hosts) import Coordinators
import Observation

/// What the views found of the host's alerts on screen: SwiftUI tells
/// nothing of an alert's presentation, and may drop one presented over another presentation, so
/// the views look for its controller (`AlertPresence`) while the step that shows an alert waits
/// for it, or while presentations wait for one taken down to leave. It reports what they find to
/// the host's session: the alert's signal, or the end of the hold for a leaving presentation,
/// which the session bounds.
@MainActor
@Observable
package final class SwiftUIAlertPresence {
  /// The session of the host.
  @ObservationIgnored weak var session: HostSession?
  /// The alert the views found on screen last (``didAppear(_:)``).
  @ObservationIgnored private var onScreen: AlertID?
  /// The awaited alert the views looked for last and found no alert controller on top for.
  @ObservationIgnored private var foundAbsent: AlertID?
  /// The alert taken down last (by a step, a tap or the system).
  private var takenDown: NavigationAlert?

  /// Forgets every alert, for a host that shows nothing yet.
  func reset(for session: HostSession) {
    self.session = session
    onScreen = nil
    foundAbsent = nil
    takenDown = nil
  }

  /// `alert` was taken down: presentations wait until the views find its controller gone
  /// (``didDisappear(_:)``), as the session bounds it; where no signal exists (`signalled`
  /// `false`: macOS), the time its animation takes.
  func leaves(_ alert: NavigationAlert, signalled: Bool) {
    takenDown = alert
    onScreen = nil
    session?.presentationLeaves(signalled: signalled)
  }

  /// What the views found of alert `id` (the core's `AlertPresenceFinding`): found on screen;
  /// proven absent, when they looked last and no alert controller was on top; or not known, for
  /// an alert they never looked for (no window yet, no frame drawn).
  func finding(of id: AlertID) -> AlertPresenceFinding {
    AlertPresenceFinding(of: id, onScreen: onScreen, foundAbsent: foundAbsent)
  }

  /// The alert taken down whose controller may still be on screen, while presentations wait for
  /// the views to find it gone; `nil` once the session's wait ends.
  package var leaving: NavigationAlert? {
    session?.isHeld(by: .presentationLeaving) == true ? takenDown : nil
  }

  /// The alert the views look for on screen: the one the step in flight shows, until they find
  /// it (``didAppear(_:)``) or the watchdog gives up.
  package var awaited: NavigationAlert? {
    guard case .showAlert(let alert)? = session?.stepInFlight, onScreen != alert.id else { return nil }
    return alert
  }

  /// The views found alert `id`'s controller presented, its transition ended: the step that
  /// shows it ends.
  package func didAppear(_ id: AlertID) {
    guard session?.shown?.alert?.id == id else { return }
    onScreen = id
    foundAbsent = nil
    session?.signal(AlertSignal.appeared(id))
  }

  /// The views found alert `id`'s controller gone (its dismissal's transition ended, or it was
  /// never presented): presentations held while it left go on.
  package func didDisappear(_ id: AlertID) {
    guard leaving?.id == id else { return }
    session?.release(.presentationLeaving)
  }

  /// Whether the views should look for the alert's controller: an alert is awaited or leaving.
  package var looksForControllers: Bool { awaited != nil || leaving != nil }

  /// The views looked at the window's top-most presented controller once no transition ran on
  /// it: an alert controller or not (`alertControllerOnTop`). SwiftUI shows an alert or a
  /// confirmation dialog as an alert controller, whose title may differ from the alert's (an empty
  /// title passed as `nil`, a title transformed): an alert controller on top while an alert is
  /// awaited is that alert, whatever its title; while one leaves, it has not gone yet. The app's
  /// own alert is taken for the host's (the rare case), and its leaving is bounded by the session.
  ///
  /// - Returns: whether the views should look again (``looksForControllers``).
  package func lookedAtTopController(alertControllerOnTop: Bool) -> Bool {
    if let awaited {
      if alertControllerOnTop { didAppear(awaited.id) } else { foundAbsent = awaited.id }
    }
    if let leaving, !alertControllerOnTop { didDisappear(leaving.id) }
    return looksForControllers
  }
}

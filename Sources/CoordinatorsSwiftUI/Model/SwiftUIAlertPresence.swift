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
  /// The alert taken down last (by a step, a tap or the system).
  private var takenDown: NavigationAlert?

  /// Forgets every alert, for a host that shows nothing yet.
  func reset(for session: HostSession) {
    self.session = session
    onScreen = nil
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

  /// Whether the views never found alert `id` on screen.
  func neverFound(_ id: AlertID) -> Bool { onScreen != id }

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
  /// it: a `UIAlertController` titled `title`, or `nil` for any other controller. SwiftUI shows
  /// an alert or a confirmation dialog as an alert controller with the alert's title; one with
  /// another title is the app's own (an app alert with the very title of the host's would be
  /// taken for it). The awaited alert found has appeared; the leaving alert not found is gone.
  ///
  /// - Returns: whether the views should look again (``looksForControllers``).
  package func lookedAtTopController(alertTitled title: String?) -> Bool {
    if let awaited, title == awaited.title { didAppear(awaited.id) }
    if let leaving, title != leaving.title { didDisappear(leaving.id) }
    return looksForControllers
  }
}

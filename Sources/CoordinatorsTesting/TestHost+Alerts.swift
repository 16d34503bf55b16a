import Coordinators

extension TestHost {
  /// The alert or confirmation dialog the host shows, or `nil`.
  public var shownAlert: NavigationAlert? { shown?.alert }

  /// Taps the button titled `title` of the alert shown, as the user would: the alert leaves, and
  /// the button's action reaches the flow that showed it.
  ///
  /// - Returns: whether an alert with such a button was shown.
  @discardableResult
  public func tapAlertButton(_ title: String) -> Bool {
    guard let alert = shownAlert, let index = alert.buttons.firstIndex(where: { $0.title == title }) else {
      return false
    }
    return play(.tappedAlertButton(alert.id, index: index))
  }

  /// Takes the alert shown down as the system does without a button (the scene goes away, a tap
  /// outside a confirmation dialog on a large screen): no action is sent.
  ///
  /// - Returns: whether an alert was shown.
  @discardableResult
  public func dismissAlertBySystem() -> Bool {
    guard let alert = shownAlert else { return false }
    return play(.dismissedAlert(alert.id))
  }
}

/// What a host's views report is, decided from what they saw: the rules for "has the user's
/// alert ended", "may the user swipe a layer down or go back", "did the platform drop an alert". They are the
/// core's, like the binding writes' (`PathWrite`, `ItemWrite`), so that every host answers
/// alike: a host passes what its views saw, and carries out the answer.

/// What a value written to an alert's or a confirmation dialog's `isPresented` binding is.
package enum AlertWrite {
  /// The alert that writing `shown` to the binding made for alert `id` ends: `false` ends that
  /// alert, never one shown since, when it comes from the view the alert hangs on
  /// (`fromItsView`). A confirmation dialog hangs on a source the app marked: a view it no longer
  /// hangs on writes `false` as it lets it go, which is no end. `true` ends nothing.
  package static func ended(_ id: AlertID?, written shown: Bool, fromItsView: Bool) -> AlertID? {
    guard !shown, fromItsView else { return nil }
    return id
  }
}

/// Whether the user may swipe a modal layer down (SwiftUI's `interactiveDismissDisabled(_:)`).
package enum SwipeDown {
  /// Whether the swipe down is disabled: the presentation disables it (`layerAllows` `false`,
  /// from `ModalLayer.allowsSwipeDown`, the rule every host shares), or the session does not
  /// allow the user to dismiss the layer now (`sessionAllows` `false`: a flow disabled its
  /// interactive dismissal, or an alert shows). With no session to ask (`nil`), only the
  /// presentation's rule holds.
  package static func isDisabled(layerAllows: Bool, sessionAllows: Bool?) -> Bool {
    !layerAllows || sessionAllows == false
  }
}

/// What a host's views found of an alert on screen, on a platform that tells nothing of an
/// alert's presentation (SwiftUI): the views look for its controller on top.
package enum AlertPresenceFinding: Equatable, Sendable {
  /// On screen: the views found its controller presented.
  case found
  /// Proven absent: when the views looked last, no alert controller was on top.
  case provenAbsent
  /// Not known: the views never looked for it (no window yet, no frame drawn).
  case unknown

  /// What the views found of alert `id`, when the alert they found on screen last is `onScreen`,
  /// and the awaited alert they found no alert controller on top for, last, is `foundAbsent`.
  package init(of id: AlertID, onScreen: AlertID?, foundAbsent: AlertID?) {
    if onScreen == id {
      self = .found
    } else if foundAbsent == id {
      self = .provenAbsent
    } else {
      self = .unknown
    }
  }

  /// Whether the alert of a step the watchdog ended, whose signal never came, was dropped by the
  /// platform (which keeps its binding `true` without showing it): the views proved it absent
  /// where the screens give signals (`signalled`). Any other alert may be on screen, under the
  /// user's finger.
  package func alertWasDropped(signalled: Bool) -> Bool { signalled && self == .provenAbsent }
}

extension ScreenStack {
  /// The gesture going back from screen `id` is (its back button, the back swipe), which the
  /// session allows or not: the pop to the screen below it; `nil` from the stack's first screen
  /// or from a screen the stack does not hold, which no pop leaves (nothing to ask).
  package func goingBack(from id: ScreenID) -> UserGesture? {
    guard let index = lastIndex(where: { $0.id == id }), index > 0 else { return nil }
    return .popped(to: self[index - 1].id)
  }
}

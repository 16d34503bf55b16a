// The rules of going back that a host's platform asks about before it lets the user act (a back
// swipe that may begin, a back button that may pop, a tab it may select), and of layers a
// platform says are gone: pure functions of what the session shows, the same for every host.

extension HostSessionMachine {
  /// Whether the user may begin a back swipe the host drives itself (an interactive pop run by
  /// the host's own animator): no step is in flight, whose transition the platform runs, and no
  /// other transition of the user's runs. Whether that swipe pops is then ``gesture(for:)``'s.
  /// A platform's own swipe asks the platform first, which refuses it during any transition.
  package var mayBeginHostDrivenSwipe: Bool {
    stepInFlight == nil && !holds.contains(.userTransition)
  }
}

extension NavigationState {
  /// Whether a back button over screen `id` of `stack` pops a screen of that stack, so that it
  /// must ask first: `id` is in it, above its first screen. Over a section's first screen in a
  /// collapsed split view it shows the sidebar, which pops nothing.
  package func backButtonPops(over id: ScreenID, in stack: StackLocation) -> Bool {
    guard let screens = self.stack(at: stack) else { return false }
    return screens.first?.id != id && screens.contains { $0.id == id }
  }

  /// The lowest layer gone when the platform reports the layer opened by `id` gone while it still
  /// presents only the first `stillPresented` layers (`nil`: it does not say): a dismissal from a
  /// lower layer takes every layer above it away, and tells only the top one's container: UIKit's
  /// `dismiss(animated:completion:)` on a lower presenter "dismisses its immediate child view
  /// controller and all view controllers above that child on the stack", and "any intermediate
  /// view controllers are simply removed from the stack"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
  /// `id` itself when it is the lowest gone, or no layer shown.
  package func lowestLayerGone(_ id: ScreenID, stillPresented: Int?) -> ScreenID {
    guard let index = modals.firstIndex(where: { $0.id == id }) else { return id }
    return modals[min(index, max(stillPresented ?? index, 0))].id
  }
}

/// What a host answers a platform that asks before it selects a tab (UIKit's
/// `tabBarController(_:shouldSelect:)`), from the session's answer to the tap
/// (`HostSession.ask(_:)` with ``UserAttempt/tapTab(_:)``).
package enum TabTapAnswer: Hashable, Sendable {
  /// Let the platform select the tab; the host reports the selection once it is made.
  case select
  /// Refuse it, and report this gesture instead: a reselection, whose effect (a pop to the
  /// tab's first screen, or nothing) is the navigator's to decide, never the platform's own
  /// (UIKit pops a reselected tab's navigation controller to its root by itself).
  case report(UserGesture)
  /// Refuse it: what is shown does not offer the tap, or a flow refuses it.
  case refuse

  /// The answer for the session's `answer` to the tap.
  package init(_ answer: Result<UserGesture, UserAttemptRefusal>) {
    switch answer {
    case .failure: self = .refuse
    case .success(let gesture):
      if case .reselectedTab = gesture { self = .report(gesture) } else { self = .select }
    }
  }
}

extension NavigationState {
  /// The pop a platform's own back swipe on `stack` makes (UIKit's edge swipe, iOS 26's swipe from
  /// the content), which a host asks about (``offersGoingBack(_:allows:)``) to enable the swipe:
  /// `nil` with nothing to ask, where the host leaves it enabled: fewer than two screens.
  package func systemBackSwipePop(in stack: StackLocation) -> UserGesture? {
    guard let screens = self.stack(at: stack), screens.count > 1 else { return nil }
    return .popped(to: screens[screens.count - 2].id)
  }

  /// Whether a platform offers going back by `gesture` (`nil`: nothing to ask about): a back
  /// button shown, a back swipe enabled, the same answer for every host. As the session allows
  /// it (`allows`: a flow that disabled its interactive dismissal refuses it), but under an alert,
  /// where it stays offered: an alert is modal ("An alert displayed modally for the app",
  /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/alert; modality
  /// "prevents interaction with the parent view",
  /// https://developer.apple.com/design/human-interface-guidelines/modality), so the user reaches
  /// no back button or swipe under it, and UIKit announces no new screen when the alert goes
  /// (a back affordance taken away for it would not come back, or, in SwiftUI, blink with every
  /// alert). What gets through anyway is refused by the host's guard, which asks the session.
  package func offersGoingBack(_ gesture: UserGesture?, allows: (UserGesture) -> Bool) -> Bool {
    guard alert == nil, let gesture else { return true }
    return allows(gesture)
  }

  /// What the user's picking tab `id` in a tab list the platform shows and asks no one about is
  /// (UIKit's "More" list past five tabs): a selection of another tab; `nil` for the selected tab
  /// (shown again as the user comes back to the list), or a tap the state refuses.
  package func tabListPick(_ id: TabID) -> UserGesture? {
    guard selectedTab != id, case .selectedTab? = try? tabTap(id) else { return nil }
    return .selectedTab(id)
  }

  /// Whether a change of the window's width class concerns `shown`: a single stack has no layout
  /// for the width to change; before anything is shown, the width is the first layout's.
  package static func widthChangeConcerns(_ shown: NavigationState?) -> Bool {
    shown == nil || shown?.selectedTab != nil
  }
}

/// Whether a pan may be a back swipe that pops, from the platform's facts; whether the user may
/// go back is the session's (`HostSession.ask(_:)`), asked only when the pan may pop.
package enum BackSwipePan {
  /// Whether a platform's own back swipe would pop for this pan: the pan drags back
  /// (`dragsBack`), no transition runs in the navigation controller, the platform holds a screen
  /// to go back to, and its own swipe is the one used there (not over a screen pushed with a
  /// custom transition, which the host's own swipe drives). The host's guard then begins when
  /// the session refuses going back, so that the platform's swipe fails.
  package static func systemSwipePops(
    dragsBack: Bool, transitioning: Bool, screensInPlatform: Int, usesSystemSwipe: Bool
  ) -> Bool {
    dragsBack && !transitioning && screensInPlatform > 1 && usesSystemSwipe
  }

  /// Whether the host's own back swipe (over a screen pushed with a custom transition) may begin
  /// for this pan: it drags back, the platform's own swipe is not the one used there, the session
  /// lets a host-driven swipe begin (``HostSessionMachine/mayBeginHostDrivenSwipe``), and the
  /// place holds a screen to go back to (`screensInPlace`, `nil` where the place is a whole
  /// stack, which ``NavigationState/backGesture`` answers).
  package static func hostSwipeMayBegin(
    dragsBack: Bool, usesSystemSwipe: Bool, sessionAllows: Bool, screensInPlace: Int?
  ) -> Bool {
    dragsBack && !usesSystemSwipe && sessionAllows && (screensInPlace ?? 2) > 1
  }
}

extension HostSessionMachine {
  /// The alert shown that went with the layer under it, when the platform no longer presents an
  /// alert of the host's after a layer left (the app dismissed a layer under the alert): the
  /// user's dismissal of it, to report once; `nil` with no alert shown, or while the step in
  /// flight presents it, whose refusal the platform reports instead.
  package var alertGoneWithItsLayer: AlertID? {
    if case .showAlert? = stepInFlight { return nil }
    return shown?.alert?.id
  }
}

extension TabTapAnswer {
  /// The answer to a platform asking before it selects the tab `id` of `shown` (`nil`: a tab the
  /// platform adds itself, UIKit's "More" past five tabs, selected when the session offers the
  /// tab list, `offersTabList`): a tab `shown` does not hold is refused; otherwise the session's
  /// `answer` to the tap decides, asked only then (it reports a flow's refusal).
  package init(
    tab id: TabID?, in shown: NavigationState, offersTabList: Bool,
    answer: (TabID) -> Result<UserGesture, UserAttemptRefusal>
  ) {
    guard let id else {
      self = offersTabList ? .select : .refuse
      return
    }
    guard shown.tabs.contains(where: { $0.id == id }) else {
      self = .refuse
      return
    }
    self.init(answer(id))
  }
}

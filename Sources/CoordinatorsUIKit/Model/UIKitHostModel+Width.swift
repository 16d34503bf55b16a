@_spi(Hosts) import Coordinators

/// The window's width: UIKit's reports of it (its bounds, its size class, a split view's
/// collapse) become the session's width changes, and a split view shows the width class the
/// navigator decided (``UIKitWindow`` holds the rules).
extension UIKitHostModel {
  /// UIKit is about to collapse or expand the split view for a window of `width` (its delegate's
  /// `topColumnForCollapsing…`, `displayModeForExpanding…`): the section's controllers move to
  /// the column UIKit is about to show, from what is shown laid out at `width`.
  package func splitWillChangeWidth(to width: WidthClass) {
    guard let shown = session?.shown,
      let after = UIKitStepPlan.columns(of: shown, at: width, splitView: splitColumns != nil)
    else { return }
    make(.columns(setsSidebar: false, animated: false), showing: after, from: shown)
  }

  /// The window's horizontal size class is `width` (at attach, and whenever it changes): the
  /// session says what to lay out (`HostSession.widthChanged(to:)`: the first layout before the
  /// first step, kept while the scene is inactive, else the user's resize), and UIKit shows it.
  /// A width the session keeps moves only a split view's columns, following UIKit's real collapse.
  package func widthClassDidChange(_ width: WidthClass) {
    guard let session, NavigationState.widthChangeConcerns(session.shown) else { return }
    session.handlingCallback {
      let before = session.shown
      let after = session.widthChanged(to: window.reported(width))
      if let before, let after {
        showLayout(from: before, to: after)
        table.release(keeping: session.shown)
      } else if let shown = session.shown, window.columnsFollowUIKit(to: width, keeping: shown) {
        splitWillChangeWidth(to: width)
      }
      if let shown = session.shown { showSplitSizeClass(of: shown) }
    }
  }

  /// UIKit gave the window, or the root split view (`fromSplitView`: its collapse, expansion or
  /// appearance), the horizontal size class `width` inside one of its callbacks: the width class
  /// the navigator decides is reported once the callback returned (``UIKitWidthReport``). A
  /// split view shown with the navigator's width class in place of the window's says nothing of
  /// the window (``UIKitWindow/sizeClassChanged(to:fromSplitView:)``).
  package func windowWidthDidChange(to width: WidthClass, fromSplitView: Bool = false) {
    window.sizeClassChanged(to: width, fromSplitView: fromSplitView)
    reportAfterCallback()
  }

  /// The window becomes `points` wide (UIKit's `viewWillTransition(to:with:)`, the one report of
  /// a resized iPhone window on iOS 27, whose size class stays compact:
  /// https://developer.apple.com/forums/thread/836088): the width class the navigator decides is
  /// reported once the callback returned.
  package func windowWillResize(toWidth points: Double) {
    window.width.points = points
    reportAfterCallback()
  }

  private func reportAfterCallback() {
    if window.asksForReport(under: widthThresholds) { carryOut(.reportWidthAfterCallback) }
  }

  /// UIKit's callback that changed the window's width class returned: the width is reported.
  package func uiKitCallbackDidReturn() {
    if let width = window.report.callbackReturned() { widthClassDidChange(width) }
  }

  /// The scene became active (`UIScene.didActivateNotification`) or stopped being so
  /// (`willDeactivateNotification`): the session's hold ``HoldReason/sceneInactive``. Back in
  /// the foreground, the session follows a width kept meanwhile, and UIKit shows its layout.
  package func sceneActivityDidChange(isActive: Bool) {
    guard let session else { return }
    guard isActive else { return session.hold(.sceneInactive) }
    session.handlingCallback {
      let before = session.shown
      session.release(.sceneInactive)
      if let before, let after = session.shown, after.rootLayout != before.rootLayout {
        showLayout(from: before, to: after)
      }
      table.release(keeping: session.shown)
    }
  }

  /// The navigator's thresholds (`HostSession.widthClass`), the standard ones before it attaches.
  var widthThresholds: WidthThresholds { session?.navigator?.widthThresholds ?? .standard }

  /// Shows the root split view with `state`'s width class as its size class where the window's
  /// differs (``UIKitHostAction/overrideSplitSizeClass(_:)``), and with the window's otherwise.
  func showSplitSizeClass(of state: NavigationState) {
    guard splitColumns != nil, let change = window.splitSizeClassChange(showing: state) else { return }
    carryOut(.overrideSplitSizeClass(change))
  }
}

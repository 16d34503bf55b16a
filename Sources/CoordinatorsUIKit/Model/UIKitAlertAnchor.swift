/// Where a confirmation dialog's popover points (https://github.com/tidev/titanium-sdk/pull/14258:
/// iOS 26 iPhones show one with a source as a popover too), decided here, where
/// the Linux tests read it, and set by the UIKit files on the alert controller's
/// `popoverPresentationController`.
///
/// UIKit shows an action sheet as a popover where the screen is large (iPad, Mac), and there it
/// needs an anchor or it raises an exception. From iOS 26 an iPhone shows an action sheet that
/// has an anchor as a popover too, pointing at it, and one without as a sheet from the bottom.
/// So the host anchors a dialog to the source the app names (`UIKitHost.alertSource`), which
/// points the popover at the button the user tapped; with none, it leaves an iPhone's dialog
/// unanchored (the bottom sheet every iPhone showed before iOS 26) and anchors a large screen's
/// to the middle of the presenting view, without arrows.
package enum UIKitAlertAnchor: Equatable, Sendable {
  /// No anchor: an alert, or a dialog on a phone the app named no source for.
  case unanchored
  /// The source the app named: a bar button item or a view (`sourceItem`).
  case appSource
  /// The middle of the presenting controller's view, without arrows: a dialog on a large screen
  /// the app named no source for.
  case presenterCentre

  /// The anchor of an alert of `style`, on a device whose action sheets are popovers that need
  /// an anchor (`popoversNeedAnchors`: an iPad or a Mac) or not (an iPhone), when the app
  /// names a source for it (`appNamesSource`) or not.
  package init(style: AlertStyle, popoversNeedAnchors: Bool, appNamesSource: Bool) {
    switch style {
    case .alert: self = .unanchored
    case .confirmationDialog:
      if appNamesSource {
        self = .appSource
      } else {
        self = popoversNeedAnchors ? .presenterCentre : .unanchored
      }
    }
  }
}

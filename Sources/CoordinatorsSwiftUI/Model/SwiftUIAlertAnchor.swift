/// Which view a confirmation dialog hangs on, which is where SwiftUI points its popover
/// (HOST-REVIEW-2 finding 11), decided here, where the Linux tests read it.
///
/// SwiftUI shows a confirmation dialog as a popover on an iPad and, from iOS 26, on an iPhone,
/// pointing at the view `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`
/// is attached to. Hung on a whole level, it pointed at the middle of the screen. As the UIKit
/// host's `UIKitAlertAnchor`, the dialog points at the source the app marks
/// (`View.alertSource(isActive:)`, the control the user tapped) on the screen that was on top when
/// the dialog came; without one, at that screen's view. An alert, which is never a popover,
/// stays on the top-most level's view.
package enum SwiftUIAlertAnchor: Hashable, Sendable {
  /// The top-most level's view: an alert, or a dialog when no screen is known.
  case level
  /// The view of this screen, the one on top when the dialog came.
  case screen(ScreenID)
  /// The source the app marked on this screen (the one marked last, of those active).
  case source(ScreenID, ObjectIdentifier)

  /// The anchor of an alert of `style` shown while `screen` was on top, whose active sources
  /// are `sources`, in the order they were marked.
  package init(style: AlertStyle, screen: ScreenID?, sources: [ObjectIdentifier]) {
    guard style == .confirmationDialog, let screen else {
      self = .level
      return
    }
    if let source = sources.last {
      self = .source(screen, source)
    } else {
      self = .screen(screen)
    }
  }
}

/// How a host's step that dismisses layers ends, from whether the platform still presents the
/// top-most layer it dismisses: the same answer for every host. A layer the platform no longer
/// presents (the app dismissed it itself, the system took it down) or never presented (a
/// presentation the platform dropped) sends no signal of its going: the step ends at once rather
/// than hold navigation until the watchdog. UIKit's `dismiss(animated:completion:)` on a
/// presenter that presents nothing would even dismiss the presenter itself ("If you call this
/// method on the presented view controller itself, UIKit asks the presenting view controller to
/// handle the dismissal",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)),
/// one layer too many.
package enum LayerDismissal: Hashable, Sendable {
  /// Dismiss the layer: the step ends on the platform's signal (UIKit's completion, SwiftUI's
  /// disappearance of the old top screen).
  case dismiss
  /// No call: the platform does not present the layer, and the step ends at once.
  case endAtOnce

  /// The dismissal when the platform presents the layer (`platformPresents`), or cannot tell
  /// (`nil`: UIKit's layer has no presenter).
  package init(platformPresents: Bool?) {
    self = platformPresents == true ? .dismiss : .endAtOnce
  }
}

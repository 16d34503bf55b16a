@_spi(Hosts) import Coordinators
import Coordinators

/// Something a real device does that a kind host would not expect, which a
/// ``HostConformanceDriver`` plays on request for the device checks (``HostConformanceCheck/device``).
///
/// Each case names the device's behaviour and says where it is documented or observed. A
/// driver plays the behaviours its platform has and answers `false` for the others (the
/// default), and the check that needs one then passes with nothing to check.
///
/// Other device behaviours are modes of a driver rather than requests, because the device does
/// them every time (for example a SwiftUI driver that never signals an appearance when a stack's
/// only screen is replaced, or that writes `nil` into a sheet's binding late): the driver
/// plays them always, and the device checks hold a host to them.
@_spi(Hosts) public enum DeviceBehaviour: Hashable, Sendable, CustomStringConvertible {
  /// The app presents its own controller (an alert, a share sheet, a Safari view) over the
  /// host's screens: until ``appDismissesItsOwnPresentation``, UIKit refuses a presentation the
  /// host asks for ("Attempt to present … which is already presenting …") and never calls its
  /// completion, which comes only "after the presented controller's viewDidAppear"
  /// (`UIViewController.h`; https://github.com/deltachat/deltachat-ios/issues/2736).
  case appPresentsItsOwnController
  /// The user closes the app's own presentation (``appPresentsItsOwnController``).
  case appDismissesItsOwnPresentation
  /// The app's code dismisses the top modal layer itself (a Done button calling
  /// `dismiss(animated:)`, SwiftUI's `@Environment(\.dismiss)`): the layer goes away with no
  /// delegate call, as `presentationControllerDidDismiss(_:)` "is not called if the
  /// presentation is dismissed programatically" (`UIPresentationController.h`).
  case appDismissesTopLayer
  /// The user's finger is down in an interactive gesture when the next step arrives: a back
  /// swipe (UIKit calls `willShow` for the screen below and takes the top away at once) or a
  /// sheet's swipe down (`presentationControllerWillDismiss(_:)`). It ends with
  /// ``userEndsGesture(cancelled:)`` (`willShow` at the swipe's start: openradar 21137690,
  /// https://github.com/lionheart/openradar-mirror/issues/1114; a path changed mid-transition:
  /// https://developer.apple.com/forums/thread/750879).
  case userBeginsGesture(InteractiveGesture)
  /// The gesture ``userBeginsGesture(_:)`` began ends: completed (the pop or the dismissal
  /// happens) or `cancelled` (the screen or the layer stays).
  case userEndsGesture(cancelled: Bool)
  /// The signal that ends the next transition never comes (a completion UIKit drops when a
  /// presentation or dismissal is already in progress, "Attempt to dismiss from view
  /// controller … while a presentation or dismiss is in progress"; a representable that gets
  /// no `viewDidAppear`): the host must end the step on its own bound
  /// (https://github.com/jamonholmgren/ProMotion/issues/473).
  case losesTheNextTransitionSignal
  /// SwiftUI writes `nil` into the binding of a sheet or cover the host dismissed earlier, late
  /// (up to about a second after; FlowStacks issue 69), after the host presented another layer
  /// at the same level. UIKit writes no bindings.
  case writesLateNilForGoneLayers
  /// The window's width class changes (a rotation, Split View or Slide Over on an iPad, a
  /// resized window): a split view collapses into one stack or expands, an adaptive layout
  /// switches between a tab bar and a sidebar. SwiftUI reports it through
  /// `horizontalSizeClass`, UIKit through the trait collection and the split view
  /// controller's delegate.
  case windowResizes(to: WidthClass)
  /// iOS 26's back swipe from anywhere in the content (`interactiveContentPopGestureRecognizer`,
  /// which "recognizes a gesture on the entire content area of the navigation controller in
  /// cases that are not covered by `interactivePopGestureRecognizer`";
  /// https://github.com/deltachat/deltachat-ios/pull/3088): a horizontal pan from the middle of
  /// the top screen, let go at its end. The driver answers whether the pop began.
  case userSwipesBackFromTheContent
  /// The app's code dismisses the layer at this index while layers above it are shown (a
  /// "close everything" `dismiss(animated:)` from a lower controller): UIKit animates only the
  /// top layer away and "any intermediate view controllers are simply removed from the stack"
  /// (`dismiss(animated:completion:)`), with no appearance call for them.
  case appDismissesFromLayer(Int)
  /// The app goes to the background and the system lays its scene out at other sizes for the
  /// app switcher's snapshots: the scene becomes inactive, the window turns regular, then
  /// compact again, then the scene is active once more (kiwix-apple PR 1141, firefox-ios PR
  /// 1949). The driver plays it from a compact window.
  case sceneSnapshotsOtherSizes
  /// The platform never shows the next alert the host presents, and says nothing: SwiftUI drops
  /// an alert presented while another presentation shows or goes (the app's own alert or sheet,
  /// an alert still animating away), and its `isPresented` binding stays `true`
  /// (https://github.com/nathantannar4/Transmission/issues/103: "Attempt to present … while a
  /// presentation is in progress"). The driver shows the alerts after it.
  case dropsTheNextAlert

  /// The behaviour in words.
  public var description: String {
    switch self {
    case .appPresentsItsOwnController: "the app presents its own controller"
    case .appDismissesItsOwnPresentation: "the app's own presentation is dismissed"
    case .appDismissesTopLayer: "the app's code dismisses the top layer"
    case .userBeginsGesture(let gesture): "the user begins \(gesture)"
    case .userEndsGesture(let cancelled): cancelled ? "the user cancels the gesture" : "the user completes the gesture"
    case .losesTheNextTransitionSignal: "the next transition's signal never comes"
    case .writesLateNilForGoneLayers: "late nil writes for layers that are gone"
    case .windowResizes(let width): "the window becomes \(width)"
    case .userSwipesBackFromTheContent: "the user swipes back from the middle of the content"
    case .appDismissesFromLayer(let index): "the app's code dismisses from layer \(index)"
    case .sceneSnapshotsOtherSizes: "the system snapshots the scene at other sizes in the background"
    case .dropsTheNextAlert: "the platform never shows the next alert"
    }
  }
}

/// An interactive gesture that stays under way until the user lets go.
@_spi(Hosts) public enum InteractiveGesture: Hashable, Sendable, CustomStringConvertible {
  /// A back swipe on the top-most stack.
  case backSwipe
  /// A swipe down of the top-most modal layer (a sheet).
  case swipeDown

  /// `a back swipe` or `a swipe down`.
  public var description: String {
    switch self {
    case .backSwipe: "a back swipe"
    case .swipeDown: "a swipe down"
    }
  }
}

@_spi(Hosts) extension HostConformanceDriver {
  /// This host's platform does not do that: the check that needs it has nothing to check.
  public func play(_ behaviour: DeviceBehaviour, on host: Host) async -> Bool { false }

  /// Nothing to run out: the host waits for no platform signal.
  public func runOutTheHostsWaits(on host: Host) async {}
}

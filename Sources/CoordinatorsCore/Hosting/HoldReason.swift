/// Why a step waits before a host shows it.
///
/// A host holds steps while its platform could not take them; the session shows a held step
/// once nothing holds it any more.
@_spi(Hosts) public enum HoldReason: Hashable, Sendable {
  /// The user's own transition runs (a back swipe, a sheet dragged down): the platform takes
  /// no other transition until it ends, and the user may still cancel it.
  case userTransition
  /// The scene is not active, or not on screen yet: the platform would hold the step back and
  /// apply several at once. The host attached again keeps it: an attach does not make the scene
  /// active.
  case sceneInactive
  /// The root container is not on screen yet: UIKit refuses a presentation from a view outside
  /// the window. Holds only the presentations (of a layer or an alert) the root presents, made
  /// while no layer is shown: a presentation waits for its own presenter, and a layer on screen
  /// presents the one above it whether the root under it appeared or not (a full-screen cover
  /// removes the root's views from the window until it leaves).
  case presenterOffScreen
  /// A presentation is leaving (an alert going away): SwiftUI drops a presentation made while
  /// one goes. Holds presentations only, bounded as a step's wait (see
  /// `HostSession.presentationLeaves(signalled:)`).
  case presentationLeaving

  /// Whether the hold keeps `step`, planned over `shown`, from being shown.
  func holds(_ step: HostStep, over shown: NavigationState?) -> Bool {
    switch self {
    case .userTransition, .sceneInactive: true
    case .presentationLeaving: step.presents
    case .presenterOffScreen: step.presents && shown?.modals.isEmpty != false
    }
  }
}

extension HostStep {
  /// Whether the step presents something over what is shown: a layer or an alert.
  package var presents: Bool {
    switch self {
    case .present, .showAlert: true
    default: false
    }
  }
}

import Coordinators

/// The sign-in screen that comes before the tab bar, as in the UIKit tab-bar CoordinatorExample.
public enum SignInRoute: Route, Codable {
  /// The sign-in screen.
  case signIn

  /// Titled "Sign In".
  public var screenOptions: ScreenOptions { ScreenOptions(title: "Sign In", titleDisplayMode: .large) }
}

/// The root of the Tabs example with sign-in: the sign-in screen, then, once the user is signed
/// in (``StandardAction/done``), the tab bar of ``TabBarCoordinator`` in its place: one root
/// switch, which lets the sign-in screen go.
@MainActor
public final class SignInCoordinator: Coordinator {
  /// The root flow's handle.
  public let flow = Flow<SignInRoute>()

  /// A coordinator that starts on the sign-in screen.
  public init() {}

  /// Shows the sign-in screen.
  public func start() {
    flow.show(.signIn)
  }

  /// Done signs the user in: the tabs replace the sign-in screen.
  public func handle(_ action: StandardAction) -> ActionHandling {
    guard action == .done else { return .unhandled }
    flow.showTabs(TabBarCoordinator.tabs(), selected: .main)
    return .handled
  }
}

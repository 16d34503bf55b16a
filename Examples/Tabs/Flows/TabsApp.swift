import Coordinators

/// The Tabs example put together: its navigator and its bottom sheet.
///
/// ```swift
/// let navigator = TabsApp.makeNavigator()
/// try navigator.navigate(to: [TabsRoute.main, MainRoute.account(User(id: 1, name: "Ada"))])
/// ```
public enum TabsApp {
  /// How the Main tab presents its bottom sheet: resting at half and full height, with a
  /// visible grabber.
  public static let bottomSheet = ModalPresentation.sheet(detents: [.medium, .large], grabber: .visible)

  /// A navigator running a ``TabBarCoordinator`` that starts on `initialTab`.
  @MainActor
  public static func makeNavigator(
    initialTab: TabID = .main,
    identifiers: IdentifierGenerator = IdentifierGenerator()
  ) -> Navigator {
    Navigator(root: TabBarCoordinator(initialTab: initialTab), identifiers: identifiers)
  }
}

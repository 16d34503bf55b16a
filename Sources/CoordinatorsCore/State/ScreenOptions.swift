/// How a host decorates a screen: its title and bars.
///
/// A route supplies its options through ``Route/screenOptions``, so a title can depend on the
/// route's data (an account screen titled with the user's name).
public struct ScreenOptions: Hashable, Sendable, Codable {
  /// How the title is shown in the navigation bar.
  public enum TitleDisplayMode: String, Hashable, Sendable, Codable {
    /// The host's default.
    case automatic
    /// A small title inside the bar.
    case inline
    /// A large title below the bar.
    case large
  }

  /// The title, or `nil` for none.
  public var title: String?
  /// How the title is shown.
  public var titleDisplayMode: TitleDisplayMode
  /// Whether the back button is hidden (the back swipe stays with the host).
  public var hidesBackButton: Bool
  /// Whether the navigation bar is hidden.
  public var hidesNavigationBar: Bool
  /// A key that the host maps to a bar appearance, or `nil` for the default.
  public var barStyle: String?

  /// Options with the given values; every one has a default.
  public init(
    title: String? = nil,
    titleDisplayMode: TitleDisplayMode = .automatic,
    hidesBackButton: Bool = false,
    hidesNavigationBar: Bool = false,
    barStyle: String? = nil
  ) {
    self.title = title
    self.titleDisplayMode = titleDisplayMode
    self.hidesBackButton = hidesBackButton
    self.hidesNavigationBar = hidesNavigationBar
    self.barStyle = barStyle
  }
}

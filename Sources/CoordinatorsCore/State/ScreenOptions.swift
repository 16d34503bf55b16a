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
  /// Whether the tab bar is hidden while the screen shows in a tab's stack (UIKit's
  /// `hidesBottomBarWhenPushed`, SwiftUI's `toolbarVisibility(.hidden, for: .tabBar)`); it
  /// shows again when the user goes back past the screen. No effect outside a tab bar.
  public var hidesTabBar: Bool

  /// Options with the given values; every one has a default.
  public init(
    title: String? = nil,
    titleDisplayMode: TitleDisplayMode = .automatic,
    hidesBackButton: Bool = false,
    hidesNavigationBar: Bool = false,
    barStyle: String? = nil,
    hidesTabBar: Bool = false
  ) {
    self.title = title
    self.titleDisplayMode = titleDisplayMode
    self.hidesBackButton = hidesBackButton
    self.hidesNavigationBar = hidesNavigationBar
    self.barStyle = barStyle
    self.hidesTabBar = hidesTabBar
  }
}

extension ScreenOptions {
  private enum CodingKeys: String, CodingKey {
    case title, titleDisplayMode, hidesBackButton, hidesNavigationBar, barStyle, hidesTabBar
  }

  /// Decodes options; an option left out has its default, so options stored by an earlier
  /// version (before `hidesTabBar`) still read.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try container.decodeIfPresent(String.self, forKey: .title),
      titleDisplayMode: try container.decodeIfPresent(TitleDisplayMode.self, forKey: .titleDisplayMode) ?? .automatic,
      hidesBackButton: try container.decodeIfPresent(Bool.self, forKey: .hidesBackButton) ?? false,
      hidesNavigationBar: try container.decodeIfPresent(Bool.self, forKey: .hidesNavigationBar) ?? false,
      barStyle: try container.decodeIfPresent(String.self, forKey: .barStyle),
      hidesTabBar: try container.decodeIfPresent(Bool.self, forKey: .hidesTabBar) ?? false)
  }

  /// Encodes every option; `hidesTabBar` only when set, as earlier versions wrote none.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(title, forKey: .title)
    try container.encode(titleDisplayMode, forKey: .titleDisplayMode)
    try container.encode(hidesBackButton, forKey: .hidesBackButton)
    try container.encode(hidesNavigationBar, forKey: .hidesNavigationBar)
    try container.encodeIfPresent(barStyle, forKey: .barStyle)
    if hidesTabBar { try container.encode(hidesTabBar, forKey: .hidesTabBar) }
  }
}

/// A tab of the root tab container: a name, its own navigation stack, and its item in the tab bar.
///
/// Stored (in an event log) as `{"id": "main", "stack": [...], "item": {...}}`, the item left
/// out when there is none.
public struct Tab: Hashable, Sendable, Identifiable {
  /// The tab's name.
  public var id: TabID
  /// The tab's screens, root first.
  public var stack: ScreenStack
  /// What the tab bar shows for the tab, or `nil` to let the host title it after the tab's
  /// first screen.
  public var item: TabItem?

  /// A tab with the given name, stack and item.
  public init(id: TabID, stack: some Sequence<Screen>, item: TabItem? = nil) {
    self.id = id
    self.stack = ScreenStack(stack)
    self.item = item
  }
}

/// What a tab bar shows for a tab: a title, a symbol, a badge, the section of the sidebar it is
/// listed in, and its role (the search tab).
///
/// Items are data of the app's coordinators, not of its views, so every host shows the same
/// ones (the terminal host prints the titles). They are not stored with a snapshot:
/// restoration restarts the root flow, whose coordinator gives the items again.
///
/// ```swift
/// flow.showTabs([
///   TabFlow(.main, MainCoordinator(), item: TabItem(title: "Main", systemImage: "house")),
///   TabFlow(.photos, PhotosCoordinator(), item: TabItem(title: "Photos", systemImage: "photo", section: "Library")),
///   TabFlow(.search, SearchCoordinator(), item: TabItem(title: "Search", systemImage: "magnifyingglass", role: .search)),
/// ])
/// ```
public struct TabItem: Hashable, Sendable, Codable {
  /// The tab's title.
  public var title: String
  /// The name of the SF Symbol shown above the title, or `nil` for none.
  public var systemImage: String?
  /// The badge shown on the tab (a count like `"3"`, or a word), or `nil` for none.
  public var badge: String?
  /// The section the tab is listed in, or `nil` for a tab of its own.
  ///
  /// The SwiftUI host shows sections from iOS 18 and macOS 15 (a `TabSection` in a
  /// sidebar-adaptable tab view); a tab bar without a sidebar, and the other hosts, list the
  /// tabs in order and ignore it.
  public var section: Section?
  /// What the tab is to the system, or `nil` for an ordinary tab: ``Role/search`` makes it the
  /// search tab.
  ///
  /// Stored as `"role": "search"`, left out when `nil`: an item stored before roles reads as an
  /// ordinary tab.
  public var role: Role?

  /// An item with the given title, symbol, badge, section and role.
  public init(
    title: String, systemImage: String? = nil, badge: String? = nil, section: Section? = nil, role: Role? = nil
  ) {
    self.title = title
    self.systemImage = systemImage
    self.badge = badge
    self.section = section
    self.role = role
  }

  /// What a tab is to the system: the search tab, which iOS draws apart from the other tabs.
  ///
  /// The search tab has its own stack, like any tab. From iOS 18 the SwiftUI host shows it as a
  /// `Tab` with the `.search` role and the UIKit host as a `UISearchTab`; iOS 26 draws it apart
  /// at the tab bar's trailing end. On iOS 17 it is an ordinary tab. A tab container has one
  /// search tab: the first tab whose item has this role; a
  /// later one is shown as an ordinary tab. A search tab is listed outside the sidebar's
  /// sections.
  ///
  /// A struct, not an enumeration, so that a role added later breaks no `switch`.
  public struct Role: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The role's name, as stored.
    public let rawValue: String

    /// The search tab.
    public static let search = Role(rawValue: "search")

    private init(rawValue: String) { self.rawValue = rawValue }

    /// Decodes the role's name; a name this version does not know is an error.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      let name = try container.decode(String.self)
      guard name == Role.search.rawValue else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a tab's role is \"search\", not \"\(name)\"")
      }
      self = .search
    }

    /// Encodes the role's name.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }

    /// The role's name.
    public var description: String { rawValue }
  }

  /// A group of tabs in a sidebar: its title, and a name that stays the same when the title is
  /// translated.
  ///
  /// The user's customization of the sidebar (the order of the tabs in a section, which are
  /// hidden) is kept under the name, so it must be stable across launches and versions, as a
  /// ``TabID`` is. A string literal is a section whose name is its title.
  public struct Section: Hashable, Sendable, Codable, ExpressibleByStringLiteral {
    /// The name the section is known by, stable across launches.
    public var id: String
    /// The title shown above the section's tabs.
    public var title: String

    /// A section titled `title`, named `id` (the title when `nil`).
    public init(_ title: String, id: String? = nil) {
      self.id = id ?? title
      self.title = title
    }

    /// A section whose title and name are the literal.
    public init(stringLiteral title: String) {
      self.init(title)
    }
  }
}

extension NavigationState {
  /// The search tab of the root's tabs: the first tab whose item's role is
  /// ``TabItem/Role/search``, `nil` when none is, or when the root is a stack.
  ///
  /// One rule for every host: a tab bar has one search tab, so a second tab with the role is
  /// shown as an ordinary tab, in its place.
  package var searchTab: TabID? {
    TabItem.Role.searchTab(among: tabs.map { ($0.id, $0.item) })
  }
}

extension TabItem.Role {
  /// The search tab among tabs with these items, in the tab bar's order: the first whose item's
  /// role is ``search``, `nil` when none is. The rule every host follows.
  package static func searchTab(among tabs: [(id: TabID, item: TabItem?)]) -> TabID? {
    tabs.first { $0.item?.role == .search }?.id
  }
}

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

/// What a tab bar shows for a tab: a title, a symbol, a badge, and the section of the sidebar
/// it is listed in.
///
/// Items are data of the app's coordinators, not of its views, so every host shows the same
/// ones (the terminal host prints the titles). They are not stored with a snapshot:
/// restoration restarts the root flow, whose coordinator gives the items again.
///
/// ```swift
/// TabFlow(.main, MainCoordinator(), item: TabItem(title: "Main", systemImage: "house"))
/// TabFlow(.photos, PhotosCoordinator(), item: TabItem(title: "Photos", systemImage: "photo", section: "Library"))
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

  /// An item with the given title, symbol, badge and section.
  public init(title: String, systemImage: String? = nil, badge: String? = nil, section: Section? = nil) {
    self.title = title
    self.systemImage = systemImage
    self.badge = badge
    self.section = section
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

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

/// What a tab bar shows for a tab: a title, a symbol and a badge.
///
/// Items are data of the app's coordinators, not of its views, so every host shows the same
/// ones (the terminal host prints the titles). They are not stored with a snapshot:
/// restoration restarts the root flow, whose coordinator gives the items again.
///
/// ```swift
/// TabFlow(.main, MainCoordinator(), item: TabItem(title: "Main", systemImage: "house"))
/// ```
public struct TabItem: Hashable, Sendable, Codable {
  /// The tab's title.
  public var title: String
  /// The name of the SF Symbol shown above the title, or `nil` for none.
  public var systemImage: String?
  /// The badge shown on the tab (a count like `"3"`, or a word), or `nil` for none.
  public var badge: String?

  /// An item with the given title, symbol and badge.
  public init(title: String, systemImage: String? = nil, badge: String? = nil) {
    self.title = title
    self.systemImage = systemImage
    self.badge = badge
  }
}

/// A tab of the root tab container: a name and its own navigation stack.
public struct Tab: Hashable, Sendable, Identifiable {
  /// The tab's name.
  public var id: TabID
  /// The tab's screens, root first.
  public var stack: [Screen]

  /// A tab with the given name and stack.
  public init(id: TabID, stack: [Screen]) {
    self.id = id
    self.stack = stack
  }
}

import CoordinatorsCore

extension NavigationSnapshot {
  /// Where a stored flow's screens went when it started, as ``FlowRecord/placement`` records it.
  ///
  /// Apps do not write it: flows start with ``Flow/start(_:as:key:onResult:)`` (pushed or
  /// modal), ``Flow/startAtRoot(_:key:onResult:)`` and ``Flow/start(_:inTab:key:onResult:)``.
  public enum FlowPlacement: Hashable, Sendable, Codable {
    /// Its first screen was pushed onto the stack of the parent's top-most screen.
    case push
    /// Its first screen opened a new modal layer, presented this way.
    case modal(ModalPresentation)
    /// It replaced the whole navigation.
    case root
    /// It took over the tab `id` of a tab container.
    case tab(TabID)
  }
}

/// The stored placement, by its short name inside the module.
typealias FlowPlacement = NavigationSnapshot.FlowPlacement

/// A column of the UIKit host's split view that shows screens, each a navigation controller the
/// host made: the primary column shows the host's sidebar, never a screen.
package enum UIKitSplitColumn: Hashable, CaseIterable, Sendable, CustomStringConvertible {
  /// The content column of three: the selected section's first screen.
  case supplementary
  /// The detail column: the selected section's whole stack with two columns, the screens above
  /// its first with three.
  case secondary
  /// The column UIKit shows alone while the split view is collapsed (`.compact`): the sidebar,
  /// with the selected section's stack above it unless the user went back to the sidebar.
  case compact

  /// `supplementary column`, `secondary column` or `compact column`.
  package var description: String {
    switch self {
    case .supplementary: "supplementary column"
    case .secondary: "secondary column"
    case .compact: "compact column"
    }
  }
}

/// The screens each column of the UIKit host's split view shows, as the host decides them from
/// the state it shows (``init(_:)``).
///
/// The host gives UIKit a `.compact` column of its own, so that collapsing never stacks the
/// columns' navigation controllers into one (UIKit's default, which moves the controllers
/// itself): the host moves the section's controllers between the columns, and a controller is
/// in one column at a time. Collapsed, every other column is empty; expanded, the compact one is.
package struct UIKitSplitColumns: Equatable, Sendable {
  /// The identifiers of the screens in the supplementary column, root first.
  package var supplementary: [ScreenID] = []
  /// The identifiers of the screens in the secondary column, bottom first.
  package var secondary: [ScreenID] = []
  /// The identifiers of the screens above the sidebar in the compact column, bottom first.
  package var compact: [ScreenID] = []

  /// Empty columns.
  package init() {}

  /// The columns of `state` laid out as a split view; `nil` when it shows a stack or a tab bar.
  ///
  /// With two columns the secondary shows the selected section's stack; with three the
  /// supplementary shows its first screen and the secondary the others. Collapsed, the compact
  /// column shows the stack, or nothing above the sidebar when the sidebar is shown.
  package init?(_ state: NavigationState) {
    guard let selected = state.selectedTab, let stack = state.stack(at: .tab(selected)) else { return nil }
    let ids = stack.map(\.id)
    switch state.appearance {
    case .stack, .tabBar: return nil
    case .splitView(.twoColumns): secondary = ids
    case .splitView(.threeColumns):
      supplementary = Array(ids.prefix(1))
      secondary = Array(ids.dropFirst())
    case .collapsedSplitView(.section): compact = ids
    case .collapsedSplitView(.sidebar): break
    }
  }

  /// The screens `column` shows.
  package subscript(column: UIKitSplitColumn) -> [ScreenID] {
    get {
      switch column {
      case .supplementary: supplementary
      case .secondary: secondary
      case .compact: compact
      }
    }
    set {
      switch column {
      case .supplementary: supplementary = newValue
      case .secondary: secondary = newValue
      case .compact: compact = newValue
      }
    }
  }

  /// The columns whose screens differ in `other`, in the order to set them: first those that
  /// take no screen from another column (they only let go, or bring new screens), then the
  /// others, so that no controller is ever in two navigation controllers.
  package func changes(to other: UIKitSplitColumns) -> [UIKitSplitColumn] {
    order(Set(UIKitSplitColumn.allCases.filter { self[$0] != other[$0] }), to: other)
  }

  /// `columns` in the order to set them to `other`'s screens, as in ``changes(to:)``.
  package func order(_ columns: Set<UIKitSplitColumn>, to other: UIKitSplitColumns) -> [UIKitSplitColumn] {
    let changed = UIKitSplitColumn.allCases.filter(columns.contains)
    let taking = changed.filter { column in
      let held = Set(UIKitSplitColumn.allCases.filter { $0 != column }.flatMap { self[$0] })
      return other[column].contains(where: held.contains)
    }
    return changed.filter { !taking.contains($0) } + taking
  }

  /// The column that holds the top of the selected section's stack, where its transitions run:
  /// the compact column while collapsed, the secondary, or the supplementary while the
  /// secondary of three is empty; `nil` when a collapsed split view shows its sidebar.
  package var top: UIKitSplitColumn? {
    if !compact.isEmpty { return .compact }
    if !secondary.isEmpty { return .secondary }
    if !supplementary.isEmpty { return .supplementary }
    return nil
  }
}

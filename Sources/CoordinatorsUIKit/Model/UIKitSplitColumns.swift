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

  /// Whether `column` holds a screen to go back to, or, as the compact column's only screen, the
  /// sidebar below it.
  package func offersBack(in column: UIKitSplitColumn) -> Bool {
    self[column].count > 1 || (column == .compact && self[column].count == 1)
  }

  /// The user's gesture that makes `column` show `ids` of the selected section's `stack`: a pop
  /// of the part it shows, or the compact column's return to its sidebar; `nil` for anything else.
  package func gesture(showing ids: [ScreenID], in column: UIKitSplitColumn, of stack: ScreenStack) -> UserGesture? {
    if column == .compact && ids.isEmpty { return .returnedToSidebar }
    let start = column == .secondary ? supplementary.count : 0
    guard column != .supplementary, case .popped(let target) = ReportedStack(ids, from: start, rendered: stack)
    else { return nil }
    return .popped(to: target)
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

/// The calls that set the split view's columns, as the UIKit host plans them: what each column
/// shows (``columns``), and the columns that wait together while a transition of one of them runs,
/// since a column set alone could take a controller another still holds (issue 31). Pure: the
/// UIKit model makes the calls it returns.
package struct UIKitColumnCalls: Sendable {
  /// A call to make on a column's navigation controller.
  package enum Call: Equatable, Sendable {
    /// `setViewControllers(_:animated:)` with the controllers of these screens.
    case set(UIKitSplitColumn, [ScreenID], animated: Bool)
    /// Watch the running transition: ``transitionEnded(running:)`` once it ended.
    case watch(UIKitSplitColumn)
  }

  /// What the columns show as the host set them last, waiting calls included.
  package var columns: UIKitSplitColumns
  /// What UIKit's columns show while calls wait, the columns that wait, whether they animate,
  /// and the columns whose transition is watched; `nil` while none waits.
  private var waiting:
    (from: UIKitSplitColumns, columns: Set<UIKitSplitColumn>, animated: Bool, watched: Set<UIKitSplitColumn>)?

  /// The calls for columns that show `columns` in UIKit.
  package init(_ columns: UIKitSplitColumns) { self.columns = columns }

  /// Whether a call for `column` waits for a transition to end.
  package func waits(_ column: UIKitSplitColumn) -> Bool { waiting?.columns.contains(column) == true }

  /// Whether `ids` in `column`, whose call waits, is what UIKit showed there before: the end of
  /// the transition the call waits for, no act of the user's.
  package func isEarlier(_ ids: [ScreenID], in column: UIKitSplitColumn) -> Bool {
    waits(column) && waiting?.from[column] == ids
  }

  /// Lays the columns out as `state` says: returns the columns that change, and the calls.
  package mutating func layOut(
    _ state: NavigationState, animated: Bool, running: (UIKitSplitColumn) -> Bool
  ) -> (changes: [UIKitSplitColumn], calls: [Call]) {
    let current = columns
    columns = UIKitSplitColumns(state) ?? UIKitSplitColumns()
    let changes = current.changes(to: columns)
    return (changes, set(changes, from: current, animated: animated, running: running))
  }

  /// The calls that set `changed` to what ``columns`` says, UIKit's columns showing `current`:
  /// all together, in the order ``UIKitSplitColumns/order(_:to:)`` gives, once no transition
  /// of the columns that wait runs (`running`); until then, a watch of each running transition.
  /// Only the top column may animate.
  package mutating func set(
    _ changed: [UIKitSplitColumn], from current: UIKitSplitColumns, animated: Bool,
    running: (UIKitSplitColumn) -> Bool
  ) -> [Call] {
    let set = Set(changed).union(waiting?.columns ?? [])
    let from = waiting?.from ?? current
    let runs = set.filter(running)
    guard runs.isEmpty else {
      let watched = waiting?.watched ?? []
      waiting = (from, set, animated, watched.union(runs))
      return UIKitSplitColumn.allCases.filter { runs.contains($0) && !watched.contains($0) }.map(Call.watch)
    }
    waiting = nil
    return from.order(set, to: columns).map { .set($0, columns[$0], animated: animated && $0 == columns.top) }
  }

  /// The user's change made `column` show `ids`, which the host follows.
  package mutating func follow(_ ids: [ScreenID], in column: UIKitSplitColumn) { columns[column] = ids }

  /// The calls that set `column`, where UIKit shows `ids`, to `screens` again, without animation
  /// (the session took the user's change back), as ``set(_:from:animated:running:)`` makes them.
  package mutating func setAgain(
    _ column: UIKitSplitColumn, to screens: [ScreenID], showing ids: [ScreenID], running: (UIKitSplitColumn) -> Bool
  ) -> [Call] {
    var reported = columns
    reported[column] = ids
    columns[column] = screens
    return set([column], from: reported, animated: false, running: running)
  }

  /// The transition of `column` ended (`nil`: the watchdog gave up on a step): the calls that
  /// wait, once no transition of their columns runs.
  package mutating func transitionEnded(_ column: UIKitSplitColumn?, running: (UIKitSplitColumn) -> Bool) -> [Call] {
    guard let waiting else { return [] }
    if let column { self.waiting?.watched.remove(column) }
    return set([], from: waiting.from, animated: waiting.animated, running: running)
  }
}

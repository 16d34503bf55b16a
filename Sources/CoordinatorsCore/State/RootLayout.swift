/// How the sections of a tab container are shown: as a tab bar, or as a split view's sidebar.
///
/// A split view is another way to show the same sections: the sidebar lists the tabs, its
/// selection is the selected tab, and each section keeps its own stack. With two columns the
/// detail column shows the selected section's whole stack; with three, the content column shows
/// its first screen and the detail column the screens above it.
///
/// ```swift
/// flow.showTabs(tabs, layout: .adaptive(.twoColumns))   // tabs on iPhone, a sidebar on iPad
/// ```
public enum SectionLayout: Hashable, Sendable {
  /// A tab bar, whatever the width.
  case tabBar
  /// A split view with a sidebar, whatever the width; in a compact width it collapses into one
  /// stack (see ``CollapsedColumn``).
  case sidebar(SplitColumns)
  /// A tab bar in a compact width, a split view's sidebar in a regular one: one set of sections,
  /// two layouts, switching when the width changes, each section keeping its stack.
  case adaptive(SplitColumns)
}

/// The columns of a split view.
public enum SplitColumns: Hashable, Sendable {
  /// A sidebar and a detail column, which shows the selected section's whole stack.
  case twoColumns
  /// A sidebar, a content column showing the selected section's first screen, and a detail
  /// column showing the screens above it.
  case threeColumns
}

/// How wide the host's window is, as the host reports it (SwiftUI's `horizontalSizeClass`,
/// UIKit's trait collection): a compact width collapses a split view, a regular one expands it.
public enum WidthClass: String, Hashable, Sendable, Codable {
  /// An iPhone in portrait, Slide Over, a narrow window.
  case compact
  /// An iPad full screen, a Mac window.
  case regular
}

/// What a split view collapsed into one stack (a compact width) shows.
///
/// The collapse rule: collapsing shows the selected section's stack, with the sidebar below it;
/// going back from that stack's first screen shows the sidebar and keeps every section's stack;
/// selecting a section there, or any command that changes the selection or the selected
/// section's stack, shows that section again; expanding shows the sidebar and the selected
/// section side by side, as before. Nothing is lost either way.
public enum CollapsedColumn: String, Hashable, Sendable, Codable {
  /// The sidebar's list of sections.
  case sidebar
  /// The selected section's stack.
  case section
}

/// How the root is laid out: the app's ``SectionLayout``, the width the host reported, and
/// what a collapsed split view shows. Part of the ``NavigationState``, so that the event log,
/// replay and every host see the same thing.
///
/// The width class is the host's input (``UserGesture/resized(_:)``); restoration keeps the
/// width the host reports now, not the stored one: a snapshot taken on an iPad and restored on
/// an iPhone shows the compact layout.
public struct RootLayout: Hashable, Sendable {
  /// How the sections are shown; ``SectionLayout/tabBar`` unless the root is a tab container.
  public var sections: SectionLayout
  /// The width the host reported last; ``WidthClass/regular`` until it reports one.
  public var widthClass: WidthClass
  /// What a collapsed split view shows; meaningful only while collapsed.
  public var collapsedColumn: CollapsedColumn

  /// A layout with the given parts; by default a tab bar in a regular width.
  public init(
    sections: SectionLayout = .tabBar, widthClass: WidthClass = .regular, collapsedColumn: CollapsedColumn = .section
  ) {
    self.sections = sections
    self.widthClass = widthClass
    self.collapsedColumn = collapsedColumn
  }

  /// The layout of a new root `container` replacing one laid out as `self`: the same width, the
  /// same sections for a tab container (none for a stack), the selected section shown.
  package func kept(under container: RootContainer) -> RootLayout {
    guard case .tabs = container else { return RootLayout(widthClass: widthClass) }
    return RootLayout(sections: sections, widthClass: widthClass)
  }

  /// What a host shows for a tab container laid out this way.
  public var appearance: RootAppearance {
    switch (sections, widthClass) {
    case (.tabBar, _), (.adaptive, .compact): .tabBar
    case (.sidebar(let columns), .regular), (.adaptive(let columns), .regular): .splitView(columns)
    case (.sidebar, .compact): .collapsedSplitView(collapsedColumn)
    }
  }
}

/// What a host shows under the modal layers, as decided by the root container and its
/// ``RootLayout``.
public enum RootAppearance: Hashable, Sendable {
  /// One navigation stack.
  case stack
  /// A tab bar over the sections' stacks.
  case tabBar
  /// A split view with these columns, side by side.
  case splitView(SplitColumns)
  /// A split view collapsed into one stack, showing this column.
  case collapsedSplitView(CollapsedColumn)
}

extension SectionLayout: CustomStringConvertible {
  /// `tab bar`, `sidebar (2 columns)` or `adaptive (3 columns)`.
  public var description: String {
    switch self {
    case .tabBar: "tab bar"
    case .sidebar(let columns): "sidebar (\(columns))"
    case .adaptive(let columns): "adaptive (\(columns))"
    }
  }
}

extension SplitColumns: CustomStringConvertible {
  /// `2 columns` or `3 columns`.
  public var description: String { self == .twoColumns ? "2 columns" : "3 columns" }
}

extension RootAppearance: CustomStringConvertible {
  /// `stack`, `tab bar`, `split view (2 columns)` or `collapsed split view (sidebar)`.
  public var description: String {
    switch self {
    case .stack: "stack"
    case .tabBar: "tab bar"
    case .splitView(let columns): "split view (\(columns))"
    case .collapsedSplitView(let column): "collapsed split view (\(column == .sidebar ? "sidebar" : "section"))"
    }
  }
}

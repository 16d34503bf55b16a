import Observation

/// The root's layout as the host has rendered it: whether the tabs show as a `TabView` or a
/// `NavigationSplitView`, and what the split view's bindings read and write.
///
/// The split view shows the same ``TabsModel`` as the tab view (the sidebar lists its tabs, the
/// detail column shows the selected tab's ``StackModel``), so switching between the two when the
/// width changes keeps every section's stack:
///
/// ```swift
/// @Bindable var split: SplitModel
/// NavigationSplitView(columnVisibility: $split.columnVisibility, preferredCompactColumn: $split.compactColumn) {
///   List(tabs.tabs, selection: $split.sidebarSelection) { tab in Label(tab.item.title, ...) }
/// } detail: {
///   StackView(stack: selectedStack)
/// }
/// ```
///
/// Writes go to the host, which decides what they are:
/// - `sidebarSelection`: a section the user picked is a selection (in a collapsed split view,
///   the selected section's too: it shows its stack again), as `NavigationState.tabTap(_:)`
///   decides for every host; `nil`, which SwiftUI writes when the user goes back to the sidebar
///   of a collapsed split view, is a return to the sidebar; anything else is ignored. A pick the
///   host's session refuses (another section under the navigation lock) is never made: the
///   selection stays, and the list reads it again.
/// - `compactColumn`: `.sidebar` while a collapsed split view shows a section is a return to
///   the sidebar; `.content` while a collapsed three-column section shows more than its first
///   screen is a pop to that screen (back from the second, which writes no path); `.detail`
///   comes with a selection, which says it.
/// - `columnVisibility`: the user's to change (the sidebar button); no navigation.
/// - `detailPath`: the path of the detail column's stack in a three-column split view, whose
///   root view is the section's second screen: a shorter path is a pop, as for any stack.
///
/// The width the views report (`horizontalSizeClass`) goes to `SwiftUIHost.widthClassChanged(_:)`.
@MainActor
@Observable
package final class SplitModel {
  /// A column of a split view, as SwiftUI's `NavigationSplitViewColumn` names them.
  package enum Column: Hashable, Sendable {
    /// The sidebar, listing the sections.
    case sidebar
    /// The content column of a three-column split view: the section's first screen.
    case content
    /// The detail column.
    case detail
  }

  /// Which columns a split view shows, as SwiftUI's `NavigationSplitViewVisibility` names them.
  package enum Visibility: Hashable, Sendable {
    /// The platform's choice.
    case automatic
    /// Every column.
    case all
    /// The content and detail columns (the detail and sidebar with two columns).
    case doubleColumn
    /// The detail column alone.
    case detailOnly
  }

  /// The layout as rendered.
  package private(set) var layout = RootLayout()
  /// Which columns the expanded split view shows; the user's choice, which navigates nowhere.
  package var columnVisibility = Visibility.automatic

  @ObservationIgnored weak var host: SwiftUIHost?

  init(host: SwiftUIHost?) {
    self.host = host
  }

  /// Whether the tabs show as a split view (expanded or collapsed) rather than a tab view.
  package var showsSplitView: Bool { layout.appearance != .tabBar }

  /// The view that shows the root tabs.
  package enum TabsContainer: Hashable, Sendable {
    /// A `TabView`.
    case tabView
    /// A `NavigationSplitView`.
    case splitView
  }

  /// The view that shows the root tabs: the split view while the layout shows one, except for
  /// an adaptive two-column layout when `tabViewAdaptsToSidebar` (iOS 18's `.sidebarAdaptable`
  /// tab view, which becomes a sidebar where there is room by itself). That one tab view then
  /// shows both widths, so a size-class crossing (a Pro Max iPhone's rotation, an iPadOS 26
  /// window resized) keeps every screen's view and its `@State` rather than rebuilding the root
  /// under another container (https://github.com/idoodler/LabImporter/pull/43). Three columns,
  /// which a tab view cannot show, and a sidebar layout keep the split view.
  package func tabsContainer(tabViewAdaptsToSidebar: Bool) -> TabsContainer {
    guard showsSplitView else { return .tabView }
    if tabViewAdaptsToSidebar, layout.sections == .adaptive(.twoColumns) { return .tabView }
    return .splitView
  }

  /// The split view's columns; two unless the layout asks for three.
  package var columns: SplitColumns {
    switch layout.sections {
    case .sidebar(let columns), .adaptive(let columns): columns
    case .tabBar: .twoColumns
    }
  }

  /// The section the sidebar's list shows selected: the selected tab, or `nil` while a collapsed
  /// split view shows its sidebar (so that SwiftUI shows the sidebar, not the section). What
  /// SwiftUI writes here goes to the host.
  package var sidebarSelection: TabID? {
    get {
      guard layout.appearance != .collapsedSplitView(.sidebar), case .tabs(let tabs)? = host?.root else { return nil }
      return tabs.selection
    }
    set { host?.split(self, wroteSidebarSelection: newValue) }
  }

  /// The column a collapsed split view shows: the sidebar, or the section (its content column
  /// while a three-column section shows only its first screen, else the detail). What SwiftUI
  /// writes here goes to the host.
  package var compactColumn: Column {
    get {
      guard layout.collapsedColumn == .section else { return .sidebar }
      return columns == .threeColumns && (selectedStack?.path.isEmpty ?? true) ? .content : .detail
    }
    set { host?.split(self, wroteCompactColumn: newValue) }
  }

  /// The path of the detail column's stack in a three-column split view: the selected section's
  /// screens above its second one, which is the detail stack's root view. What SwiftUI writes
  /// here goes to the selected section's stack, as a path from its second screen.
  package var detailPath: [ScreenID] {
    get { Array(selectedStack?.path.dropFirst() ?? []) }
    set {
      guard let stack = selectedStack, let second = stack.path.first else { return }
      stack.path = [second] + newValue
    }
  }

  /// The identity the views give the detail column's `NavigationStack` in a three-column split
  /// view: its section's, which no step inside the section changes. A `NavigationStack` whose
  /// identity changes in the update that sets its path discards the path (radiosilence/koan
  /// issue 261): with the second screen's identity, a deep link that replaces the second screen
  /// and pushes above it would show the new second screen alone.
  package var detailStackIdentity: StackLocation? { selectedStack?.location }

  /// The identity the views give the detail stack's root content, inside a root view that keeps
  /// its own: the section's second screen, so that another second screen starts with fresh
  /// `@State`.
  package var detailRootContentIdentity: ScreenID? { selectedStack?.path.first }

  /// The selected section's stack, or `nil` when the root is not tabs.
  package var selectedStack: StackModel? {
    guard case .tabs(let tabs)? = host?.root else { return nil }
    return tabs.tab(tabs.selection)?.stack
  }

  /// What SwiftUI writing to the compact column is.
  enum ColumnWrite: Equatable {
    /// The user went back to the sidebar.
    case returnedToSidebar
    /// The user popped the selected section to its first screen.
    case poppedToSectionRoot
  }

  /// What writing `column` to the compact column is, when what is shown appears as `appearance`
  /// in a split view of `columns`, whose selected section's path is `sectionPath`: `.sidebar`
  /// while a collapsed split view shows a section is a return to the sidebar; `.content` in a
  /// collapsed three-column section above its first screen is a pop to that screen, which
  /// collapsed is one stack with the detail column (unverified on a device); else nothing
  /// (`.detail` comes with a selection, which says it).
  nonisolated static func write(
    _ column: Column, appearance: RootAppearance?, columns: SplitColumns, sectionPath: [ScreenID]?
  ) -> ColumnWrite? {
    guard appearance == .collapsedSplitView(.section) else { return nil }
    switch column {
    case .sidebar: return .returnedToSidebar
    case .content: return columns == .threeColumns && !(sectionPath ?? []).isEmpty ? .poppedToSectionRoot : nil
    case .detail: return nil
    }
  }

  /// Renders `layout`.
  func show(_ layout: RootLayout) {
    if self.layout != layout { self.layout = layout }
  }
}

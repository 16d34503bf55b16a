import Observation

/// The root's layout as the host has rendered it: whether the tabs show as a `TabView` or a
/// `NavigationSplitView`, and what the split view's bindings read and write.
///
/// The split view shows the same ``TabsModel`` as the tab view (the sidebar lists its tabs, the
/// detail column shows the selected tab's ``StackModel``), so switching between the two when the
/// width changes keeps every section's stack:
///
/// <!-- snippet: not compiled -->
/// ```swift
/// @Bindable var split: SplitModel
/// NavigationSplitView(columnVisibility: $split.columnVisibility, preferredCompactColumn: $split.compactColumn) {
///   List(tabs.tabs, selection: $split.sidebarSelection) { tab in Label(tab.item.title, systemImage: "circle") }
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
///   comes with a selection, which says it (the core's `ColumnWrite`). A column other than the
///   one shown that is none of these is handed back: the views read the binding again.
/// - `columnVisibility`: the user's to change (the sidebar button); no navigation.
/// - `detailPath`: the path of the detail column's stack in a three-column split view, whose
///   root view is the section's second screen: a shorter path is a pop, as for any stack.
///
/// The width the views report (the root's width in points and `horizontalSizeClass`) goes to
/// `SwiftUIHost.rootWidthChanged(to:)` and `widthClassChanged(_:)`; the session decides the
/// width class, which the containers are shown with (``containerSizeClass``).
@MainActor
@Observable
package final class SplitModel {
  /// A column of a split view, as SwiftUI's `NavigationSplitViewColumn` names them (the core's
  /// `CompactColumn`).
  package typealias Column = CompactColumn

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
  /// Bumped to make the views read the sidebar's selection and the compact column again.
  private var assertions = 0

  @ObservationIgnored weak var host: SwiftUIHost?

  init(host: SwiftUIHost?) {
    self.host = host
  }

  /// The horizontal size class the root's containers are shown with: the width class the
  /// layout shows, which the window's width decides (`WidthThresholds`), so that a split view
  /// expands, and an adaptive tab view becomes a sidebar, in a window wider than its size class
  /// says (an iPhone window resized on iOS 27 stays compact).
  package var containerSizeClass: WidthClass { layout.widthClass }

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
  /// under another container (https://github.com/idoodler/LabImporter/pull/43). Three columns, which a tab view cannot
  /// show, and a sidebar layout keep the split view.
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
      _ = assertions
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
      _ = assertions
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

  /// Makes the views read the sidebar's selection and the compact column again: SwiftUI shows
  /// what it wrote until then (a section picked, its column), and the host refused it.
  func reassert() {
    assertions += 1
  }

  /// Renders `layout`.
  func show(_ layout: RootLayout) {
    if self.layout != layout { self.layout = layout }
  }
}

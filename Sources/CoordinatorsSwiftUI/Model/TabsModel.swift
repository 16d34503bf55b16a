import Observation

/// What the host shows under every modal layer: one stack, or tabs with a stack each.
@_spi(Testing) public enum RootModel {
  /// One `NavigationStack`.
  case stack(StackModel)
  /// A `TabView` with a `NavigationStack` per tab.
  case tabs(TabsModel)
}

/// The root tabs as the host has rendered them: what a `TabView(selection:)` binds to.
///
/// <!-- snippet: not compiled -->
/// ```swift
/// @Bindable var tabs: TabsModel
/// TabView(selection: $tabs.selection) {
///   ForEach(tabs.tabs) { tab in
///     StackView(tab.stack)
///       .tabItem { Label(tab.item.title, systemImage: tab.item.systemImage ?? "circle") }
///       .tag(tab.id)
///   }
/// }
/// ```
///
/// A write to `selection` goes to the host, which tells what it is and asks its session:
/// - another tab: the user selected it, reported once;
/// - the selected tab: a tap on the selected tab, a reselection. SwiftUI has no API for it, but
///   `TabView` calls the setter with the selected value when the user taps the selected tab
///   (undocumented, widely relied on; it may change). While a step that changed the selection
///   is still under way, the same value is taken for SwiftUI's echo of that step instead;
/// - any tab while a modal layer covers the tab bar: ignored (`NavigationState.tabTap(_:)`).
///
/// A tap the session refuses (another tab under the navigation lock, a reselection that would
/// pop a flow that disabled its interactive dismissal) is never made: the selection stays, and
/// the views read it again, so that SwiftUI shows the tab it left.
@MainActor
@Observable
@_spi(Testing) public final class TabsModel {
  /// The tabs, in order.
  package let tabs: [TabModel]
  /// The selected tab, as rendered; what SwiftUI writes here goes to the host.
  package var selection: TabID {
    get {
      _ = assertions
      return renderedSelection
    }
    set { host?.tabs(self, wroteSelection: newValue) }
  }

  private var renderedSelection: TabID
  /// How many times the host asserted the selection again: `selection` reads it, so that the
  /// views read the selection again (Observation does not report a write of an equal value).
  private var assertions = 0
  @ObservationIgnored weak var host: SwiftUIHost?

  init(tabs: [Tab], selected: TabID, host: SwiftUIHost?) {
    self.tabs = tabs.map { TabModel(tab: $0, host: host) }
    renderedSelection = selected
    self.host = host
  }

  /// The search tab, shown with the `.search` role from iOS 18: the first tab whose item has
  /// that role, the core's rule (`TabItem.Role`). Read from the items, so a `setTabItem` that
  /// gives or takes the role changes it.
  package var searchTab: TabID? {
    TabItem.Role.searchTab(among: tabs.map { ($0.id, $0.item) })
  }

  /// The tab with this identifier.
  package func tab(_ id: TabID) -> TabModel? {
    tabs.first { $0.id == id }
  }

  /// Renders the selection.
  func select(_ id: TabID) {
    if renderedSelection != id { renderedSelection = id }
  }

  /// Has the views bound to the selected tab's stack read its path again when a change reached
  /// it while the tab was hidden, which the stack may have missed.
  func reassertStaleSelectedPath() {
    if let stack = tab(selection)?.stack, stack.isStale { stack.reassertPath() }
  }

  /// Has the views bound to the selection read it again, unchanged: SwiftUI shows the tab it
  /// selected by itself (a tap the session refused) until the binding hands it the old one.
  func reassertSelection() {
    assertions += 1
  }
}

/// One tab: its identifier, its stack and its item in the tab bar; a view that shows the item
/// is invalidated when it changes (a badge), and nothing else is.
@MainActor
@Observable
package final class TabModel: Identifiable {
  /// The tab's identifier, its `tag` in the `TabView`.
  package let id: TabID
  /// The tab's stack.
  package let stack: StackModel
  /// The tab's title, symbol and badge: the tab's `TabItem`, or, when the app gave none, one
  /// titled by the tab's first screen (its route's title, else the tab's identifier).
  package private(set) var item: TabItem

  init(tab: Tab, host: SwiftUIHost?) {
    id = tab.id
    stack = StackModel(location: .tab(tab.id), screens: tab.stack, host: host)
    item = TabItem(title: "")
    show(tab.item)
  }

  /// The accessibility identifier of the tab's item and of its sidebar row.
  nonisolated package var accessibilityIdentifier: String { AccessibilityIdentifiers.tab(id) }

  /// Renders the tab's item, `nil` for the default one.
  func show(_ item: TabItem?) {
    let shown = item ?? TabItem(title: stack.screens.first?.options.title ?? id.rawValue)
    if self.item != shown { self.item = shown }
  }
}

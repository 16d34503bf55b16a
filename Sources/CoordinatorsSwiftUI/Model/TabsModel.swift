import Observation

/// What the host shows under every modal layer: one stack, or tabs with a stack each.
public enum RootModel {
  /// One `NavigationStack`.
  case stack(StackModel)
  /// A `TabView` with a `NavigationStack` per tab.
  case tabs(TabsModel)
}

/// The root tabs as the host has rendered them: what a `TabView(selection:)` binds to.
///
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
/// A write to `selection` goes to the host, which decides what it is:
/// - another tab: the user selected it, reported once;
/// - the selected tab: a tap on the selected tab, a reselection. SwiftUI has no API for it, but
///   `TabView` calls the setter with the selected value when the user taps the selected tab
///   (undocumented, widely relied on; it may change). While a step that changed the selection
///   is still under way, the same value is taken for SwiftUI's echo of that step instead;
/// - any tab while a modal layer covers the tab bar: ignored (the decision every host shares,
///   `NavigationState.tabTap(_:)`).
@MainActor
@Observable
public final class TabsModel {
  /// The tabs, in order.
  public let tabs: [TabModel]
  /// The selected tab, as rendered; what SwiftUI writes here goes to the host.
  public var selection: TabID {
    get { renderedSelection }
    set { host?.tabs(self, wroteSelection: newValue) }
  }

  private var renderedSelection: TabID
  @ObservationIgnored weak var host: SwiftUIHost?

  init(tabs: [Tab], selected: TabID, host: SwiftUIHost?) {
    self.tabs = tabs.map { TabModel(tab: $0, host: host) }
    renderedSelection = selected
    self.host = host
  }

  /// The tab with this identifier.
  public func tab(_ id: TabID) -> TabModel? {
    tabs.first { $0.id == id }
  }

  /// Renders the selection.
  func select(_ id: TabID) {
    if renderedSelection != id { renderedSelection = id }
  }
}

/// One tab: its identifier, its stack and its item in the tab bar; a view that shows the item
/// is invalidated when it changes (a badge), and nothing else is.
@MainActor
@Observable
public final class TabModel: Identifiable {
  /// The tab's identifier, its `tag` in the `TabView`.
  public let id: TabID
  /// The tab's stack.
  public let stack: StackModel
  /// The tab's title, symbol and badge: the tab's `TabItem`, or, when the app gave none, one
  /// titled by the tab's first screen (its route's title, else the tab's identifier).
  public private(set) var item: TabItem

  init(tab: Tab, host: SwiftUIHost?) {
    id = tab.id
    stack = StackModel(location: .tab(tab.id), screens: tab.stack, host: host)
    item = TabItem(title: "")
    show(tab.item)
  }

  /// Renders the tab's item, `nil` for the default one.
  func show(_ item: TabItem?) {
    let shown = item ?? TabItem(title: stack.screens.first?.options.title ?? id.rawValue)
    if self.item != shown { self.item = shown }
  }
}

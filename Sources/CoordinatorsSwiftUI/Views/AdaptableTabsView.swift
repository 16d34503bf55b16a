#if canImport(SwiftUI)
  import SwiftUI

  // `Tab`, `TabSection`, `.sidebarAdaptable` and `TabViewCustomization` are in the iOS 18 /
  // macOS 15 SDKs (SwiftUI 6) and later: Xcode 16 and the Apple check against the iOS 26.2 SDK
  // (Scripts/typecheck-apple.sh) compile this; its check against the iOS 17.0 SDK skips it.
  // Written against Apple's documented declarations (docs/Adapters.md cites them); the model
  // decides the groups and the identifiers.
  #if canImport(SwiftUI, _version: 6.0) && !os(tvOS) && !os(watchOS)
    /// The root tabs as `Tab` values, each tab's stack as on iOS 17: in a sidebar-adaptable tab
    /// view, a tab of its own or a `TabSection` per group of the model, and the user's
    /// customization read from and written to the app's storage; or, not `adaptsToSidebar`, in
    /// the tab bar, sections ignored.
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    struct AdaptableTabsView: View {
      @Bindable var tabs: TabsModel
      let context: HostContext
      /// Whether the tab bar becomes a sidebar where there is room (`NavigatorStyle.tabsAdaptToSidebar`).
      let adaptsToSidebar: Bool
      @Environment(\.tabCustomizationStorage) private var storage
      /// The stored customization, decoded once per data and written back in one form.
      @State private var stored = StoredJSON(empty: TabViewCustomization())

      // Declared beside the private `@State`, which keeps its initial value: Xcode 27 no longer
      // synthesizes a usable memberwise initializer here.
      init(tabs: TabsModel, context: HostContext, adaptsToSidebar: Bool) {
        self.tabs = tabs
        self.context = context
        self.adaptsToSidebar = adaptsToSidebar
      }

      var body: some View {
        if adaptsToSidebar {
          TabView(selection: $tabs.selection) {
            ForEach(tabs.groups) { group in content(of: group) }
          }
          .tabViewStyle(.sidebarAdaptable)
          .tabViewCustomization(customization)
        } else {
          TabView(selection: $tabs.selection) {
            ForEach(tabs.tabs) { tab in content(of: tab) }
          }
        }
      }

      @TabContentBuilder<TabID>
      private func content(of group: TabGroup) -> some TabContent<TabID> {
        if let section = group.section {
          TabSection {
            ForEach(group.tabs) { tab in content(of: tab) }
          } header: {
            Text(section.title)
              .accessibilityIdentifier(AccessibilityIdentifiers.section(section))
          }
          .customizationID(group.id)
        } else {
          ForEach(group.tabs) { tab in content(of: tab) }
        }
      }

      /// A tab, the search tab with the `.search` role: the role is a value passed to the same
      /// `Tab`, so a tab that becomes the search tab keeps its stack's views.
      private func content(of tab: TabModel) -> some TabContent<TabID> {
        Tab(value: tab.id, role: tabs.searchTab == tab.id ? .search : nil) {
          StackView(stack: tab.stack, context: context)
        } label: {
          Label(tab.item.title, systemImage: tab.item.systemImage ?? "circle")
        }
        .badge(tab.item.badge.map { Text($0) })
        .customizationID(tab.customizationID)
        .accessibilityIdentifier(tab.accessibilityIdentifier)
      }

      /// The app's stored customization as SwiftUI's value; unreadable data is none. A value
      /// equal to the stored one is not written back.
      private var customization: Binding<TabViewCustomization>? {
        storage.map { [stored] storage in
          Binding {
            stored.value(in: storage.wrappedValue)
          } set: { customization in
            if let data = stored.data(for: customization, replacing: storage.wrappedValue) {
              storage.wrappedValue = data
            }
          }
        }
      }
    }
  #endif
#endif

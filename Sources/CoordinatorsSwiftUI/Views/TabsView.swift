#if canImport(SwiftUI)
  import SwiftUI

  /// The root tabs: a tab view with a navigation stack per tab, and each tab's item (title, SF
  /// Symbol, `circle` when the tab names none, badge, accessibility identifier). The search tab
  /// is an ordinary tab on iOS 17, which has no tab roles.
  ///
  /// A tap on the selected tab has no SwiftUI API: the selection is written again with the same
  /// value, which the model reports as a reselection. That is common, undocumented behaviour
  /// (docs/Adapters.md).
  ///
  /// From iOS 18 and macOS 15 the tabs are `Tab` values (`AdaptableTabsView`): unless the style
  /// says otherwise, in a sidebar-adaptable tab view, with sections and the user's
  /// customization; otherwise in a tab bar, as on iOS 17. The iOS 18 SDK deprecates `tabItem`
  /// and the tab view of views, which iOS 17 keeps.
  @MainActor
  struct TabsView: View {
    @Bindable var tabs: TabsModel
    let context: HostContext

    /// The tab view, through the style's `tabView` when it has one: always in an `AnyView`, so
    /// that the tab view never sits in a branch whose other side is a different view.
    var body: some View {
      let modify = context.style.tabView ?? { $0 }
      modify(AnyView(tabView))
    }

    /// The tab view of the version and the style.
    @ViewBuilder private var tabView: some View {
      #if canImport(SwiftUI, _version: 6.0) && !os(tvOS) && !os(watchOS)
        if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) {
          AdaptableTabsView(tabs: tabs, context: context, adaptsToSidebar: context.style.tabsAdaptToSidebar)
        } else {
          tabBar
        }
      #else
        tabBar
      #endif
    }

    /// The tab view of iOS 17: a tab item per tab, sections ignored.
    private var tabBar: some View {
      TabView(selection: $tabs.selection) {
        ForEach(tabs.tabs) { tab in
          StackView(stack: tab.stack, context: context)
            .tabItem {
              Label(tab.item.title, systemImage: tab.item.systemImage ?? "circle")
                .accessibilityIdentifier(tab.accessibilityIdentifier)
            }
            .badge(tab.item.badge)
            .tag(tab.id)
        }
      }
    }
  }
#endif

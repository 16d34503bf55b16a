#if canImport(SwiftUI)
  import SwiftUI

  /// The root tabs: a tab view with a navigation stack per tab, and each tab's item (title, SF
  /// Symbol, `circle` when the tab names none, badge).
  ///
  /// A tap on the selected tab has no SwiftUI API: the selection is written again with the same
  /// value, which the model reports as a reselection. That is common, undocumented behaviour
  /// (docs/Adapters.md).
  struct TabsView: View {
    @Bindable var tabs: TabsModel
    let context: HostContext

    var body: some View {
      TabView(selection: $tabs.selection) {
        ForEach(tabs.tabs) { tab in
          StackView(stack: tab.stack, context: context)
            .tabItem { Label(tab.item.title, systemImage: tab.item.systemImage ?? "circle") }
            .badge(tab.item.badge)
            .tag(tab.id)
        }
      }
    }
  }
#endif

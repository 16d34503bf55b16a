@_spi(Hosts) import Coordinators

/// The sections: a tab bar's and a sidebar's taps become the session's questions and the user's
/// gestures (``TabTapAnswer``, `NavigationState.tabTap(_:)` decide for every host); the order
/// the user gave the tab bar is kept for the next one made.
extension UIKitHostModel {
  /// `tabBarController(_:shouldSelect:)` for the tab `id` (its navigation controller's stack:
  /// the user may have rearranged the tab bar, so its place says nothing), `nil` for the "More"
  /// tab UIKit adds past five tabs, as ``TabTapAnswer`` says: a reselection is reported, refused.
  package func tabBarShouldSelect(tab id: TabID?) -> Bool {
    guard let session, let shown = session.shown else { return false }
    switch TabTapAnswer(
      tab: id, in: shown, offersTabList: session.machine.offersTabList, answer: { session.ask(.tapTab($0)) })
    {
    case .select: return true
    case .refuse: return false
    case .report(let gesture):
      report(gesture)
      return false
    }
  }

  /// `tabBarController(_:didSelect:)` for the tab `id`, a tap the session allowed.
  package func tabBarDidSelect(tab id: TabID) {
    if let gesture = try? session?.shown?.tabTap(id) { report(gesture) }
  }

  /// The More navigation controller's `didShow` showed the tab `id` (its navigation controller,
  /// or a screen of its stack, which UIKit may move into the More one): another tab picked in the
  /// "More" list, which asks no one, is followed, or taken back (the lock); the shown tab is nothing.
  package func tabPickedInMore(_ id: TabID) {
    guard let session, let shown = session.shown, let pick = shown.tabListPick(id) else { return }
    if case .takenBack = session.userMade(pick), let selected = shown.selectedTab {
      carryOut(.selectTab(selected))
    }
  }

  /// The tab `controller` belongs to: the tab whose stack holds its screen, when the host made
  /// it; the UIKit files find a tab's navigation controller by its stack themselves.
  package func tab(of controller: Controller) -> TabID? {
    guard let id = table.id(of: controller), case .tab(let tab)? = session?.shown?.position(of: id)?.location
    else { return nil }
    return tab
  }

  /// `tabBarController(_:didEndCustomizingViewControllers:changed:)`: the user rearranged the tab
  /// bar (More's Edit) into `order`. Nothing changes in the state, whose order is the app's; a
  /// tab bar the host makes again (an adaptive layout's) keeps the user's order.
  package func tabBarDidEndCustomizing(order: [TabID]) {
    userTabOrder = order
  }

  /// `collectionView(_:shouldSelectItemAt:)` of a sidebar for the section at `index`, as the
  /// session answers (under the navigation lock: refused and reported, before anything shows).
  package func sidebarShouldSelect(index: Int) -> Bool {
    guard let session, let shown = session.shown, shown.tabs.indices.contains(index),
      case .success = session.ask(.tapTab(shown.tabs[index].id))
    else { return false }
    return true
  }

  /// The user chose the section at `index` in a sidebar, which ``sidebarShouldSelect(index:)``
  /// allowed: reported once; its stack shows in the columns, or pushed over a collapsed sidebar.
  package func sidebarDidSelect(index: Int) {
    guard let shown = session?.shown, shown.tabs.indices.contains(index),
      let gesture = try? shown.tabTap(shown.tabs[index].id)
    else { return }
    report(gesture)
  }
}

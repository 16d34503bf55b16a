/// One entry of a sidebar-adaptable tab view (iOS 18, macOS 15): a tab of its own, or a section
/// and its tabs.
///
/// <!-- snippet: not compiled -->
/// ```swift
/// ForEach(tabs.groups) { group in
///   if let section = group.section {
///     TabSection {
///       ForEach(group.tabs) { tab in Tab(value: tab.id) { StackView(stack: tab.stack) } label: { Label(tab.item.title, systemImage: "circle") } }
///     } header: {
///       Text(section.title)
///     }
///     .customizationID(group.id)
///   } else {
///     ForEach(group.tabs) { tab in Tab(value: tab.id) { StackView(stack: tab.stack) } label: { Label(tab.item.title, systemImage: "circle") } }
///   }
/// }
/// ```
package struct TabGroup: Identifiable {
  /// The section, or `nil` for a tab of its own (then ``tabs`` holds that one tab).
  package let section: TabItem.Section?
  /// The tabs listed in the group, in the order of the navigation state.
  package let tabs: [TabModel]

  /// The identifier the user's customization of the group is kept under, stable across
  /// launches: `section.<name>` for a section (its `TabItem.Section.id`), the tab's
  /// ``TabModel/customizationID`` for a tab of its own.
  package var id: String {
    if let section { return "section." + section.id }
    return tabs.first?.customizationID ?? ""
  }
}

extension TabsModel {
  /// The tabs as a sidebar lists them: in the order of the navigation state, the tabs of a
  /// section gathered at the place of its first tab.
  ///
  /// Tabs `[home, photos (Library), search, albums (Library)]` give `home`, `Library [photos,
  /// albums]`, `search`: a section is listed once, so its customization is kept under one
  /// identifier. A section is known by its name (`TabItem.Section.id`); the title shown is
  /// that of its first tab's item. Items change with `setTabItem`, and so do the groups. The
  /// search tab is a tab of its own whatever its section: SwiftUI shows a search tab apart.
  package var groups: [TabGroup] {
    var groups: [TabGroup] = []
    var sectionIndex: [String: Int] = [:]
    let searchTab = searchTab
    for tab in tabs {
      guard let section = tab.item.section, tab.id != searchTab else {
        groups.append(TabGroup(section: nil, tabs: [tab]))
        continue
      }
      if let index = sectionIndex[section.id] {
        groups[index] = TabGroup(section: groups[index].section, tabs: groups[index].tabs + [tab])
      } else {
        sectionIndex[section.id] = groups.count
        groups.append(TabGroup(section: section, tabs: [tab]))
      }
    }
    return groups
  }
}

extension TabModel {
  /// The identifier the user's customization of the tab (its place, whether it is hidden) is
  /// kept under: `tab.` and the tab's name, as stable across launches as a `TabID` is.
  nonisolated package var customizationID: String { "tab." + id.rawValue }
}

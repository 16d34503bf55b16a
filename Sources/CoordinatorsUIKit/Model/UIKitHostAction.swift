/// One UIKit call the UIKit host makes, as ``UIKitHostModel`` decided it; the UIKit files carry it
/// out and nothing more. `Controller` is `UIViewController` on Apple platforms, a test double in
/// the Linux tests.
///
/// A completion a call's description names gets `step:`, the model's `stepNumber` read when the
/// call was made, so that a late completion of an earlier step is not taken for the current
/// step's.
package enum UIKitHostAction<Controller: AnyObject> {
  /// Make the window's root: a navigation controller holding these controllers, or a tab bar
  /// controller with a navigation controller per tab, the tab at `selected` selected. A
  /// navigation controller ``emptyRoot(keeping:)`` kept (``UIKitTab/moves``,
  /// ``UIKitSplit/moves``) moves into it and takes its controllers first, before any new one is
  /// made with its own.
  case showRoot(UIKitRoot<Controller>)
  /// Empty every navigation controller of the root container shown, its delegate taken away
  /// first (`setViewControllers([], animated: false)`), just before ``showRoot(_:)`` makes the
  /// next one: the new root's navigation controllers then take controllers that no other
  /// navigation controller holds. A controller in two navigation controllers at once is a
  /// `UIViewControllerHierarchyInconsistency` (an adaptive layout swapping its root, under a
  /// presented sheet or not; unverified on a device). Nothing when no root is shown.
  ///
  /// The navigation controllers in `keeping` are not emptied: their delegate is taken away and
  /// they leave the old container (a tab bar controller's `setViewControllers(_:animated:)`
  /// without them, an empty navigation controller in the split view's column), since a controller has one
  /// parent at a time; the next root takes them (so that the navigation controller of the
  /// selected section keeps its bar and its own state across a size-class crossing).
  case emptyRoot(keeping: Set<UIKitRootNavigation>)
  /// `setViewControllers(_:animated:)` on the navigation controller of `stack`; once it is
  /// called, attach a completion to its `transitionCoordinator` (or, when it has none, report at
  /// once) that calls `UIKitHostModel.signal(_:step:)`. `transition` is the
  /// animator to return from `animationControllerFor`, `nil` for UIKit's own.
  case setViewControllers([Controller], stack: StackLocation, animated: Bool, transition: TransitionID?)
  /// `present(_:animated:completion:)` of the layer from the top-most presented controller; the
  /// completion calls `UIKitHostModel.signal(_:step:)`.
  case present(UIKitLayer<Controller>, animated: Bool)
  /// `dismiss(animated:completion:)` on the controller presenting the layer at this index, which
  /// dismisses it and every layer above it; the completion calls
  /// `UIKitHostModel.signal(_:step:)`.
  case dismiss(fromLayer: Int, animated: Bool)
  /// Sets the tab bar controller's `selectedViewController` to the navigation controller of this
  /// tab, found by its stack, never by its place, which the user may have changed (no animation,
  /// no delegate call).
  case selectTab(TabID)
  /// Sets the title, image and badge of the `tabBarItem` of this tab's navigation controller (no
  /// new root).
  case setTabItem(TabItem, tab: TabID)
  /// `setNavigationBarHidden(_:animated:)` on the navigation controller of `stack`, unless its
  /// bar already is so: its top screen's `hidesNavigationBar`, as the model decides at each
  /// `willShow` (animated with the transition) and again once a transition ends, a cancelled
  /// back swipe included.
  case setNavigationBarHidden(Bool, stack: StackLocation, animated: Bool)
  /// The user started a transition of this stack (a back swipe, the back button, a section
  /// chosen in a collapsed sidebar, pushed over it): attach a completion to the
  /// `transitionCoordinator` of the navigation controller showing the stack's top that calls
  /// `UIKitHostModel.userTransitionDidEnd(in:cancelled:)` (at once when it has none).
  case watchUserTransition(StackLocation)
  /// The user started to swipe down the layer opened by this screen: attach a completion to its
  /// presented controller's `transitionCoordinator` that calls
  /// `UIKitHostModel.userDismissalDidEnd(layer:cancelled:)`.
  case watchUserDismissal(layer: ScreenID)
  /// `setViewControllers(_:animated:)` on the navigation controller of this column of the split
  /// view (the compact column's keeps its sidebar below these controllers); once it is called,
  /// attach a completion to its `transitionCoordinator` (or, when it has none, report at once)
  /// that calls `UIKitHostModel.signal(_:step:)`.
  case setColumn([Controller], column: UIKitSplitColumn, animated: Bool)
  /// Shows these rows in the split view's sidebars (the primary column's and the compact
  /// column's), the one at `selected` selected.
  case setSidebar([UIKitSidebarRow], selected: Int)
  /// `present(_:animated:completion:)` of a `UIAlertController` for the alert (`.alert` or
  /// `.actionSheet` style, one `UIAlertAction` per button, in order, each with its role's
  /// style), from the top-most presented controller: the root's, or the one presenting the
  /// `overLayers`th layer's. Its completion calls `UIKitHostModel.signal(_:step:)`;
  /// a refusal (no presenting controller a turn later) `UIKitHostModel.alertPresentationWasRefused(_:step:)`.
  /// A button's handler calls `UIKitHostModel.alertButtonTapped(_:index:)`; the popover's
  /// `presentationControllerDidDismiss(_:)` (a tap outside a confirmation dialog) calls
  /// `UIKitHostModel.alertDidDisappear(_:)` a turn later, after any handler, and so does a layer
  /// container's dismissal that took the alert with it. The popover is anchored as
  /// ``UIKitAlertAnchor`` decides; `UIAlertController` is never subclassed.
  case presentAlert(NavigationAlert, overLayers: Int)
  /// `dismiss(animated:completion:)` of the alert's controller; the completion calls
  /// `UIKitHostModel.signal(_:step:)` (at once when it is not presented).
  case dismissAlert(AlertID)
  /// A call waits for the running transition of the navigation controller at this place: attach
  /// a completion to its `transitionCoordinator` that calls
  /// `UIKitHostModel.transitionDidEnd(at:)` (a turn later when the coordinator does not queue
  /// it; at once when none runs).
  case watchTransition(UIKitRootNavigation)
  /// UIKit changed the window's width class inside one of its callbacks (a trait change, a split
  /// view's collapse or expansion, a root's appearance): once that callback returned (a turn of
  /// the main queue later), call `UIKitHostModel.uiKitCallbackDidReturn()`, which reports the
  /// width, so that no root container is made while UIKit lays out the one it changes.
  case reportWidthAfterCallback
  /// Show the root split view with this horizontal size class whatever the window's (UIKit's
  /// `traitOverrides.horizontalSizeClass` on the split view controller; `nil`: remove the
  /// override). A split view collapses by its size class, which on iOS 27 stays compact in a
  /// resized iPhone window however wide (https://developer.apple.com/forums/thread/836088): the
  /// width class the navigator decided from the window's width is shown instead. UIKit then
  /// collapses or expands the split view, and says so to its delegate, as for a size class
  /// change of the window.
  case overrideSplitSizeClass(WidthClass?)
}

/// The root the window shows, with the controllers of its screens.
package enum UIKitRoot<Controller: AnyObject> {
  /// A navigation controller with these controllers, root first.
  case stack([Controller])
  /// A tab bar controller: a navigation controller per tab, in the order the tab bar shows (the
  /// user's from More's Edit screen, else the state's), and the selected tab. With a search tab,
  /// from iOS 18, each navigation controller is the view controller of a `UITab` (the search
  /// tab's of a `UISearchTab`) in the controller's `tabs`.
  case tabs([UIKitTab<Controller>], selected: TabID)
  /// A split view controller of the column style, its sections listed in its sidebar.
  case split(UIKitSplit<Controller>)
}

/// A navigation controller of the UIKit host, named by its place: a stack's (the root's, a tab's,
/// a layer's: ``stack(_:)``), or a column's of the split view (``column(_:)``). The model's calls
/// about a navigation controller take its place, and decide a column's differences themselves.
package enum UIKitRootNavigation: Hashable, Sendable, CustomStringConvertible {
  /// The navigation controller of this stack: `.root` for a root stack, `.tab(_:)` for a tab.
  case stack(StackLocation)
  /// The navigation controller of this column of the split view.
  case column(UIKitSplitColumn)

  /// `the navigation controller of …`.
  package var description: String {
    switch self {
    case .stack(let stack): "the navigation controller of \(stack)"
    case .column(let column): "the navigation controller of the \(column)"
    }
  }
}

extension UIKitRootNavigation {
  /// The stack of `state` whose screens the navigation controller here shows: its own, or, for a
  /// column of the split view that shows `columns`, the selected section's; `nil` for a column
  /// while the root is no split view.
  package func stack(in state: NavigationState, columns: UIKitSplitColumns?) -> StackLocation? {
    switch self {
    case .stack(let stack): stack
    case .column: columns == nil ? nil : state.selectedTab.map(StackLocation.tab)
    }
  }

  /// The screens the host set here: the stack's, or the column's.
  package func screens(in state: NavigationState, columns: UIKitSplitColumns?) -> [ScreenID]? {
    switch self {
    case .stack(let stack): state.stack(at: stack)?.map(\.id)
    case .column(let column): columns?[column]
    }
  }

  /// Whether the navigation controller here offers a way back, which the session then answers:
  /// a stack's always; a column of the split view showing `columns` when it holds a screen to go
  /// back to, or, as the compact column's only screen, the sidebar below it
  /// (``UIKitSplitColumns/offersBack(in:)``).
  package func offersBack(in columns: UIKitSplitColumns?) -> Bool {
    guard case .column(let column) = self else { return true }
    return columns?.offersBack(in: column) == true
  }

  /// The screens the host's own back swipe may go back through here
  /// (`BackSwipePan.hostSwipeMayBegin(dragsBack:usesSystemSwipe:sessionAllows:screensInPlace:)`):
  /// a column's; `nil` for a stack's, whose whole stack the session answers for.
  package func screensForHostSwipe(in columns: UIKitSplitColumns?) -> Int? {
    guard case .column(let column) = self else { return nil }
    return columns?[column].count ?? 0
  }

  /// Whether the top of the stack shows here, where its bar is: always for a stack's, for the
  /// column that holds the top (``UIKitSplitColumns/top``) of the split view showing `columns`.
  package func showsTop(of columns: UIKitSplitColumns?) -> Bool {
    guard case .column(let column) = self else { return true }
    return column == columns?.top
  }
}

/// A row of the split view's sidebar: its section's item, and the identifier a UI test finds it
/// by, the tab's (``AccessibilityIdentifiers/tab(_:)``), as its tab bar item has.
package struct UIKitSidebarRow: Equatable, Sendable {
  /// The title, symbol and badge the row shows.
  package let item: TabItem
  /// The row's `accessibilityIdentifier`.
  package let accessibilityIdentifier: String
}

/// A split view controller (`UISplitViewController(style:)`) showing a tab container's sections:
/// a sidebar in the primary column, the selected section's stack in the other columns, and a
/// compact column of the host's own, which UIKit shows alone while collapsed.
package struct UIKitSplit<Controller: AnyObject> {
  /// `.doubleColumn` for two columns, `.tripleColumn` for three.
  package let columns: SplitColumns
  /// What the sidebar lists: each section's row, in order.
  package let items: [UIKitSidebarRow]
  /// The index of the selected section.
  package let selected: Int
  /// The controllers of the supplementary column (three columns only), root first.
  package let supplementary: [Controller]
  /// The controllers of the secondary column.
  package let secondary: [Controller]
  /// The controllers above the sidebar in the compact column.
  package let compact: [Controller]
  /// The columns whose navigation controller is one of the root shown before, kept by
  /// ``UIKitHostAction/emptyRoot(keeping:)``: the column that shows the top of the selected
  /// section takes the navigation controller that showed it, with its bar and state. The other
  /// columns get new ones.
  package var moves: [UIKitSplitColumn: UIKitRootNavigation] = [:]

  /// The controllers of `column`.
  package subscript(column: UIKitSplitColumn) -> [Controller] {
    switch column {
    case .supplementary: supplementary
    case .secondary: secondary
    case .compact: compact
    }
  }
}

/// A tab of the tab bar controller: its name, its item and its navigation controller's content.
package struct UIKitTab<Controller: AnyObject> {
  /// The tab's name.
  package let id: TabID
  /// What its `tabBarItem` shows: the core's item, or the title of the tab's first screen.
  package let item: TabItem
  /// The controllers of its stack, root first.
  package let controllers: [Controller]
  /// The navigation controller of the root shown before that the tab takes, kept by
  /// ``UIKitHostAction/emptyRoot(keeping:)`` (the one that showed the top of the selected
  /// section), or `nil` for a new one.
  package var moves: UIKitRootNavigation?
  /// Whether it is the search tab (the core's rule, `TabItem.Role`): a `UISearchTab` from
  /// iOS 18, in a tab bar controller whose tabs are `UITab`s; an ordinary tab before.
  package var isSearch = false
}

/// A modal layer to present, with the controllers of its screens and how to present them.
package struct UIKitLayer<Controller: AnyObject> {
  /// What the presented controller is.
  package enum Content {
    /// A navigation controller holding these controllers (``ModalPresentation/embedsNavigationStack``).
    case navigationController([Controller])
    /// The layer's one screen's controller, presented as it is.
    case screen(Controller)
  }

  /// The layer's index, 0 for the first layer over the root.
  package let index: Int
  /// The identifier of the layer's first screen, which names the layer.
  package let id: ScreenID
  /// The controller to present.
  package let content: Content
  /// The presentation: sheet (detents, grabber), full-screen cover or custom transition.
  package let presentation: ModalPresentation
  /// The presented controller's `isModalInPresentation`: `true` when the layer refuses the swipe
  /// down (`ModalLayer.allowsSwipeDown`, decided for every host in the core).
  package let isModalInPresentation: Bool
}

/// A UIKit signal that ends a step of the UIKit host (see ``UIKitHostModel``).
package enum UIKitSignal: Hashable, Sendable {
  /// The new root container's `viewDidAppear(_:)`.
  case rootAppearance
  /// The end of `setViewControllers(_:animated:)`'s transition on this stack.
  case stackTransition(StackLocation)
  /// The end of `setViewControllers(_:animated:)`'s transition in this column of the split view.
  case column(UIKitSplitColumn)
  /// The completion of the presentation of the layer at this index.
  case presentation(layer: Int)
  /// The completion of the dismissal of the layers from this index.
  case dismissal(fromLayer: Int)
  /// The completion of the presentation of this alert's controller.
  case alertPresentation(AlertID)
  /// The completion of the dismissal of this alert's controller.
  case alertDismissal(AlertID)
}

/// The kind of root container UIKit shows for a state: a split view's style cannot change, so
/// two and three columns are two kinds, and a new kind is a new root.
enum UIKitRootKind: Equatable {
  case stack
  case tabBar
  case split(SplitColumns)

  init(_ state: NavigationState) {
    switch state.appearance {
    case .stack: self = .stack
    case .tabBar: self = .tabBar
    case .splitView(let columns): self = .split(columns)
    case .collapsedSplitView:
      switch state.rootLayout.sections {
      case .sidebar(let columns), .adaptive(let columns): self = .split(columns)
      case .tabBar: self = .tabBar
      }
    }
  }
}

extension UIKitRoot {
  /// The root container `state` shows, with the controller `controller` finds for each screen;
  /// a tab bar lists the tabs in `tabOrder` (the user's), then the others in the state's order.
  init(_ state: NavigationState, tabOrder: [TabID] = [], controller: (ScreenID) -> Controller?) {
    func controllers(_ ids: [ScreenID]) -> [Controller] { ids.compactMap(controller) }
    switch state.root {
    case .stack(let screens):
      self = .stack(controllers(screens.map(\.id)))
    case .tabs(let tabs, let selected):
      if case .split(let count) = UIKitRootKind(state), let columns = UIKitSplitColumns(state) {
        self = .split(
          UIKitSplit(
            columns: count, items: state.sidebarRows, selected: selected,
            supplementary: controllers(columns.supplementary), secondary: controllers(columns.secondary),
            compact: controllers(columns.compact)))
      } else {
        let place = { (tab: Tab) in tabOrder.firstIndex(of: tab.id) ?? tabOrder.count }
        let ordered = tabs.enumerated().sorted { (place($0.element), $0.offset) < (place($1.element), $1.offset) }
        let searchTab = state.searchTab
        let items = ordered.map {
          UIKitTab(
            id: $0.element.id, item: $0.element.shownItem, controllers: controllers($0.element.stack.map(\.id)),
            isSearch: $0.element.id == searchTab)
        }
        self = .tabs(items, selected: tabs[selected].id)
      }
    }
  }
}

extension UIKitRoot {
  /// The navigation controller of the root UIKit shows that the next root takes, and its place
  /// there: the one that shows the top of the selected section (the selected tab's, or the
  /// split view's column holding the section's top) becomes the one that shows it in the next
  /// root, when both roots show sections and the same one is selected (an adaptive layout
  /// crossing a size class, a section layout the app changes). `nil`: every navigation
  /// controller of the next root is new (a first root, a root stack, a split view collapsed to
  /// its sidebar, another section).
  ///
  /// UIKit lets a navigation controller move: it is a view controller like any other, which
  /// `addChild(_:)` first takes from "its current parent", and a split view's column takes a
  /// navigation controller as it is ("If the vc is not a UINavigationController, one will be
  /// created", `UISplitViewController.h`). Only the selected section's moves: the other tabs'
  /// navigation controllers hold nothing while a split view shows the selected section alone,
  /// and the split view's other columns have no place in a tab bar.
  ///
  /// - Parameters:
  ///   - before: what the root UIKit shows holds, `nil` when the host shows none yet.
  ///   - columns: what its split view's columns show, `nil` when it is no split view.
  ///   - after: what the next root shows.
  ///   - nextColumns: what the next root's columns show, `nil` when it is no split view.
  static func movedNavigation(
    from before: NavigationState?, columns: UIKitSplitColumns?, to after: NavigationState,
    columns nextColumns: UIKitSplitColumns?
  ) -> (from: UIKitRootNavigation, to: UIKitRootNavigation)? {
    guard let before, let section = before.selectedTab, section == after.selectedTab,
      let from = sectionTop(section, in: before, columns: columns),
      let to = sectionTop(section, in: after, columns: nextColumns)
    else { return nil }
    return (from, to)
  }

  /// The navigation controller that shows the top of `section` in the root of `state`.
  private static func sectionTop(_ section: TabID, in state: NavigationState, columns: UIKitSplitColumns?)
    -> UIKitRootNavigation?
  {
    if let columns { return columns.top.map(UIKitRootNavigation.column) }
    return UIKitRootKind(state) == .tabBar ? .stack(.tab(section)) : nil
  }

  /// This root with `navigation`, a navigation controller of the root shown, at `place`.
  mutating func move(_ navigation: UIKitRootNavigation, to place: UIKitRootNavigation) {
    switch (self, place) {
    case (.tabs(var tabs, let selected), .stack(.tab(let id))):
      guard let index = tabs.firstIndex(where: { $0.id == id }) else { return }
      tabs[index].moves = navigation
      self = .tabs(tabs, selected: selected)
    case (.split(var split), .column(let column)):
      split.moves[column] = navigation
      self = .split(split)
    default:
      break
    }
  }
}

extension UIKitLayer {
  /// The layer at `index` of `state`, with the controller `controller` finds for each screen.
  init(_ index: Int, of state: NavigationState, controller: (ScreenID) -> Controller?) {
    let layer = state.modals[index]
    let presentation = layer.presentation ?? .sheet()
    let screens = layer.stack.compactMap { controller($0.id) }
    self.init(
      index: index, id: layer.id,
      content: presentation.embedsNavigationStack ? .navigationController(screens) : .screen(screens[0]),
      presentation: presentation, isModalInPresentation: !layer.allowsSwipeDown)
  }
}

extension NavigationState {
  /// What the tab bar or the sidebar shows for each section.
  var sidebarRows: [UIKitSidebarRow] {
    tabs.map { UIKitSidebarRow(item: $0.shownItem, accessibilityIdentifier: AccessibilityIdentifiers.tab($0.id)) }
  }

  /// The index of the selected section.
  var selectedSectionIndex: Int { tabs.firstIndex { $0.id == selectedTab } ?? 0 }
}

extension Tab {
  /// What the tab bar shows for the tab: its item, or one titled after its first screen.
  var shownItem: TabItem { item ?? TabItem(title: stack.first?.options.title ?? id.rawValue) }
}

#if canImport(UIKit)
  import UIKit

  /// The root of a split layout: a column-style `UISplitViewController` (iOS 14) with the host's
  /// sidebar in the primary column, a navigation controller the host made in each other column,
  /// and a `.compact` column of its own, which UIKit shows alone while collapsed instead of
  /// stacking the columns' navigation controllers into one.
  ///
  /// It translates, nothing more: `UIKitHostModel` decides what each column shows and what each
  /// delegate call means; this class keeps the controllers UIKit holds weakly and says when it
  /// is on screen.
  final class SplitRootController: UISplitViewController {
    /// The column that shows the top of the selected section (`nil`: a collapsed split view
    /// shows its sidebar), as the model decides it.
    var topColumn: (@MainActor () -> UIKitSplitColumn?)?
    /// The navigation controller of that column, which answers for the screen's preferences
    /// (a container answers for its children unless it names one).
    private var top: UIViewController? { topColumn?().flatMap(navigation(of:)) }
    override var childForStatusBarStyle: UIViewController? { top }
    override var childForStatusBarHidden: UIViewController? { top }
    override var childForHomeIndicatorAutoHidden: UIViewController? { top }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { top }
    override var childViewControllerForPointerLock: UIViewController? { top }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      top?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
      top?.preferredInterfaceOrientationForPresentation ?? super.preferredInterfaceOrientationForPresentation
    }

    /// The sidebar of the primary column.
    let sidebar: SidebarController
    /// The sidebar at the bottom of the compact column's navigation controller.
    let compactSidebar: SidebarController
    /// Called once the split view is on screen (`viewDidAppear(_:)`).
    var onAppear: (@MainActor () -> Void)?
    /// The delegate, which UIKit holds weakly.
    var splitDelegate: SplitDelegate?
    private var navigations: [UIKitSplitColumn: UINavigationController]

    /// A split view with `columns`, its sidebars listing `items` (`selected` selected), asking
    /// `shouldSelect` whether the user may choose a section and telling `select` the index of the
    /// section the user chose, and each column's navigation controller.
    init(
      columns: SplitColumns, items: [UIKitSidebarRow], selected: Int,
      navigations: [UIKitSplitColumn: UINavigationController],
      shouldSelect: @escaping @MainActor (Int) -> Bool, select: @escaping @MainActor (Int) -> Void
    ) {
      sidebar = SidebarController(appearance: .sidebar, shouldSelect: shouldSelect, select: select)
      compactSidebar = SidebarController(appearance: .insetGrouped, shouldSelect: shouldSelect, select: select)
      self.navigations = navigations
      super.init(style: columns == .threeColumns ? .tripleColumn : .doubleColumn)
      preferredDisplayMode = columns == .threeColumns ? .twoBesideSecondary : .oneBesideSecondary
      primaryBackgroundStyle = .sidebar
      // A navigation controller of the host's for every column: given another controller for
      // the secondary column, UIKit would push it onto the navigation controller it made before
      // (FB8640357, answered "expected behavior").
      setViewController(UINavigationController(rootViewController: sidebar), for: .primary)
      for (column, navigation) in navigations {
        switch column {
        case .supplementary: if columns == .threeColumns { setViewController(navigation, for: .supplementary) }
        case .secondary: setViewController(navigation, for: .secondary)
        case .compact: setViewController(navigation, for: .compact)
        }
      }
      showSidebars(items, selected: selected)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    /// The navigation controller of `column`.
    func navigation(of column: UIKitSplitColumn) -> UINavigationController? { navigations[column] }

    /// Takes the navigation controller of `column` out of the split view, for a new root
    /// (it keeps its bar and state): the column gets an empty navigation controller in its place,
    /// which `setViewController(_:for:)` takes as it is (it wraps only a controller that "is not
    /// a UINavigationController"; FB8640357's answer: a navigation controller set for a column
    /// replaces the one there, where another controller would be pushed onto it).
    func takeOut(_ column: UIKitSplitColumn) {
      guard navigations[column] != nil else { return }
      switch column {
      case .supplementary:
        if style == .tripleColumn { setViewController(UINavigationController(), for: .supplementary) }
      case .secondary: setViewController(UINavigationController(), for: .secondary)
      case .compact: setViewController(UINavigationController(), for: .compact)
      }
      navigations[column] = nil
    }

    /// Sets `controllers` above the compact column's sidebar. A push there while collapsed
    /// first lays the pushed controller's view out in the column's bounds: iOS 26 otherwise
    /// starts the push from a pushed view not laid out yet, at a zero frame and a zero safe area,
    /// and animates its layout with the push (reported for a compact `UISplitViewController`:
    /// https://darjeelingsteve.com/articles/Fixing-UINavigationController-Push-Animation-Layout-Issues-on-iOS-26.html,
    /// https://expertlifetips.com/uinavigationcontroller-push-transition-protected-space-bug-in-compact-uisplitviewcontroller-on-ios-26).
    /// Only there: no other navigation controller of the host's was reported to do it.
    func setCompactColumn(_ controllers: [UIViewController], animated: Bool) {
      guard let navigation = navigations[.compact] else { return }
      if animated, isCollapsed, let pushed = controllers.last, !navigation.viewControllers.contains(pushed) {
        pushed.loadViewIfNeeded()
        pushed.view.frame = navigation.view.bounds
        pushed.view.layoutIfNeeded()
      }
      navigation.setViewControllers([compactSidebar] + controllers, animated: animated)
    }

    /// Shows `items` in both sidebars, the one at `selected` selected in the primary column's.
    func showSidebars(_ items: [UIKitSidebarRow], selected: Int) {
      sidebar.show(items, selected: selected)
      compactSidebar.show(items, selected: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onAppear?()
    }
  }

  /// A list of the sections: their titles, symbols and badges. A tap asks `shouldSelect` before
  /// the row is selected (a refused one selects and shows nothing), then tells `select` the row;
  /// what either means is the model's.
  final class SidebarController: UICollectionViewController {
    private var items: [UIKitSidebarRow] = []
    private var selected: Int?
    private let shouldSelect: @MainActor (Int) -> Bool
    private let select: @MainActor (Int) -> Void

    init(
      appearance: UICollectionLayoutListConfiguration.Appearance, shouldSelect: @escaping @MainActor (Int) -> Bool,
      select: @escaping @MainActor (Int) -> Void
    ) {
      self.shouldSelect = shouldSelect
      self.select = select
      let layout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: appearance))
      super.init(collectionViewLayout: layout)
      clearsSelectionOnViewWillAppear = appearance != .sidebar
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.cell)
      showSelection()
    }

    /// Shows `items`, the one at `selected` selected (`nil`: none).
    func show(_ items: [UIKitSidebarRow], selected: Int?) {
      self.items = items
      self.selected = selected
      guard isViewLoaded else { return }
      collectionView.reloadData()
      showSelection()
    }

    private func showSelection() {
      guard let selected, items.indices.contains(selected) else { return }
      collectionView.selectItem(at: IndexPath(item: selected, section: 0), animated: false, scrollPosition: [])
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      items.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cell, for: indexPath)
      guard let listCell = cell as? UICollectionViewListCell, items.indices.contains(indexPath.item) else {
        return cell
      }
      let item = items[indexPath.item].item
      var content = listCell.defaultContentConfiguration()
      content.text = item.title
      content.image = item.systemImage.flatMap { UIImage(systemName: $0) }
      listCell.contentConfiguration = content
      listCell.accessories = item.badge.map { [.label(text: $0)] } ?? []
      listCell.accessibilityIdentifier = items[indexPath.item].accessibilityIdentifier
      return listCell
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
      shouldSelect(indexPath.item)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      select(indexPath.item)
    }

    private static let cell = "section"
  }

  /// The split view's delegate: forwards UIKit's collapse and expand, and refuses the app's own
  /// `show(_:sender:)` and `showDetailViewController(_:sender:)`, which would put a controller
  /// the navigator does not know into a column.
  @MainActor
  final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
    weak var model: UIKitHostModel<UIViewController>?

    init(model: UIKitHostModel<UIViewController>) { self.model = model }

    func splitViewController(
      _ svc: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      model?.splitWillChangeWidth(to: .compact)
      return proposedTopColumn
    }

    func splitViewController(
      _ svc: UISplitViewController,
      displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
      model?.splitWillChangeWidth(to: .regular)
      return proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
      model?.windowWidthDidChange(to: .compact, fromSplitView: true)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
      model?.windowWidthDidChange(to: .regular, fromSplitView: true)
    }

    func splitViewController(
      _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
    ) -> Bool {
      model?.appDidShowInSplitView("showDetailViewController(_:sender:)") ?? false
    }

    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?)
      -> Bool
    {
      model?.appDidShowInSplitView("show(_:sender:)") ?? false
    }
  }
#endif

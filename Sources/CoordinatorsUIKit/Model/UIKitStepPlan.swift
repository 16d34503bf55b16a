@_spi(Hosts) import Coordinators

/// What the UIKit host does to show a change of what the session shows: a step of the session
/// (``init(_:from:to:splitView:rootOnScreen:animates:)``) or a change of the root's layout no
/// step made (``init(layoutFrom:to:splitView:rootOnScreen:animates:)``), as a value naming the
/// UIKit call by the screens it shows, and the UIKit signal that ends it. Pure: ``UIKitHostModel``
/// makes the call with the controllers of those screens.
package enum UIKitStepPlan: Hashable, Sendable {
  /// No call: the step ends at once.
  case nothing
  /// A new root container (`showRoot`), made when the kind of root changes: a stack, a tab bar,
  /// a split view of two or of three columns (a split view's style cannot change).
  case newRoot(RootWait)
  /// The split view's columns laid out again (`setColumn`), after its sidebar (`setSidebar`)
  /// when `setsSidebar`; the step ends with the transitions of the columns that change.
  case columns(setsSidebar: Bool, animated: Bool)
  /// The split view's sidebar set (`setSidebar`): the step ends at once.
  case sidebar
  /// `setViewControllers(_:animated:)` on the navigation controller of the stack.
  case stack(StackLocation, [ScreenID], animated: Bool, transition: TransitionID?)
  /// The layer at the index presented.
  case present(layer: Int, animated: Bool)
  /// The layers from the index up dismissed.
  case dismiss(fromLayer: Int, animated: Bool)
  /// The tab selected in the tab bar: the step ends at once.
  case selectTab(TabID)
  /// The tab bar item of the tab set: the step ends at once.
  case tabItem(TabItem, tab: TabID)
  /// The alert presented over the layers.
  case presentAlert(NavigationAlert, overLayers: Int)
  /// The alert taken down.
  case dismissAlert(AlertID)

  /// What a new root waits for before its step ends.
  package enum RootWait: Hashable, Sendable {
    /// Nothing: a layer covers the root, which a full-screen cover keeps out of the window until
    /// it leaves (`UIModalPresentationStyle.fullScreen`: "The views belonging to the presenting
    /// view controller are removed after the presentation completes").
    case nothing
    /// Its appearance, bounded by the watchdog.
    case appearance
    /// Its appearance without a bound: the first root, which a cold launch may show at any time.
    case firstAppearance
  }

  /// What shows `step`, which brought what is shown from `before` (`nil`: nothing yet) to
  /// `after`, while the root UIKit shows is a split view (`splitView`) or not, on screen
  /// (`rootOnScreen`: no presentation waits for it) or not, the host animating its steps
  /// (`animates`) or not. Only what the user sees animates: the stack on top, on a layer or on a
  /// root on screen (UIKit runs no transition off screen), and the columns while no layer
  /// covers them.
  package init(
    _ step: HostStep, from before: NavigationState?, to after: NavigationState, splitView: Bool, rootOnScreen: Bool,
    animates: Bool
  ) {
    let columnsAnimate = animates && rootOnScreen && after.modals.isEmpty
    switch step {
    case .setRoot:
      self = .newRoot(.waiting(first: before == nil, after: after))
    case .setLayout:
      guard let before, UIKitRootKind(before) == UIKitRootKind(after) else {
        self = .newRoot(.waiting(first: before == nil, after: after))
        return
      }
      self = splitView ? .columns(setsSidebar: true, animated: columnsAnimate) : .nothing
    case .setStack(let location, let screens, let transition):
      if splitView, case .tab = location {
        self = .columns(setsSidebar: false, animated: columnsAnimate)
        return
      }
      let onLayer = if case .modal = location { true } else { false }
      let animated = animates && (onLayer || rootOnScreen) && after.topLocation == location
      self = .stack(location, screens.map(\.id), animated: animated, transition: transition)
    case .present:
      self = .present(layer: after.modals.count - 1, animated: animates)
    case .dismiss(let index):
      self = .dismiss(fromLayer: index, animated: animates)
    case .selectTab(let id):
      self = splitView ? .columns(setsSidebar: true, animated: columnsAnimate) : .selectTab(id)
    case .setTabItem(_, let id):
      if splitView {
        self = .sidebar
      } else if before?.searchTab != after.searchTab {
        // Another search tab: a `UISearchTab` is its own class, so the tab bar is made again,
        // with the screens' controllers it shows.
        self = .newRoot(.waiting(first: false, after: after))
      } else if let tab = after.tabs.first(where: { $0.id == id }) {
        self = .tabItem(tab.shownItem, tab: id)
      } else {
        self = .nothing
      }
    case .showAlert(let alert):
      self = .presentAlert(alert, overLayers: after.modals.count)
    case .dismissAlert(let id):
      self = .dismissAlert(id)
    }
  }

  /// What shows a change of the root's layout from `before` to `after` that no step made (the
  /// user's gesture, a width the session follows): a new root when its kind changes; a split
  /// view's columns, its sidebar set when another section is selected, animated only as the push
  /// over a collapsed sidebar (the user's transition); nothing else.
  package init(
    layoutFrom before: NavigationState, to after: NavigationState, splitView: Bool, rootOnScreen: Bool, animates: Bool
  ) {
    guard UIKitRootKind(before) == UIKitRootKind(after) else {
      self = .newRoot(.waiting(first: false, after: after))
      return
    }
    guard splitView, let selected = after.selectedTab else {
      self = .nothing
      return
    }
    let animated =
      after.appearance == .collapsedSplitView(.section) && animates && rootOnScreen && after.modals.isEmpty
    self = .columns(setsSidebar: before.selectedTab != selected, animated: animated)
  }

  /// What a split view about to collapse or expand for a window of `width` shows in its
  /// columns, while the session keeps what `shown` lays out (the scene is inactive): `shown` laid
  /// out at `width`; `nil` when the root is no split view (`splitView`), or a split view would
  /// give way to another kind of root there.
  package static func columns(of shown: NavigationState, at width: WidthClass, splitView: Bool) -> NavigationState? {
    guard splitView, let after = shown.laidOut(at: width), UIKitRootKind(after) == UIKitRootKind(shown) else {
      return nil
    }
    return after
  }

  /// How the step ends, `columns` the split view's columns the plan changed: with the UIKit
  /// signal of its call, at once for a call UIKit completes at once.
  package func end(changing columns: [UIKitSplitColumn] = []) -> StepEnd {
    let rootAppearance = HostSignal(UIKitSignal.rootAppearance)
    switch self {
    case .nothing, .sidebar, .selectTab, .tabItem, .newRoot(.nothing): return .now
    case .newRoot(.appearance): return .signals([rootAppearance])
    case .newRoot(.firstAppearance): return .unboundedSignals([rootAppearance])
    case .columns: return columns.isEmpty ? .now : .signals(Set(columns.map { HostSignal(UIKitSignal.column($0)) }))
    case .stack(let location, _, _, _): return .signal(UIKitSignal.stackTransition(location))
    case .present(let index, _): return .signal(UIKitSignal.presentation(layer: index))
    case .dismiss(let index, _): return .signal(UIKitSignal.dismissal(fromLayer: index))
    case .presentAlert(let alert, _): return .signal(UIKitSignal.alertPresentation(alert.id))
    case .dismissAlert(let id): return .signal(UIKitSignal.alertDismissal(id))
    }
  }
}

extension UIKitStepPlan.RootWait {
  /// What a new root for `after` waits for, the first (`first`) or not.
  static func waiting(first: Bool, after: NavigationState) -> Self {
    guard after.modals.isEmpty else { return .nothing }
    return first ? .firstAppearance : .appearance
  }
}

/// What the UIKit host does with a step's dismissal from a layer, from what UIKit presents as it
/// makes the call: the rule every host shares (``LayerDismissal``), UIKit's layer being presented
/// when its presenter's `presentedViewController` is set.
package typealias UIKitDismissal = LayerDismissal

extension LayerDismissal {
  /// The dismissal when the layer's presenter presents a controller (`presenterPresents`: its
  /// `presentedViewController` is set), or there is no presenter (`nil`).
  package init(presenterPresents: Bool?) {
    self.init(platformPresents: presenterPresents)
  }
}

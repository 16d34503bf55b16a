/// Why a host's UI does not offer a gesture on what it shows.
///
/// Every host (terminal, SwiftUI, UIKit, test) asks the same functions of
/// `NavigationState`, so a tab tap or a swipe down is decided once, in the core.
@_spi(Hosts) public enum GestureRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The root is a single stack: there is no tab bar.
  case noTabs
  /// No tab has this identifier.
  case noSuchTab(TabID)
  /// A modal layer covers the tab bar; a tap reaches the layer, not the tabs.
  case tabBarCovered
  /// No modal layer is shown.
  case noLayer
  /// The layer opened by this screen cannot be swiped down: its presentation has
  /// ``ModalPresentation/isInteractiveDismissDisabled``.
  case dismissDisabled(ScreenID)
  /// The layer opened by this screen offers no swipe down: it is a full-screen cover or a
  /// custom presentation, which no user can swipe away (the app dismisses it with a button).
  case swipeDownNotOffered(ScreenID)
  /// This alert covers the screen: no gesture reaches what is under it until one of its buttons
  /// is tapped.
  case alertShown(AlertID)

  /// What was refused and why, for a log.
  public var description: String {
    switch self {
    case .noTabs: "the root is a single stack: there are no tabs"
    case .noSuchTab(let id): "there is no tab \(id)"
    case .tabBarCovered: "a modal layer covers the tab bar"
    case .noLayer: "no modal layer is shown"
    case .dismissDisabled(let id): "the layer of screen \(id) disables the swipe down"
    case .swipeDownNotOffered(let id):
      "the layer of screen \(id) is not a sheet and offers no swipe down; dismiss it with a command"
    case .alertShown(let id): "alert \(id) covers the screen: answer it first"
    }
  }
}

extension NavigationState {
  /// Why what `self` shows does not let the user make `gesture`, or `nil` when it does.
  ///
  /// An alert covers the screen: while one shows, no gesture that navigates reaches what is
  /// under it (a back swipe, the back button and a long press on it, a swipe down, a tab tap, a
  /// return to the sidebar); only its buttons, the system taking it down and a resized window
  /// do. Every host asks this of what it shows before it plays or reports a gesture, and takes
  /// back one that its platform made anyway.
  package func refusal(of gesture: UserGesture) -> GestureRefusal? {
    guard let alert else { return nil }
    switch gesture {
    case .tappedAlertButton, .dismissedAlert, .resized:
      return nil
    case .popped, .dismissedLayer, .selectedTab, .reselectedTab, .returnedToSidebar:
      return .alertShown(alert.id)
    }
  }

  /// What a tap on the tab `id` is when `self` is shown: a selection of another tab, or a
  /// reselection of the selected one (which the navigator may answer by popping it to its root).
  ///
  /// A tap on a section in a split view's sidebar is a selection: in a collapsed split view
  /// showing its sidebar it shows that section's stack, even the selected one's; in an expanded
  /// one a tap on the selected section changes nothing.
  ///
  /// - Throws: ``GestureRefusal/noTabs``, ``GestureRefusal/noSuchTab(_:)``,
  ///   ``GestureRefusal/alertShown(_:)`` while an alert shows, or
  ///   ``GestureRefusal/tabBarCovered`` while a modal layer is shown: the tab bar is under it.
  package func tabTap(_ id: TabID) throws(GestureRefusal) -> UserGesture {
    guard let tabIDs else { throw .noTabs }
    guard tabIDs.contains(id) else { throw .noSuchTab(id) }
    let tap: UserGesture = appearance == .tabBar && selectedTab == id ? .reselectedTab(id) : .selectedTab(id)
    if let refusal = refusal(of: tap) { throw refusal }
    guard modals.isEmpty else { throw .tabBarCovered }
    return tap
  }

  /// What going back (a back swipe, the back button) on the top-most stack is when `self` is
  /// shown: a pop to the screen below the top; at the first screen of the selected section of a
  /// split view collapsed into one stack, a return to the sidebar; else `nil`, nothing to go
  /// back to.
  package var backGesture: UserGesture? {
    if let below = screenBelowTop { return .popped(to: below.id) }
    return modals.isEmpty && appearance == .collapsedSplitView(.section) ? .returnedToSidebar : nil
  }

  /// The gesture a swipe down on the top-most modal layer is when `self` is shown: its
  /// dismissal.
  ///
  /// - Throws: ``GestureRefusal/noLayer``, or ``GestureRefusal/dismissDisabled(_:)`` when the
  ///   layer's presentation disables the swipe (see ``ModalLayer/allowsSwipeDown``).
  package func swipeDownOfTopLayer() throws(GestureRefusal) -> UserGesture {
    guard let layer = modals.last else { throw .noLayer }
    if let refusal = refusal(of: .dismissedLayer(layer.id)) { throw refusal }
    guard layer.offersSwipeDown else { throw .swipeDownNotOffered(layer.id) }
    guard layer.allowsSwipeDown else { throw .dismissDisabled(layer.id) }
    return .dismissedLayer(layer.id)
  }
}

extension ModalLayer {
  /// Whether the user may dismiss the layer with a swipe down; `false` when its presentation
  /// has ``ModalPresentation/isInteractiveDismissDisabled``. A host whose UI cannot refuse the
  /// swipe itself (SwiftUI's `interactiveDismissDisabled(_:)`, UIKit's `isModalInPresentation`)
  /// asks this.
  package var allowsSwipeDown: Bool {
    offersSwipeDown && presentation?.isInteractiveDismissDisabled != true
  }

  /// Whether the layer's presentation has a swipe down at all: a sheet has one; a full-screen
  /// cover and a custom presentation have none, whatever
  /// ``ModalPresentation/isInteractiveDismissDisabled`` says.
  package var offersSwipeDown: Bool {
    switch presentation?.style {
    case .sheet?, nil: true
    case .fullScreenCover?, .custom?: false
    }
  }
}

/// What a stack that the UI reports having changed by itself is, against the stack the host
/// rendered there: SwiftUI writes a `NavigationStack`'s path, UIKit's navigation controller
/// shows its view controllers. Every host that renders stacks asks this.
package enum ReportedStack: Hashable, Sendable {
  /// The rendered stack again: an echo of the host's own change, or a repeated report.
  case echo
  /// A shorter stack that starts like the rendered one: the user went back (a swipe, the back
  /// button, a long press on it popping several) to this screen.
  case popped(to: ScreenID)
  /// Anything else (a longer stack, another order, an empty one): UI frameworks never push or
  /// reorder a stack by themselves, so there is no gesture to follow.
  case unexpected

  /// What the UI reporting `reported`, the identifiers of a stack's screens from its screen at
  /// `start` on, is when the host rendered `rendered` (first screen at 0). SwiftUI reports from
  /// 1 (its path holds the screens above the root view), UIKit from 0.
  ///
  /// Costs one comparison of identifiers per reported identifier, a few instructions each: the
  /// screens are read in place, not copied out of their array.
  package init(_ reported: [ScreenID], from start: Int = 0, rendered: some RandomAccessCollection<Screen>) {
    let rendered = rendered.lazy.map(\.id)
    let startsLikeRendered =
      start >= 0 && start + reported.count <= rendered.count
      && rendered.dropFirst(start).starts(with: reported)
    if !startsLikeRendered {
      self = .unexpected
    } else if start + reported.count == rendered.count {
      self = .echo
    } else if let target = reported.last ?? (start > 0 ? rendered.dropFirst(start - 1).first : nil) {
      self = .popped(to: target)
    } else {
      self = .unexpected
    }
  }
}

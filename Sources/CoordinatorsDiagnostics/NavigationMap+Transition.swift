import Coordinators

extension NavigationMap {
  /// How the user got from one screen to another, as a map and a log name it: the words of the
  /// map's arrows and of the logger's lines (see `description`).
  ///
  /// The user's gestures and the causes of a change (a deep link, a restoration) say it
  /// themselves; a programmatic change is named after what it did to the state: a new modal
  /// layer is a present, one fewer a dismiss, another tab a tab switch, a new screen on top of
  /// the same stack a push, an older one a pop.
  package enum Transition: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A screen pushed onto the stack on top.
    case push
    /// Back to a screen below in the stack on top, by the app.
    case pop
    /// A new modal layer.
    case present
    /// A modal layer dismissed by the app.
    case dismiss
    /// Another tab selected by the app.
    case tabSwitch
    /// Any other change by the app: a screen replaced, a new root, a change under the screen on
    /// top.
    case replace
    /// Back to a screen below, by the user: a back swipe or the back button.
    case backSwipe
    /// A modal layer dismissed by the user: a sheet swiped down.
    case swipeDown
    /// Another tab tapped by the user.
    case tabTap
    /// The selected tab tapped again by the user, which pops it to its root.
    case tabReselect
    /// The window's width class changed: a split view collapsed or expanded, an adaptive layout
    /// switched between a tab bar and a sidebar.
    case resize
    /// Back to the sidebar of a collapsed split view, by the user.
    case sidebarReturn
    /// A deep link opened, an activity continued, or an entry from another door (a
    /// notification, a widget, an App Intent) came in.
    case deepLink
    /// A saved navigation restored.
    case restoration

    /// The transition that `event` made.
    package init(_ event: NavigationEvent) {
      self.init(event, from: event.before.topScreen.id, to: event.after.topScreen.id)
    }

    /// The transition that `event` made, given the screens on top before and after it, which
    /// a caller that reads them anyway passes: each read of a top screen copies it.
    init(_ event: NavigationEvent, from oldTop: ScreenID, to newTop: ScreenID) {
      switch event.cause {
      case .user(.popped): self = .backSwipe
      case .user(.dismissedLayer): self = .swipeDown
      case .user(.selectedTab): self = .tabTap
      case .user(.reselectedTab): self = .tabReselect
      case .user(.resized): self = .resize
      case .user(.returnedToSidebar): self = .sidebarReturn
      // An alert is no screen: a tap on it moves no screen, as a change under the top does.
      case .user(.tappedAlertButton), .user(.dismissedAlert): self = .replace
      case .deepLink, .window, .entry: self = .deepLink
      case .restoration: self = .restoration
      case .programmatic, .hostRefused:
        self = Self(changing: event.before, to: event.after, from: oldTop, to: newTop)
      }
    }

    /// What a programmatic change from `before` to `after` did, by its effect on the state.
    private init(
      changing before: NavigationState, to after: NavigationState, from oldTop: ScreenID, to newTop: ScreenID
    ) {
      if newTop == oldTop {
        // Nothing the user sees moved: a change under the top screen.
        self = .replace
        return
      }
      let (oldLayers, newLayers) = (before.modals.count, after.modals.count)
      let location = after.topLocation
      if newLayers > oldLayers {
        self = .present
      } else if newLayers < oldLayers {
        self = .dismiss
      } else if after.selectedTab != before.selectedTab {
        self = .tabSwitch
      } else if location != before.topLocation {
        self = .replace
      } else if let old = before.stack(at: location), let new = after.stack(at: location) {
        self = Self(changing: old, to: new, from: oldTop, to: newTop)
      } else {
        self = .replace
      }
    }

    /// A pop when the stack before holds the new top screen, else a push when the stack after
    /// holds the old one, else a replace.
    ///
    /// Both versions of the stack start with the same screens, found by
    /// `ScreenStack.commonPrefixCount(with:)` without looking at the blocks they share. A
    /// screen's identifier is unique in a state, so a top screen that is not among them can only
    /// be above them: only the screens above them are searched, as many as were pushed or
    /// popped, and a change costs the same at any depth.
    private init(changing before: ScreenStack, to after: ScreenStack, from oldTop: ScreenID, to newTop: ScreenID) {
      let shared = after.commonPrefixCount(with: before)
      if shared == after.count || Self.stack(before, holds: newTop, above: shared) {
        self = .pop
      } else if shared == before.count || Self.stack(after, holds: oldTop, above: shared) {
        self = .push
      } else {
        self = .replace
      }
    }

    /// Whether `stack` holds the screen `id` at `start` or above, searched from the top.
    private static func stack(_ stack: ScreenStack, holds id: ScreenID, above start: Int) -> Bool {
      var index = stack.endIndex
      while index > start {
        index -= 1
        if stack[index].id == id { return true }
      }
      return false
    }

    /// The words a diagram and a log line use: `push`, `back swipe`, `deep link`.
    package var description: String {
      switch self {
      case .push: "push"
      case .pop: "pop"
      case .present: "present"
      case .dismiss: "dismiss"
      case .tabSwitch: "tab switch"
      case .replace: "replace"
      case .backSwipe: "back swipe"
      case .swipeDown: "swipe down"
      case .tabTap: "tab tap"
      case .tabReselect: "tab reselect"
      case .resize: "resize"
      case .sidebarReturn: "back to sidebar"
      case .deepLink: "deep link"
      case .restoration: "restoration"
      }
    }
  }
}

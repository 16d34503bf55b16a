import CoordinatorsCore

extension NavigationMap {
  /// How the user got from one screen to another, as a map and a log name it.
  ///
  /// The user's gestures and the causes of a change (a deep link, a restoration) say it
  /// themselves; a programmatic change is named after what it did to the state: a new modal
  /// layer is a present, one fewer a dismiss, another tab a tab switch, a new screen on top of
  /// the same stack a push, an older one a pop.
  public enum Transition: Hashable, Sendable, CaseIterable, CustomStringConvertible {
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
    /// A deep link opened.
    case deepLink
    /// A saved navigation restored.
    case restoration

    /// The transition that `event` made.
    public init(_ event: NavigationEvent) {
      switch event.cause {
      case .user(.popped): self = .backSwipe
      case .user(.dismissedLayer): self = .swipeDown
      case .user(.selectedTab): self = .tabTap
      case .user(.reselectedTab): self = .tabReselect
      case .deepLink: self = .deepLink
      case .restoration: self = .restoration
      case .programmatic: self = Self(changing: event.before, to: event.after)
      }
    }

    /// What a programmatic change from `before` to `after` did, by its effect on the state.
    private init(changing before: NavigationState, to after: NavigationState) {
      // Each read of a top screen copies it: read each once.
      let oldTop = before.topScreen.id
      let newTop = after.topScreen.id
      let location = after.topLocation
      if newTop == oldTop {
        // Nothing the user sees moved: a change under the top screen.
        self = .replace
      } else if after.modals.count > before.modals.count {
        self = .present
      } else if after.modals.count < before.modals.count {
        self = .dismiss
      } else if after.selectedTab != before.selectedTab {
        self = .tabSwitch
      } else if location != before.topLocation {
        self = .replace
      } else if Self.stack(before.stack(at: location), holds: newTop) {
        self = .pop
      } else if Self.stack(after.stack(at: location), holds: oldTop) {
        self = .push
      } else {
        self = .replace
      }
    }

    /// Whether `stack` holds the screen `id`, searched from the top, where a pop leaves it and
    /// a push finds the screen it covers: as many steps as screens popped or pushed.
    private static func stack(_ stack: ScreenStack?, holds id: ScreenID) -> Bool {
      guard let stack else { return false }
      var index = stack.endIndex
      while index > stack.startIndex {
        index -= 1
        if stack[index].id == id { return true }
      }
      return false
    }

    /// The words a diagram and a log line use: `push`, `back swipe`, `deep link`.
    public var description: String {
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
      case .deepLink: "deep link"
      case .restoration: "restoration"
      }
    }
  }
}

/// The SwiftUI host's decisions, as pure functions of what it rendered and what SwiftUI did.
/// ``SwiftUIHost`` calls them and carries out what they say; the tests call them directly.

/// The signal that ends a step's transition.
enum StepSignal: Hashable, Sendable, CustomStringConvertible {
  /// The screen appeared (UIKit's `viewDidAppear(_:)`).
  case appeared(ScreenID)
  /// The screen disappeared (UIKit's `viewDidDisappear(_:)`).
  case disappeared(ScreenID)

  /// What `step` waits for, when `before` was shown and `after` is: `nil` when the step
  /// completes at once.
  ///
  /// Only the screen on top of everything (`NavigationState.topScreen`) has a transition the
  /// user sees. A step that leaves it as it was (a stack in another tab or under a layer, a tab
  /// selected under a layer) runs none. A step that swaps the only screen of the stack on top
  /// (login → home as `setStack(.root, [home])`) runs none either: `NavigationStack` replaces its
  /// root view in place, with no UIKit transition, so no screen appears. A dismissal waits for
  /// the top screen of the top-most dismissed layer to disappear: the screen below may get no
  /// appearance call (a sheet leaves its presenter on screen). A collapsed split view showing its
  /// sidebar shows no section's screen: a step under it runs none. Every other step waits for the
  /// new top screen to appear.
  static func awaited(by step: HostStep, before: NavigationState?, after: NavigationState) -> StepSignal? {
    let newTop = after.topScreen.id
    guard let before else { return .appeared(newTop) }
    let oldTop = before.topScreen.id
    if oldTop == newTop { return nil }
    // A collapsed split view that shows its sidebar shows no screen of the sections.
    if after.modals.isEmpty, after.appearance == .collapsedSplitView(.sidebar) { return nil }
    switch step {
    case .dismiss:
      return .disappeared(oldTop)
    case .setStack(let location, let screens, _)
    where screens.count == 1 && before.stack(at: location)?.count == 1 && before.topLocation == location:
      return nil
    default:
      return .appeared(newTop)
    }
  }

  /// `screen 3 to appear`.
  var description: String {
    switch self {
    case .appeared(let id): "screen \(id) to appear"
    case .disappeared(let id): "screen \(id) to disappear"
    }
  }
}

/// The signal that ends a step showing an alert: the views found its controller on screen.
enum AlertSignal: Hashable, Sendable, CustomStringConvertible {
  /// The alert's controller is presented, its transition ended.
  case appeared(AlertID)

  /// `alert 0 to appear`.
  var description: String {
    switch self {
    case .appeared(let id): "alert \(id) to appear"
    }
  }
}

/// How a step the SwiftUI host rendered ends, as the host tells its session (``sessionEnd``).
enum SwiftUIStepEnd: Hashable {
  /// At once.
  case now
  /// At once; the step changed the stack of tab `TabID`, which the user does not see:
  /// `NavigationStack` may not apply it, so its path is read again once the tab shows.
  case nowInHiddenTab(TabID)
  /// When the views find the alert's controller on screen (``AlertSignal``).
  case alertAppears(AlertID)
  /// With the screen's signal.
  case signal(StepSignal)
  /// After the watchdog's `stepTime`: the screens give no signal (macOS).
  case afterStepTime

  /// How `step`, which brought what is shown from `before` to `after`, ends, when the screens
  /// give signals (`signalled`) and not every step ends as soon as it is rendered (`atOnce`,
  /// a preview's host). SwiftUI tells nothing of an alert it drops (over another presentation,
  /// or one that goes): the views look for the alert's controller.
  init(_ step: HostStep, before: NavigationState?, after: NavigationState, signalled: Bool, atOnce: Bool) {
    if case .showAlert(let alert) = step {
      self = signalled && !atOnce ? .alertAppears(alert.id) : .now
    } else if !atOnce, let signal = StepSignal.awaited(by: step, before: before, after: after) {
      self = signalled ? .signal(signal) : .afterStepTime
    } else if case .tab(let tab)? = step.stackLocation, tab != after.selectedTab {
      self = .nowInHiddenTab(tab)
    } else {
      self = .now
    }
  }

  /// The end as the session takes it.
  var sessionEnd: StepEnd {
    switch self {
    case .now, .nowInHiddenTab: .now
    case .alertAppears(let id): .signal(AlertSignal.appeared(id))
    case .signal(let signal): .signal(signal)
    case .afterStepTime: .afterStepTime
    }
  }
}

/// What a write to a stack's `NavigationStack` path binding is.
enum PathWrite: Equatable {
  /// The path rendered, written back: nothing to follow.
  case echo
  /// A pop on a stack not on top, which no user makes: SwiftUI cleared a section it hides (a
  /// sidebar pick), whose path is read again once it shows
  /// (https://github.com/onmyway133/blog/issues/924).
  case stale
  /// The user's pop to this screen. SwiftUI pops without asking (a long press on the back
  /// button, iOS 26's pop on a tab's reselection): a refused pop is taken back.
  case popped(to: ScreenID)
  /// Anything else, reported with this message and not followed.
  case unexpected(String)

  /// What writing `path` (the screens above the first) to the stack at `location` is when
  /// `shown` is rendered; `nil` when `shown` has no stack there.
  init?(_ path: [ScreenID], to location: StackLocation, shown: NavigationState) {
    guard let screens = shown.stack(at: location) else { return nil }
    switch ReportedStack(path, from: 1, rendered: screens) {
    case .echo: self = .echo
    case .popped where location != shown.topLocation: self = .stale
    case .popped(let target): self = .popped(to: target)
    case .unexpected:
      self = .unexpected(
        "SwiftUI wrote the path \(path.map(\.description)) to \(location), which shows "
          + "\(screens.dropFirst().map(\.id.description)); only pops are followed")
    }
  }
}

/// What a write to a level's `sheet(item:)` or `fullScreenCover(item:)` binding is.
enum ItemWrite: Equatable {
  /// The user dismissed the layer (a swipe down, or the view's own `dismiss` action, which
  /// SwiftUI performs even when the swipe is disabled: the layer is gone, so the host follows).
  case dismissal
  /// Most likely the late echo of a dismissal the host made at this level: nothing to follow
  /// unless the layer's top screen disappears too (then it was the view's own dismissal).
  case echo
  /// A dismissal written before the layer appeared: it is the user's (the view's own `dismiss`
  /// in `task`, say) only once the layer's top screen disappears too.
  case dismissalOnceGone
  /// No write about the layer shown: a layer written back (SwiftUI does not present by itself),
  /// or `nil` from the binding of the other kind.
  case none

  /// What writing `written` (`nil`, or a layer's identifier) to the binding of `kind` is, when
  /// the level shows a layer of kind `shownKind` and still owes the echo of a dismissal of a
  /// layer of that kind (`owesEcho`).
  ///
  /// - A `nil` is about the rendered layer only when it comes from the binding whose getter
  ///   returns that layer: a sheet's late `nil` says nothing of the cover shown after it.
  /// - A layer whose top screen has disappeared is gone: the `nil` is the user's dismissal.
  /// - Otherwise a `nil` the level owes is the late echo of the host's own dismissal (SwiftUI
  ///   may write it up to about a second after the sheet has gone, when the next layer is shown).
  /// - A layer that has appeared is dismissed by the view (`dismiss` writes at once, before
  ///   the sheet has gone); one that has not is dismissed once its top screen disappears.
  static func decide(
    written: ScreenID?, to kind: LayerModel.Kind, shownKind: LayerModel.Kind,
    topHasDisappeared: Bool, hasAppeared: Bool, owesEcho: Bool
  ) -> ItemWrite {
    guard written == nil, shownKind == kind else { return .none }
    if topHasDisappeared { return .dismissal }
    if owesEcho { return .echo }
    return hasAppeared ? .dismissal : .dismissalOnceGone
  }
}

/// What a write to a `TabView`'s selection binding is.
enum SelectionWrite {
  /// The gesture that writing `written` to the selection is when `shown` is rendered; `nil`
  /// when it is none.
  ///
  /// The tab tap itself is decided as for every host (`NavigationState.tabTap(_:)`): another
  /// tab is a selection, the selected tab a reselection, and no tab is tapped through a modal
  /// layer. One more rule is SwiftUI's: the selected tab written while a step that sets the
  /// selection is under way (`step`, a `selectTab`, or a `setRoot` where `byRoot`) is SwiftUI
  /// echoing that step, not a tap.
  static func gesture(written: TabID, shown: NavigationState, during step: HostStep?, byRoot: Bool) -> UserGesture? {
    guard let gesture = try? shown.tabTap(written) else { return nil }
    switch (gesture, step) {
    case (.reselectedTab, .selectTab?): return nil
    case (.reselectedTab, .setRoot?) where byRoot: return nil
    default: return gesture
    }
  }

  /// The stack a selection of another tab leaves unfinished: the one on top before it
  /// (`before`), when the step in flight (`step`) changes it. `NavigationStack` may not finish a
  /// change in a tab the user left: its path is read again once the tab shows.
  static func unfinishedStack(leaving before: NavigationState, during step: HostStep?) -> StackLocation? {
    guard let location = step?.stackLocation, location == before.topLocation else { return nil }
    return location
  }

  /// The gesture that writing `written` to the split view's sidebar selection is when `shown`
  /// is rendered: a section picked is a tap on it (``gesture(written:shown:during:byRoot:)``,
  /// a split view has no reselection); `nil`, which SwiftUI writes when the user goes back to
  /// the sidebar of a collapsed split view showing a section, is a return to it.
  static func sidebar(written: TabID?, shown: NavigationState, during step: HostStep?) -> UserGesture? {
    guard let written else { return shown.appearance == .collapsedSplitView(.section) ? .returnedToSidebar : nil }
    return gesture(written: written, shown: shown, during: step, byRoot: false)
  }
}

@_spi(Hosts) import Coordinators

/// The SwiftUI host's decisions about its own steps, as pure functions of what it rendered: which
/// signal ends a step. What a binding write is (a path, an item, a selection, a column) is the
/// core's rule (`PathWrite`, `ItemWrite`, `SelectionWrite`, `ColumnWrite`), so that every host
/// answers alike; ``SwiftUIHost`` calls them and carries out what they say.

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
  /// give signals (`signalled`), on a preview's host or not (`inPreview`). SwiftUI tells nothing
  /// of an alert it drops (over another presentation, or one that goes): the views look for the
  /// alert's controller. A preview's host ends every step as soon as it is rendered but a
  /// presentation (a layer, an alert), which ends on its signal: SwiftUI presents one level per
  /// update, and drops a presentation made from a level not yet on screen.
  /// A dismissal whose top-most layer SwiftUI does not show (`dismissesUnshownLayer`: never
  /// shown, or gone already, `LayerDismissal`) ends at once where the screens signal: none of
  /// its screens will disappear.
  init(
    _ step: HostStep, before: NavigationState?, after: NavigationState, signalled: Bool, inPreview: Bool,
    dismissesUnshownLayer: Bool = false
  ) {
    let presents = if case .present = step { true } else if case .showAlert = step { true } else { false }
    let atOnce = (inPreview && !presents) || (signalled && dismissesUnshownLayer)
    if case .showAlert(let alert) = step {
      self = signalled ? .alertAppears(alert.id) : .now
    } else if !atOnce, let signal = StepSignal.awaited(by: step, before: before, after: after) {
      self = signalled ? .signal(signal) : (inPreview ? .now : .afterStepTime)
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

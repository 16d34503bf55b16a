/// Why a window's navigation changed, in a ``NavigationCause/window(_:)`` event.
public enum WindowChange: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A new window walked to the place it was opened for (``WindowDirectory/connect(_:showing:restored:session:)``).
  case opened
  /// The window that showed the place already walked there (the app's ``WindowRule`` named it).
  case shownInExistingWindow
  /// No other window could be opened; the place was shown in the window that asked.
  case shownInCurrentWindow(WindowFallback)
  /// An activity of the given type (Handoff, Spotlight, a widget) was continued here
  /// (``Navigator/continueActivity(_:)``).
  case continued(activityType: String)

  /// `opened`, `shown in the window that showed it`, `shown here: <why>` or
  /// `continued <activity type>`.
  public var description: String {
    switch self {
    case .opened: "opened"
    case .shownInExistingWindow: "shown in the window that showed it"
    case .shownInCurrentWindow(let fallback): "shown here: \(fallback)"
    case .continued(let type): "continued \(type)"
    }
  }
}

/// Why a place meant for another window was shown in the window that asked.
public enum WindowFallback: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The navigator has no ``WindowDirectory`` (``Navigator/windows`` is `nil`).
  case noWindowDirectory
  /// The directory has no ``WindowSystem``: no host opens windows for it (a test, a terminal
  /// without panes).
  case noWindowSystem
  /// The platform shows one window only: an iPhone, an app without multiple-scene support.
  case singleWindowPlatform
  /// The platform refused the new window (its window limit, a request while the app is not in
  /// front), saying what it said; the navigator's observers hear it as a
  /// ``NavigationProblem/hostFallback(_:)`` too. When the refusal comes after
  /// ``Navigator/openWindow(showing:)`` returned ``WindowOpening/newWindow(_:)``, the place is
  /// shown then.
  case windowRefused(String)

  /// A sentence saying why.
  public var description: String {
    switch self {
    case .noWindowDirectory: "the navigator has no window directory"
    case .noWindowSystem: "no host opens windows"
    case .singleWindowPlatform: "the platform shows one window only"
    case .windowRefused(let message): "the platform refused a new window: \(message)"
    }
  }
}

/// Where ``Navigator/openWindow(showing:)`` or ``Navigator/openWindow(_:)`` showed a place.
public enum WindowOpening: Hashable, Sendable {
  /// A new window was asked for, with this destination; its scene walks there once it
  /// connects. Should the platform refuse it later, the place is shown in the window that
  /// asked, with ``WindowFallback/windowRefused(_:)``.
  case newWindow(WindowDestination)
  /// The window that showed the place already (by the app's ``WindowRule``) walked there and
  /// was brought forward; it may be the window that asked. Or the window whose scene the system
  /// disconnected, keeping its session, was asked back: it walks there when it connects again.
  /// Or the new window asked for the same key has not connected yet: it walks to the place asked
  /// for last when it connects.
  case existingWindow(WindowDestination)
  /// No other window could be opened: the place was shown in the window that asked, with a
  /// ``NavigationCause/window(_:)`` event that says why.
  case currentWindow(WindowFallback)
}

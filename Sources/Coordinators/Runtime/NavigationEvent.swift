import CoordinatorsCore
import Foundation

/// A change of a navigator's state: what it was, what it is, why it changed, and the commands
/// that changed it.
public struct NavigationEvent: Hashable, Sendable {
  /// The state before the change.
  public let before: NavigationState
  /// The state after the change.
  public let after: NavigationState
  /// Why it changed.
  public let cause: NavigationCause
  /// The commands that made the change, in order: applied to ``before`` they give ``after``.
  ///
  /// Empty for a user's gesture (the cause names it). A change made by flows that start with a
  /// stand-in screen (a root or tab flow before its first `show`) lists the commands that set
  /// the new state outright: a `setRoot`, then a `present` for each modal layer.
  public var commands: [NavigationCommand] { storedCommands.array }

  /// ``commands``, kept without an array when there is one: most changes are one command, and
  /// most observers never read them.
  private let storedCommands: Commands

  /// The commands of an event: none, one, or several.
  enum Commands: Sendable {
    case one(NavigationCommand)
    case list([NavigationCommand])

    /// The commands, in order.
    var array: [NavigationCommand] {
      switch self {
      case .one(let command): [command]
      case .list(let commands): commands
      }
    }
  }

  /// An event with the given values.
  package init(
    before: NavigationState,
    after: NavigationState,
    cause: NavigationCause,
    commands: [NavigationCommand] = []
  ) {
    self.init(before: before, after: after, cause: cause, storedCommands: .list(commands))
  }

  /// An event with the given values, its commands kept as they are.
  init(before: NavigationState, after: NavigationState, cause: NavigationCause, storedCommands: Commands) {
    self.before = before
    self.after = after
    self.cause = cause
    self.storedCommands = storedCommands
  }

  /// Whether both have the same states, cause and commands.
  public static func == (lhs: NavigationEvent, rhs: NavigationEvent) -> Bool {
    lhs.before == rhs.before && lhs.after == rhs.after && lhs.cause == rhs.cause && lhs.commands == rhs.commands
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(before)
    hasher.combine(after)
    hasher.combine(cause)
    hasher.combine(commands)
  }
}

/// Why a navigator's state changed.
public enum NavigationCause: Hashable, Sendable {
  /// The app changed it: a coordinator, a view's action, a test.
  case programmatic
  /// The user changed it with a gesture the host reported.
  case user(UserGesture)
  /// A deep link changed it.
  case deepLink(URL)
  /// A saved state was restored.
  case restoration
  /// The host's platform refused to show what a step shows (a presentation refused while the app
  /// presents its own controller), which left the state: no one chose it, and a
  /// ``NavigationProblem/hostFallback(_:)`` says why. Never the user's.
  case hostRefused
  /// A window was opened for a place, or could not be and the place was shown in this one, or
  /// an activity (Handoff, Spotlight) was continued here: see ``WindowChange``.
  case window(WindowChange)
  /// An entry from a door other than the app's own URL changed it (a notification, a widget,
  /// Spotlight, an App Intent: see ``NavigationEntry``): its source, and its link (`nil` for an
  /// entry that walks routes, which the event's commands show). A link from the app's own URL
  /// has the cause ``deepLink(_:)``.
  case entry(source: NavigationEntry.Source, link: URL?)

  /// Where the entry that made the change came from: ``NavigationEntry/Source/url`` for a
  /// ``deepLink(_:)``, the source of an ``entry(source:link:)``; `nil` for any other cause.
  public var entrySource: NavigationEntry.Source? {
    switch self {
    case .deepLink: .url
    case .entry(let source, _): source
    default: nil
    }
  }
}

extension NavigationCause: CustomStringConvertible {
  /// `programmatic`, `user: popped to screen 3`, `deep link: app://x`, `restoration`,
  /// `window: opened` or `entry from notification: app://x`.
  public var description: String {
    switch self {
    case .programmatic: "programmatic"
    case .user(let gesture): "user: \(gesture)"
    case .deepLink(let url): "deep link: \(url.absoluteString)"
    case .restoration: "restoration"
    case .hostRefused: "refused by the host's platform"
    case .window(let change): "window: \(change)"
    case .entry(let source, let link): "entry from \(source): \(link?.absoluteString ?? "a walk")"
    }
  }
}

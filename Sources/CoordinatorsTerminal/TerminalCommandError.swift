@_spi(Hosts) import Coordinators
import Foundation

/// Why a command typed in a terminal app did nothing; its description is the message the app
/// prints before it reads the next command.
///
/// A message quotes at most 60 characters of what was typed, so a runaway line is not printed
/// again in full. New cases may come in any minor release: switch over them with a `default:`.
package enum TerminalCommandError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The line is no command the app knows.
  case unknownCommand(String)
  /// The command, an action or a tab (`t` and a number), names a number too large for an `Int`.
  case numberOutOfRange(String)
  /// The number names no action of the screen shown; it has `available` actions.
  case noSuchAction(Int, available: Int)
  /// The screen shown is the first of its stack: there is nothing to go back to.
  case nothingToGoBackTo
  /// No modal layer is shown.
  case noLayerToDismiss
  /// The top modal layer, titled as given, cannot be swiped down: its presentation disables it.
  case dismissDisabled(String)
  /// The root is a single stack: there are no tabs.
  case noTabs
  /// The number names no tab; there are `available` tabs.
  case noSuchTab(Int, available: Int)
  /// A modal layer covers the tab bar.
  case tabBarCovered
  /// The host shows nothing yet.
  case nothingShown
  /// `:open` came without a link.
  case missingLink
  /// The text after `:open` is not a link: it does not parse as a URL with a scheme.
  case malformedLink(String)
  /// The app was given no way to open deep links.
  case deepLinksNotConfigured
  /// The app's `open` closure refused the link; the reason is the description of the error it
  /// threw.
  case linkFailed(URL, reason: String)
  /// The navigator could not open the link; the message is the `DeepLinkError`'s description,
  /// which names the link and says what is wrong.
  case deepLinkFailed(String)
  /// The alert shown has no button with this number.
  case noSuchAlertButton(Int, available: Int)
  /// An alert covers the screen: a gesture waits until one of its buttons is picked.
  case alertShown

  /// The message a user reads, saying what to do instead.
  package var description: String {
    switch self {
    case .unknownCommand(let line):
      "unknown command \(Self.quoted(line)): type ? for the commands"
    case .numberOutOfRange(let command):
      "\(Self.quoted(command)) is out of range: type the number of an action or a tab shown"
    case .noSuchAction(let number, let available):
      switch available {
      case 0: "there is no action \(number): this screen has no actions"
      case 1: "there is no action \(number): this screen has one action, 1"
      default: "there is no action \(number): choose 1 to \(available)"
      }
    case .nothingToGoBackTo:
      "nothing to go back to: this is the first screen of its stack"
    case .noLayerToDismiss:
      "nothing to dismiss: no sheet or cover is shown"
    case .dismissDisabled(let title):
      "\"\(title)\" cannot be swiped down: close it with one of its actions"
    case .noTabs:
      "this app has no tabs"
    case .noSuchTab(let number, let available):
      "there is no tab \(number): choose t1 to t\(available)"
    case .tabBarCovered:
      "the tab bar is covered: dismiss what is presented first (d)"
    case .nothingShown:
      "nothing is shown yet"
    case .missingLink:
      "type a link after :open, for example :open myapp://path"
    case .malformedLink(let text):
      "not a link: \(Self.quoted(text)); a link has a scheme, like myapp://path"
    case .deepLinksNotConfigured:
      "deep links are not configured for this app"
    case .linkFailed(let url, let reason):
      "cannot open \(url.absoluteString.truncated(to: Self.quotedLength)): \(reason)"
    case .deepLinkFailed(let message):
      message
    case .noSuchAlertButton(let number, let available):
      "the alert has no button \(number): choose 1 to \(available)"
    case .alertShown:
      "an alert is shown: answer it first, with the number of one of its buttons"
    }
  }

  /// The most characters of what the user typed that a message quotes.
  private static let quotedLength = 60

  /// `text` in quotes, cut to ``quotedLength`` characters with an ellipsis.
  private static func quoted(_ text: String) -> String {
    "\"" + text.truncated(to: quotedLength) + "\""
  }
}

extension TerminalCommandError {
  /// The error of a command the session refused for `refusal`; `nil` for a flow's refusal,
  /// which is the flow's to answer.
  init?(_ refusal: UserAttemptRefusal, shown: NavigationState?, title: (Screen) -> String) {
    switch refusal {
    case .flow: return nil
    case .nothingShown: self = .nothingShown
    case .nothingToGoBackTo, .notOnTop: self = .nothingToGoBackTo
    case .shown(.alertShown): self = .alertShown
    case .shown(.noLayer): self = .noLayerToDismiss
    case .shown(.tabBarCovered): self = .tabBarCovered
    case .shown(.noTabs): self = .noTabs
    case .shown(.noSuchTab(let id)):
      self = .noSuchTab(shown?.tabs.firstIndex { $0.id == id } ?? 0, available: shown?.tabs.count ?? 0)
    case .shown(.dismissDisabled(let id)), .shown(.swipeDownNotOffered(let id)):
      let layer = shown?.modals.last { $0.id == id }
      self = .dismissDisabled(layer.flatMap { $0.stack.last }.map(title) ?? "\(id)")
    }
  }
}

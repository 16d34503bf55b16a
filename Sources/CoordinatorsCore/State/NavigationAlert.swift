/// An alert or a confirmation dialog, as part of what is shown: a title, a message and buttons.
///
/// A state shows at most one, over its top-most level (the top-most modal layer, else the
/// selected tab or the root stack), whichever screen's flow showed it: an alert never waits
/// behind a pushed screen or a sheet. It is a value (the buttons' titles and roles); what a
/// button does stays with the flow that showed it (see `Flow.alert(_:message:style:buttons:)`).
///
/// The rules the commands keep (see ``NavigationCommand/showAlert(_:)``):
/// - A new alert replaces the one shown. (Flows add rules above the commands: a flow's alert
///   waits, outside the state, while its flow is out of sight or another flow's alert shows;
///   see `Flow.alert(_:message:style:buttons:)`.)
/// - A command that presents, dismisses or replaces a modal layer, or sets a new root, takes the
///   alert down in the same change: a host cannot present over an alert, and an alert shown over
///   a layer that leaves would be left without its level.
/// - Pushes, pops and tab selections happen under the alert, which stays.
///
/// An alert is not restored: a snapshot leaves it out (the question it asks belongs to the
/// moment), and restoring gives the rest.
public struct NavigationAlert: Hashable, Sendable, Codable {
  /// The alert's identity, unique in a navigator: a host reports a tap with it.
  public var id: AlertID
  /// The flow that showed the alert, which a tapped button's action reaches first.
  public var owner: FlowID
  /// An alert in the middle of the screen, or a confirmation dialog (an action sheet).
  public var style: AlertStyle
  /// The title.
  public var title: String
  /// The text under the title; `nil` for none.
  public var message: String?
  /// The buttons, in the order the host shows them (a host may move the cancel button, as
  /// Apple's do).
  public var buttons: [Button]

  /// An alert with these parts.
  public init(
    id: AlertID, owner: FlowID = .root, style: AlertStyle = .alert, title: String, message: String? = nil,
    buttons: [Button]
  ) {
    self.id = id
    self.owner = owner
    self.style = style
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button of an alert: its title and role.
  public struct Button: Hashable, Sendable, Codable {
    /// The title.
    public var title: String
    /// The role, which decides how the host draws the button; `nil` for a plain button.
    public var role: AlertButtonRole?

    /// A button with this title and role.
    public init(_ title: String, role: AlertButtonRole? = nil) {
      self.title = title
      self.role = role
    }
  }
}

/// The identity of an alert: the navigator counts them from 0.
public struct AlertID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The number.
  public let rawValue: Int

  /// An identifier with the given number.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// An identifier written as a number literal, as tests do.
  public init(integerLiteral value: Int) { self.rawValue = value }

  /// The number alone (`3`); messages put it after the word: `alert 3`.
  public var description: String { String(rawValue) }

  /// Orders identifiers by number.
  public static func < (lhs: AlertID, rhs: AlertID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Encodes the number alone.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Decodes the number alone.
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Int.self)
  }
}

/// How a host shows an alert.
public enum AlertStyle: String, Hashable, Sendable, Codable {
  /// In the middle of the screen (SwiftUI's `alert`, UIKit's `.alert` style).
  case alert
  /// A confirmation dialog, from the bottom on a phone (SwiftUI's `confirmationDialog`, UIKit's
  /// `.actionSheet` style).
  case confirmationDialog
}

/// What a button of an alert does, as the host draws it.
public enum AlertButtonRole: String, Hashable, Sendable, Codable {
  /// Gives up; a host shows one cancel button at most, in its place.
  case cancel
  /// Destroys something; a host draws it in red.
  case destructive
}

import CoordinatorsCore

/// A button of an alert a flow shows: its title, its role, and the action a tap on it sends.
///
/// The action is a value of a coordinator's ``Coordinator/Action`` type. A tap on the button
/// delivers it as a screen's action is delivered: to the coordinator that showed the alert, then
/// up the tree until one handles it (see ``Flow/send(_:)``). With
/// ``Flow/ask(_:message:style:buttons:fileID:filePath:line:column:)`` it is returned instead.
///
/// ```swift
/// flow.alert(
///   "Delete the star?", message: "It cannot be undone.",
///   buttons: [.destructive("Delete", action: CustomShapesAction.delete(shape)), .cancel()])
/// ```
public struct AlertButton<Action: CoordinatorAction>: Sendable {
  /// The title.
  package var title: String
  /// The role, which decides how the host draws the button; `nil` for a plain button.
  package var role: AlertButtonRole?
  /// What a tap on the button sends; `nil` for a button that only closes the alert.
  package var action: Action?

  /// A button with this title, role and action.
  public init(_ title: String, role: AlertButtonRole? = nil, action: Action? = nil) {
    self.title = title
    self.role = role
    self.action = action
  }

  /// A cancel button, which closes the alert and sends `action` (nothing by default).
  public static func cancel(_ title: String = "Cancel", action: Action? = nil) -> AlertButton {
    AlertButton(title, role: .cancel, action: action)
  }

  /// A destructive button, drawn in red, which sends `action`.
  public static func destructive(_ title: String, action: Action) -> AlertButton {
    AlertButton(title, role: .destructive, action: action)
  }

  /// The button as the navigation state holds it: its title and role.
  var value: NavigationAlert.Button { NavigationAlert.Button(title, role: role) }
}

extension AlertButton where Action == Never {
  /// A button that only closes the alert, for an alert none of whose buttons sends an action:
  /// `flow.alert("Saved", buttons: [AlertButton("OK")])`.
  ///
  /// Its action type is `Never`, so an alert of such buttons compiles in any flow, whatever its
  /// coordinator's ``Coordinator/Action`` type; a button that names an action decides the type
  /// instead.
  public init(_ title: String, role: AlertButtonRole? = nil) {
    self.init(title, role: role, action: nil)
  }

  /// A cancel button that only closes the alert, for an alert none of whose buttons sends an
  /// action: `flow.alert("Could not save", buttons: [.cancel("OK")])`.
  public static func cancel(_ title: String = "Cancel") -> AlertButton<Never> {
    AlertButton(title, role: .cancel, action: nil)
  }
}

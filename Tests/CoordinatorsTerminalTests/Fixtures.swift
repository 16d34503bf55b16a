import CoordinatorsTerminal
import CoordinatorsTesting

/// The routes of a small mail app that exercises every part of a terminal screen.
enum MailRoute: Route {
  case inbox
  case message(Int)
  case compose
  case settings

  var screenOptions: ScreenOptions {
    switch self {
    case .inbox: ScreenOptions(title: "Inbox")
    case .message(let number): ScreenOptions(title: "Message \(number)")
    case .compose: ScreenOptions(title: "New Message")
    case .settings: ScreenOptions()
    }
  }
}

enum MailAction: CoordinatorAction, Hashable {
  case open(Int)
  case compose
  case openSettings
}

/// The mail app's root: an inbox that pushes messages, presents a compose sheet that cannot be
/// swiped down, and pushes a settings flow whose coordinator has no terminal screens.
@MainActor
final class MailCoordinator: TerminalCoordinator {
  let flow = Flow<MailRoute>()
  var refreshes = 0

  func start() { flow.show(.inbox) }

  func child(for route: MailRoute) -> ChildFlow? {
    route == .settings ? .flow(PlainCoordinator()) : nil
  }

  func presentation(for route: MailRoute) -> Presentation {
    route == .compose ? .modal(.sheet(interactiveDismissDisabled: true)) : .push
  }

  enum Action: CoordinatorAction {
    case mail(MailAction)
    case standard(StandardAction)

    static func accepting(_ action: any CoordinatorAction) -> Action? {
      MailAction.accepting(action).map(mail) ?? StandardAction.accepting(action).map(standard)
    }
  }

  func handle(_ action: Action) -> ActionHandling {
    switch action {
    case .mail(.open(let number)): flow.show(.message(number))
    case .mail(.compose): flow.show(.compose)
    case .mail(.openSettings): flow.show(.settings)
    case .standard(.done): flow.popToRoot()
    case .standard(.cancel): return .unhandled
    }
    return .handled
  }

  func screen(for route: MailRoute) -> TerminalScreen {
    switch route {
    case .inbox:
      TerminalScreen(
        body: ["2 unread messages"],
        actions: [
          .send("Open message 1", MailAction.open(1)),
          .send("Compose", MailAction.compose),
          .send("Settings", MailAction.openSettings),
          .run("Refresh") { [weak self] in self?.refreshes += 1 },
        ])
    case .message(let number):
      TerminalScreen(body: ["The text of message \(number)."], actions: [.send("Next", MailAction.open(number + 1))])
    case .compose:
      TerminalScreen(actions: [.send("Send", StandardAction.done)])
    case .settings:
      TerminalScreen()
    }
  }
}

enum SettingsRoute: Route {
  case general
}

/// A coordinator with no terminal screens: the host shows its routes as they are.
@MainActor
final class PlainCoordinator: Coordinator {
  let flow = Flow<SettingsRoute>()
  func start() { flow.show(.general) }
}

/// A screen of a ``TestRoute`` named `name`, owned by the root flow, with identifier `id`.
func screen(_ id: Int, _ name: String, presentation: Presentation = .push) -> Screen {
  Screen(id: ScreenID(rawValue: id), route: TestRoute(name), presentation: presentation)
}

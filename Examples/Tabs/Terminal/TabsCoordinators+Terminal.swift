import CoordinatorsTerminal
import TabsFlows

extension MainCoordinator: TerminalCoordinator {
  /// The home screen, the detail and the bottom sheet, with the buttons of the UIKit example.
  public func screen(for route: MainRoute) -> TerminalScreen {
    let user = TabsApp.signedInUser
    switch route {
    case .home:
      return TerminalScreen(
        body: ["Signed in as \(user.name)."],
        actions: [
          .send("Detail", TabsAction.showDetail),
          .send("Bottom Sheet", TabsAction.showBottomSheet),
          .send("Account", TabsAction.showAccount(user)),
        ])
    case .detail:
      return TerminalScreen(
        body: ["A detail pushed onto the Main tab's own stack."],
        actions: [
          .send("Bottom Sheet", TabsAction.showBottomSheet),
          .send("Account", TabsAction.showAccount(user)),
          .send("Done", StandardAction.done),
        ])
    case .bottomSheet:
      return TerminalScreen(
        body: ["A sheet resting at half and full height.", "Swipe it down (d), or:"],
        actions: [
          .send("Detail", TabsAction.showDetail),
          .send("Done", StandardAction.done),
        ])
    }
  }
}

extension LocationsCoordinator: TerminalCoordinator {
  /// The list of places, and one place.
  public func screen(for route: LocationsRoute) -> TerminalScreen {
    switch route {
    case .list:
      TerminalScreen(actions: Location.all.map { .send($0.name, TabsAction.showLocation($0)) })
    case .detail(let location):
      TerminalScreen(body: ["\(location.name), one of \(Location.all.count) places.", "Go back with b."])
    }
  }
}

extension AccountCoordinator: TerminalCoordinator {
  /// The profile of the flow's user.
  public func screen(for route: AccountRoute) -> TerminalScreen {
    switch route {
    case .profile(let user):
      TerminalScreen(
        body: ["User #\(user.id), \(user.name)."],
        actions: [
          .send("Done", StandardAction.done),
          .send("Cancel", StandardAction.cancel),
        ])
    }
  }
}

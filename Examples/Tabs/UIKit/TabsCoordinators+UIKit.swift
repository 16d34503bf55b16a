#if canImport(UIKit)
  import CoordinatorsUIKit
  import SwiftUI
  import TabsFlows
  import UIKit

  extension TabsApp {
    /// The user the sign-in screen signs in, whose account the Main tab opens.
    static let signedInUser = User(id: 1, name: "Ada Lovelace")
  }

  extension SignInCoordinator: UIKitCoordinator {
    /// The sign-in screen, a view controller.
    public func viewController(for route: SignInRoute) -> UIViewController {
      ButtonsController(text: "Welcome.", buttons: [("Sign In", { [flow] in flow.send(StandardAction.done) })])
    }
  }

  extension MainCoordinator: UIKitCoordinator {
    /// The home screen and the bottom sheet in SwiftUI, the detail a view controller.
    public func viewController(for route: MainRoute) -> UIViewController {
      let send: @MainActor (any CoordinatorAction) -> Void = { [flow] in flow.send($0) }
      switch route {
      case .home:
        return hosting(MainHome(user: TabsApp.signedInUser, send: send))
      case .detail:
        return ButtonsController(
          text: "A detail pushed onto the Main tab's own stack.",
          buttons: [
            ("Bottom Sheet", { send(TabsAction.showBottomSheet) }),
            ("Done", { send(StandardAction.done) }),
          ])
      case .bottomSheet:
        return hosting(BottomSheet(send: send))
      }
    }
  }

  extension LocationsCoordinator: UIKitCoordinator {
    /// The list in SwiftUI, a place a view controller.
    public func viewController(for route: LocationsRoute) -> UIViewController {
      switch route {
      case .list:
        hosting(LocationList { [flow] in flow.send(TabsAction.showLocation($0)) })
      case .detail(let location):
        ButtonsController(text: "\(location.name), one of \(Location.all.count) places.", buttons: [])
      }
    }
  }

  extension AccountCoordinator: UIKitCoordinator {
    /// The profile, a view controller.
    public func viewController(for route: AccountRoute) -> UIViewController {
      switch route {
      case .profile(let user):
        ButtonsController(
          text: "User #\(user.id), \(user.name).",
          buttons: [
            ("Done", { [flow] in flow.send(StandardAction.done) }),
            ("Cancel", { [flow] in flow.send(StandardAction.cancel) }),
          ])
      }
    }
  }

  /// A UIKit screen: a line of text and a column of buttons.
  final class ButtonsController: UIViewController {
    private let text: String
    private let buttons: [(String, @MainActor () -> Void)]

    init(text: String, buttons: [(String, @MainActor () -> Void)]) {
      self.text = text
      self.buttons = buttons
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
      let label = UILabel(frame: .zero)
      label.text = text
      let stack = UIStackView(
        arrangedSubviews: [label]
          + buttons.map { title, tap in UIButton(primaryAction: UIAction(title: title) { _ in tap() }) })
      stack.axis = .vertical
      stack.alignment = .center
      stack.spacing = 16
      stack.backgroundColor = .systemBackground
      view = stack
    }
  }

  /// The Main tab's home screen, in SwiftUI.
  struct MainHome: View {
    let user: User
    let send: @MainActor (any CoordinatorAction) -> Void

    var body: some View {
      VStack(spacing: 16) {
        Text("Signed in as \(user.name).")
        Button("Detail") { send(TabsAction.showDetail) }
        Button("Bottom Sheet") { send(TabsAction.showBottomSheet) }
        Button("Account") { send(TabsAction.showAccount(user)) }
      }
    }
  }

  /// The bottom sheet, in SwiftUI.
  struct BottomSheet: View {
    let send: @MainActor (any CoordinatorAction) -> Void

    var body: some View {
      VStack(spacing: 16) {
        Text("A sheet resting at half and full height.")
        Button("Detail") { send(TabsAction.showDetail) }
        Button("Done") { send(StandardAction.done) }
      }
    }
  }

  /// The list of places, in SwiftUI.
  struct LocationList: View {
    let select: @MainActor (Location) -> Void

    var body: some View {
      List {
        ForEach(Location.all, id: \.self) { location in
          Button(location.name) { select(location) }
        }
      }
    }
  }
#endif

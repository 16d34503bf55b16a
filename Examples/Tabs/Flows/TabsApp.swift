import Coordinators

/// The Tabs example put together: its navigator and its bottom sheet.
///
/// ```swift
/// let navigator = TabsApp.makeNavigator()
/// try navigator.navigate(to: [MainFlowRoute.account(User(id: 1, name: "Ada"))])
/// ```
public enum TabsApp {
  /// How the Main tab presents its bottom sheet: resting at half and full height, with a
  /// visible grabber.
  public static let bottomSheet: Presentation = .sheet(detents: [.medium, .large], grabber: .visible)

  /// The bar style (`ScreenOptions.barStyle`) of the Main tab's screens: a host maps it to its
  /// own bar appearance.
  nonisolated public static let mainBar = "main"
  /// The bar style of the Locations tab's screens.
  nonisolated public static let locationsBar = "locations"

  /// The links the app opens: a user's account in the Main tab, and a place in the Locations tab.
  ///
  /// `coordinatorexample://main/account/7?name=Ada%20Lovelace` selects Main, and pushes the Account
  /// flow for that user over its root.
  @MainActor public static let deepLinks: DeepLinkRouter = {
    do {
      return try DeepLinkRouter([
        DeepLink("coordinatorexample://main/account/{id:int}?name={name}", parameters: AccountLink.self) { link in
          [MainFlowRoute.account(User(id: link.id, name: link.name))]
        },
        DeepLink("coordinatorexample://locations/{name}", parameters: PlaceLink.self) { link in
          guard let place = Location.all.first(where: { $0.name == link.name }) else {
            throw UnknownPlace(name: link.name)
          }
          return [LocationsRoute.detail(place)]
        },
      ])
    } catch {
      preconditionFailure("the example's link patterns are valid: \(error)")
    }
  }()

  /// The stable keys under which the example's routes are stored in a snapshot.
  public static let routes: RouteRegistry = {
    var registry = RouteRegistry()
    do {
      try registry.register(MainRoute.self, key: "tabs.main")
      try registry.register(MainFlowRoute.self, key: "tabs.main.flows")
      try registry.register(LocationsRoute.self, key: "tabs.locations")
      try registry.register(AccountRoute.self, key: "tabs.account")
    } catch {
      preconditionFailure("the example's route keys are distinct: \(error)")
    }
    return registry
  }()

  /// A navigator running a ``TabBarCoordinator`` that starts on `initialTab`, with ``deepLinks``.
  @MainActor
  public static func makeNavigator(
    initialTab: TabID = .main,
    identifiers: IdentifierGenerator = IdentifierGenerator()
  ) -> Navigator {
    let navigator = Navigator(root: TabBarCoordinator(initialTab: initialTab), identifiers: identifiers)
    navigator.deepLinks = deepLinks
    return navigator
  }
}

/// The values of an account link: the user's identifier and name.
struct AccountLink: Decodable {
  var id: Int
  var name: String
}

/// The value of a place link: the place's name.
struct PlaceLink: Decodable {
  var name: String
}

/// A link named a place the app does not know.
struct UnknownPlace: Error, CustomStringConvertible {
  var name: String

  var description: String { "there is no place named \(name)" }
}

import Coordinators

extension TabID {
  /// The Main tab of the Tabs example.
  public static let main: TabID = "main"
  /// The Locations tab of the Tabs example.
  public static let locations: TabID = "locations"
}

/// The screens of the Main tab. The route that opens the Account flow is a ``MainFlowRoute``,
/// so the view factories switch over screens only.
public enum MainRoute: Route, Codable {
  /// The tab's first screen.
  case home
  /// A detail pushed onto the tab's stack.
  case detail
  /// A bottom sheet presented over everything.
  case bottomSheet

  /// A title for each screen, and the Main tab's bar style.
  public var screenOptions: ScreenOptions {
    switch self {
    case .home: ScreenOptions(title: "Main", titleDisplayMode: .large, barStyle: TabsApp.mainBar)
    case .detail: ScreenOptions(title: "Detail", barStyle: TabsApp.mainBar)
    case .bottomSheet: ScreenOptions(title: "Bottom Sheet", hidesNavigationBar: true)
    }
  }
}

/// The child flows of the Main tab.
public enum MainFlowRoute: Route, Codable {
  /// Opens the Account flow (``AccountCoordinator``) for the user, pushed onto the tab's stack.
  case account(User)
}

/// The screens of the Locations tab: a list of places, then one place.
public enum LocationsRoute: Route, Codable {
  /// The list of places.
  case list
  /// One place, titled with its name.
  case detail(Location)

  /// The list is titled "Locations", a place with its name; both have the Locations bar style.
  public var screenOptions: ScreenOptions {
    switch self {
    case .list: ScreenOptions(title: "Locations", titleDisplayMode: .large, barStyle: TabsApp.locationsBar)
    case .detail(let location): ScreenOptions(title: location.name, barStyle: TabsApp.locationsBar)
    }
  }
}

/// The screens of the Account flow.
public enum AccountRoute: Route, Codable {
  /// The user's profile, titled with the user's name.
  case profile(User)

  /// The profile's title is the user's name.
  public var screenOptions: ScreenOptions {
    switch self {
    case .profile(let user): ScreenOptions(title: user.name)
    }
  }
}

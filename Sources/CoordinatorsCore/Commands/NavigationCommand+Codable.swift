// The stored form of commands and gestures, for event logs. A case is an array: its name, then
// its values in order (see `StoredCase.swift`; an event log has thousands of them, and `JSONDecoder` reads an array's
// elements several times faster than an object's keys; identifiers are read as the numbers and
// strings they are for the same reason). Screens and stacks are stored as
// `NavigationState+Codable.swift` says; a route stays under the key "route", so that a log's
// routes can be found and migrated without their types.
//
//   ["push", stack]  ["present", stack]  ["pop", 2]  ["popTo", 7]  ["popToRoute", {"route": route}]
//   ["popToRoot"]  ["remove", [3, 4]]  ["replace", 3, screen]  ["insert", stack, "before", 3]
//   ["insert", stack, "after", 3]  ["setStack", location, stack]  ["dismiss"]  ["dismissLayer", 1]
//   ["dismissAll"]  ["selectTab", "main"]  ["reselectTab"]  ["setRoot", root]
//   ["setTabItem", "main", item]  ["setTabItem", "main"] (no item: the host's default)
//   ["setSectionLayout", layout]  ["setWidthClass", "compact"]  ["showColumn", "sidebar"]
//   ["showAlert", alert]  ["dismissAlert"]                 (alert: the `NavigationAlert`, an object)
//
//   layout    ["tabBar"], ["sidebar", 2], ["adaptive", 3]     (the number: the split view's columns)
//
//   location  ["root"], ["tab", "main"] or ["modal", 0]
//   gesture   ["popped", 3], ["dismissedLayer", 5], ["selectedTab", "main"], ["reselectedTab", "main"],
//             ["resized", "regular"], ["returnedToSidebar"],
//             ["tappedAlertButton", 0, 1] (alert 0, its second button), ["dismissedAlert", 0]

extension NavigationCommand: Codable {
  private enum RouteKeys: String, CodingKey {
    case route
  }

  /// Decodes a command stored as its name followed by its values.
  ///
  /// - Throws: `DecodingError` when the value names no command or its values do not fit.
  public init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    let name: String = try values.next()
    switch name {
    case "push": self = .push(Array(try values.next(ScreenStack.self)))
    case "present": self = .present(ModalLayer(try values.next(ScreenStack.self)))
    case "pop": self = .pop(count: try values.next())
    case "popTo": self = .popTo(ScreenID(rawValue: try values.next()))
    case "popToRoute":
      self = .popToRoute(try values.nestedContainer(keyedBy: RouteKeys.self).decode(AnyRoute.self, forKey: .route))
    case "popToRoot": self = .popToRoot
    case "remove": self = .remove(try values.next())
    case "replace": self = .replace(ScreenID(rawValue: try values.next()), with: try values.next())
    case "insert":
      let screens = Array(try values.next(ScreenStack.self))
      let side: String = try values.next()
      let id = ScreenID(rawValue: try values.next())
      switch side {
      case "before": self = .insert(screens, at: .before(id))
      case "after": self = .insert(screens, at: .after(id))
      default: throw values.unknownCase("an insertion point is \"before\" or \"after\", not \"\(side)\"")
      }
    case "setStack":
      let location: StackLocation = try values.next()
      self = .setStack(try values.nextStack(at: location), at: location)
    case "dismiss": self = .dismiss
    case "dismissLayer": self = .dismissLayer(try values.next())
    case "dismissAll": self = .dismissAll
    case "selectTab": self = .selectTab(TabID(rawValue: try values.next()))
    case "reselectTab": self = .reselectTab
    case "setTabItem":
      let id = TabID(rawValue: try values.next())
      self = .setTabItem(try values.nextIfPresent(), for: id)
    case "setRoot": self = .setRoot(try values.next())
    case "setSectionLayout": self = .setSectionLayout(try values.next())
    case "setWidthClass": self = .setWidthClass(try values.next())
    case "showColumn": self = .showColumn(try values.next())
    case "showAlert": self = .showAlert(try values.next())
    case "dismissAlert": self = .dismissAlert
    default: throw values.unknownCase("no command is named \"\(name)\"")
    }
  }

  /// Encodes the command as its name followed by its values; a route needs the registry in the
  /// encoder's `userInfo`.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    switch self {
    case .push(let screens): try values.encodeCase("push", ScreenStack(screens))
    case .present(let layer): try values.encodeCase("present", layer.stack)
    case .pop(let count): try values.encodeCase("pop", count)
    case .popTo(let id): try values.encodeCase("popTo", id.rawValue)
    case .popToRoute(let route):
      try values.encodeCase("popToRoute")
      var payload = values.nestedContainer(keyedBy: RouteKeys.self)
      try payload.encode(route, forKey: .route)
    case .popToRoot: try values.encodeCase("popToRoot")
    case .remove(let ids): try values.encodeCase("remove", ids)
    case .replace(let id, let screen): try values.encodeCase("replace", id.rawValue, screen)
    case .insert(let screens, .before(let id)):
      try values.encodeCase("insert", ScreenStack(screens), "before", id.rawValue)
    case .insert(let screens, .after(let id)):
      try values.encodeCase("insert", ScreenStack(screens), "after", id.rawValue)
    case .setStack(let screens, let location): try values.encodeCase("setStack", location, screens.stored(at: location))
    case .dismiss: try values.encodeCase("dismiss")
    case .dismissLayer(let index): try values.encodeCase("dismissLayer", index)
    case .dismissAll: try values.encodeCase("dismissAll")
    case .selectTab(let id): try values.encodeCase("selectTab", id.rawValue)
    case .reselectTab: try values.encodeCase("reselectTab")
    case .setTabItem(let item, let id): try values.encodeCase("setTabItem", id.rawValue, ifPresent: item)
    case .setRoot(let root): try values.encodeCase("setRoot", root)
    case .setSectionLayout(let sections): try values.encodeCase("setSectionLayout", sections)
    case .setWidthClass(let width): try values.encodeCase("setWidthClass", width)
    case .showColumn(let column): try values.encodeCase("showColumn", column)
    case .showAlert(let alert): try values.encodeCase("showAlert", alert)
    case .dismissAlert: try values.encodeCase("dismissAlert")
    }
  }
}

extension StackLocation: Codable {
  /// Decodes `["root"]`, `["tab", "main"]` or `["modal", 0]`.
  public init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    let name: String = try values.next()
    switch name {
    case "root": self = .root
    case "tab": self = .tab(TabID(rawValue: try values.next()))
    case "modal": self = .modal(try values.next())
    default: throw values.unknownCase("a stack is \"root\", \"tab\" or \"modal\", not \"\(name)\"")
    }
  }

  /// Encodes `["root"]`, `["tab", "main"]` or `["modal", 0]`.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    switch self {
    case .root: try values.encodeCase("root")
    case .tab(let id): try values.encodeCase("tab", id.rawValue)
    case .modal(let index): try values.encodeCase("modal", index)
    }
  }
}

extension UserGesture: Codable {
  /// Decodes a gesture stored as its name followed by its screen or tab.
  public init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    let name: String = try values.next()
    switch name {
    case "popped": self = .popped(to: ScreenID(rawValue: try values.next()))
    case "dismissedLayer": self = .dismissedLayer(ScreenID(rawValue: try values.next()))
    case "selectedTab": self = .selectedTab(TabID(rawValue: try values.next()))
    case "reselectedTab": self = .reselectedTab(TabID(rawValue: try values.next()))
    case "resized": self = .resized(try values.next())
    case "returnedToSidebar": self = .returnedToSidebar
    case "tappedAlertButton": self = .tappedAlertButton(try values.next(), index: try values.next())
    case "dismissedAlert": self = .dismissedAlert(try values.next())
    default: throw values.unknownCase("no gesture is named \"\(name)\"")
    }
  }

  /// Encodes the gesture as its name followed by its screen or tab.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    switch self {
    case .popped(let id): try values.encodeCase("popped", id.rawValue)
    case .dismissedLayer(let id): try values.encodeCase("dismissedLayer", id.rawValue)
    case .selectedTab(let id): try values.encodeCase("selectedTab", id.rawValue)
    case .reselectedTab(let id): try values.encodeCase("reselectedTab", id.rawValue)
    case .resized(let width): try values.encodeCase("resized", width)
    case .returnedToSidebar: try values.encodeCase("returnedToSidebar")
    case .tappedAlertButton(let id, let index): try values.encodeCase("tappedAlertButton", id, index)
    case .dismissedAlert(let id): try values.encodeCase("dismissedAlert", id)
    }
  }
}

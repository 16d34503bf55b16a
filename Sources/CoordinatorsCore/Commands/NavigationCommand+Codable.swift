// The stored form of commands and gestures, for event logs. A case is an array: its name, then
// its values in order (an event log has thousands of them, and `JSONDecoder` reads an array's
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
    var container = try decoder.unkeyedContainer()
    let name = try container.decode(String.self)
    switch name {
    case "push": self = .push(Array(try container.decode(ScreenStack.self)))
    case "present": self = .present(ModalLayer(try container.decode(ScreenStack.self)))
    case "pop": self = .pop(count: try container.decode(Int.self))
    case "popTo": self = .popTo(ScreenID(rawValue: try container.decode(Int.self)))
    case "popToRoute":
      let payload = try container.nestedContainer(keyedBy: RouteKeys.self)
      self = .popToRoute(try payload.decode(AnyRoute.self, forKey: .route))
    case "popToRoot": self = .popToRoot
    case "remove": self = .remove(try container.decode([ScreenID].self))
    case "replace":
      let id = ScreenID(rawValue: try container.decode(Int.self))
      self = .replace(id, with: try container.decode(Screen.self))
    case "insert":
      let screens = Array(try container.decode(ScreenStack.self))
      let side = try container.decode(String.self)
      let id = ScreenID(rawValue: try container.decode(Int.self))
      switch side {
      case "before": self = .insert(screens, at: .before(id))
      case "after": self = .insert(screens, at: .after(id))
      default:
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "an insertion point is \"before\" or \"after\", not \"\(side)\"")
      }
    case "setStack":
      let location = try container.decode(StackLocation.self)
      self = .setStack(try ScreenStack(from: container.superDecoder(), at: location), at: location)
    case "dismiss": self = .dismiss
    case "dismissLayer": self = .dismissLayer(try container.decode(Int.self))
    case "dismissAll": self = .dismissAll
    case "selectTab": self = .selectTab(TabID(rawValue: try container.decode(String.self)))
    case "reselectTab": self = .reselectTab
    case "setTabItem":
      let id = TabID(rawValue: try container.decode(String.self))
      self = .setTabItem(container.isAtEnd ? nil : try container.decode(TabItem.self), for: id)
    case "setRoot": self = .setRoot(try container.decode(RootContainer.self))
    case "setSectionLayout": self = .setSectionLayout(try container.decode(SectionLayout.self))
    case "setWidthClass": self = .setWidthClass(try container.decode(WidthClass.self))
    case "showColumn": self = .showColumn(try container.decode(CollapsedColumn.self))
    case "showAlert": self = .showAlert(try container.decode(NavigationAlert.self))
    case "dismissAlert": self = .dismissAlert
    default:
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "no command is named \"\(name)\"")
    }
  }

  /// Encodes the command as its name followed by its values; a route needs the registry in the
  /// encoder's `userInfo`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    switch self {
    case .push(let screens):
      try container.encode("push")
      try container.encode(ScreenStack(screens))
    case .present(let layer):
      try container.encode("present")
      try container.encode(layer.stack)
    case .pop(let count):
      try container.encode("pop")
      try container.encode(count)
    case .popTo(let id):
      try container.encode("popTo")
      try container.encode(id.rawValue)
    case .popToRoute(let route):
      try container.encode("popToRoute")
      var payload = container.nestedContainer(keyedBy: RouteKeys.self)
      try payload.encode(route, forKey: .route)
    case .popToRoot: try container.encode("popToRoot")
    case .remove(let ids):
      try container.encode("remove")
      try container.encode(ids)
    case .replace(let id, let screen):
      try container.encode("replace")
      try container.encode(id.rawValue)
      try container.encode(screen)
    case .insert(let screens, let point):
      try container.encode("insert")
      try container.encode(ScreenStack(screens))
      switch point {
      case .before(let id):
        try container.encode("before")
        try container.encode(id.rawValue)
      case .after(let id):
        try container.encode("after")
        try container.encode(id.rawValue)
      }
    case .setStack(let screens, let location):
      try container.encode("setStack")
      try container.encode(location)
      try screens.encode(to: container.superEncoder(), at: location)
    case .dismiss: try container.encode("dismiss")
    case .dismissLayer(let index):
      try container.encode("dismissLayer")
      try container.encode(index)
    case .dismissAll: try container.encode("dismissAll")
    case .selectTab(let id):
      try container.encode("selectTab")
      try container.encode(id.rawValue)
    case .reselectTab: try container.encode("reselectTab")
    case .setTabItem(let item, let id):
      try container.encode("setTabItem")
      try container.encode(id.rawValue)
      if let item { try container.encode(item) }
    case .setRoot(let root):
      try container.encode("setRoot")
      try container.encode(root)
    case .setSectionLayout(let sections):
      try container.encode("setSectionLayout")
      try container.encode(sections)
    case .setWidthClass(let width):
      try container.encode("setWidthClass")
      try container.encode(width)
    case .showColumn(let column):
      try container.encode("showColumn")
      try container.encode(column)
    case .showAlert(let alert):
      try container.encode("showAlert")
      try container.encode(alert)
    case .dismissAlert: try container.encode("dismissAlert")
    }
  }
}

extension StackLocation: Codable {
  /// Decodes `["root"]`, `["tab", "main"]` or `["modal", 0]`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let name = try container.decode(String.self)
    switch name {
    case "root": self = .root
    case "tab": self = .tab(TabID(rawValue: try container.decode(String.self)))
    case "modal": self = .modal(try container.decode(Int.self))
    default:
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "a stack is \"root\", \"tab\" or \"modal\", not \"\(name)\"")
    }
  }

  /// Encodes `["root"]`, `["tab", "main"]` or `["modal", 0]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    switch self {
    case .root: try container.encode("root")
    case .tab(let id):
      try container.encode("tab")
      try container.encode(id.rawValue)
    case .modal(let index):
      try container.encode("modal")
      try container.encode(index)
    }
  }
}

extension UserGesture: Codable {
  /// Decodes a gesture stored as its name followed by its screen or tab.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let name = try container.decode(String.self)
    switch name {
    case "popped": self = .popped(to: ScreenID(rawValue: try container.decode(Int.self)))
    case "dismissedLayer": self = .dismissedLayer(ScreenID(rawValue: try container.decode(Int.self)))
    case "selectedTab": self = .selectedTab(TabID(rawValue: try container.decode(String.self)))
    case "reselectedTab": self = .reselectedTab(TabID(rawValue: try container.decode(String.self)))
    case "resized": self = .resized(try container.decode(WidthClass.self))
    case "returnedToSidebar": self = .returnedToSidebar
    case "tappedAlertButton":
      let id = try container.decode(AlertID.self)
      self = .tappedAlertButton(id, index: try container.decode(Int.self))
    case "dismissedAlert": self = .dismissedAlert(try container.decode(AlertID.self))
    default:
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "no gesture is named \"\(name)\"")
    }
  }

  /// Encodes the gesture as its name followed by its screen or tab.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    switch self {
    case .popped(let id):
      try container.encode("popped")
      try container.encode(id.rawValue)
    case .dismissedLayer(let id):
      try container.encode("dismissedLayer")
      try container.encode(id.rawValue)
    case .selectedTab(let id):
      try container.encode("selectedTab")
      try container.encode(id.rawValue)
    case .reselectedTab(let id):
      try container.encode("reselectedTab")
      try container.encode(id.rawValue)
    case .resized(let width):
      try container.encode("resized")
      try container.encode(width)
    case .returnedToSidebar:
      try container.encode("returnedToSidebar")
    case .tappedAlertButton(let id, let index):
      try container.encode("tappedAlertButton")
      try container.encode(id)
      try container.encode(index)
    case .dismissedAlert(let id):
      try container.encode("dismissedAlert")
      try container.encode(id)
    }
  }
}

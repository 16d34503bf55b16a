// The stored form of commands and gestures, for event logs: one key naming the case, its
// payload as the value. Screens are stored as `NavigationState+Codable.swift` says, a route under
// the key "route", so that a log's routes can be found and migrated without their types.
//
//   {"push": [screen, ...]}  {"present": [screen, ...]}  {"pop": 2}  {"popTo": 7}
//   {"popToRoute": {"route": route}}  {"popToRoot": {}}  {"remove": [3, 4]}
//   {"replace": {"screen": 3, "with": screen}}  {"insert": {"screens": [...], "before": 3}}
//   {"setStack": {"screens": [...], "at": location}}  {"dismiss": {}}  {"dismissLayer": 1}
//   {"dismissAll": {}}  {"selectTab": "main"}  {"reselectTab": {}}  {"setRoot": root}
//
//   location  "root", {"tab": "main"} or {"modal": 0}
//   gesture   {"popped": 3}, {"dismissedLayer": 5}, {"selectedTab": "main"}, {"reselectedTab": "main"}

extension NavigationCommand: Codable {
  private enum CodingKeys: String, CodingKey {
    case push, present, pop, popTo, popToRoute, popToRoot, remove, replace, insert, setStack
    case dismiss, dismissLayer, dismissAll, selectTab, reselectTab, setRoot
  }

  private enum PayloadKeys: String, CodingKey {
    case route, screen, with, screens, before, after, at
  }

  /// Decodes a command stored as one key naming it and its payload.
  ///
  /// - Throws: `DecodingError` when the value names no command or its payload does not fit.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected one key naming a command")
      )
    }
    switch key {
    case .push: self = .push(Array(try container.decode(ScreenStack.self, forKey: key)))
    case .present: self = .present(ModalLayer(try container.decode(ScreenStack.self, forKey: key)))
    case .pop: self = .pop(count: try container.decode(Int.self, forKey: key))
    case .popTo: self = .popTo(try container.decode(ScreenID.self, forKey: key))
    case .popToRoute:
      let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: key)
      self = .popToRoute(try payload.decode(AnyRoute.self, forKey: .route))
    case .popToRoot: self = .popToRoot
    case .remove: self = .remove(try container.decode([ScreenID].self, forKey: key))
    case .replace:
      let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: key)
      self = .replace(
        try payload.decode(ScreenID.self, forKey: .screen), with: try payload.decode(Screen.self, forKey: .with))
    case .insert:
      let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: key)
      let screens = try payload.decode(ScreenStack.self, forKey: .screens)
      if let id = try payload.decodeIfPresent(ScreenID.self, forKey: .before) {
        self = .insert(Array(screens), at: .before(id))
      } else {
        self = .insert(Array(screens), at: .after(try payload.decode(ScreenID.self, forKey: .after)))
      }
    case .setStack:
      let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: key)
      self = .setStack(
        try payload.decode(ScreenStack.self, forKey: .screens), at: try payload.decode(StackLocation.self, forKey: .at))
    case .dismiss: self = .dismiss
    case .dismissLayer: self = .dismissLayer(try container.decode(Int.self, forKey: key))
    case .dismissAll: self = .dismissAll
    case .selectTab: self = .selectTab(try container.decode(TabID.self, forKey: key))
    case .reselectTab: self = .reselectTab
    case .setRoot: self = .setRoot(try container.decode(RootContainer.self, forKey: key))
    }
  }

  /// Encodes the command as one key naming it and its payload; a route needs the registry in
  /// the encoder's `userInfo`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .push(let screens): try container.encode(screens, forKey: .push)
    case .present(let layer): try container.encode(layer.stack, forKey: .present)
    case .pop(let count): try container.encode(count, forKey: .pop)
    case .popTo(let id): try container.encode(id, forKey: .popTo)
    case .popToRoute(let route):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .popToRoute)
      try payload.encode(route, forKey: .route)
    case .popToRoot: _ = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .popToRoot)
    case .remove(let ids): try container.encode(ids, forKey: .remove)
    case .replace(let id, let screen):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .replace)
      try payload.encode(id, forKey: .screen)
      try payload.encode(screen, forKey: .with)
    case .insert(let screens, let point):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .insert)
      try payload.encode(screens, forKey: .screens)
      switch point {
      case .before(let id): try payload.encode(id, forKey: .before)
      case .after(let id): try payload.encode(id, forKey: .after)
      }
    case .setStack(let screens, let location):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .setStack)
      try payload.encode(screens, forKey: .screens)
      try payload.encode(location, forKey: .at)
    case .dismiss: _ = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .dismiss)
    case .dismissLayer(let index): try container.encode(index, forKey: .dismissLayer)
    case .dismissAll: _ = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .dismissAll)
    case .selectTab(let id): try container.encode(id, forKey: .selectTab)
    case .reselectTab: _ = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .reselectTab)
    case .setRoot(let root): try container.encode(root, forKey: .setRoot)
    }
  }
}

extension StackLocation: Codable {
  private enum CodingKeys: String, CodingKey {
    case tab, modal
  }

  /// Decodes `"root"`, `{"tab": "main"}` or `{"modal": 0}`.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
      guard name == "root" else {
        throw DecodingError.dataCorruptedError(
          in: single, debugDescription: "expected \"root\", a tab or a modal layer")
      }
      self = .root
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let id = try container.decodeIfPresent(TabID.self, forKey: .tab) {
      self = .tab(id)
    } else {
      self = .modal(try container.decode(Int.self, forKey: .modal))
    }
  }

  /// Encodes `"root"`, `{"tab": "main"}` or `{"modal": 0}`.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .root:
      var single = encoder.singleValueContainer()
      try single.encode("root")
    case .tab(let id):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .tab)
    case .modal(let index):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(index, forKey: .modal)
    }
  }
}

extension UserGesture: Codable {
  private enum CodingKeys: String, CodingKey {
    case popped, dismissedLayer, selectedTab, reselectedTab
  }

  /// Decodes a gesture stored as one key naming it and its screen or tab.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected one key naming a gesture")
      )
    }
    switch key {
    case .popped: self = .popped(to: try container.decode(ScreenID.self, forKey: key))
    case .dismissedLayer: self = .dismissedLayer(try container.decode(ScreenID.self, forKey: key))
    case .selectedTab: self = .selectedTab(try container.decode(TabID.self, forKey: key))
    case .reselectedTab: self = .reselectedTab(try container.decode(TabID.self, forKey: key))
    }
  }

  /// Encodes the gesture as one key naming it and its screen or tab.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .popped(let id): try container.encode(id, forKey: .popped)
    case .dismissedLayer(let id): try container.encode(id, forKey: .dismissedLayer)
    case .selectedTab(let id): try container.encode(id, forKey: .selectedTab)
    case .reselectedTab(let id): try container.encode(id, forKey: .reselectedTab)
    }
  }
}

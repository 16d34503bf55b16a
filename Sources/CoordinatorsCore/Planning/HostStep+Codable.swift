// The stored form of a host step, for event logs: one key naming the step, its payload as the
// value (screens and locations as `NavigationState+Codable.swift` and
// `NavigationCommand+Codable.swift` store them).
//
//   {"setRoot": root}  {"setStack": {"at": location, "screens": [...], "transition": "fade"}}
//   {"present": [screen, ...]}  {"dismiss": 1}  {"selectTab": "main"}

extension HostStep: Codable {
  private enum CodingKeys: String, CodingKey {
    case setRoot, setStack, present, dismiss, selectTab
  }

  private enum PayloadKeys: String, CodingKey {
    case at, screens, transition
  }

  /// Decodes a step stored as one key naming it and its payload.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected one key naming a host step")
      )
    }
    switch key {
    case .setRoot: self = .setRoot(try container.decode(RootContainer.self, forKey: key))
    case .setStack:
      let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: key)
      self = .setStack(
        try payload.decode(StackLocation.self, forKey: .at),
        try payload.decode(ScreenStack.self, forKey: .screens),
        transition: try payload.decodeIfPresent(TransitionID.self, forKey: .transition)
      )
    case .present: self = .present(ModalLayer(try container.decode(ScreenStack.self, forKey: key)))
    case .dismiss: self = .dismiss(fromLayer: try container.decode(Int.self, forKey: key))
    case .selectTab: self = .selectTab(try container.decode(TabID.self, forKey: key))
    }
  }

  /// Encodes the step as one key naming it and its payload.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .setRoot(let root): try container.encode(root, forKey: .setRoot)
    case .setStack(let location, let screens, let transition):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .setStack)
      try payload.encode(location, forKey: .at)
      try payload.encode(screens, forKey: .screens)
      try payload.encodeIfPresent(transition, forKey: .transition)
    case .present(let layer): try container.encode(layer.stack, forKey: .present)
    case .dismiss(let index): try container.encode(index, forKey: .dismiss)
    case .selectTab(let id): try container.encode(id, forKey: .selectTab)
    }
  }
}

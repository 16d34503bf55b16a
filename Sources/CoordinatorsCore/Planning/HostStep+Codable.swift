// The stored form of a host step, for event logs: its name, then its values in order, as
// `NavigationCommand+Codable.swift` stores commands (stacks and locations as it and
// `NavigationState+Codable.swift` say; the transition left out when the host's default).
//
//   ["setRoot", root]  ["setRoot", root, layout] (the layout left out when the default)  ["setStack", location, stack]  ["setStack", location, stack, "fade"]
//   ["present", stack]  ["dismiss", 1]  ["selectTab", "main"]  ["setTabItem", "main", item]
//   ["setTabItem", "main"] (no item: the host's default)  ["setLayout", layout] (see `RootLayout`)
//   ["showAlert", alert]  ["dismissAlert", 0]

extension HostStep: Codable {
  /// Decodes a step stored as its name followed by its values.
  ///
  /// - Throws: a `DecodingError` for a malformed value, or ``NavigationError``
  ///   (``NavigationError/Reason/invalidState(_:)``) for an alert or a layout that breaks a rule
  ///   of ``NavigationState`` (an alert without buttons, a sidebar shown alone outside a collapsed
  ///   split view): no state holds one, so no host was asked to show one.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let name = try container.decode(String.self)
    switch name {
    case "setRoot":
      let root = try container.decode(RootContainer.self)
      let layout = container.isAtEnd ? RootLayout() : try container.decode(RootLayout.self)
      try Self.require(layout.violations(shownAs: layout.appearance))
      self = .setRoot(root, layout: layout)
    case "setStack":
      let location = try container.decode(StackLocation.self)
      let screens = try ScreenStack(from: container.superDecoder(), at: location)
      let transition = container.isAtEnd ? nil : TransitionID(rawValue: try container.decode(String.self))
      self = .setStack(location, screens, transition: transition)
    case "present": self = .present(ModalLayer(try container.decode(ScreenStack.self)))
    case "dismiss": self = .dismiss(fromLayer: try container.decode(Int.self))
    case "selectTab": self = .selectTab(TabID(rawValue: try container.decode(String.self)))
    case "setTabItem":
      let id = TabID(rawValue: try container.decode(String.self))
      self = .setTabItem(container.isAtEnd ? nil : try container.decode(TabItem.self), for: id)
    case "setLayout":
      let layout = try container.decode(RootLayout.self)
      try Self.require(layout.violations(shownAs: layout.appearance))
      self = .setLayout(layout)
    case "showAlert":
      let alert = try container.decode(NavigationAlert.self)
      try Self.require(alert.violations)
      self = .showAlert(alert)
    case "dismissAlert": self = .dismissAlert(try container.decode(AlertID.self))
    default:
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "no host step is named \"\(name)\"")
    }
  }

  /// Throws when `violations` is not empty.
  private static func require(_ violations: [InvariantViolation]) throws(NavigationError) {
    guard violations.isEmpty else { throw NavigationError(.invalidState(violations)) }
  }

  /// Encodes the step as its name followed by its values.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    switch self {
    case .setRoot(let root, let layout):
      try container.encode("setRoot")
      try container.encode(root)
      if layout != RootLayout() { try container.encode(layout) }
    case .setStack(let location, let screens, let transition):
      try container.encode("setStack")
      try container.encode(location)
      try screens.encode(to: container.superEncoder(), at: location)
      if let transition { try container.encode(transition.rawValue) }
    case .present(let layer):
      try container.encode("present")
      try container.encode(layer.stack)
    case .dismiss(let index):
      try container.encode("dismiss")
      try container.encode(index)
    case .selectTab(let id):
      try container.encode("selectTab")
      try container.encode(id.rawValue)
    case .setTabItem(let item, let id):
      try container.encode("setTabItem")
      try container.encode(id.rawValue)
      if let item { try container.encode(item) }
    case .setLayout(let layout):
      try container.encode("setLayout")
      try container.encode(layout)
    case .showAlert(let alert):
      try container.encode("showAlert")
      try container.encode(alert)
    case .dismissAlert(let id):
      try container.encode("dismissAlert")
      try container.encode(id)
    }
  }
}

// The stored form of a host step, for event logs: its name, then its values in order (see
// `StoredCase.swift`), as `NavigationCommand+Codable.swift` stores commands (stacks and locations
// as it and `NavigationState+Codable.swift` say; the transition left out when the host's default).
//
//   ["setRoot", root]  ["setRoot", root, layout] (the layout left out when the default)
//   ["setStack", location, stack]  ["setStack", location, stack, "fade"]
//   ["present", stack]  ["dismiss", 1]  ["selectTab", "main"]  ["setTabItem", "main", item]
//   ["setTabItem", "main"] (no item: the host's default)  ["setLayout", layout] (see `RootLayout`)
//   ["showAlert", alert]  ["dismissAlert", 0]

extension HostStep: Codable {
  /// Decodes a step stored as its name followed by its values.
  ///
  /// - Throws: a `DecodingError` for a malformed value, or ``NavigationError``
  ///   (``NavigationError/Reason/invalidState``) for an alert or a layout that breaks a rule
  ///   of ``NavigationState`` (an alert without buttons, a sidebar shown alone outside a collapsed
  ///   split view): no state holds one, so no host was asked to show one.
  public init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    let name: String = try values.next()
    switch name {
    case "setRoot":
      let root: RootContainer = try values.next()
      let layout = try values.nextIfPresent(RootLayout.self) ?? RootLayout()
      try Self.require(layout.violations(shownAs: layout.appearance))
      self = .setRoot(root, layout: layout)
    case "setStack":
      let location: StackLocation = try values.next()
      self = .setStack(
        location, try values.nextStack(at: location),
        transition: try values.nextIfPresent(String.self).map(TransitionID.init(rawValue:)))
    case "present": self = .present(ModalLayer(try values.next(ScreenStack.self)))
    case "dismiss": self = .dismiss(fromLayer: try values.next())
    case "selectTab": self = .selectTab(TabID(rawValue: try values.next()))
    case "setTabItem":
      let id = TabID(rawValue: try values.next())
      self = .setTabItem(try values.nextIfPresent(), for: id)
    case "setLayout":
      let layout: RootLayout = try values.next()
      try Self.require(layout.violations(shownAs: layout.appearance))
      self = .setLayout(layout)
    case "showAlert":
      let alert: NavigationAlert = try values.next()
      try Self.require(alert.violations)
      self = .showAlert(alert)
    case "dismissAlert": self = .dismissAlert(try values.next())
    default: throw values.unknownCase("no host step is named \"\(name)\"")
    }
  }

  /// Throws when `violations` is not empty.
  private static func require(_ violations: [InvariantViolation]) throws(NavigationError) {
    guard violations.isEmpty else { throw NavigationError(.invalidState(violations)) }
  }

  /// Encodes the step as its name followed by its values.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    switch self {
    case .setRoot(let root, let layout):
      try values.encodeCase("setRoot", root, ifPresent: layout == RootLayout() ? nil : layout)
    case .setStack(let location, let screens, let transition):
      try values.encodeCase("setStack", location, screens.stored(at: location), ifPresent: transition?.rawValue)
    case .present(let layer): try values.encodeCase("present", layer.stack)
    case .dismiss(let index): try values.encodeCase("dismiss", index)
    case .selectTab(let id): try values.encodeCase("selectTab", id.rawValue)
    case .setTabItem(let item, let id): try values.encodeCase("setTabItem", id.rawValue, ifPresent: item)
    case .setLayout(let layout): try values.encodeCase("setLayout", layout)
    case .showAlert(let alert): try values.encodeCase("showAlert", alert)
    case .dismissAlert(let id): try values.encodeCase("dismissAlert", id)
    }
  }
}

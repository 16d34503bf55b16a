// The stored form of a navigation state, for event logs: routes under the stable keys of the
// `RouteRegistry` in the coder's `userInfo` (see `AnyRoute`), identifiers as numbers. Where a
// log repeats a shape in every line, it is an array rather than an object (`JSONDecoder` reads
// an array's elements several times faster than an object's keys): a state is its root
// followed by its modal layers' stacks, and a root is its kind followed by its values.
//
//   state   [root, layout, [screen, ...], ..., {"alert": alert}]
//                                            (one stack per modal layer, if any; the layout, an
//                                            object, left out when it is the default: see
//                                            `RootLayout`; the alert last, when one shows)
//   root    ["stack", [screen, ...]]  or  ["tabs", [tab, ...], 0]         (0: the selected index)
//   tab     {"id": "main", "stack": [screen, ...], "item": {"title": "Main", ...}}
//   screen  {"id": 3, "route": {"type": "shapes", "value": ...}, "owner": 1, "modal": ...}
//           ("owner" left out for the root flow; "modal", the `ModalPresentation`, for a push)

extension NavigationState: Codable {
  /// Decodes a state and checks it against every invariant.
  ///
  /// - Throws: a `DecodingError` for a malformed value (an element after the alert, say), a
  ///   ``RouteCodingError`` for a route, or ``NavigationError``
  ///   (``NavigationError/Reason/invalidState``) for a state that breaks a rule: two screens
  ///   with one identifier, an empty stack, a pushed first modal screen, an alert without
  ///   buttons, a sidebar shown alone outside a collapsed split view.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let root = try container.decode(RootContainer.self)
    // An object, where a modal layer's stack is an array: a decoding that fails reads nothing, and
    // a malformed layout then fails as a stack.
    let layout = (try? container.decode(StoredLayout.self))?.layout ?? RootLayout()
    var modals: [ModalLayer] = []
    var alert: NavigationAlert?
    while !container.isAtEnd {
      let element = try container.superDecoder()
      // The alert, an object, comes last; a layer's stack is an array.
      if let object = try? element.container(keyedBy: AlertKey.self), object.contains(.alert) {
        alert = try object.decode(NavigationAlert.self, forKey: .alert)
        guard container.isAtEnd else {
          throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "the alert is the last element of a state, but more follows it")
        }
        break
      }
      modals.append(ModalLayer(try ScreenStack(from: element, at: .modal(modals.count))))
    }
    if let previous = (decoder.userInfo[.screenTable] as? ScreenTable)?.state {
      // An event log's stacks keep screens of the state before: only what they add is checked.
      try self.init(root: root, modals: modals, layout: layout, alert: alert, changedFrom: previous)
    } else {
      try self.init(root: root, modals: modals, layout: layout, alert: alert)
    }
  }

  private enum AlertKey: String, CodingKey {
    case alert
  }

  /// The element after the root when it is a layout: an object, and not the alert (an object
  /// too, with the key "alert", after the layers), which a layout's optional keys would take.
  private struct StoredLayout: Decodable {
    let layout: RootLayout

    init(from decoder: any Decoder) throws {
      if let object = try? decoder.container(keyedBy: AlertKey.self), object.contains(.alert) {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "the alert, not a layout"))
      }
      layout = try RootLayout(from: decoder)
    }
  }

  /// Encodes the root container, its layout unless it is the default, then each modal layer's
  /// stack, then the alert if one shows; a route needs the registry in the encoder's `userInfo`
  /// (see ``RouteRegistry``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(root)
    if rootLayout != RootLayout() { try container.encode(rootLayout) }
    for (index, layer) in modals.enumerated() {
      try layer.stack.encode(to: container.superEncoder(), at: .modal(index))
    }
    if let alert {
      var object = container.nestedContainer(keyedBy: AlertKey.self)
      try object.encode(alert, forKey: .alert)
    }
  }
}

extension RootContainer: Codable {
  /// Decodes `["stack", [...]]` or `["tabs", [...], selectedIndex]`.
  public init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    let kind: String = try values.next()
    switch kind {
    case "stack": self = .stack(try values.nextStack(at: .root))
    case "tabs": self = .tabs(try values.next(), selectedIndex: try values.next())
    default: throw values.unknownCase("a root is \"stack\" or \"tabs\", not \"\(kind)\"")
    }
  }

  /// Encodes `["stack", [...]]` or `["tabs", [...], selectedIndex]`.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    switch self {
    case .stack(let screens): try values.encodeCase("stack", screens.stored(at: .root))
    case .tabs(let tabs, let selectedIndex): try values.encodeCase("tabs", tabs, selectedIndex)
    }
  }
}

extension Tab: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, stack, item
  }

  /// Decodes `{"id": "main", "stack": [...], "item": {...}}`, the item left out when there is
  /// none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = TabID(rawValue: try container.decode(String.self, forKey: .id))
    self.init(id: id, stack: [], item: try container.decodeIfPresent(TabItem.self, forKey: .item))
    stack = try ScreenStack(from: container.superDecoder(forKey: .stack), at: .tab(id))
  }

  /// Encodes the tab's name, stack and item, the item left out when there is none.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.rawValue, forKey: .id)
    try stack.encode(to: container.superEncoder(forKey: .stack), at: .tab(id))
    try container.encodeIfPresent(item, forKey: .item)
  }
}

extension Screen: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, route, owner, modal
  }

  /// Decodes a screen; its route needs the registry in the decoder's `userInfo`.
  ///
  /// With a ``ScreenTable`` in the `userInfo` (an event log's reader), a screen may also be
  /// stored as its identifier alone, naming the screen recorded in full under it before.
  public init(from decoder: any Decoder) throws {
    let table = decoder.userInfo[.screenTable] as? ScreenTable
    if let table, let single = try? decoder.singleValueContainer(), let id = try? single.decode(Int.self) {
      self = try table.screen(id, at: { single.codingPath })
      return
    }
    try self.init(inFullFrom: decoder, table: table)
  }

  /// Decodes a screen stored in full, and records it in `table`.
  fileprivate init(inFullFrom decoder: any Decoder, table: ScreenTable?) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: ScreenID(rawValue: try container.decode(Int.self, forKey: .id)),
      route: try container.decode(AnyRoute.self, forKey: .route),
      presentation: try container.decodeIfPresent(ModalPresentation.self, forKey: .modal).map(Presentation.modal)
        ?? .push,
      owner: try container.decodeIfPresent(Int.self, forKey: .owner).map(FlowID.init(rawValue:)) ?? .root
    )
    table?.screens[id] = self
  }

  /// Encodes the identifier, the route (under its registered key), the owner unless it is the
  /// root flow, and the modal presentation unless the screen is pushed.
  ///
  /// With a ``ScreenTable`` in the `userInfo`, a screen already encoded in full is encoded as
  /// its identifier alone.
  public func encode(to encoder: any Encoder) throws {
    if let table = encoder.userInfo[.screenTable] as? ScreenTable {
      if table.screens[id] == self {
        var single = encoder.singleValueContainer()
        return try single.encode(id.rawValue)
      }
      table.screens[id] = self
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(route, forKey: .route)
    if owner != .root { try container.encode(owner, forKey: .owner) }
    if let modal = presentation.modal { try container.encode(modal, forKey: .modal) }
  }
}

/// What a coder of a stream of states (an event log) has met so far: the screens it stored in
/// full, by identifier, so that each screen is stored once and named by its identifier
/// afterwards; and the last state, so that a stack is stored as what changed.
///
/// A coder's `userInfo` holds it under ``Swift/CodingUserInfoKey/screenTable``; encoding and
/// decoding must go through the values in the same order.
package final class ScreenTable: @unchecked Sendable {
  // Unchecked: a table belongs to one encoder or decoder, which uses it on one thread at a time.
  package var screens: [ScreenID: Screen] = [:]
  /// The last state of the log the coder goes through, once it has one: later stacks are
  /// stored against it (see ``ScreenStack/init(from:at:)``).
  package var state: NavigationState?

  package init() {}

  /// The screen recorded under `id`.
  ///
  /// - Throws: `DecodingError.dataCorrupted` at `path()` when no screen was (a coding path
  ///   costs more to make than the lookup, so it is made only then).
  fileprivate func screen(_ id: Int, at path: () -> [any CodingKey]) throws -> Screen {
    guard let screen = screens[ScreenID(rawValue: id)] else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: path(), debugDescription: "screen \(id) is named before it was recorded in full"))
    }
    return screen
  }
}

extension CodingUserInfoKey {
  /// Where the coders of an event log keep their ``ScreenTable``.
  package static let screenTable: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "swift-coordinators.screen-table") else {
      preconditionFailure("a constant key is valid")
    }
    return key
  }()
}

/// A screen stored in full, as an element of a stack.
private struct ScreenInFull: Decodable {
  let screen: Screen

  init(from decoder: any Decoder) throws {
    screen = try Screen(inFullFrom: decoder, table: decoder.userInfo[.screenTable] as? ScreenTable)
  }
}

/// The position of a screen in a stored stack, for a decoding error's path.
private struct StackIndex: CodingKey {
  var intValue: Int?
  var stringValue: String { intValue.map(String.init) ?? "" }

  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

extension ScreenStack: Codable {
  /// Decodes a stack stored as an array of screens.
  ///
  /// With a ``ScreenTable`` in the `userInfo`, an element may be the identifier of a screen
  /// recorded in full before; an event log's stacks are mostly such numbers, so they are read
  /// here one by one as `Int`s rather than each through ``Screen``'s decoding.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    self.init()
    try appendScreens(from: &container, table: decoder.userInfo[.screenTable] as? ScreenTable)
  }

  /// Encodes the stack as an array of its screens, bottom first.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for screen in self { try container.encode(screen) }
  }

  /// Decodes the stack at `location` of a state, a root, a host step or a command.
  ///
  /// In an event log past its first state (a ``ScreenTable`` in the `userInfo` with a
  /// ``ScreenTable/state``), the stack is stored as the number of screens it keeps of the stack
  /// at `location` in that state, then the screens that follow: `[11, 12]` is a push onto 11
  /// screens, `[10]` a pop from 11. A line then costs what changed, not the stack's depth.
  /// Otherwise it is an array of screens.
  package init(from decoder: any Decoder, at location: StackLocation) throws {
    let table = decoder.userInfo[.screenTable] as? ScreenTable
    guard let table, let state = table.state else {
      try self.init(from: decoder)
      return
    }
    var container = try decoder.unkeyedContainer()
    let kept = try container.decode(Int.self)
    let base = state.stack(at: location) ?? ScreenStack()
    guard kept >= 0, kept <= base.count else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "the stack keeps \(kept) screens of the \(base.count) at \(location) in the state before")
    }
    self = base
    removeLast(base.count - kept)
    try appendScreens(from: &container, table: table)
  }

  /// Encodes the stack at `location` as ``init(from:at:)`` decodes it.
  package func encode(to encoder: any Encoder, at location: StackLocation) throws {
    guard let state = (encoder.userInfo[.screenTable] as? ScreenTable)?.state else {
      try encode(to: encoder)
      return
    }
    var container = encoder.unkeyedContainer()
    let kept = state.stack(at: location).map(commonPrefixCount(with:)) ?? 0
    try container.encode(kept)
    for screen in self[kept...] { try container.encode(screen) }
  }

  /// The stack as a value of a stored case, encoded as ``encode(to:at:)`` encodes it at
  /// `location`.
  package func stored(at location: StackLocation) -> some Encodable {
    StoredStack(stack: self, location: location)
  }

  /// Appends the screens left in `container`: identifiers of screens in `table`, or screens in
  /// full.
  private mutating func appendScreens(
    from container: inout some UnkeyedDecodingContainer, table: ScreenTable?
  ) throws {
    reserveCapacity(count + (container.count ?? 0))
    while !container.isAtEnd {
      if let table, let id = try? container.decode(Int.self) {
        append(try table.screen(id, at: { container.codingPath + [StackIndex(intValue: container.currentIndex - 1)] }))
      } else {
        // Not a number: a screen in full, which `Screen`'s decoding would try as a number again.
        append(try container.decode(ScreenInFull.self).screen)
      }
    }
  }
}

/// A stack at a location of a state, as a value of a stored case (see ``ScreenStack/stored(at:)``).
private struct StoredStack: Encodable {
  let stack: ScreenStack
  let location: StackLocation

  func encode(to encoder: any Encoder) throws { try stack.encode(to: encoder, at: location) }
}

extension UnkeyedDecodingContainer {
  /// Reads the next value of a stored case as the stack at `location` of a state (see
  /// ``ScreenStack/init(from:at:)``).
  package mutating func nextStack(at location: StackLocation) throws -> ScreenStack {
    try ScreenStack(from: superDecoder(), at: location)
  }
}

import CoordinatorsCore
import Foundation

extension NavigationSnapshot {
  /// The snapshot as compact JSON, in the stored form (see ``NavigationSnapshot``), object
  /// members in the order of their keys so that equal snapshots give equal bytes.
  public func jsonData() -> Data {
    let registry = routeRegistry
    if let data = try? SnapshotJSON.encoder(registry: registry).encode(self) { return data }
    // Only a route held decoded can fail to encode (its own encoding threw): store it as the
    // JSON value it gives, `null` at worst, which never fails.
    var stored = self
    stored.updateRoutes { route in route.value = route.value }
    return (try? SnapshotJSON.encoder(registry: registry).encode(stored)) ?? Data()
  }

  /// Reads a snapshot from ``jsonData()``'s stored form, or from `JSONEncoder`'s output of a
  /// snapshot, and requires all of it to be valid.
  ///
  /// To restore from stored bytes, give them to
  /// ``Navigator/restore(from:registry:migrations:)-(Data,_,_)`` instead: it keeps the longest
  /// valid prefix when later routes no longer decode.
  ///
  /// - Throws: ``RestorationError/Reason/notJSON(_:)`` for bytes that are not a JSON document,
  ///   or the ``RestorationError`` that names the first part of the JSON that is not a snapshot.
  public init(jsonData data: Data) throws(RestorationError) {
    self = try Self.decode(data, context: SnapshotDecoding(routes: nil, currentVersion: nil))
  }

  /// Decodes `data` with Foundation's decoder, and the problem as a ``RestorationError``.
  static func decode(_ data: Data, context: SnapshotDecoding) throws(RestorationError) -> NavigationSnapshot {
    let decoder = SnapshotJSON.decoder(registry: context.routes)
    decoder.userInfo[.snapshotDecoding] = context
    do {
      return try decoder.decode(NavigationSnapshot.self, from: data)
    } catch let error as RestorationError {
      throw error
    } catch {
      guard context.isJSON, let error = error as? DecodingError else {
        throw RestorationError(.notJSON(RestorationError.message(for: error)))
      }
      throw RestorationError(Self.reason(for: error))
    }
  }

  /// The registry of the first route held decoded, for routes that hold an ``AnyRoute``.
  private var routeRegistry: RouteRegistry? {
    for flow in flows {
      if case .route(_, let registry)? = flow.openingRoute?.payload { return registry }
    }
    for stack in stacks {
      for screen in stack.screens {
        if case .route(_, let registry) = screen.route.payload { return registry }
      }
    }
    return nil
  }

  /// A `DecodingError` of the snapshot's structure as a missing or an invalid field.
  private static func reason(for error: DecodingError) -> RestorationError.Reason {
    func path(_ keys: [any CodingKey]) -> String {
      let steps = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
      return keys.isEmpty ? "the snapshot" : String(steps.joined().drop { $0 == "." })
    }
    switch error {
    case .keyNotFound(let key, let context):
      return .missingField(path(context.codingPath + [key]))
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return .invalidField(path(context.codingPath), expected: kind(of: type))
    case .dataCorrupted(let context):
      return .invalidField(path(context.codingPath), expected: context.debugDescription)
    @unknown default:
      return .invalidField("the snapshot", expected: "\(error)")
    }
  }

  private static func kind(of type: Any.Type) -> String {
    switch type {
    case is Int.Type: "a whole number"
    case is String.Type: "a string"
    case is Bool.Type: "a Boolean"
    case is Double.Type: "a number"
    case is [Any].Type: "an array"
    default: "an object"
    }
  }
}

extension CodingUserInfoKey {
  /// Where ``NavigationSnapshot``'s decoding finds its ``SnapshotDecoding``.
  static let snapshotDecoding: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "swift-coordinators.snapshot-decoding") else {
      preconditionFailure("a constant key is valid")
    }
    return key
  }()
}

/// How one decoding of a snapshot goes, and what it learned.
///
/// `@unchecked Sendable`: one decoding on one thread makes it, reads it and writes it, and
/// nothing keeps it after.
final class SnapshotDecoding: @unchecked Sendable {
  /// The registry to decode routes with straight from the JSON, or `nil` to keep them as JSON.
  let routes: RouteRegistry?
  /// The version whose routes are decoded; a snapshot of another version keeps its routes as
  /// JSON for the migrations.
  let currentVersion: Int?
  /// Whether the bytes were a JSON document: Foundation's decoder reads the whole document
  /// before it asks the snapshot to decode itself.
  var isJSON = false
  /// The type of the route being decoded, for ``RouteSlot``.
  var routeType: (any (Route & Codable).Type)?

  init(routes: RouteRegistry?, currentVersion: Int?) {
    self.routes = routes
    self.currentVersion = currentVersion
  }
}

/// A route's value, decoded by the type ``SnapshotDecoding/routeType`` names, or kept as JSON
/// with the reason when that type does not decode it.
struct RouteSlot: Decodable {
  private var route: AnyRoute?
  private var value: SnapshotValue = .null
  private var failure = ""

  init(from decoder: any Decoder) throws {
    guard let type = (decoder.userInfo[.snapshotDecoding] as? SnapshotDecoding)?.routeType else {
      value = try SnapshotValue(from: decoder)
      return
    }
    do {
      route = AnyRoute(try type.init(from: decoder))
    } catch {
      failure = RestorationError.message(for: error, droppingFirst: decoder.codingPath.count)
      value = try SnapshotValue(from: decoder)
    }
  }

  func payload(_ registry: RouteRegistry) -> StoredRoute.Payload {
    if let route { return .route(route, registry) }
    return .undecodable(value, failure)
  }
}

extension NavigationSnapshot: Codable {
  private enum Keys: String, CodingKey {
    case format, version, root, flows, stacks, truncation
    case tabs, selected
    case parent, placement, route, coordinator
    case tab, modal, screens, flow
    case type, value
    case sheet, detents, grabber, fullScreenCover, custom, interactiveDismissDisabled, embedsNavigationStack
    case fraction, height
    case stack, screen, reason
  }

  private typealias Container = KeyedDecodingContainer<Keys>

  /// Reads a snapshot from any decoder, in the stored form (see ``NavigationSnapshot``).
  ///
  /// - Throws: `DecodingError` for data that is not a snapshot (``RestorationError`` when read
  ///   by ``init(jsonData:)`` or restored).
  public init(from decoder: any Decoder) throws {
    let context = decoder.userInfo[.snapshotDecoding] as? SnapshotDecoding
    context?.isJSON = true
    do {
      let container = try decoder.container(keyedBy: Keys.self)
      let format = try container.decode(Int.self, forKey: .format)
      // Format 1 (0.1.0) stored each screen as an object; it reads still.
      guard format == 1 || format == Self.currentFormatVersion else {
        throw RestorationError(.unsupportedFormat(format))
      }
      version = try container.decode(Int.self, forKey: .version)
      guard version >= 1 else { throw RestorationError(.invalidField("version", expected: "a whole number from 1 up")) }
      // Routes decode straight from the JSON at the current version; older ones stay JSON for
      // the migrations.
      let routes = context?.currentVersion == version && context?.routes != nil ? context : nil
      root = try Self.root(container)
      var flowsContainer = try container.nestedUnkeyedContainer(forKey: .flows)
      flows = []
      while !flowsContainer.isAtEnd {
        flows.append(try Self.flow(try flowsContainer.nestedContainer(keyedBy: Keys.self), routes: routes))
      }
      var stacksContainer = try container.nestedUnkeyedContainer(forKey: .stacks)
      stacks = []
      while !stacksContainer.isAtEnd {
        stacks.append(try Self.stack(try stacksContainer.nestedContainer(keyedBy: Keys.self), routes: routes))
      }
      truncation = nil
      if container.contains(.truncation) {
        let fields = try container.nestedContainer(keyedBy: Keys.self, forKey: .truncation)
        truncation = Truncation(
          stack: try fields.decode(Int.self, forKey: .stack),
          screen: try fields.decode(Int.self, forKey: .screen),
          typeName: try fields.decode(String.self, forKey: .type),
          reason: try fields.decode(String.self, forKey: .reason)
        )
      }
    } catch let error as RestorationError where context == nil {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Writes the snapshot to any encoder, in the stored form (see ``NavigationSnapshot``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(Self.currentFormatVersion, forKey: .format)
    try container.encode(version, forKey: .version)
    switch root {
    case .stack:
      try container.encode("stack", forKey: .root)
    case .tabs(let tabs, let selected):
      var fields = container.nestedContainer(keyedBy: Keys.self, forKey: .root)
      try fields.encode(tabs.map(\.rawValue), forKey: .tabs)
      try fields.encode(selected.rawValue, forKey: .selected)
    }
    var flowsContainer = container.nestedUnkeyedContainer(forKey: .flows)
    for flow in flows {
      var fields = flowsContainer.nestedContainer(keyedBy: Keys.self)
      try fields.encodeIfPresent(flow.parent, forKey: .parent)
      switch flow.placement {
      case .push: try fields.encode("push", forKey: .placement)
      case .root: try fields.encode("root", forKey: .placement)
      case .tab(let tab):
        var placement = fields.nestedContainer(keyedBy: Keys.self, forKey: .placement)
        try placement.encode(tab.rawValue, forKey: .tab)
      case .modal(let presentation):
        var placement = fields.nestedContainer(keyedBy: Keys.self, forKey: .placement)
        try Self.encode(presentation, in: placement.nestedContainer(keyedBy: Keys.self, forKey: .modal))
      }
      if let route = flow.openingRoute { try Self.encode(route, in: &fields) }
      try fields.encodeIfPresent(flow.coordinator, forKey: .coordinator)
    }
    var stacksContainer = container.nestedUnkeyedContainer(forKey: .stacks)
    for stack in stacks {
      var fields = stacksContainer.nestedContainer(keyedBy: Keys.self)
      switch stack.kind {
      case .root: try fields.encode(true, forKey: .root)
      case .tab(let tab): try fields.encode(tab.rawValue, forKey: .tab)
      case .modal(let presentation):
        try Self.encode(presentation, in: fields.nestedContainer(keyedBy: Keys.self, forKey: .modal))
      }
      var screens = fields.nestedUnkeyedContainer(forKey: .screens)
      for screen in stack.screens {
        var triple = screens.nestedUnkeyedContainer()
        try triple.encode(screen.flow)
        try triple.encode(screen.route.key)
        try triple.encode(screen.route.encodableValue)
      }
    }
    if let truncation {
      var fields = container.nestedContainer(keyedBy: Keys.self, forKey: .truncation)
      try fields.encode(truncation.stack, forKey: .stack)
      try fields.encode(truncation.screen, forKey: .screen)
      try fields.encode(truncation.typeName, forKey: .type)
      try fields.encode(truncation.reason, forKey: .reason)
    }
  }

  // MARK: Reading the parts

  private static func root(_ container: Container) throws -> Root {
    if let name = try? container.decode(String.self, forKey: .root) {
      guard name == "stack" else {
        throw RestorationError(.invalidField("root", expected: "\"stack\" or an object with \"tabs\" and \"selected\""))
      }
      return .stack
    }
    let fields = try container.nestedContainer(keyedBy: Keys.self, forKey: .root)
    let tabs = try fields.decode([String].self, forKey: .tabs).map(TabID.init(rawValue:))
    return .tabs(tabs, selected: TabID(rawValue: try fields.decode(String.self, forKey: .selected)))
  }

  private static func flow(_ fields: Container, routes: SnapshotDecoding?) throws -> FlowRecord {
    let placement: FlowPlacement
    if let name = try? fields.decode(String.self, forKey: .placement) {
      switch name {
      case "push": placement = .push
      case "root": placement = .root
      default:
        throw RestorationError(
          .invalidField("placement", expected: "\"push\", \"root\", {\"tab\": name} or {\"modal\": presentation}"))
      }
    } else {
      let members = try fields.nestedContainer(keyedBy: Keys.self, forKey: .placement)
      if let tab = try members.decodeIfPresent(String.self, forKey: .tab) {
        placement = .tab(TabID(rawValue: tab))
      } else {
        placement = .modal(try presentation(members.nestedContainer(keyedBy: Keys.self, forKey: .modal)))
      }
    }
    return FlowRecord(
      parent: try fields.decodeIfPresent(Int.self, forKey: .parent),
      placement: placement,
      openingRoute: fields.contains(.route) ? try route(fields, routes: routes) : nil,
      coordinator: try fields.decodeIfPresent(String.self, forKey: .coordinator)
    )
  }

  private static func stack(_ fields: Container, routes: SnapshotDecoding?) throws -> StackRecord {
    let kind: StackRecord.Kind
    if fields.contains(.modal) {
      kind = .modal(try presentation(fields.nestedContainer(keyedBy: Keys.self, forKey: .modal)))
    } else if let tab = try fields.decodeIfPresent(String.self, forKey: .tab) {
      kind = .tab(TabID(rawValue: tab))
    } else if try fields.decodeIfPresent(Bool.self, forKey: .root) == true {
      kind = .root
    } else {
      throw RestorationError(.missingField("root, tab or modal"))
    }
    var list = try fields.nestedUnkeyedContainer(forKey: .screens)
    var screens: [ScreenRecord] = []
    if let count = list.count { screens.reserveCapacity(count) }
    while !list.isAtEnd {
      if var screen = try? list.nestedUnkeyedContainer() {
        // [flow, key, value]
        let flow = try screen.decode(Int.self)
        let key = try screen.decode(String.self)
        let route = try Self.route(key, routes: routes) { try screen.decode($0) } value: { try screen.decode($0) }
        screens.append(ScreenRecord(route: route, flow: flow))
      } else {
        // Format 1: {"route": {"type": key, "value": <the route's JSON>}, "flow": flow}
        let screen = try list.nestedContainer(keyedBy: Keys.self)
        screens.append(
          ScreenRecord(route: try route(screen, routes: routes), flow: try screen.decode(Int.self, forKey: .flow)))
      }
    }
    return StackRecord(kind: kind, screens: screens)
  }

  /// The route under `"route"`, stored as `{"type": key, "value": <the route's JSON>}`.
  private static func route(_ fields: Container, routes: SnapshotDecoding?) throws -> StoredRoute {
    let entry = try fields.nestedContainer(keyedBy: Keys.self, forKey: .route)
    let key = try entry.decode(String.self, forKey: .type)
    return try route(key, routes: routes) { try entry.decode($0, forKey: .value) } value: {
      try entry.decode($0, forKey: .value)
    }
  }

  /// The route stored under `key`: decoded straight from the JSON when `routes` knows the key,
  /// its failure kept rather than thrown; else its value as JSON.
  private static func route(
    _ key: String,
    routes: SnapshotDecoding?,
    slot: (RouteSlot.Type) throws -> RouteSlot,
    value: (SnapshotValue.Type) throws -> SnapshotValue
  ) throws -> StoredRoute {
    guard let routes, let registry = routes.routes, let type = registry.routeType(forKey: key) else {
      return StoredRoute(key: key, value: try value(SnapshotValue.self))
    }
    routes.routeType = type
    return StoredRoute(key: key, payload: try slot(RouteSlot.self).payload(registry))
  }

  private static func presentation(_ fields: Container) throws -> ModalPresentation {
    let style: ModalPresentation.Style
    if fields.contains(.sheet) {
      let sheet = try fields.nestedContainer(keyedBy: Keys.self, forKey: .sheet)
      var list = try sheet.nestedUnkeyedContainer(forKey: .detents)
      var detents: [SheetDetent] = []
      while !list.isAtEnd {
        if let name = try? list.decode(String.self) {
          switch name {
          case "medium": detents.append(.medium)
          case "large": detents.append(.large)
          default: throw RestorationError(.invalidField("detents", expected: "\"medium\", \"large\", or an object"))
          }
        } else {
          let detent = try list.nestedContainer(keyedBy: Keys.self)
          if let fraction = try detent.decodeIfPresent(Double.self, forKey: .fraction) {
            detents.append(.fraction(fraction))
          } else {
            detents.append(.height(try detent.decode(Double.self, forKey: .height)))
          }
        }
      }
      var grabber = GrabberVisibility.automatic
      if let name = try sheet.decodeIfPresent(String.self, forKey: .grabber) {
        guard let visibility = GrabberVisibility(rawValue: name) else {
          throw RestorationError(.invalidField("grabber", expected: "\"automatic\", \"visible\" or \"hidden\""))
        }
        grabber = visibility
      }
      style = .sheet(detents: detents, grabber: grabber)
    } else if try fields.decodeIfPresent(Bool.self, forKey: .fullScreenCover) == true {
      style = .fullScreenCover
    } else if let name = try fields.decodeIfPresent(String.self, forKey: .custom) {
      style = .custom(TransitionID(rawValue: name))
    } else {
      throw RestorationError(.invalidField("modal", expected: "a sheet, a fullScreenCover or a custom presentation"))
    }
    var presentation = ModalPresentation(style: style)
    if let flag = try fields.decodeIfPresent(Bool.self, forKey: .interactiveDismissDisabled) {
      presentation.isInteractiveDismissDisabled = flag
    }
    if let flag = try fields.decodeIfPresent(Bool.self, forKey: .embedsNavigationStack) {
      presentation.embedsNavigationStack = flag
    }
    return presentation
  }

  // MARK: Writing the parts

  private static func encode(_ route: StoredRoute, in fields: inout KeyedEncodingContainer<Keys>) throws {
    var entry = fields.nestedContainer(keyedBy: Keys.self, forKey: .route)
    try entry.encode(route.key, forKey: .type)
    try entry.encode(route.encodableValue, forKey: .value)
  }

  /// `{"sheet":{"detents":["medium","large"],"grabber":"visible"}}`, `{"fullScreenCover":true}`
  /// or `{"custom":"zoom"}`, with `"interactiveDismissDisabled":true` and
  /// `"embedsNavigationStack":false` only when they differ from the defaults.
  private static func encode(_ presentation: ModalPresentation, in fields: KeyedEncodingContainer<Keys>) throws {
    var fields = fields
    switch presentation.style {
    case .sheet(let detents, let grabber):
      var sheet = fields.nestedContainer(keyedBy: Keys.self, forKey: .sheet)
      var list = sheet.nestedUnkeyedContainer(forKey: .detents)
      for detent in detents {
        switch detent {
        case .medium: try list.encode("medium")
        case .large: try list.encode("large")
        case .fraction(let value):
          var member = list.nestedContainer(keyedBy: Keys.self)
          try member.encode(value, forKey: .fraction)
        case .height(let value):
          var member = list.nestedContainer(keyedBy: Keys.self)
          try member.encode(value, forKey: .height)
        }
      }
      if grabber != .automatic { try sheet.encode(grabber.rawValue, forKey: .grabber) }
    case .fullScreenCover:
      try fields.encode(true, forKey: .fullScreenCover)
    case .custom(let transition):
      try fields.encode(transition.rawValue, forKey: .custom)
    }
    if presentation.isInteractiveDismissDisabled { try fields.encode(true, forKey: .interactiveDismissDisabled) }
    if !presentation.embedsNavigationStack { try fields.encode(false, forKey: .embedsNavigationStack) }
  }
}

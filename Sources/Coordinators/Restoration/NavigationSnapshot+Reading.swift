import CoordinatorsCore
import Foundation

extension NavigationSnapshot {
  /// Reads a snapshot from ``jsonData()``'s stored form, or from `JSONEncoder`'s output of a
  /// snapshot, and requires all of it to be valid.
  ///
  /// To restore from bytes that may be damaged, give them to
  /// ``Navigator/restore(from:registry:migrations:)-(Data,_,_)`` instead: it keeps the longest
  /// valid prefix.
  ///
  /// - Throws: the first ``RestorationError`` in the data.
  public init(jsonData data: Data) throws(RestorationError) {
    let reading = SnapshotDocumentReader.read(data)
    if let problem = reading.firstProblem { throw problem }
    guard let snapshot = reading.snapshot else { throw RestorationError(.missingField("format")) }
    self = snapshot
  }
}

extension NavigationSnapshot: Codable {
  /// Reads a snapshot from any decoder, in the stored form (see ``NavigationSnapshot``).
  ///
  /// - Throws: `DecodingError.dataCorrupted` whose description is the first
  ///   ``RestorationError``; a snapshot that is valid only in part is refused.
  public init(from decoder: any Decoder) throws {
    let document = try SnapshotValue(from: decoder)
    let reading = SnapshotDocumentReader(stop: nil).read(document)
    if let problem = reading.firstProblem {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: problem.description)
      )
    }
    guard let snapshot = reading.snapshot else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a navigation snapshot")
      )
    }
    self = snapshot
  }

  /// Writes the snapshot to any encoder, in the stored form (see ``NavigationSnapshot``).
  public func encode(to encoder: any Encoder) throws {
    let document = JSONReader.read(jsonData()).value ?? .null
    try document.encode(to: encoder)
  }
}

/// What reading a snapshot's stored form found: the snapshot as far as it is valid, and the
/// problems that cut it.
struct SnapshotReading {
  /// The snapshot, cut at ``problem``; `nil` when even its header is unreadable.
  var snapshot: NavigationSnapshot?
  /// The first problem in the header, the root, the stacks or after them; the snapshot holds
  /// everything before it.
  var problem: RestorationError?
  /// The first flow that could not be read, and why. The snapshot holds the flows before it;
  /// the problem matters only if a screen needs this flow or a later one.
  var flowProblem: (index: Int, reason: RestorationError.Reason)?

  /// The first problem of either kind, for readers that want every part valid.
  var firstProblem: RestorationError? {
    if let flowProblem {
      return RestorationError(.flow(flowProblem.index, coordinator: nil, flowProblem.reason))
    }
    return problem
  }
}

/// Reads the stored form of a snapshot from a JSON document, leniently: it keeps what is valid
/// up to the first problem, and tells a part that was cut short (by the bytes ending early or
/// turning into something that is not JSON) from a part that is wrong.
struct SnapshotDocumentReader {
  typealias Path = [JSONReader.PathComponent]
  typealias Reason = RestorationError.Reason

  /// Where reading the JSON stopped, if it did.
  let stop: JSONReader.Stop?

  /// Reads untrusted bytes.
  static func read(_ data: Data) -> SnapshotReading {
    let json = JSONReader.read(data)
    return SnapshotDocumentReader(stop: json.stop).read(json.value)
  }

  /// Whether the value at `path` was cut short: it was open when the JSON stopped.
  private func isCut(_ path: Path) -> Bool {
    guard let stop, !stop.isAfterDocument else { return false }
    return stop.path.starts(with: path)
  }

  /// Why the JSON stopped, as a reason.
  private var cutReason: Reason {
    guard let stop else { return .truncated(atByte: 0) }
    switch stop.kind {
    case .truncated: return .truncated(atByte: stop.offset)
    case .malformed(let message): return .malformed(message, atByte: stop.offset)
    }
  }

  func read(_ document: SnapshotValue?) -> SnapshotReading {
    var reading = SnapshotReading()
    guard let document else {
      reading.problem = RestorationError(cutReason)
      return reading
    }
    guard case .object(let top) = document else {
      reading.problem = RestorationError(.invalidField("the snapshot", expected: "an object"))
      return reading
    }
    let version: Int
    do throws(RestorationError) {
      let format = try integer(try field("format", of: top, at: []), "format")
      guard format == NavigationSnapshot.currentFormatVersion else {
        throw RestorationError(.unsupportedFormat(format))
      }
      version = try integer(try field("version", of: top, at: []), "version")
      guard version >= 1 else { throw RestorationError(.invalidField("version", expected: "a whole number from 1 up")) }
    } catch {
      reading.problem = error
      return reading
    }
    var snapshot = NavigationSnapshot(version: version, root: .stack, flows: [], stacks: [])
    do throws(RestorationError) {
      snapshot.root = try root(try field("root", of: top, at: []))
    } catch {
      reading.problem = RestorationError(error.reason, at: .root)
      return reading
    }
    (snapshot.flows, reading.flowProblem) = flows(top["flows"], documentIsCut: isCut([]))
    (snapshot.stacks, reading.problem) = stacks(top["stacks"], of: snapshot)
    if reading.problem == nil, let value = top["truncation"] {
      do throws(RestorationError) {
        snapshot.truncation = try truncation(value)
      } catch {
        reading.problem = error
      }
    }
    if reading.problem == nil, reading.flowProblem == nil, let stop {
      // The JSON stopped somewhere no part of the snapshot noticed: after the last field, or
      // after the end of the document.
      reading.problem = RestorationError(
        stop.isAfterDocument
          ? .malformed(String(describing: stop.kind), atByte: stop.offset) : cutReason
      )
    }
    reading.snapshot = snapshot
    return reading
  }

  // MARK: Parts

  private func flows(
    _ value: SnapshotValue?,
    documentIsCut: Bool
  ) -> ([NavigationSnapshot.FlowRecord], (index: Int, reason: Reason)?) {
    let path: Path = [.key("flows")]
    guard let value else { return ([], (0, documentIsCut ? cutReason : .missingField("flows"))) }
    guard case .array(let elements) = value else { return ([], (0, .invalidField("flows", expected: "an array"))) }
    var flows: [NavigationSnapshot.FlowRecord] = []
    flows.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      do throws(RestorationError) {
        try requireComplete(path + [.index(index)])
        flows.append(try flow(element))
      } catch {
        return (flows, (index, error.reason))
      }
    }
    return (flows, isCut(path) ? (elements.count, cutReason) : nil)
  }

  private func stacks(
    _ value: SnapshotValue?,
    of snapshot: NavigationSnapshot
  ) -> ([NavigationSnapshot.StackRecord], RestorationError?) {
    let path: Path = [.key("stacks")]
    guard let value else {
      let reason = isCut([]) ? cutReason : .missingField("stacks")
      return ([], RestorationError(reason, at: .stack(snapshot.location(ofStack: 0))))
    }
    guard case .array(let elements) = value else {
      return ([], RestorationError(.invalidField("stacks", expected: "an array")))
    }
    var stacks: [NavigationSnapshot.StackRecord] = []
    stacks.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      let stackPath = path + [.index(index)]
      let location = snapshot.location(ofStack: index)
      guard case .object(let members) = element else {
        return (
          stacks, RestorationError(.invalidField("stacks", expected: "an array of objects"), at: .stack(location))
        )
      }
      let kind: NavigationSnapshot.StackRecord.Kind
      do throws(RestorationError) {
        kind = try stackKind(members, at: stackPath)
      } catch {
        return (stacks, RestorationError(error.reason, at: .stack(location)))
      }
      let screensPath = stackPath + [.key("screens")]
      guard let screensValue = members["screens"] else {
        let reason = isCut(stackPath) ? cutReason : .missingField("screens")
        return (stacks, RestorationError(reason, at: .stack(location)))
      }
      guard case .array(let screenValues) = screensValue else {
        return (stacks, RestorationError(.invalidField("screens", expected: "an array"), at: .stack(location)))
      }
      var screens: [NavigationSnapshot.ScreenRecord] = []
      screens.reserveCapacity(screenValues.count)
      var problem: RestorationError?
      for (position, screenValue) in screenValues.enumerated() {
        do throws(RestorationError) {
          try requireComplete(screensPath + [.index(position)])
          screens.append(try screen(screenValue))
        } catch {
          problem = RestorationError(error.reason, at: .screen(location, index: position))
          break
        }
      }
      if problem == nil, isCut(screensPath) {
        problem = RestorationError(cutReason, at: .screen(location, index: screens.count))
      }
      // A stack that was cut before its first screen holds nothing to restore; a complete
      // empty stack is kept, for the plan to refuse by name.
      if problem == nil || !screens.isEmpty {
        stacks.append(NavigationSnapshot.StackRecord(kind: kind, screens: screens))
      }
      if let problem { return (stacks, problem) }
    }
    if isCut(path) {
      return (stacks, RestorationError(cutReason, at: .stack(snapshot.location(ofStack: elements.count))))
    }
    return (stacks, nil)
  }

  private func root(_ value: SnapshotValue) throws(RestorationError) -> NavigationSnapshot.Root {
    try requireComplete([.key("root")])
    switch value {
    case .string("stack"):
      return .stack
    case .object(let members):
      guard case .array(let tabValues)? = members["tabs"] else {
        throw RestorationError(.invalidField("root.tabs", expected: "an array of tab names"))
      }
      var tabs: [TabID] = []
      for tab in tabValues {
        guard case .string(let name) = tab else {
          throw RestorationError(.invalidField("root.tabs", expected: "an array of tab names"))
        }
        tabs.append(TabID(rawValue: name))
      }
      guard case .string(let selected)? = members["selected"] else {
        throw RestorationError(.invalidField("root.selected", expected: "a tab name"))
      }
      return .tabs(tabs, selected: TabID(rawValue: selected))
    default:
      throw RestorationError(.invalidField("root", expected: "\"stack\" or an object with \"tabs\" and \"selected\""))
    }
  }

  private func flow(_ value: SnapshotValue) throws(RestorationError) -> NavigationSnapshot.FlowRecord {
    guard case .object(let members) = value else {
      throw RestorationError(.invalidField("flows", expected: "an array of objects"))
    }
    var parent: Int?
    if let value = members["parent"] { parent = try integer(value, "parent") }
    guard let placementValue = members["placement"] else { throw RestorationError(.missingField("placement")) }
    let placement = try self.placement(placementValue)
    var openingRoute: StoredRoute?
    if let value = members["route"] { openingRoute = try route(value) }
    var coordinator: String?
    if let value = members["coordinator"] {
      guard case .string(let name) = value else {
        throw RestorationError(.invalidField("coordinator", expected: "a string"))
      }
      coordinator = name
    }
    return NavigationSnapshot.FlowRecord(
      parent: parent,
      placement: placement,
      openingRoute: openingRoute,
      coordinator: coordinator
    )
  }

  private func placement(_ value: SnapshotValue) throws(RestorationError) -> FlowPlacement {
    switch value {
    case .string("push"): return .push
    case .string("root"): return .root
    case .object(let members) where members.count == 1:
      if case .string(let tab)? = members["tab"] { return .tab(TabID(rawValue: tab)) }
      if let presentation = members["modal"] { return .modal(try self.presentation(presentation)) }
    default: break
    }
    throw RestorationError(
      .invalidField("placement", expected: "\"push\", \"root\", {\"tab\": name} or {\"modal\": presentation}"))
  }

  private func stackKind(
    _ members: [String: SnapshotValue],
    at path: Path
  ) throws(RestorationError) -> NavigationSnapshot.StackRecord.Kind {
    if members["root"] == .bool(true) { return .root }
    if let tab = members["tab"] {
      guard case .string(let name) = tab else { throw RestorationError(.invalidField("tab", expected: "a tab name")) }
      return .tab(TabID(rawValue: name))
    }
    if let presentation = members["modal"] {
      try requireComplete(path + [.key("modal")])
      return .modal(try self.presentation(presentation))
    }
    if isCut(path) { throw RestorationError(cutReason) }
    throw RestorationError(.missingField("root, tab or modal"))
  }

  private func screen(_ value: SnapshotValue) throws(RestorationError) -> NavigationSnapshot.ScreenRecord {
    guard case .object(let members) = value else {
      throw RestorationError(.invalidField("screens", expected: "an array of objects"))
    }
    guard let routeValue = members["route"] else { throw RestorationError(.missingField("route")) }
    guard let flowValue = members["flow"] else { throw RestorationError(.missingField("flow")) }
    return NavigationSnapshot.ScreenRecord(route: try route(routeValue), flow: try integer(flowValue, "flow"))
  }

  private func route(_ value: SnapshotValue) throws(RestorationError) -> StoredRoute {
    guard case .object(let members) = value else {
      throw RestorationError(.invalidField("route", expected: "an object with \"type\" and \"value\""))
    }
    guard case .string(let key)? = members["type"] else {
      throw RestorationError(.invalidField("route.type", expected: "a string"))
    }
    guard let payload = members["value"] else { throw RestorationError(.missingField("route.value")) }
    return StoredRoute(key: key, value: payload)
  }

  private func presentation(_ value: SnapshotValue) throws(RestorationError) -> ModalPresentation {
    guard case .object(let members) = value else {
      throw RestorationError(.invalidField("modal", expected: "an object"))
    }
    let style: ModalPresentation.Style
    if let sheet = members["sheet"] {
      guard case .object(let sheetMembers) = sheet, case .array(let detentValues)? = sheetMembers["detents"] else {
        throw RestorationError(.invalidField("sheet", expected: "an object with \"detents\""))
      }
      var detents: [SheetDetent] = []
      for detentValue in detentValues { detents.append(try detent(detentValue)) }
      var grabber = GrabberVisibility.automatic
      if let value = sheetMembers["grabber"] {
        guard case .string(let name) = value, let visibility = GrabberVisibility(rawValue: name) else {
          throw RestorationError(.invalidField("grabber", expected: "\"automatic\", \"visible\" or \"hidden\""))
        }
        grabber = visibility
      }
      style = .sheet(detents: detents, grabber: grabber)
    } else if members["fullScreenCover"] == .bool(true) {
      style = .fullScreenCover
    } else if let custom = members["custom"] {
      guard case .string(let name) = custom else {
        throw RestorationError(.invalidField("custom", expected: "a transition name"))
      }
      style = .custom(TransitionID(rawValue: name))
    } else {
      throw RestorationError(.invalidField("modal", expected: "a sheet, a fullScreenCover or a custom presentation"))
    }
    var presentation = ModalPresentation(style: style)
    if let value = members["interactiveDismissDisabled"] {
      guard case .bool(let flag) = value else {
        throw RestorationError(.invalidField("interactiveDismissDisabled", expected: "a Boolean"))
      }
      presentation.isInteractiveDismissDisabled = flag
    }
    if let value = members["embedsNavigationStack"] {
      guard case .bool(let flag) = value else {
        throw RestorationError(.invalidField("embedsNavigationStack", expected: "a Boolean"))
      }
      presentation.embedsNavigationStack = flag
    }
    return presentation
  }

  private func detent(_ value: SnapshotValue) throws(RestorationError) -> SheetDetent {
    switch value {
    case .string("medium"): return .medium
    case .string("large"): return .large
    case .object(let members) where members.count == 1:
      if let fraction = members["fraction"]?.doubleValue { return .fraction(fraction) }
      if let height = members["height"]?.doubleValue { return .height(height) }
    default: break
    }
    throw RestorationError(
      .invalidField("detents", expected: "\"medium\", \"large\", {\"fraction\": number} or {\"height\": number}"))
  }

  private func truncation(_ value: SnapshotValue) throws(RestorationError) -> NavigationSnapshot.Truncation {
    try requireComplete([.key("truncation")])
    guard case .object(let members) = value,
      let stack = members["stack"]?.intValue, let screen = members["screen"]?.intValue,
      case .string(let typeName)? = members["type"], case .string(let reason)? = members["reason"]
    else {
      throw RestorationError(
        .invalidField("truncation", expected: "an object with \"stack\", \"screen\", \"type\" and \"reason\""))
    }
    return NavigationSnapshot.Truncation(stack: stack, screen: screen, typeName: typeName, reason: reason)
  }

  // MARK: Helpers

  private func requireComplete(_ path: Path) throws(RestorationError) {
    if isCut(path) { throw RestorationError(cutReason) }
  }

  /// The member `name` of the object at `path`; a member that is missing because the object
  /// was cut short is the cut, not a missing field.
  private func field(_ name: String, of members: [String: SnapshotValue], at path: Path) throws(RestorationError)
    -> SnapshotValue
  {
    guard let value = members[name] else { throw RestorationError(isCut(path) ? cutReason : .missingField(name)) }
    return value
  }

  private func integer(_ value: SnapshotValue, _ name: String) throws(RestorationError) -> Int {
    guard case .int(let number) = value else { throw RestorationError(.invalidField(name, expected: "a whole number")) }
    return number
  }
}

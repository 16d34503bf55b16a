import CoordinatorsCore

/// Why part of a snapshot could not be stored or restored, and where.
///
/// Restoring never fails as a whole: it restores the longest valid prefix of the snapshot and
/// reports what stopped it with one of these. ``reason`` says what kind of problem it is, for an
/// app to match; the description names the place and the problem:
///
/// ```
/// tab "main", screen 3: no route type is registered under the key "shapes.moon"
/// ```
public struct RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is; the description says exactly what and where.
  public enum Reason: Hashable, Sendable {
    /// The data is not a snapshot this library reads: not a JSON document, a field missing or
    /// holding what the stored form does not allow, or a stored form of another version of the
    /// library.
    case unreadableData
    /// The snapshot was written by a newer version of the app than its migrations know.
    case newerVersion
    /// The snapshot's version cannot be brought to the app's: no migration is registered from
    /// one of its versions to the next, or a migration threw.
    case migrationFailed
    /// A stored route does not decode: no route type is registered under its key, or the type
    /// registered there does not read the stored value (an update of the app changed it).
    case unknownRoute
    /// A route could not be stored: its type is not registered, or its value did not encode.
    /// The snapshot stops before it.
    case routeNotStorable
    /// The snapshot holds a shape no navigation can have: a root without tabs, a tab named
    /// twice, an empty stack, a stack out of place, a flow that is not in it.
    case invalidShape
    /// The flows, started again, build the navigation otherwise than the snapshot holds: a flow
    /// was started in code and not again, a route no longer opens a flow or opens it elsewhere,
    /// or they show other screens.
    case flowsChanged
    /// The tab container's `start()` no longer shows a saved tab (an update of the app removed
    /// or renamed it): its stack is not restored; the other tabs are.
    case tabRemoved
    /// A command of the restoration was rejected; the description holds the
    /// ``NavigationError``'s.
    case navigationRejected
    /// `restore` was called inside a transaction; it must be a change of its own.
    case insideTransaction
  }

  /// What was wrong, in detail: what the description is made of.
  package indirect enum Detail: Hashable, Sendable {
    // Reading the data

    /// The data is not a JSON document; Foundation's decoder says why.
    case notJSON(String)
    /// A field the stored form requires is not there.
    case missingField(String)
    /// A field holds something the stored form does not allow.
    case invalidField(String, expected: String)
    /// The snapshot was written in a stored form this version of the library does not read.
    case unsupportedFormat(Int)

    // Versions

    /// The snapshot was written by a newer version of the app than the migrations know.
    case newerVersion(Int, current: Int)
    /// No migration is registered from this version to the next.
    case noMigration(from: Int)
    /// The migration from this version threw.
    case migrationFailed(from: Int, String)

    // Routes

    /// No route type is registered under the key.
    case unknownRouteKey(String)
    /// The route type registered under the key did not decode the stored value.
    case routeNotDecodable(key: String, String)
    /// A route of this type could not be stored: it is not registered, or its value did not
    /// encode. The snapshot stops before it.
    case routeNotStorable(typeName: String, String)

    // Shapes that no navigation can have

    /// The root has no tabs.
    case noTabs
    /// A tab is named twice.
    case duplicateTab(TabID)
    /// The selected tab is not one of the tabs.
    case unknownTab(TabID)
    /// A stack holds no screen.
    case emptyStack
    /// A stack is not where the order of stacks puts it (the root's or each tab's, in tab
    /// order, then modal layers).
    case unexpectedStack(expected: String)
    /// A modal layer without a navigation stack holds more than one screen.
    case screenPushedWithoutStack
    /// A screen or a flow names a flow that is not in the snapshot, or a parent that does not
    /// come before it.
    case unknownFlow(Int)
    /// A problem with a flow that a screen needs: its index, its coordinator's type name, and
    /// the problem.
    case flow(Int, coordinator: String?, Detail)

    // Rebuilding the flows

    /// The flow was started in code, not by a route, and its parent did not start it again.
    case flowNotStartedAgain
    /// The route that opened the flow no longer opens one.
    case routeOpensNoFlow(String)
    /// The route that opened the flow now opens it elsewhere: where it was placed and where it
    /// is now, in words (`push`, `root`, `tab "main"`, `modal sheet(large)`).
    case placementChanged(saved: String, now: String)
    /// The tab container's `start()` no longer shows this saved tab (an update of the app
    /// removed or renamed it): its stack is not restored, and when it was the selected tab the
    /// selection stays the one `start()` made. The other tabs are restored.
    case tabRemoved(TabID)
    /// The navigation the flows build differs from the snapshot here.
    case mismatch(saved: String, restored: String)
    /// A command of the restoration was rejected.
    case navigation(NavigationError)
    /// `restore` was called inside a transaction; it must be a change of its own.
    case insideTransaction
  }

  /// Where in a snapshot a problem is.
  @_spi(Testing) public enum Location: Hashable, Sendable, CustomStringConvertible {
    /// The snapshot as a whole: its data or its header.
    case document
    /// The root container and its tabs.
    case root
    /// The selected tab.
    case tabSelection
    /// A stack.
    case stack(StackLocation)
    /// A screen: its stack and its index there, 0 being the stack's first screen.
    case screen(StackLocation, index: Int)

    /// `the snapshot`, `the root`, `the tab selection`, `modal layer 1` or
    /// `tab "main", screen 3`.
    public var description: String {
      switch self {
      case .document: "the snapshot"
      case .root: "the root"
      case .tabSelection: "the tab selection"
      case .stack(let location): "\(location)"
      case .screen(let location, let index): "\(location), screen \(index)"
      }
    }
  }

  /// What was wrong, in detail.
  package var detail: Detail
  /// Where.
  @_spi(Testing) public var location: Location

  /// An error for `detail` at `location`.
  package init(_ detail: Detail, at location: Location = .document) {
    self.detail = detail
    self.location = location
  }

  /// What kind of problem it is.
  public var reason: Reason { detail.reason }

  /// `where: what`, as a sentence a developer can act on.
  public var description: String {
    "\(location): \(detail)"
  }
}

extension RestorationError.Detail {
  /// The kind of problem, for ``RestorationError/reason``; a flow's problem is its own kind.
  var reason: RestorationError.Reason {
    switch self {
    case .notJSON, .missingField, .invalidField, .unsupportedFormat: .unreadableData
    case .newerVersion: .newerVersion
    case .noMigration, .migrationFailed: .migrationFailed
    case .unknownRouteKey, .routeNotDecodable: .unknownRoute
    case .routeNotStorable: .routeNotStorable
    case .noTabs, .duplicateTab, .unknownTab, .emptyStack, .unexpectedStack, .screenPushedWithoutStack, .unknownFlow:
      .invalidShape
    case .flow(_, _, let detail): detail.reason
    case .flowNotStartedAgain, .routeOpensNoFlow, .placementChanged, .mismatch: .flowsChanged
    case .tabRemoved: .tabRemoved
    case .navigation: .navigationRejected
    case .insideTransaction: .insideTransaction
    }
  }
}

extension RestorationError.Detail: CustomStringConvertible {
  /// What was wrong, as a phrase.
  package var description: String {
    switch self {
    case .notJSON(let message): "the data is not a JSON document: \(message)"
    case .missingField(let field): "the field \"\(field)\" is missing"
    case .invalidField(let field, let expected): "the field \"\(field)\" should be \(expected)"
    case .unsupportedFormat(let format):
      "the snapshot's format \(format) is not one this library reads (it reads format "
        + "\(NavigationSnapshot.currentFormatVersion)); it was written by another version of swift-coordinators"
    case .newerVersion(let version, let current):
      "the snapshot is version \(version), newer than the app's version \(current)"
    case .noMigration(let version): "no migration is registered from version \(version) to the next"
    case .migrationFailed(let version, let message): "the migration from version \(version) failed: \(message)"
    case .unknownRouteKey(let key): "no route type is registered under the key \"\(key)\""
    case .routeNotDecodable(let key, let message):
      "the route stored under the key \"\(key)\" does not decode: \(message)"
    case .routeNotStorable(let typeName, let message): "a route of type \(typeName) could not be stored: \(message)"
    case .noTabs: "the root has no tabs"
    case .duplicateTab(let tab): "tab \(tab) is named twice"
    case .unknownTab(let tab): "tab \(tab) is not one of the root's tabs"
    case .emptyStack: "the stack has no screen; every stack holds at least one"
    case .unexpectedStack(let expected): "the stack is out of place: \(expected) comes here"
    case .screenPushedWithoutStack: "the modal layer has no navigation stack, so it holds its first screen only"
    case .unknownFlow(let index): "flow \(index) is not in the snapshot before it is needed"
    case .flow(let index, let coordinator, let reason):
      "flow \(index)\(coordinator.map { " (\($0))" } ?? ""): \(reason)"
    case .flowNotStartedAgain: "it was started in code, not by a route, and its parent did not start it again"
    case .routeOpensNoFlow(let route): "the route that opened it, \(route), no longer opens a flow"
    case .placementChanged(let saved, let now):
      "it was placed as \(saved) and is now placed as \(now)"
    case .tabRemoved(let tab):
      "the tab container no longer shows tab \(tab), so its stack is not restored"
    case .mismatch(let saved, let restored): "the snapshot has \(saved) here, but the flows showed \(restored)"
    case .navigation(let error): "\(error)"
    case .insideTransaction: "restore cannot run inside a transaction; call it on its own"
    }
  }
}

extension RestorationError.Detail {
  /// `push`, `root`, `tab "main"` or `modal sheet(large)`.
  static func phrase(_ placement: FlowPlacement) -> String {
    switch placement {
    case .push: "push"
    case .root: "root"
    case .tab(let tab): "tab \(tab)"
    case .modal(let presentation): "modal \(presentation)"
    }
  }
}

extension RestorationError {
  /// A short message for an error of a route's coding: the path into the value, then the
  /// problem, for `DecodingError` and `EncodingError`; the description for anything else.
  ///
  /// - Parameter droppingFirst: how many leading steps of the coding path to leave out (the
  ///   wrapper that holds the route's value).
  static func message(for error: any Error, droppingFirst: Int = 0) -> String {
    func at(_ codingPath: [any CodingKey], _ problem: String) -> String {
      let steps = Self.path(codingPath.dropFirst(droppingFirst))
      return steps.isEmpty ? problem : "at \(steps): \(problem)"
    }
    switch error {
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      return at(context.codingPath, context.debugDescription)
    case EncodingError.invalidValue(_, let context):
      return at(context.codingPath, context.debugDescription)
    case DecodingError.keyNotFound(let key, let context):
      return at(context.codingPath + [key], "the value is missing")
    default:
      return "\(error)"
    }
  }

  /// `stacks[1].screens[0]`: a coding path as it reads in a message.
  static func path(_ keys: some Collection<any CodingKey>) -> String {
    let steps = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    return steps.hasPrefix(".") ? String(steps.dropFirst()) : steps
  }
}

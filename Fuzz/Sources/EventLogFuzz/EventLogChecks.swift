@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsDiagnostics
import CoordinatorsTesting
import Foundation

@MainActor
enum EventLogChecks {
  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    do {
      try registry.register(TestRoute.self, key: "test")
    } catch {
      fatalError("the fuzz registry is valid: \(error)")
    }
    return registry
  }()

  /// Version 2 of the routes: version 1 stored them under "old"; a step renames the key.
  static let migrations: SnapshotMigrations = {
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { snapshot in
      snapshot.updateRoutes { route in
        if route.key == "old" { route.key = "test" }
      }
    }
    return migrations
  }()

  /// Reads `bytes` as a log, at the current routes version and through the migrations: never a
  /// crash, an error that names a line of the input, and a log that reads writes back to the
  /// same events; a log that reads replays to valid states, or stops with a divergence.
  static func readAndReplay(_ bytes: Data) {
    let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    for migrations in [SnapshotMigrations(), migrations] {
      let log: EventLog
      do {
        log = try EventLog(data: bytes, registry: registry, migrations: migrations)
      } catch {
        check(error.line >= 0 && error.line <= lineCount, "error on line \(error.line) of \(lineCount)", bytes)
        check(!error.description.isEmpty, "an error without a message", bytes)
        continue
      }
      _ = log.navigatorEvents.map(\.description)
      checkStates(log, bytes)
      checkMapsAndLines(log.navigatorEvents, bytes)
      // What was read writes back to the same events, and `cat` shows the JSON without obeying
      // any character of it.
      let text = log.jsonLines(registry: registry)
      check(!holdsRawControl(text, allowingLineBreaks: true), "a raw control character in the log's JSON", bytes)
      let written = Data(text.utf8)
      do {
        let again = try EventLog(data: written, registry: registry, migrations: migrations)
        check(again.navigatorEvents == log.navigatorEvents, "a log read back differs", bytes)
        check(again.initialState == log.initialState, "a log's first state read back differs", bytes)
      } catch {
        check(false, "a log that was read does not read back: \(error)", bytes)
      }
      replay(log, bytes)
    }
  }

  /// Every state read keeps the state's rules, the alert's and the layout's among them (a button,
  /// one cancel button at most, an identifier from 0; a sidebar shown alone only in a collapsed
  /// split view), and describes itself one line for each of its lines, nothing in them raw.
  private static func checkStates(_ log: EventLog, _ bytes: Data) {
    var states = [log.initialState]
    for entry in log.entries {
      if case .navigation(let event) = entry.event { states.append(event.after) }
    }
    for state in states {
      do { try state.validate() } catch { check(false, "a state read breaks rules: \(error)", bytes) }
      if let alert = state.alert {
        check(!alert.buttons.isEmpty && alert.id.rawValue >= 0, "an alert the commands refuse was read", bytes)
        check(
          alert.buttons.filter { $0.role == .cancel }.count <= 1, "an alert with two cancel buttons was read", bytes)
      }
      if state.rootLayout.collapsedColumn == .sidebar {
        check(
          state.appearance == .collapsedSplitView(.sidebar), "a sidebar shown alone outside a collapsed split view",
          bytes)
      }
      let description = state.description
      check(
        !holdsRawControl(description, allowingLineBreaks: true), "a raw control character in a state's description",
        bytes)
      // The root's line, a line a tab, a screen and a modal layer, and the alert's: a line break
      // in a title or a route forges none.
      let lines = description.split(separator: "\n", omittingEmptySubsequences: false).count
      let expected =
        1 + state.tabs.count + state.allScreens.count + state.modalLayers.count + (state.alert == nil ? 0 : 1)
      check(lines == expected, "a state's description has \(lines) lines, not \(expected)", bytes)
    }
  }

  /// The map of the events, and of every other event (a gap after each), has an arrow only
  /// between its nodes, in both languages; the logger writes one line per event, nothing in it
  /// obeyed by a terminal.
  private static func checkMapsAndLines(_ events: [NavigatorEvent], _ bytes: Data) {
    let everyOther = events.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    for naming in [NavigationMap.Naming.route, .routeCase] {
      for map in [NavigationMap(events, naming: naming), NavigationMap(everyOther, naming: naming)] {
        let names = Set(map.nodes.map(\.name))
        for edge in map.edges {
          check(names.contains(edge.from) && names.contains(edge.to), "an arrow without a node at an end", bytes)
        }
        for format in NavigationMap.Format.allCases {
          for line in map.diagram(format).split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            check(
              line.first == " " || line == "}" || line.hasPrefix("flowchart") || line.hasPrefix("digraph"),
              "a diagram line that is no statement: \(line)", bytes)
            check(!line.hasPrefix("   ") || line.hasPrefix("    "), "an arrow without a start: \(line)", bytes)
            check(!holdsRawControl(String(line)), "a raw control character in a diagram", bytes)
          }
        }
      }
    }
    var lines: [String] = []
    let logger = NavigationLogger(prefix: "") { line, _ in lines.append(line) }
    for event in events { logger.log(event) }
    for line in lines { check(!holdsRawControl(line), "a raw control character in a log line", bytes) }
  }

  /// Whether `text` holds a character a terminal or a line-based log obeys: a control
  /// character, a line or paragraph separator, a bidirectional control; a line break too unless
  /// `allowingLineBreaks`.
  private static func holdsRawControl(_ text: String, allowingLineBreaks: Bool = false) -> Bool {
    text.unicodeScalars.contains { scalar in
      guard scalar != "\n" || !allowingLineBreaks else { return false }
      return [.control, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        || [0x200E, 0x200F, 0x061C].contains(scalar.value)
    }
  }

  private static func replay(_ log: EventLog, _ bytes: Data) {
    let replayer = EventLogReplayer(log)
    do {
      try replayer.replay()
    } catch {
      check(error.line >= 2 && error.line <= log.entries.count + 1, "divergence on line \(error.line)", bytes)
      _ = error.description
    }
    do { try replayer.navigator.state.validate() } catch {
      check(false, "the replayed state breaks rules: \(error)", bytes)
    }
  }

  private static func check(_ condition: Bool, _ message: @autoclosure () -> String, _ bytes: Data) {
    guard !condition else { return }
    let input = String(decoding: bytes.prefix(400), as: UTF8.self)
    fatalError("EventLogFuzz: \(message())\ninput: \(input)")
  }
}

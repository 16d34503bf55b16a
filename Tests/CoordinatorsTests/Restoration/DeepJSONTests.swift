@_spi(Testing) import Coordinators
import CoordinatorsDiagnostics
import Foundation
import TestSupport
import Testing

/// Deeply nested JSON from outside the app: route values read as JSON in one pass,
/// kept exactly however deep they nest.
@Suite("Deep JSON in stored navigation: read in one pass, kept exactly", .hangLimit)
struct DeepJSONTests {
  /// `[[[…]]]`, `depth` arrays deep.
  static func nestedArrays(_ depth: Int) -> (text: String, value: SnapshotValue) {
    var value: SnapshotValue = []
    for _ in 1..<depth { value = [value] }
    return (String(repeating: "[", count: depth) + String(repeating: "]", count: depth), value)
  }

  static let migrations: SnapshotMigrations = {
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { _ in }
    return migrations
  }()

  /// The probe's reproduction: 20 KB of route values nested 500 deep that no longer decode, with
  /// and without a migration, plan with the error that names the first.
  @Test(arguments: [false, true])
  func routeValuesNested500DeepPlanWithTheirError(migrating: Bool) throws {
    let values = Array(repeating: Self.nestedArrays(500).text, count: 20).joined(separator: ",")
    let json =
      #"{"flows":[[null,"C",null,null,"root"]],"format":2,"root":{"stack":{}},"stacks":[{"kind":{"root":{}},"screens":[[0,"r",\#(values)]]}],"version":1}"#
    #expect(json.utf8.count > 20_000)
    let plan = RestorationPlan(
      data: Data(json.utf8), registry: HostileRestorationTests.registry,
      migrations: migrating ? Self.migrations : SnapshotMigrations())
    #expect(plan.savedScreenCount == 20)
    let error = try #require(plan.errors.first)
    guard case .routeNotDecodable(key: "r", _) = error.detail else {
      Issue.record("\(error)")
      return
    }
    #expect(error.location == RestorationError.Location.screen(.root, index: 0))
  }

  /// A snapshot of an older version reads every route as JSON for its migration, exactly.
  @Test func anOlderSnapshotKeepsEveryKindOfValueForItsMigration() throws {
    let deep = Self.nestedArrays(300)
    let odd: SnapshotValue = [
      "text": "quote \" slash \\ 🦆 \u{1B} \u{2028}", "numbers": [0, -7, 1.5, -2.5e-3, 9_007_199_254_740_993, 1e300],
      "flags": [true, false, nil], "empty": [:], "deep": deep.value, "objects": [["a": ["b": ["c": [:]]]]],
    ]
    let stored = odd.description
    let json =
      #"{"flows":[[null,"C",null,null,"root"],[0,null,"old",\#(stored),"push"]],"format":2,"root":{"stack":{}},"stacks":[{"kind":{"root":{}},"screens":[[0,"old",{"home":{}}],[1,"old",\#(stored),\#(deep.text)]]}],"version":1}"#
    let seen = Seen()
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { snapshot in
      snapshot.updateRoutes { route in
        seen.values.append(route.value)
        route = StoredRoute(key: "r", value: "home")
      }
    }
    let plan = RestorationPlan(
      data: Data(json.utf8), registry: HostileRestorationTests.registry, migrations: migrations)
    #expect(seen.values == [odd, ["home": [:]], odd, deep.value])
    #expect(plan.savedScreenCount == 3)
  }

  /// What a migration saw.
  final class Seen: @unchecked Sendable {
    // One test's migration writes it on the test's own thread.
    var values: [SnapshotValue] = []
  }

  /// The probe's event log: 20 lines, each followed by 1 KB of nested arrays, read through a
  /// migration.
  @Test func anEventLogWithDeepValuesReadsThroughAMigration() throws {
    let deep = Self.nestedArrays(500).text
    let header =
      #"{"eventLog":2,"routesVersion":1,"state":[["stack",[{"id":0,"route":{"type":"r","value":"home"}}]]]}"#
    let lines = (0..<20).map { #"[\#($0),1.0,"hostFallback","x",\#(deep)]"# }
    let data = Data(([header] + lines).joined(separator: "\n").utf8)
    let log = try EventLog(data: data, registry: HostileRestorationTests.registry, migrations: Self.migrations)
    #expect(log.navigatorEvents.count == 20)
  }

  // What is JSON is Foundation's `JSONSerialization`'s to say: on Linux it also reads a trailing
  // comma (`[1,]`), which no encoder writes, so that case is left out here.
  @Test(arguments: [
    "", " ", "[", "]", "[1 2]", #"{"a"}"#, #"{"a":}"#, "{a:1}", "01", "-", "1.", "1e", "+1", ".5", "1e400",
    "tru", "nul", "\"", #""\x""#, #""\u12""#, #""\u+12a""#, #""\ud800""#, "\"a\tb\"", "[1] [2]", "-01", "[00]",
  ])
  func textThatIsNotJSONIsRefused(text: String) {
    #expect(throws: DecodingError.self) { try SnapshotValue(json: Data(text.utf8)) }
  }

  @Test func aStringThatIsNotUTF8IsRefused() {
    #expect(throws: DecodingError.self) { try SnapshotValue(json: Data([0x22, 0xFF, 0x22])) }
    #expect(throws: DecodingError.self) { try SnapshotValue(json: Data([0x22, 0xC3, 0x22])) }
  }

  @Test func nestingIsLimitedTo512LevelsAsFoundationLimitsIt() throws {
    #expect(try SnapshotValue(json: Data(Self.nestedArrays(512).text.utf8)) == Self.nestedArrays(512).value)
    #expect(throws: DecodingError.self) { try SnapshotValue(json: Data(Self.nestedArrays(513).text.utf8)) }
  }

  /// The one-pass reader and Foundation's decoder agree on every kind of value.
  @Test func theReaderAgreesWithFoundationsDecoder() throws {
    let documents = [
      #"{"a":[1,2.5,-0,1E2,1e-2,12345678901234567890,-9223372036854775808],"b":{"c":null,"d":true,"e":false}}"#,
      #"["\u00e9\ud83e\udd86\/\b\f\n\r\t\"\\", "", "ü", " \u0000 "]"#, "\u{FEFF}[1]", " \t\r\n 7 \n", "-1.0", "1.5e3",
    ]
    for document in documents {
      let data = Data(document.utf8)
      #expect(try SnapshotValue(json: data) == JSONDecoder().decode(SnapshotValue.self, from: data), "\(document)")
    }
  }
}

@_spi(Testing) import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@Suite("RestorationPlan: untrusted data read into its longest valid prefix, with typed errors", .hangLimit)
struct RestorationPlanTests {
  let registry = RestorationFixtures.registry

  func plan(_ data: Data, migrations: SnapshotMigrations = SnapshotMigrations()) -> RestorationPlan {
    RestorationPlan(data: data, registry: registry, migrations: migrations)
  }

  func plan(replacing original: String, with replacement: String) -> RestorationPlan {
    plan(RestorationFixtures.editingJSON(replacing: original, with: replacement))
  }

  /// The screens the plan keeps, stack by stack, as their routes' stored forms.
  func kept(_ plan: RestorationPlan) -> [[String]] {
    plan.snapshot.stacks.map { $0.screens.map(\.route.description) }
  }

  static let allScreens = [
    [#"photos: {"library":{}}"#, #"photos: {"album":{"_0":"Trips"}}"#, #"photos: {"photo":{"_0":7}}"#],
    [#"editor: {"canvas":{}}"#, #"editor: {"filters":{}}"#],
  ]

  @Test func validDataGivesACompletePlan() {
    let plan = plan(Data(RestorationFixtures.editingJSON.utf8))
    #expect(plan.isComplete)
    #expect(plan.errors.isEmpty)
    #expect(plan.screenCount == 5)
    #expect(plan.savedScreenCount == 5)
    #expect(kept(plan) == Self.allScreens)
    #expect(plan.snapshot.flows.map(\.coordinator) == ["LibraryCoordinator", "EditorCoordinator"])
    #expect(plan.snapshot.flows[1].placement == .modal(.fullScreenCover()))
  }

  @Test func aStoredFormReadsBackAsTheSameSnapshot() throws {
    let snapshot = try NavigationSnapshot(jsonData: Data(RestorationFixtures.editingJSON.utf8))
    #expect(String(decoding: try snapshot.jsonData(), as: UTF8.self) == RestorationFixtures.editingJSON)
    #expect(try NavigationSnapshot(jsonData: try snapshot.jsonData()) == snapshot)
  }

  @Test func theSnapshotIsCodableWithFoundationsCoders() throws {
    let snapshot = try NavigationSnapshot(jsonData: Data(RestorationFixtures.editingJSON.utf8))
    let data = try JSONEncoder().encode(snapshot)
    #expect(try JSONDecoder().decode(NavigationSnapshot.self, from: data) == snapshot)
    #expect(try NavigationSnapshot(jsonData: data) == snapshot, "the library reads what JSONEncoder wrote")
    #expect(plan(data).isComplete)
  }

  @Test func decodingAnInvalidSnapshotWithFoundationsDecoderThrows() {
    let data = RestorationFixtures.editingJSON(replacing: #""format":2"#, with: #""format":9"#)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(NavigationSnapshot.self, from: data) }
  }

  // MARK: Damaged data

  /// iOS writes scene storage and user activities whole, so stored data is never cut short by
  /// the system: bytes that are not a JSON document are refused whole, with a fresh start.
  @Test func dataCutShortIsNotJSONAndPlansNothing() throws {
    let full = RestorationFixtures.editingJSON
    let cut = try #require(full.range(of: #"{"photo":{"_0":7"#)?.upperBound)
    let plan = plan(Data(full[..<cut].utf8))
    #expect(plan.screenCount == 0)
    #expect(plan.savedScreenCount == 0)
    #expect(plan.errors.count == 1)
    #expect(plan.errors.first?.detail.isNotJSON == true)
    #expect(plan.errors.first?.location == .document)
    #expect(plan.errors.first?.description.hasPrefix("the snapshot: the data is not a JSON document") == true)
  }

  @Test func everyProperPrefixOfTheDataPlansNothingWithOneError() {
    let bytes = Array(RestorationFixtures.editingJSON.utf8)
    for end in 0..<bytes.count {
      let plan = plan(Data(bytes[..<end]))
      #expect(plan.screenCount == 0, "prefix of \(end) bytes")
      #expect(plan.errors.count == 1, "prefix of \(end) bytes")
      #expect(plan.errors.first?.detail.isNotJSON == true, "prefix of \(end) bytes")
    }
  }

  @Test func emptyDataPlansNothing() {
    let plan = plan(Data())
    #expect(plan.screenCount == 0)
    #expect(plan.errors.first?.detail.isNotJSON == true)
  }

  @Test func bytesThatAreNotJSONPlanNothing() {
    for text in ["hello", #"{"format":1,"version":1,"root":"stack","flows":[] "stacks":[]}"#, "{}}"] {
      let plan = plan(Data(text.utf8))
      #expect(plan.screenCount == 0, "\(text)")
      #expect(plan.errors.count == 1, "\(text)")
      #expect(plan.errors.first?.detail.isNotJSON == true, "\(text)")
    }
  }

  @Test func garbageInsideAStackPlansNothing() {
    let plan = plan(replacing: #"{"filters""#, with: "#")
    #expect(plan.screenCount == 0)
    #expect(plan.errors.first?.detail.isNotJSON == true)
  }

  @Test func aFieldOfTheWrongKindIsNamedAndPlansNothing() {
    let plan = plan(
      replacing: #"{"canvas":{}},{"filters":{}}]"#, with: #"{"canvas":{}}],["one","editor",{"filters":{}}]"#)
    #expect(plan.screenCount == 0)
    #expect(plan.savedScreenCount == 0)
    #expect(plan.errors == [RestorationError(.invalidField("stacks[1].screens[1][0]", expected: "a whole number"))])
    #expect(
      plan.errors.first?.description
        == #"the snapshot: the field "stacks[1].screens[1][0]" should be a whole number"#)
  }

  @Test func aMissingFieldIsNamedWithItsPath() {
    let plan = plan(replacing: #""kind":{"root":{}},"#, with: "")
    #expect(plan.errors == [RestorationError(.missingField("stacks[0].kind"))])
  }

  @Test func aSnapshotThatIsNotAnObjectPlansNothing() {
    #expect(plan(Data("[1,2]".utf8)).errors == [RestorationError(.invalidField("the snapshot", expected: "an object"))])
  }

  // MARK: Versions

  @Test func anUnknownFormatPlansNothing() {
    let plan = plan(replacing: #""format":2"#, with: #""format":3"#)
    #expect(plan.screenCount == 0)
    #expect(plan.errors == [RestorationError(.unsupportedFormat(3))])
  }

  @Test func theFormatOfVersion0_1IsNoLongerRead() {
    let plan = plan(Data(#"{"format":1,"version":1,"root":"stack","flows":[],"stacks":[]}"#.utf8))
    #expect(plan.errors == [RestorationError(.unsupportedFormat(1))])
  }

  @Test func aSnapshotNewerThanTheAppPlansNothing() {
    let plan = plan(replacing: #""version":1"#, with: #""version":3"#)
    #expect(plan.screenCount == 0)
    #expect(plan.errors == [RestorationError(.newerVersion(3, current: 1))])
    #expect(plan.errors.first?.description == "the snapshot: the snapshot is version 3, newer than the app's version 1")
  }

  @Test func aMissingVersionIsNamed() {
    let plan = plan(replacing: #","version":1"#, with: "")
    #expect(plan.errors == [RestorationError(.missingField("version"))])
  }

  // MARK: Routes

  @Test func anUnknownRouteKeyStopsJustBeforeItsScreen() {
    let plan = plan(replacing: #"[1,"editor",{"canvas""#, with: #"[1,"brushes",{"canvas""#)
    #expect(kept(plan) == [Self.allScreens[0]])
    #expect(plan.errors == [RestorationError(.unknownRouteKey("brushes"), at: .screen(.modal(0), index: 0))])
    #expect(
      plan.errors.first?.description == #"modal layer 0, screen 0: no route type is registered under the key "brushes""#
    )
  }

  @Test func aRouteThatFailsToDecodeStopsJustBeforeItsScreen() {
    let plan = plan(replacing: #"{"photo":{"_0":7}}"#, with: #"{"photo":{"_0":"seven"}}"#)
    #expect(kept(plan) == [Array(Self.allScreens[0].prefix(2))])
    #expect(
      plan.errors == [
        RestorationError(
          .routeNotDecodable(key: "photos", "at photo._0: Expected to decode Int but found a string instead."),
          at: .screen(.root, index: 2)
        )
      ])
  }

  @Test func aFlowWhoseOpeningRouteFailsStopsBeforeItsFirstScreen() {
    let plan = plan(replacing: #""photos",{"editor":{}}"#, with: #""photos",{"editr":{}}"#)
    #expect(kept(plan) == [Self.allScreens[0]])
    let error = plan.errors.first
    #expect(error?.location == .screen(.modal(0), index: 0))
    guard case .flow(1, "EditorCoordinator", .routeNotDecodable(key: "photos", _))? = error?.detail else {
      Issue.record("expected the editor flow's route to fail, got \(plan.errors)")
      return
    }
  }

  @Test func aScreenOfAFlowNotInTheSnapshotStopsThere() {
    let plan = plan(replacing: #"{"canvas":{}},{"filters":{}}]"#, with: #"{"canvas":{}}],[5,"editor",{"filters":{}}]"#)
    #expect(kept(plan) == [Self.allScreens[0], [Self.allScreens[1][0]]])
    #expect(plan.errors == [RestorationError(.unknownFlow(5), at: .screen(.modal(0), index: 1))])
  }

  @Test func aFlowWhoseParentDoesNotComeBeforeItStopsThere() {
    let plan = plan(replacing: #"[0,"EditorCoordinator""#, with: #"[1,"EditorCoordinator""#)
    #expect(kept(plan) == [Self.allScreens[0]])
    #expect(
      plan.errors == [
        RestorationError(
          .flow(1, coordinator: "EditorCoordinator", .invalidField("parent", expected: "the index of an earlier flow")),
          at: .screen(.modal(0), index: 0)
        )
      ])
  }

  @Test func aDamagedFlowRecordPlansNothing() {
    let plan = plan(replacing: #""modal",{"embeds"#, with: #""sideways",{"embeds"#)
    #expect(plan.screenCount == 0)
    #expect(
      plan.errors == [RestorationError(.invalidField("flows[1].placement", expected: "push, modal, root or tab"))])
  }

  @Test func aFlowWithAValueButNoKeyIsNamed() {
    let plan = plan(replacing: #"[0,"EditorCoordinator","photos","#, with: #"[0,"EditorCoordinator",null,"#)
    #expect(plan.screenCount == 0)
    #expect(plan.errors == [RestorationError(.invalidField("flows[1].value", expected: "null without a key"))])
  }

  @Test func screensOfOneFlowAndKeyAreStoredAsOneRunAndSplitWhereEitherChanges() throws {
    let plan = plan(replacing: #"{"canvas":{}},{"filters":{}}]"#, with: #"{"canvas":{}}],[1,"editor",{"filters":{}}]"#)
    #expect(plan.isComplete)
    #expect(kept(plan) == Self.allScreens)
    let stored = String(decoding: try plan.snapshot.jsonData(), as: UTF8.self)
    #expect(stored == RestorationFixtures.editingJSON, "the two runs of one flow and key are written as one")
    var snapshot = plan.snapshot
    snapshot.stacks[0].screens[1].route.key = "albums"
    let split = String(decoding: try snapshot.jsonData(), as: UTF8.self)
    #expect(split.contains(#""screens":[[0,"photos",{"library":{}}],[0,"albums",{"album":"#))
    #expect(try NavigationSnapshot(jsonData: try snapshot.jsonData()) == snapshot)
  }

  @Test func theFuzzersSeedsAreSnapshotsInTheStoredFormThisFormatReads() throws {
    // Fuzz/Seeds/restoration starts the restoration fuzzer; a seed that no longer reads would
    // leave it searching from nothing.
    let files = try RestorationFixtures.fuzzSeeds(named: "seed-")
    #expect(files.count == 3)
    var screenCounts: [Int] = []
    for file in files {
      let data = try Data(contentsOf: file)
      let snapshot = try NavigationSnapshot(jsonData: data)
      screenCounts.append(snapshot.screenCount)
      #expect(try snapshot.jsonData() + Data("\n".utf8) == data, "\(file.lastPathComponent) is in the stored form")
    }
    #expect(screenCounts == [2, 5, 2])
  }

  @Test func aFlowIsStoredWithItsPlacementsNameAndValueAsEarlierVersionsWroteIt() throws {
    // Each placement stored byte for byte: its name, then its value when it has one.
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let flows: [(NavigationSnapshot.FlowRecord, String)] = [
      (.init(parent: nil, placement: .root, coordinator: "Root"), #"[null,"Root",null,null,"root"]"#),
      (.init(parent: 0, placement: .push), #"[0,null,null,null,"push"]"#),
      (
        .init(parent: 0, placement: .modal(.fullScreenCover()), coordinator: "Cover"),
        #"[0,"Cover",null,null,"modal",{"embedsNavigationStack":true,"isInteractiveDismissDisabled":false,"style":{"fullScreenCover":{}}}]"#
      ),
      (.init(parent: 1, placement: .tab("a"), coordinator: "Tab"), #"[1,"Tab",null,null,"tab","a"]"#),
    ]
    for (flow, json) in flows {
      #expect(String(decoding: try encoder.encode(flow), as: UTF8.self) == json)
      #expect(try JSONDecoder().decode(NavigationSnapshot.FlowRecord.self, from: Data(json.utf8)) == flow)
    }
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationSnapshot.FlowRecord.self, from: Data(#"[0,null,null,null,"sideways"]"#.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected corrupted data, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == ["placement"])
    #expect(context.debugDescription == "push, modal, root or tab")
  }

  @Test func theFuzzersSeedsWithAlertAndLayoutKeysReadAsTheSnapshotWithoutThem() throws {
    // A snapshot stores neither an alert nor a layout: the keys an event log has for them are
    // ignored, whatever they hold.
    let files = try RestorationFixtures.fuzzSeeds(named: "keys-")
    #expect(files.count == 2)
    for file in files {
      let data = try Data(contentsOf: file)
      var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(object["alert"] != nil && object["layout"] != nil)
      for key in ["alert", "layout", "rootLayout"] { object[key] = nil }
      let without = try JSONSerialization.data(withJSONObject: object)
      #expect(try NavigationSnapshot(jsonData: data) == NavigationSnapshot(jsonData: without))
    }
  }

  // MARK: Impossible states

  @Test func anEmptyStackStopsThere() {
    let plan = plan(
      replacing:
        #"[[1,"editor",{"canvas":{}},{"filters":{}}]]"#,
      with: "[]"
    )
    #expect(kept(plan) == [Self.allScreens[0]])
    #expect(plan.errors == [RestorationError(.emptyStack, at: .stack(.modal(0)))])
  }

  @Test func aStackOutOfPlaceStopsThere() {
    let plan = plan(replacing: #""kind":{"root":{}}"#, with: #""kind":{"tab":{"_0":"main"}}"#)
    #expect(plan.screenCount == 0)
    #expect(plan.errors == [RestorationError(.unexpectedStack(expected: "the root stack"), at: .stack(.root))])
  }

  @Test func aLayerWithoutANavigationStackHoldsOneScreen() {
    let plan = plan(
      replacing: #""kind":{"modal":{"_0":{"embedsNavigationStack":true"#,
      with: #""kind":{"modal":{"_0":{"embedsNavigationStack":false"#
    )
    #expect(kept(plan) == [Self.allScreens[0], [Self.allScreens[1][0]]])
    #expect(plan.errors == [RestorationError(.screenPushedWithoutStack, at: .screen(.modal(0), index: 1))])
  }

  static let tabsJSON =
    #"{"flows":[[null,null,null,null,"root"]],"format":2,"root":{"tabs":{"_0":["a","b"],"selected":"b"}},"stacks":[{"kind":{"tab":{"_0":"a"}},"screens":[[0,"test",{"name":"a"}]]},{"kind":{"tab":{"_0":"b"}},"screens":[[0,"test",{"name":"b"}]]},{"kind":{"modal":{"_0":{"embedsNavigationStack":true,"isInteractiveDismissDisabled":false,"style":{"custom":{"_0":"zoom"}}}}},"screens":[[0,"test",{"name":"m"}]]}],"version":1}"#

  func tabsPlan(replacing original: String, with replacement: String) -> RestorationPlan {
    plan(Data(Self.tabsJSON.replacingOccurrences(of: original, with: replacement).utf8))
  }

  @Test func aSelectedTabThatIsNotATabKeepsTheTabsAndDropsTheLayers() {
    let plan = tabsPlan(replacing: #""selected":"b""#, with: #""selected":"c""#)
    #expect(plan.screenCount == 2)
    #expect(plan.errors == [RestorationError(.unknownTab("c"), at: .tabSelection)])
    #expect(plan.errors.first?.description == #"the tab selection: tab "c" is not one of the root's tabs"#)
  }

  @Test func tabsNamedTwiceOrNoTabsPlanNothing() {
    #expect(
      tabsPlan(replacing: #"["a","b"]"#, with: #"["a","a"]"#).errors == [
        RestorationError(.duplicateTab("a"), at: .root)
      ])
    #expect(tabsPlan(replacing: #"["a","b"]"#, with: "[]").errors == [RestorationError(.noTabs, at: .root)])
  }

  @Test func validTabsPlanEveryStack() {
    let plan = tabsPlan(replacing: "", with: "")
    #expect(plan.isComplete)
    #expect(plan.screenCount == 3)
    #expect(plan.snapshot.stacks.map(\.kind) == [.tab("a"), .tab("b"), .modal(.custom("zoom"))])
  }
}

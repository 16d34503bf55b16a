@_spi(Testing) import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// Hostile input (a stack that does not exist, deep JSON, a detent not finite) for
/// restoration: no trap, no place that does not exist, no stored navigation lost.
@Suite("Hostile restoration data: typed errors, places that exist, nothing stored lost", .hangLimit)
struct HostileRestorationTests {
  enum R: String, Route, Codable { case home, sheet }

  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    do { try registry.register(R.self, key: "r") } catch { preconditionFailure("one key: \(error)") }
    return registry
  }()

  /// A snapshot of a stack root (or of two tabs) whose truncation names `stack` and `screen`.
  static func snapshot(tabs: Bool, stack: String, screen: String = "0") -> Data {
    let root = tabs ? #"{"tabs":{"_0":["a","b"],"selected":"a"}}"# : #"{"stack":{}}"#
    let stacks =
      tabs
      ? #"[{"kind":{"tab":{"_0":"a"}},"screens":[[0,"r","home"]]},{"kind":{"tab":{"_0":"b"}},"screens":[[0,"r","home"]]}]"#
      : #"[{"kind":{"root":{}},"screens":[[0,"r","home"]]}]"#
    return Data(
      #"{"flows":[[null,"C",null,null,"root"]],"format":2,"root":\#(root),"stacks":\#(stacks),"truncation":{"reason":"x","screen":\#(screen),"stack":\#(stack),"typeName":"X"},"version":1}"#
        .utf8)
  }

  /// D1: the probe's two crashes (`Int.min` with a stack root, −1 with tabs) and its wrong places
  /// (`Int.max`, −1 with a stack root) are typed errors naming the field.
  @Test(arguments: [
    (false, "-9223372036854775808"), (true, "-1"), (false, "9223372036854775807"), (false, "-1"),
    (true, "9223372036854775807"), (true, "-9223372036854775808"), (false, "3"), (true, "0"),
  ])
  func aTruncationInAStackThatDoesNotExistIsAnInvalidField(tabs: Bool, stack: String) {
    let plan = RestorationPlan(data: Self.snapshot(tabs: tabs, stack: stack), registry: Self.registry)
    #expect(plan.errors.count == 1)
    #expect(plan.errors.first?.detail.isInvalidField("truncation.stack") == true, "\(plan.errors)")
    #expect(plan.screenCount == 0)
  }

  @Test(arguments: [(false, "1", "1"), (false, "0", "0"), (false, "0", "-1"), (true, "2", "5"), (true, "1", "0")])
  func aTruncationAtAScreenThatIsNotWhereTheStacksEndIsAnInvalidField(tabs: Bool, stack: String, screen: String) {
    let plan = RestorationPlan(data: Self.snapshot(tabs: tabs, stack: stack, screen: screen), registry: Self.registry)
    #expect(plan.errors.first?.detail.isInvalidField("truncation.screen") == true, "\(plan.errors)")
  }

  @Test(arguments: [(false, "1", "0"), (false, "0", "1"), (true, "2", "0"), (true, "1", "1")])
  func aTruncationWhereTheStacksEndIsReportedThere(tabs: Bool, stack: String, screen: String) throws {
    let plan = RestorationPlan(data: Self.snapshot(tabs: tabs, stack: stack, screen: screen), registry: Self.registry)
    let error = try #require(plan.errors.first)
    #expect(error.detail == .routeNotStorable(typeName: "X", "x"))
    let location: StackLocation = stack == "0" ? .root : stack == "1" && tabs ? .tab("b") : .modal(0)
    #expect(error.location == .screen(location, index: Int(screen)!))
    #expect(plan.screenCount == (tabs ? 2 : 1))
  }
}

extension HostileRestorationTests {
  /// Fuzz/Seeds/restoration/hostile-*.json, the shapes that found the probe's defects (a
  /// truncation in a stack that does not exist, deep arrays in route values), start the fuzzer
  /// there: each plans, with and without a migration, with one typed error at a place that exists.
  @Test(arguments: [false, true])
  func theFuzzersHostileSeedsPlanWithOneTypedError(migrating: Bool) throws {
    let files = try RestorationFixtures.fuzzSeeds(named: "hostile-")
    #expect(files.count == 4)
    for file in files {
      let plan = RestorationPlan(
        data: try Data(contentsOf: file), registry: Self.registry,
        migrations: migrating ? DeepJSONTests.migrations : SnapshotMigrations())
      #expect(plan.errors.count == 1, "\(file.lastPathComponent)")
      #expect(plan.screenCount == 0, "\(file.lastPathComponent)")
      if case .screen(.modal(let layer), _)? = plan.errors.first?.location {
        Issue.record("\(file.lastPathComponent) names modal layer \(layer)")
      }
    }
  }
}

extension RestorationError.Detail {
  /// Whether it is ``invalidField(_:expected:)`` of `field`.
  func isInvalidField(_ field: String) -> Bool {
    if case .invalidField(field, _) = self { true } else { false }
  }
}

/// D5 of the probe: a snapshot that cannot be encoded is a typed error, and a scene never stores
/// empty data.
@MainActor
@Suite("Snapshots that JSON cannot hold: typed errors, nothing stored lost", .hangLimit)
struct UnstorableSnapshotTests {
  typealias R = HostileRestorationTests.R
  let registry = HostileRestorationTests.registry

  /// A sheet whose style was set after it was made, so that its detents were not normalised.
  static func sheet(_ detent: SheetDetent) -> ModalPresentation {
    var presentation = ModalPresentation.sheet()
    presentation.style = .sheet(detents: [.medium, detent], grabber: .automatic)
    return presentation
  }

  /// The probe's reproduction: a detent that is not finite is left out when the sheet is made,
  /// and the sheet is stored.
  @Test func theProbesSheetIsStoredWithItsFiniteDetents() {
    let navigator = Navigator(root: R.home)
    navigator.present(R.sheet, as: .sheet(detents: [.medium, .height(.infinity)]))
    let restorer = SceneRestorer(navigator: navigator, registry: registry)
    restorer.restoreOnce(from: nil)
    let plan = RestorationPlan(data: restorer.dataToStore() ?? Data(), registry: registry)
    #expect(plan.isComplete && plan.screenCount == 2, "\(plan.errors)")
  }

  @Test(arguments: [SheetDetent.height(.infinity), .fraction(.nan), .height(-.infinity)])
  func aSheetWhoseDetentIsNotFiniteEndsTheSnapshotBeforeIt(detent: SheetDetent) throws {
    let navigator = Navigator(root: R.home)
    navigator.present(R.sheet, as: Self.sheet(detent))
    let plan = RestorationPlan(data: navigator.snapshotData(registry: registry), registry: registry)
    #expect(plan.screenCount == 1)
    let error = try #require(plan.errors.first)
    #expect(error.location == .screen(.modal(0), index: 0))
    guard case .routeNotStorable(let typeName, let reason) = error.detail else {
      Issue.record("\(error)")
      return
    }
    #expect(typeName == AnyRoute(R.sheet).typeName)
    #expect(reason.contains("not finite"), "\(reason)")
  }

  /// The scene stores the navigation below such a sheet, never 0 bytes over the navigation
  /// stored before.
  @Test func aSceneRestorerStoresTheNavigationBelowASheetJSONCannotHold() throws {
    let before = Navigator(root: R.home)
    before.push(R.sheet)
    let navigator = Navigator(root: R.home)
    let restorer = SceneRestorer(navigator: navigator, registry: registry)
    #expect(restorer.restoreOnce(from: before.snapshotData(registry: registry))?.isComplete == true)
    navigator.present(R.home, as: Self.sheet(.height(.infinity)))

    let data = try #require(restorer.dataToStore())
    let restored = Navigator(root: R.home)
    let report = restored.restore(from: data, registry: registry)
    #expect(report.restoredScreenCount == 2, "\(report)")
    #expect(restored.state.screenCount == 2)
  }

  @Test func aHandMadeSnapshotJSONCannotHoldIsATypedErrorAndPlansNothing() throws {
    let screen = NavigationSnapshot.ScreenRecord(route: StoredRoute(key: "r", value: "home"), flow: 0)
    let snapshot = NavigationSnapshot(
      root: .stack, flows: [NavigationSnapshot.FlowRecord(parent: nil, placement: .root)],
      stacks: [
        NavigationSnapshot.StackRecord(kind: .root, screens: [screen]),
        NavigationSnapshot.StackRecord(kind: .modal(Self.sheet(.fraction(.nan))), screens: [screen]),
      ])
    #expect(throws: RestorationError.self) { try snapshot.jsonData() }
    let plan = RestorationPlan(snapshot: snapshot, registry: registry)
    #expect(plan.screenCount == 0)
    guard case .invalidField(let field, _)? = plan.errors.first?.detail else {
      Issue.record("\(plan.errors)")
      return
    }
    #expect(field.hasPrefix("stacks[1].kind"), "\(field)")
  }
}

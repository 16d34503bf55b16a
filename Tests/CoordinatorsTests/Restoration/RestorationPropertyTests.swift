import Coordinators
@_spi(Testing) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Restoration properties: random states round-trip, damaged data never traps and keeps a valid state", .hangLimit)
struct RestorationPropertyTests {
  let registry = RestorationFixtures.registry

  @Test(arguments: 0..<4)
  func randomStatesRoundTrip(batch: Int) {
    for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
      var random = SeededRandomNumberGenerator(seed: seed)
      var maker = RandomNavigation()
      let state = maker.state(screens: Int.random(in: 1...40, using: &random), using: &random)
      let saved = Navigator(state: state)
      let restored = Navigator(root: TestRoute("launch"))
      let report = restored.restore(from: saved.snapshotData(registry: registry), registry: registry)
      #expect(report.isComplete, "seed \(seed): \(report)")
      #expect(report.restoredScreenCount == state.screenCount, "seed \(seed)")
      #expect(
        restored.state.treeDescription(includingIdentifiers: false)
          == state.treeDescription(includingIdentifiers: false),
        "seed \(seed)"
      )
      #expect(restored.snapshot(registry: registry) == saved.snapshot(registry: registry), "seed \(seed)")
    }
  }

  @Test func randomStatesStoredWithFoundationsEncoderRestoreAlike() throws {
    for seed in UInt64(0)..<50 {
      var random = SeededRandomNumberGenerator(seed: seed)
      var maker = RandomNavigation()
      let state = maker.state(screens: 20, using: &random)
      let snapshot = Navigator(state: state).snapshot(registry: registry)
      let data = try JSONEncoder().encode(snapshot)
      #expect(try JSONDecoder().decode(NavigationSnapshot.self, from: data) == snapshot, "seed \(seed)")
      let restored = Navigator(root: TestRoute("launch"))
      #expect(restored.restore(from: data, registry: registry).isComplete, "seed \(seed)")
      #expect(
        restored.state.treeDescription(includingIdentifiers: false)
          == state.treeDescription(includingIdentifiers: false))
    }
  }

  /// `bytes` damaged one random way: cut, a byte changed, inserted or removed, a run removed
  /// or repeated.
  static func damage(_ bytes: [UInt8], using random: inout SeededRandomNumberGenerator) -> [UInt8] {
    var bytes = bytes
    guard !bytes.isEmpty else { return bytes }
    let position = Int.random(in: 0..<bytes.count, using: &random)
    let interesting = Array(#"{}[]",:0123456789-.eEtrufalsn\"#.utf8) + [0x00, 0x80, 0xC3, 0xFF]
    switch Int.random(in: 0..<6, using: &random) {
    case 0: bytes.removeSubrange(position...)
    case 1: bytes[position] = interesting.randomElement(using: &random) ?? 0
    case 2: bytes.insert(interesting.randomElement(using: &random) ?? 0, at: position)
    case 3: bytes.remove(at: position)
    case 4: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...40, using: &random)))
    default:
      let run = bytes[position..<min(bytes.count, position + Int.random(in: 1...40, using: &random))]
      bytes.insert(contentsOf: run, at: position)
    }
    return bytes
  }

  @Test(arguments: 0..<4)
  func damagedDataOfAFlowAppNeverTrapsAndLeavesEveryScreenWithARunningFlow(batch: Int) {
    let original = Array(RestorationFixtures.editingJSON.utf8)
    for seed in UInt64(batch * 250)..<UInt64(batch * 250 + 250) {
      var random = SeededRandomNumberGenerator(seed: seed)
      var bytes = original
      for _ in 0..<Int.random(in: 1...3, using: &random) { bytes = Self.damage(bytes, using: &random) }
      let navigator = Navigator(root: LibraryCoordinator())
      let report = navigator.restore(from: Data(bytes), registry: registry)
      #expect(navigator.state.invariantViolations().isEmpty, "seed \(seed)")
      #expect(report.restoredScreenCount <= report.savedScreenCount, "seed \(seed)")
      let owners = Set(navigator.state.allScreens.map(\.owner))
      #expect(owners.isSubset(of: Set(navigator.flowIDs)), "seed \(seed): a screen's flow does not run")
      #expect(navigator.state.screenCount >= 1, "seed \(seed)")
    }
  }

  @Test func damagedDataOfRandomStatesNeverTrapsAndKeepsAValidState() {
    for seed in UInt64(0)..<400 {
      var random = SeededRandomNumberGenerator(seed: seed)
      var maker = RandomNavigation()
      let state = maker.state(screens: Int.random(in: 1...20, using: &random), using: &random)
      let bytes = Self.damage(Array(Navigator(state: state).snapshotData(registry: registry)), using: &random)
      let navigator = Navigator(root: TestRoute("launch"))
      navigator.restore(from: Data(bytes), registry: registry)
      #expect(navigator.state.invariantViolations().isEmpty, "seed \(seed)")
    }
  }

  @Test func dataCutAnywhereRestoresAPrefixOfEveryStack() {
    for seed in UInt64(0)..<100 {
      var random = SeededRandomNumberGenerator(seed: seed)
      var maker = RandomNavigation()
      let state = maker.state(screens: 16, using: &random)
      let bytes = Array(Navigator(state: state).snapshotData(registry: registry))
      let cut = Int.random(in: 0..<bytes.count, using: &random)
      let navigator = Navigator(root: TestRoute("launch"))
      let report = navigator.restore(from: Data(bytes[..<cut]), registry: registry)
      #expect(!report.isComplete, "seed \(seed)")
      guard report.restoredScreenCount > 0 else {
        #expect(navigator.state.allScreens.map(\.route) == [AnyRoute(TestRoute("launch"))], "seed \(seed)")
        continue
      }
      for location in navigator.state.locations {
        let restored = navigator.state.stack(at: location)?.map(\.route) ?? []
        let original = state.stack(at: location)?.map(\.route) ?? []
        #expect(original.starts(with: restored), "seed \(seed): \(location)")
      }
    }
  }

  @Test func arbitraryBytesNeverTrapAPlan() {
    var random = SeededRandomNumberGenerator(seed: 7)
    let tokens = [
      "{", "}", "[", "]", ",", ":", "\"format\"", "\"version\"", "\"root\"", "\"flows\"", "\"stacks\"", "\"screens\"",
      "\"route\"", "\"type\"", "\"value\"", "\"flow\"", "\"parent\"", "\"placement\"", "\"modal\"", "\"tab\"",
      "\"photos\"", "\"editor\"", "1", "0", "-1", "99999999999999999999", "true", "null", "\"stack\"", "\"push\"",
    ]
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...60, using: &random)
      let text = (0..<count).map { _ in tokens.randomElement(using: &random) ?? "" }.joined()
      let plan = RestorationPlan(data: Data(text.utf8), registry: registry)
      #expect(plan.screenCount <= plan.savedScreenCount)
      let bytes = (0..<Int.random(in: 0...80, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
      _ = RestorationPlan(data: Data(bytes), registry: registry)
    }
  }
}

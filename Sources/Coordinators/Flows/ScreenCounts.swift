import CoordinatorsCore

/// How many screens of a state each flow owns: kept change by change from the screens each
/// change took and brought (``NavigationState/screenChanges(since:)``), so that finding the
/// flows left without screens costs the screens changed, not every screen of the state.
struct ScreenCounts {
  private var counts: [FlowID: Int] = [:]

  /// The counts of every screen of `state`.
  init(_ state: NavigationState) {
    for location in state.locations {
      for screen in state.stack(at: location) ?? [] { counts[screen.owner, default: 0] += 1 }
    }
  }

  /// How many screens the flow `id` owns.
  subscript(id: FlowID) -> Int { counts[id] ?? 0 }

  /// Counts `added` in and `removed` out; calls `emptied` with each flow left with no screen.
  mutating func note(removed: [Screen], added: [Screen], emptied: (FlowID) -> Void) {
    for screen in added { counts[screen.owner, default: 0] += 1 }
    for screen in removed {
      let owner = screen.owner
      let left = (counts[owner] ?? 0) - 1
      if left > 0 {
        counts[owner] = left
      } else {
        counts[owner] = nil
        emptied(owner)
      }
    }
  }

  /// Every flow that owns a screen, with its count: for the tests that compare the counts with
  /// a count made afresh.
  var all: [FlowID: Int] { counts }
}

/// The checkpoints the running flows marked, flow by flow, and the marks at each screen, so
/// that a mark costs the same however many the flow has, and leaves with its screen or its flow.
@MainActor
struct CheckpointBook {
  private var marks: [FlowID: [CheckpointKey: CheckpointMark]] = [:]
  private var keysAtScreen: [ScreenID: [(flow: FlowID, key: CheckpointKey)]] = [:]

  /// The mark of `key` that the flow `flow` holds.
  func mark(_ key: CheckpointKey, of flow: FlowID) -> CheckpointMark? { marks[flow]?[key] }

  /// Keeps `mark` as the flow's mark of `key`, in place of any former one.
  mutating func keep(_ mark: CheckpointMark, for key: CheckpointKey, of flow: FlowID) {
    marks[flow, default: [:]][key] = mark
    keysAtScreen[mark.screen, default: []].append((flow, key))
  }

  /// Drops the marks at `screen`, which left the state.
  mutating func dropMarks(at screen: ScreenID) {
    guard let keys = keysAtScreen.removeValue(forKey: screen) else { return }
    for (flow, key) in keys where marks[flow]?[key]?.screen == screen {
      marks[flow]?[key] = nil
      if marks[flow]?.isEmpty == true { marks[flow] = nil }
    }
  }

  /// Drops the marks of the flow `flow`, which ended.
  mutating func dropMarks(of flow: FlowID) {
    marks[flow] = nil
  }

  /// Every mark kept, with its flow: for the tests that check that none outlives its screen or
  /// its flow.
  var all: [(flow: FlowID, screen: ScreenID)] {
    marks.flatMap { flow, marks in marks.values.map { (flow, $0.screen) } }
  }

  var isEmpty: Bool { marks.isEmpty }
}

@_spi(Hosts) import Coordinators
@_spi(Hosts) @_spi(Testing) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting

/// `NavigationPlanner.steps` between two states of about 1,000 screens, for each kind of pair
/// of the planning benchmarks (`Plan 1000 screens, ...` in NavigationBenchmarks), cycling
/// through 16 pairs made from fixed seeds. One operation is one plan.
let planningCases: [CountedCase] = ["related", "related-separate", "equal-separate", "unrelated"].map { kind in
  CountedCase(name: "plan-1000-\(kind)", summary: "planning 1,000 -> 1,000 screens, \(kind) pairs") { _ in
    let pairs = (0..<16).map { seed -> (NavigationState, NavigationState) in
      switch kind {
      case "related": related(seed: UInt64(seed))
      case "related-separate": separate(related(seed: UInt64(seed)))
      case "equal-separate": equal(seed: UInt64(seed))
      default: unrelated(seed: UInt64(seed))
      }
    }
    var index = 0
    return {
      let (rendered, desired) = pairs[index % pairs.count]
      index += 1
      consume(NavigationPlanner.steps(from: rendered, to: desired))
    }
  }
}

/// The desired state is the rendered one after five random commands (no `setRoot`).
private func related(seed: UInt64) -> (NavigationState, NavigationState) {
  var random = SeededRandomNumberGenerator(seed: seed)
  var maker = RandomNavigation()
  let rendered = maker.state(screens: 1_000, using: &random)
  var desired = rendered
  var applied = 0
  while applied < 5 {
    let command = maker.command(for: desired, using: &random)
    if case .setRoot = command { continue }
    if (try? desired.apply(command)) != nil { applied += 1 }
  }
  return (rendered, desired)
}

/// A state and an equal one that shares no storage with it.
private func equal(seed: UInt64) -> (NavigationState, NavigationState) {
  var random = SeededRandomNumberGenerator(seed: seed)
  var maker = RandomNavigation()
  let state = maker.state(screens: 1_000, using: &random)
  return separate((state, state))
}

/// Two independent states whose screens have different identifiers.
private func unrelated(seed: UInt64) -> (NavigationState, NavigationState) {
  var random = SeededRandomNumberGenerator(seed: seed)
  var renderedMaker = RandomNavigation()
  var desiredMaker = RandomNavigation(firstScreenID: 1_000_000)
  return (renderedMaker.state(screens: 1_000, using: &random), desiredMaker.state(screens: 1_000, using: &random))
}

/// The pair with every stack and every screen of the desired state built anew, as a decoded
/// state's would be: nothing is shared, so unchanged screens are compared value by value.
private func separate(_ pair: (NavigationState, NavigationState)) -> (NavigationState, NavigationState) {
  (pair.0, pair.1.rebuilt)
}

extension NavigationState {
  /// An equal state that shares no stack and no screen with this one.
  var rebuilt: NavigationState {
    func copy(_ stack: ScreenStack) -> [Screen] {
      stack.map { Screen(id: $0.id, route: $0.route, presentation: $0.presentation, owner: $0.owner) }
    }
    let root: RootContainer
    switch self.root {
    case .stack(let screens):
      root = .stack(ScreenStack(copy(screens)))
    case .tabs(let tabs, let selectedIndex):
      root = .tabs(tabs.map { Tab(id: $0.id, stack: copy($0.stack), item: $0.item) }, selectedIndex: selectedIndex)
    }
    do {
      return try NavigationState(root: root, modalLayers: modalLayers.map { ModalLayer(copy($0.stack)) })
    } catch {
      preconditionFailure("a copy of a valid state is valid: \(error)")
    }
  }
}

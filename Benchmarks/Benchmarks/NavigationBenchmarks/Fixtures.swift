import Benchmark
@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting

// The states and commands the benchmarks work on, built once in each benchmark's setup so
// that building them is never measured.

// MARK: - Stack

/// A root stack of a given depth, lent to one sample at a time.
///
/// ``takeState()`` moves the state out, leaving nothing behind, so the benchmark's local
/// variable is the only reference to the state's arrays and a command edits them in place.
final class StackFixture {
  private var state: NavigationState?
  private var nextScreenID: Int
  private let route = AnyRoute(TestRoute("pushed"))

  /// A state whose root stack holds `depth` screens.
  init(depth: Int) {
    var maker = RandomNavigation()
    var random = SeededRandomNumberGenerator(seed: 1)
    state = makeState(root: .stack(ScreenStack(maker.screens(depth, using: &random))))
    nextScreenID = maker.nextScreenID
  }

  /// The state, moved out of the fixture; give it back with ``putBack(_:)``.
  func takeState() -> NavigationState {
    guard let taken = state else { preconditionFailure("the state is lent already") }
    state = nil
    return taken
  }

  /// Takes back the state lent by ``takeState()``.
  func putBack(_ state: NavigationState) {
    self.state = state
  }

  /// A pushed screen with an identifier the state has never held, as the navigator's
  /// identifier generator gives.
  func freshScreen() -> Screen {
    defer { nextScreenID += 1 }
    return Screen(id: ScreenID(rawValue: nextScreenID), route: route)
  }
}

// MARK: - Transaction

/// A state of 100 screens (a root stack of 90, a sheet of 10) and a valid transaction of 20
/// mixed commands for it.
struct TransactionFixture {
  let state: NavigationState
  let transaction: [NavigationCommand]

  init() {
    let root = (0..<90).map { makeScreen($0) }
    let sheet = ModalLayer([makeScreen(90, .modal(.sheet()))] + (91..<100).map { makeScreen($0) })
    state = makeState(root: .stack(ScreenStack(root)), modals: [sheet])

    var nextID = 100
    func fresh(named name: String? = nil, _ presentation: Presentation = .push) -> Screen {
      defer { nextID += 1 }
      return makeScreen(nextID, named: name, presentation)
    }
    // The comments give the stack each command edits and its size afterwards.
    transaction = [
      .push([fresh(), fresh()]),  // sheet: 12
      .pop(count: 1),  // sheet: 11
      .present(ModalLayer([fresh(.modal(.fullScreenCover())), fresh()])),  // cover: 2
      .push([fresh()]),  // cover: 3
      .pop(count: 2),  // cover: 1
      .dismiss,  // the sheet is on top again
      .popTo(95),  // sheet: 6
      .push([fresh(), fresh(), fresh()]),  // sheet: 9
      .replace(93, with: fresh()),  // sheet: 9
      .insert([fresh()], at: .after(40)),  // root: 91
      .remove([41]),  // root: 90
      .dismiss,  // no modal layer
      .push([fresh(named: "checkout"), fresh()]),  // root: 92
      .popToRoute(AnyRoute(TestRoute("checkout"))),  // root: 91
      .setStack(ScreenStack(Array(root.prefix(40)) + [fresh(), fresh()]), at: .root),  // root: 42
      .present(ModalLayer([fresh(.modal(.sheet(detents: [.medium, .large]))), fresh()])),  // sheet: 2
      .push([fresh()]),  // sheet: 3
      .dismissAll,  // no modal layer
      .pop(count: 1),  // root: 41
      .push([fresh()]),  // root: 42
    ]
    do {
      _ = try state.applying(transaction)
    } catch {
      preconditionFailure("the benchmark's transaction does not apply: \(error)")
    }
  }
}

// MARK: - Planning

/// A state a host shows and the state it should show.
struct PlanningPair: Sendable {
  var rendered: NavigationState
  var desired: NavigationState

  /// Pairs whose desired state is the rendered one after five random commands (no `setRoot`).
  static func related(screens: Int, count: Int = 16) -> [PlanningPair] {
    (0..<count).map { index in
      var random = SeededRandomNumberGenerator(seed: UInt64(index))
      var maker = RandomNavigation()
      let rendered = maker.state(screens: screens, using: &random)
      var desired = rendered
      var applied = 0
      while applied < 5 {
        let command = maker.command(for: desired, using: &random)
        if case .setRoot = command { continue }
        if (try? desired.apply(command)) != nil { applied += 1 }
      }
      return PlanningPair(rendered: rendered, desired: desired)
    }
  }

  /// Pairs of a state and an equal one that shares no storage with it.
  static func equal(screens: Int, count: Int = 16) -> [PlanningPair] {
    (0..<count).map { index in
      var random = SeededRandomNumberGenerator(seed: UInt64(index))
      var maker = RandomNavigation()
      let state = maker.state(screens: screens, using: &random)
      return PlanningPair(rendered: state, desired: state.withSeparateStorage)
    }
  }

  /// Pairs of two independent states whose screens have different identifiers.
  static func unrelated(screens: Int, count: Int = 16) -> [PlanningPair] {
    (0..<count).map { index in
      var random = SeededRandomNumberGenerator(seed: UInt64(index))
      var renderedMaker = RandomNavigation()
      var desiredMaker = RandomNavigation(firstScreenID: 1_000_000)
      return PlanningPair(
        rendered: renderedMaker.state(screens: screens, using: &random),
        desired: desiredMaker.state(screens: screens, using: &random)
      )
    }
  }

  /// The same pair with the desired state's arrays rebuilt, so no stack shares storage.
  var withSeparateStorage: PlanningPair {
    PlanningPair(rendered: rendered, desired: desired.withSeparateStorage)
  }
}

extension NavigationState {
  /// An equal state that shares no stack and no screen with this one, as a decoded state's
  /// would: its unchanged screens are compared value by value.
  var withSeparateStorage: NavigationState {
    func copy(_ stack: ScreenStack) -> [Screen] {
      stack.map { Screen(id: $0.id, route: $0.route, presentation: $0.presentation, owner: $0.owner) }
    }
    let rebuiltRoot: RootContainer
    switch root {
    case .stack(let screens):
      rebuiltRoot = .stack(ScreenStack(copy(screens)))
    case .tabs(let tabs, let selectedIndex):
      rebuiltRoot = .tabs(tabs.map { Tab(id: $0.id, stack: copy($0.stack)) }, selectedIndex: selectedIndex)
    }
    return makeState(root: rebuiltRoot, modals: modalLayers.map { ModalLayer(copy($0.stack)) })
  }

}

// MARK: - Memory

/// Custom metrics: the heap a state holds, computed from the memory layout of what it stores.
enum MemoryMetric {
  static let stateHeapBytes = BenchmarkMetric.custom("Heap bytes of the state (computed)", useScalingFactor: false)
  static let bytesPerScreen = BenchmarkMetric.custom("Heap bytes per screen (computed)", useScalingFactor: false)
  static let screenStride = BenchmarkMetric.custom("MemoryLayout<Screen>.stride", useScalingFactor: false)

  static var all: [BenchmarkMetric] { [stateHeapBytes, bytesPerScreen, screenStride] }

  /// Records the metrics for a state of `screenCount` screens.
  static func record(_ state: NavigationState, screenCount: Int, in benchmark: Benchmark) {
    let bytes = heapBytes(of: state)
    benchmark.measurement(stateHeapBytes, bytes)
    benchmark.measurement(bytesPerScreen, bytes / screenCount)
    benchmark.measurement(screenStride, MemoryLayout<Screen>.stride)
  }
}

/// The bytes a Swift array's heap buffer spends before its elements on a 64-bit platform: the
/// object header (metadata pointer, reference counts) and the count and capacity.
let arrayHeaderBytes = 32

/// The heap bytes a state holds, from the layout of what it stores:
/// - every screen is a heap box (an object header, then its identifier, route, presentation
///   and owner; malloc rounds it up to 16 bytes) and a reference in its stack;
/// - a route too big for the existential's inline buffer of three words lives in a heap box of
///   its own (a header and the value);
/// - a `ScreenStack` keeps its screens' references in arrays of 32 (a header each), its top
///   screens in an array with room for 32, and the blocks in an array of their own;
/// - the arrays of stacks, tab names and modal layers: a header and one element per entry.
///
/// Heap storage inside a route's own value (a string longer than 15 bytes, say) is not
/// counted; the benchmarks' routes have none.
func heapBytes(of state: NavigationState) -> Int {
  var bytes = 0
  let reference = MemoryLayout<AnyObject>.stride
  for location in state.locations {
    let stack = state.stack(at: location) ?? []
    let blocks = stack.count / 32
    bytes += blocks * (arrayHeaderBytes + 32 * reference)  // full blocks
    bytes += arrayHeaderBytes + 32 * reference  // the top screens
    bytes += arrayHeaderBytes + max(1, blocks) * reference  // the array of blocks
    for screen in stack { bytes += reference + screenBoxBytes + boxedBytes(of: screen.route.base) }
  }
  let tabs = state.tabs
  bytes += arrayHeaderBytes + max(1, tabs.count) * MemoryLayout<ScreenStack>.stride
  if !tabs.isEmpty { bytes += arrayHeaderBytes + tabs.count * MemoryLayout<TabID>.stride }
  if !state.modalLayers.isEmpty {
    bytes += arrayHeaderBytes + state.modalLayers.capacity * MemoryLayout<ModalLayer>.stride
  }
  return bytes
}

/// The fields of a screen's box, laid out as the box lays them out.
private struct ScreenFields {
  let id: ScreenID
  let route: AnyRoute
  let presentation: Presentation
  let owner: FlowID
}

/// The heap bytes of a screen's box: an object header and the fields, rounded up to malloc's
/// 16-byte granularity.
let screenBoxBytes = (16 + MemoryLayout<ScreenFields>.size + 15) / 16 * 16

/// The heap box an existential allocates for `route` when the value does not fit inline.
func boxedBytes<R: Route>(of route: R) -> Int {
  let fitsInline =
    MemoryLayout<R>.size <= 3 * MemoryLayout<Int>.size && MemoryLayout<R>.alignment <= MemoryLayout<Int>.alignment
  return fitsInline ? 0 : 2 * MemoryLayout<Int>.size + MemoryLayout<R>.size
}

/// The route names of ``makeScreen(_:named:_:)``: short, so a name is stored inline.
let routeNames = ["home", "list", "detail", "settings", "profile", "search"]

/// A screen with this identifier, routed to `name` or else to one of ``routeNames`` in turn.
///
/// Built directly rather than with `RandomNavigation`, whose generic random calls allocate, so
/// that the memory benchmarks count only what the state allocates.
func makeScreen(_ id: Int, named name: String? = nil, _ presentation: Presentation = .push) -> Screen {
  let route = TestRoute(name ?? routeNames[id % routeNames.count])
  return Screen(id: ScreenID(rawValue: id), route: route, presentation: presentation)
}

/// A state from parts the fixtures know to be valid.
func makeState(root: RootContainer, modals: [ModalLayer] = []) -> NavigationState {
  do {
    return try NavigationState(root: root, modalLayers: modals)
  } catch {
    preconditionFailure("a benchmark fixture built an invalid state: \(error)")
  }
}

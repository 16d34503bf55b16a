import Benchmark
@_spi(Hosts) import Coordinators
@_spi(Hosts) @_spi(Testing) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import NavigationFixtures

// The navigation core's benchmarks: one function per group, each registering its benchmarks.
// A new group (the navigator's, say) is one more function called from `benchmarks`.
//
// Run them from the repository root with `Scripts/benchmarks.sh`; docs/Benchmarks.md has the
// numbers of the last run and the machine it ran on.

let benchmarks: @Sendable () -> Void = {
  // `instructions` needs hardware performance counters; where there are none (a virtual
  // machine, often) the tool leaves it out. docs/Benchmarks.md counts instructions with callgrind.
  Benchmark.defaultConfiguration = .init(
    metrics: [
      .wallClock, .cpuTotal, .instructions, .throughput,
      .mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes, .peakMemoryResident,
    ],
    maxDuration: .seconds(2),
    maxIterations: 10_000
  )
  stackBenchmarks()
  transactionBenchmarks()
  planningBenchmarks()
  memoryBenchmarks()
  navigatorBenchmarks()
  flowBenchmarks()
  deepFlowBenchmarks()
  urlPatternBenchmarks()
  restorationBenchmarks()
  eventLogBenchmarks()
  swiftUIHostBenchmarks()
  loggingBenchmarks()
}

// MARK: - Stack commands

/// One push and one pop on the root stack at several depths: the cost of a single command.
///
/// The state lives in a local variable while it is measured, so its arrays are uniquely
/// referenced and the commands edit them in place. The `observed` variants keep the state
/// from before each command alive while the command runs, as an event observer handed the old
/// and the new state would: then every command copies the stack it edits (copy-on-write).
func stackBenchmarks() {
  let variants: [(suffix: String, pushThenPop: (inout NavigationState, Screen) throws -> Void)] = [
    ("", pushThenPop),
    (", previous state observed (copy-on-write)", pushThenPopWhileObserved),
  ]
  for depth in [10, 1_000, 10_000] {
    for variant in variants {
      // Copying 10,000 screens per command needs more time for a stable median.
      let seconds = variant.suffix.isEmpty || depth <= 1_000 ? 2 : 6
      Benchmark(
        "Push then pop, depth \(depth)\(variant.suffix)",
        configuration: .init(scalingFactor: .kilo, maxDuration: .seconds(seconds))
      ) { benchmark, fixture in
        var state = fixture.takeState()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          try variant.pushThenPop(&state, fixture.freshScreen())
        }
        benchmark.stopMeasurement()
        fixture.putBack(state)
      } setup: {
        StackFixture(depth: depth)
      }
    }
  }
}

/// Pushes `screen` onto the top-most stack, then pops it: the state ends as it began.
@inline(never)
func pushThenPop(_ state: inout NavigationState, _ screen: Screen) throws(NavigationError) {
  try state.apply(.push([screen]))
  try state.apply(.pop(count: 1))
}

/// ``pushThenPop(_:_:)`` while the state from before each command is still referenced.
@inline(never)
func pushThenPopWhileObserved(_ state: inout NavigationState, _ screen: Screen) throws(NavigationError) {
  let beforePush = state
  try state.apply(.push([screen]))
  blackHole(beforePush)
  let beforePop = state
  try state.apply(.pop(count: 1))
  blackHole(beforePop)
}

// MARK: - Transactions

/// A transaction of 20 mixed commands on a state of 100 screens (a root stack of 90 and a
/// sheet of 10), applied to the same state every time.
///
/// `applying(_:)` keeps the original state for the all-or-nothing rule, so each stack the
/// transaction edits is copied once; that copy is part of what is measured, as it is part of
/// every transaction an app makes.
func transactionBenchmarks() {
  Benchmark(
    "Transaction of 20 commands, 100 screens",
    configuration: .init(scalingFactor: .kilo)
  ) { benchmark, fixture in
    for _ in benchmark.scaledIterations {
      blackHole(try fixture.state.applying(fixture.transaction))
    }
  } setup: {
    TransactionFixture()
  }
}

// MARK: - Planning

/// `NavigationPlanner.steps` between two states of about 1,000 screens.
///
/// Each benchmark cycles through 16 pairs made from fixed seeds, so that one lucky shape does
/// not decide the result:
/// - related: the desired state is the rendered one after five random commands, so the stacks
///   the commands did not touch share their storage, as they do in an app;
/// - related, separate storage: the same pairs with every array of the desired state rebuilt,
///   so that unchanged stacks are compared screen by screen (a restored state, for example);
/// - equal, separate storage: nothing to do, found only by comparing every screen;
/// - unrelated: two independent states, sharing no screen.
func planningBenchmarks() {
  let kinds: [(name: String, pairs: @Sendable () -> [PlanningPair])] = [
    ("related states", { PlanningPair.related(screens: 1_000) }),
    ("related states, separate storage", { PlanningPair.related(screens: 1_000).map(\.withSeparateStorage) }),
    ("equal states, separate storage", { PlanningPair.equal(screens: 1_000) }),
    ("unrelated states", { PlanningPair.unrelated(screens: 1_000) }),
  ]
  for kind in kinds {
    Benchmark(
      "Plan 1000 screens, \(kind.name)",
      configuration: .init(scalingFactor: .kilo)
    ) { benchmark, pairs in
      for iteration in benchmark.scaledIterations {
        let pair = pairs[iteration % pairs.count]
        blackHole(NavigationPlanner.steps(from: pair.rendered, to: pair.desired))
      }
    } setup: {
      kind.pairs()
    }
  }
}

// MARK: - Memory

/// The heap that a state of 10,000 screens holds, from the malloc statistics and computed.
///
/// The state is built inside the measured region and still alive when the measurement stops,
/// so `memoryLeakedBytes` (bytes allocated minus bytes freed in the region) is the heap it
/// holds; divided by 10,000 it is the bytes per screen. The custom metrics compute the same
/// from the layout: `MemoryLayout<Screen>.stride` per screen plus the arrays' headers and spare
/// capacity (see ``heapBytes(of:)``).
func memoryBenchmarks() {
  let screenCount = 10_000
  let configuration = Benchmark.Configuration(
    metrics: Benchmark.defaultConfiguration.metrics + [.peakMemoryResidentDelta] + MemoryMetric.all,
    units: [.mallocBytesCount: .count, .memoryLeakedBytes: .count, MemoryMetric.stateHeapBytes: .count],
    maxIterations: 200
  )

  Benchmark("Memory, 10000 screens, built at once", configuration: configuration) { benchmark in
    benchmark.startMeasurement()
    let state = try NavigationState(root: .stack(ScreenStack((0..<screenCount).map { makeScreen($0) })))
    benchmark.stopMeasurement()
    MemoryMetric.record(state, screenCount: screenCount, in: benchmark)
    blackHole(state)
  }

  Benchmark("Memory, 10000 screens, pushed one by one", configuration: configuration) { benchmark in
    benchmark.startMeasurement()
    var state = try NavigationState(root: .stack([makeScreen(0)]))
    for id in 1..<screenCount {
      try state.apply(.push([makeScreen(id)]))
    }
    benchmark.stopMeasurement()
    MemoryMetric.record(state, screenCount: screenCount, in: benchmark)
    blackHole(state)
  }
}

// MARK: - Navigator

/// One push and one pop through a `Navigator`: the command as an app sends it, at depth 1,000
/// alone, with an observer, with a host; and with a host and an observer (an app's case), or
/// `TestHost` and an observer (a test's), at depths 10, 1,000 and 10,000.
///
/// Versions of the state share their stacks' screens (`ScreenStack`), so keeping the state
/// from before for an event, planning and recording the host's step cost the same at any depth.
func navigatorBenchmarks() {
  let setups: [(depth: Int, suffix: String, host: BenchmarkHost, observes: Bool)] =
    [
      (1_000, "", .none, false),
      (1_000, ", with an observer", .none, true),
      (1_000, ", with a host that completes at once", .instant, false),
    ]
    + [10, 1_000, 10_000].flatMap { depth in
      [
        (depth, ", with a host and an observer", .instant, true),
        (depth, ", with TestHost and an observer", .test, true),
      ]
    }
  for setup in setups {
    Benchmark(
      "Navigator push then pop, depth \(setup.depth)\(setup.suffix)",
      configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
      // The runner awaits this closure and touches `benchmark` only after it returns, so the
      // main actor is its only user meanwhile.
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let navigator = Navigator(root: TestRoute("root"))
        for index in 1..<setup.depth { navigator.push(TestRoute("screen \(index)")) }
        switch setup.host {
        case .none: break
        case .instant: navigator.attach(CompletingHost())
        case .test: navigator.attach(TestHost())
        }
        if setup.observes { navigator.observe(NavigationEvent.self) { event in blackHole(event) } }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          blackHole(navigator.push(TestRoute("top")))
          blackHole(navigator.pop())
        }
        benchmark.stopMeasurement()
      }
    }
  }
}

/// The host a navigator benchmark attaches.
enum BenchmarkHost: Sendable {
  case none, instant, test
}

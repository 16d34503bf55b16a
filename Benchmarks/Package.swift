// swift-tools-version: 6.1
import PackageDescription

// The benchmarks are a package of their own, so that the library's users never build the
// benchmark package or its dependencies. Run them from here with
// `swift package --disable-sandbox benchmark`, or from the repository root with
// `Scripts/benchmarks.sh`.
let package = Package(
  name: "swift-coordinators-benchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "swift-coordinators", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // The benchmark plugin finds each suite as an executable target under Benchmarks/<Name>/.
    .executableTarget(
      name: "NavigationBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Coordinators", package: "swift-coordinators"),
        .product(name: "CoordinatorsDiagnostics", package: "swift-coordinators"),
        .product(name: "CoordinatorsTesting", package: "swift-coordinators"),
        .product(name: "CoordinatorsSwiftUI", package: "swift-coordinators"),
        "URLFixtures",
        "NavigationFixtures",
      ],
      path: "Benchmarks/NavigationBenchmarks",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Instruction counts under callgrind (`Scripts/count-instructions.sh`): a plain executable,
    // since the benchmark runner's sampling threads and malloc interposer do not run under
    // valgrind. Each case runs its operation COUNT times inside a function named `measured`.
    .executableTarget(
      name: "InstructionCounts",
      dependencies: [
        .product(name: "Coordinators", package: "swift-coordinators"),
        .product(name: "CoordinatorsDiagnostics", package: "swift-coordinators"),
        .product(name: "CoordinatorsTesting", package: "swift-coordinators"),
        .product(name: "CoordinatorsSwiftUI", package: "swift-coordinators"),
        "URLFixtures",
        "NavigationFixtures",
      ],
      path: "Support/InstructionCounts",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    // The URL pattern sets and URLs both of the above measure.
    .target(
      name: "URLFixtures",
      dependencies: [.product(name: "Coordinators", package: "swift-coordinators")],
      path: "Support/URLFixtures",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    // The host that completes at once and the event logs both of the above measure.
    .target(
      name: "NavigationFixtures",
      dependencies: [
        .product(name: "Coordinators", package: "swift-coordinators"),
        .product(name: "CoordinatorsDiagnostics", package: "swift-coordinators"),
        .product(name: "CoordinatorsTesting", package: "swift-coordinators"),
      ],
      path: "Support/NavigationFixtures",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer targets are a package of their own, so that the library's users never build
// them. Build and run one with `Scripts/fuzz.sh TARGET SECONDS` from the repository root: the
// script adds the flags a fuzz build needs (`-sanitize=fuzzer,address`, and
// `--allow-multiple-definition`, since libFuzzer brings a `main` of its own); a plain
// `swift build` of this package does not link. docs/Robustness.md says what each target checks.
let package = Package(
  name: "swift-coordinators-fuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "swift-coordinators", path: "..")
  ],
  targets: [
    // The entry into libFuzzer's driver, which every target calls from its `<Target>_main`.
    .target(name: "FuzzDriver", path: "Sources/FuzzDriver", swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
    // Untrusted URLs against a realistic set of deep-link patterns, and links built back from
    // what they matched.
    .executableTarget(
      name: "DeepLinksFuzz",
      dependencies: ["FuzzDriver", .product(name: "Coordinators", package: "swift-coordinators")],
      path: "Sources/DeepLinksFuzz",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    // Untrusted restoration data, read and restored into a navigator run by coordinators.
    .executableTarget(
      name: "RestorationFuzz",
      dependencies: ["FuzzDriver", .product(name: "Coordinators", package: "swift-coordinators")],
      path: "Sources/RestorationFuzz",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
    // Untrusted event logs, read (also through a migration) and replayed against a test host.
    .executableTarget(
      name: "EventLogFuzz",
      dependencies: [
        "FuzzDriver",
        .product(name: "Coordinators", package: "swift-coordinators"),
        .product(name: "CoordinatorsDiagnostics", package: "swift-coordinators"),
        .product(name: "CoordinatorsTesting", package: "swift-coordinators"),
      ],
      path: "Sources/EventLogFuzz",
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    ),
  ],
  swiftLanguageModes: [.v6]
)

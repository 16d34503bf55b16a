// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares: Swift 6 language mode is the default for tools 6.x;
/// `ExistentialAny` makes every existential spelled `any`.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "swift-coordinators",
  platforms: [
    .iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1),
  ],
  products: [
    .library(name: "Coordinators", targets: ["Coordinators"]),
    .library(name: "CoordinatorsTesting", targets: ["CoordinatorsTesting"]),
    .executable(name: "shapes", targets: ["ShapesTerminal"]),
  ],
  targets: [
    // Values and pure functions: State, Commands, Planning. No runtime, no @MainActor.
    .target(name: "CoordinatorsCore", swiftSettings: swiftSettings),
    // The runtime (Navigator, hosts, reconciler, events); re-exports the core.
    .target(name: "Coordinators", dependencies: ["CoordinatorsCore"], swiftSettings: swiftSettings),
    // A host and assertions for testing navigation without a UI.
    .target(name: "CoordinatorsTesting", dependencies: ["Coordinators"], swiftSettings: swiftSettings),

    // The Shapes example: its routes and flows (platform-free), and its terminal executable.
    .target(
      name: "ShapesFlows", dependencies: ["Coordinators"], path: "Examples/Shapes/Flows", swiftSettings: swiftSettings),
    .executableTarget(
      name: "ShapesTerminal", dependencies: ["ShapesFlows"], path: "Examples/Shapes/Terminal",
      swiftSettings: swiftSettings),

    // The Tabs example (the UIKit tab-bar CoordinatorExample): its routes and flows (platform-free).
    .target(
      name: "TabsFlows", dependencies: ["Coordinators"], path: "Examples/Tabs/Flows", swiftSettings: swiftSettings),

    .testTarget(
      name: "CoordinatorsCoreTests", dependencies: ["CoordinatorsCore", "CoordinatorsTesting"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CoordinatorsTests", dependencies: ["Coordinators", "CoordinatorsTesting"], swiftSettings: swiftSettings),
    .testTarget(
      name: "ExamplesTests", dependencies: ["ShapesFlows", "TabsFlows", "CoordinatorsTesting"],
      swiftSettings: swiftSettings),
  ],
  swiftLanguageModes: [.v6]
)

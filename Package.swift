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
    .library(name: "CoordinatorsDiagnostics", targets: ["CoordinatorsDiagnostics"]),
    .library(name: "CoordinatorsTesting", targets: ["CoordinatorsTesting"]),
    .library(name: "CoordinatorsTerminal", targets: ["CoordinatorsTerminal"]),
    .library(name: "CoordinatorsSwiftUI", targets: ["CoordinatorsSwiftUI"]),
    .library(name: "CoordinatorsUIKit", targets: ["CoordinatorsUIKit"]),
    .library(name: "CoordinatorsEntryPoints", targets: ["CoordinatorsEntryPoints"]),
    .executable(name: "shapes", targets: ["ShapesTerminal"]),
    .executable(name: "tabs", targets: ["TabsTerminal"]),
  ],
  targets: [
    // Values and pure functions: State, Commands, Planning. No runtime, no @MainActor.
    .target(name: "CoordinatorsCore", swiftSettings: swiftSettings),
    // The runtime (Navigator, hosts, reconciler, events); re-exports the core.
    .target(name: "Coordinators", dependencies: ["CoordinatorsCore"], swiftSettings: swiftSettings),
    // What an app imports on purpose to look into its navigation: the event log (recorded, written,
    // read back), the navigation map (Mermaid, DOT) and the logger (a line per event; the unified log
    // on Apple platforms). Not re-exported by any adapter: an app that wants them imports it.
    .target(name: "CoordinatorsDiagnostics", dependencies: ["Coordinators"], swiftSettings: swiftSettings),
    // A host and assertions for testing navigation without a UI, and the replay of an event log.
    .target(
      name: "CoordinatorsTesting", dependencies: ["Coordinators", "CoordinatorsDiagnostics"],
      swiftSettings: swiftSettings),
    // A host that shows the navigation in a terminal, and the app loop that reads commands (its `:map`
    // draws a navigation map); re-exports Coordinators.
    .target(
      name: "CoordinatorsTerminal", dependencies: ["Coordinators", "CoordinatorsDiagnostics"],
      swiftSettings: swiftSettings),
    // The SwiftUI host: its model (Model/, platform-free, built and tested everywhere) and its views
    // (Views/, each file wholly inside `#if canImport(SwiftUI)`); re-exports Coordinators.
    .target(name: "CoordinatorsSwiftUI", dependencies: ["Coordinators"], swiftSettings: swiftSettings),
    // The UIKit host: its model (Model/, platform-free, built and tested everywhere) and its UIKit
    // files (UIKit/, each wholly inside `#if canImport(UIKit)`); re-exports Coordinators, and
    // CoordinatorsSwiftUI, whose `sendAction` environment value the SwiftUI screens it hosts read.
    .target(
      name: "CoordinatorsUIKit", dependencies: ["Coordinators", "CoordinatorsSwiftUI"], swiftSettings: swiftSettings),

    // The system's ways into an app read into entries of the funnel: a notification response, a
    // Spotlight activity, a home-screen shortcut, an App Intent (with SwiftUI's and UIKit's App
    // Intents wiring). Its files are wholly inside `#if canImport(...)` of the framework they
    // read, so that the core stays stdlib and Foundation; the platform-free readers it uses are
    // the core's. Re-exports Coordinators.
    .target(name: "CoordinatorsEntryPoints", dependencies: ["Coordinators"], swiftSettings: swiftSettings),

    // The Shapes example: its routes and flows (platform-free), and its terminal app (`swift run shapes`).
    .target(
      name: "ShapesFlows", dependencies: ["Coordinators"], path: "Examples/Shapes/Flows", swiftSettings: swiftSettings),
    .executableTarget(
      name: "ShapesTerminal", dependencies: ["ShapesFlows", "CoordinatorsTerminal"], path: "Examples/Shapes/Terminal",
      swiftSettings: swiftSettings),

    // The Tabs example (the UIKit tab-bar CoordinatorExample): its routes and flows (platform-free),
    // and its terminal app (`swift run tabs`).
    .target(
      name: "TabsFlows", dependencies: ["Coordinators"], path: "Examples/Tabs/Flows", swiftSettings: swiftSettings),
    .executableTarget(
      name: "TabsTerminal", dependencies: ["TabsFlows", "CoordinatorsTerminal"], path: "Examples/Tabs/Terminal",
      swiftSettings: swiftSettings),

    .testTarget(
      name: "CoordinatorsCoreTests", dependencies: ["CoordinatorsCore", "CoordinatorsTesting"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CoordinatorsTests",
      dependencies: ["Coordinators", "CoordinatorsDiagnostics", "CoordinatorsTesting", "FlowFixtures", "TestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CoordinatorsDiagnosticsTests",
      dependencies: ["CoordinatorsDiagnostics", "CoordinatorsTesting", "FlowFixtures", "TestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CoordinatorsTestingTests", dependencies: ["CoordinatorsTesting", "TestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CoordinatorsTerminalTests", dependencies: ["CoordinatorsTerminal", "CoordinatorsTesting", "TestSupport"],
      swiftSettings: swiftSettings),
    // The hang limit every test suite carries (`.hangLimit`): one copy for every test target.
    .target(name: "TestSupport", path: "Tests/Support/TestSupport", swiftSettings: swiftSettings),
    // The flows the flow layer's, the map's and the logger's tests run: one copy for both targets.
    .target(
      name: "FlowFixtures", dependencies: ["Coordinators"], path: "Tests/Support/FlowFixtures",
      swiftSettings: swiftSettings),
    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"], swiftSettings: swiftSettings),
    // What a SwiftUI host's views would show, read from its models: shared by the two conformance
    // drivers that play SwiftUI (on Linux, and in a real window).
    .target(
      name: "SwiftUIHostReading", dependencies: ["CoordinatorsSwiftUI"], path: "Tests/Support/SwiftUIHostReading",
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CoordinatorsSwiftUITests",
      dependencies: ["CoordinatorsSwiftUI", "CoordinatorsTesting", "SwiftUIHostReading", "TestSupport"],
      swiftSettings: swiftSettings),
    // The conformance checks against the real SwiftUI in a window: runs on the iOS simulator
    // (`xcodebuild test`); its files compile to nothing where SwiftUI and UIKit are missing.
    .testTarget(
      name: "CoordinatorsSwiftUIAppleTests",
      dependencies: ["CoordinatorsSwiftUI", "CoordinatorsTesting", "SwiftUIHostReading"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CoordinatorsUIKitTests", dependencies: ["CoordinatorsUIKit", "CoordinatorsTesting", "TestSupport"],
      swiftSettings: swiftSettings),
    // The conformance checks and the release checks against the real UIKit host in a window: runs on
    // the iOS simulator (`xcodebuild test`); its files compile to nothing where UIKit is missing.
    .testTarget(
      name: "CoordinatorsUIKitAppleTests", dependencies: ["CoordinatorsUIKit", "CoordinatorsTesting"],
      swiftSettings: swiftSettings),
    // Depends on the terminal executables, so `swift test` builds `shapes` and `tabs` for the tests that
    // run them.
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "ShapesFlows", "TabsFlows", "ShapesTerminal", "TabsTerminal", "CoordinatorsDiagnostics", "CoordinatorsTesting",
        "TestSupport",
      ],
      swiftSettings: swiftSettings),
  ],
  swiftLanguageModes: [.v6]
)

#if canImport(SwiftUI)
  // The Apple example apps, only where SwiftUI exists (an Apple host; the manifest is compiled for
  // the host, so `canImport(UIKit)` is false here even when building for iOS: the UIKit files are
  // wholly inside `#if canImport(UIKit)` and compile to nothing on macOS). Linux compiles their
  // sources against Apple's iOS and macOS SDKs (Scripts/typecheck-apple.sh).
  //
  // The Shapes example as a SwiftUI app: its views and `App` (ShapesSwiftUI), run on a Mac by
  // `swift run shapes-swiftui` (ShapesMac) and on an iPhone by Examples/Shapes/iOS/Shapes.swiftpm.
  // The Tabs example's UIKit app (TabsUIKit), run on an iPhone by Examples/Tabs/iOS/Tabs.swiftpm.
  // The `ShapesExample` and `TabsExample` libraries exist only for those two app packages.
  package.products += [
    .executable(name: "shapes-swiftui", targets: ["ShapesMac"]),
    .library(name: "ShapesExample", targets: ["ShapesFlows", "ShapesSwiftUI"]),
    .library(name: "TabsExample", targets: ["TabsFlows", "TabsUIKit"]),
  ]
  package.targets += [
    .target(
      name: "ShapesSwiftUI", dependencies: ["ShapesFlows", "CoordinatorsSwiftUI"], path: "Examples/Shapes/SwiftUI",
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "ShapesMac", dependencies: ["ShapesSwiftUI"], path: "Examples/Shapes/Mac", swiftSettings: swiftSettings),
    .target(
      name: "TabsUIKit", dependencies: ["TabsFlows", "CoordinatorsUIKit"], path: "Examples/Tabs/UIKit",
      swiftSettings: swiftSettings),
  ]
#endif

// swift-tools-version: 6.1
// The Tabs example as an iPhone app: an app package that Xcode (and Swift Playgrounds) opens.
// `AppleProductTypes` exists only there, so this manifest does not build with `swift build`.
// The app is the root package's `TabsAppDelegate` (the `TabsExample` library); App/ only starts
// it. Info.plist adds to the generated Info.plist: the `coordinatorexample` URL scheme, the
// activity type the navigation is saved under, and a scene manifest (the app delegate names the
// scene delegate).
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "Tabs",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "Tabs",
      targets: ["TabsiOS"],
      bundleIdentifier: "swift-coordinators.examples.Tabs",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .map),
      accentColor: .presetColor(.indigo),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ],
      additionalInfoPlistContentFilePath: "Info.plist"
    )
  ],
  dependencies: [
    // The repository's root package; `name:` keeps the reference below independent of the
    // folder the repository is cloned into.
    .package(name: "swift-coordinators", path: "../../../..")
  ],
  targets: [
    .executableTarget(
      name: "TabsiOS", dependencies: [.product(name: "TabsExample", package: "swift-coordinators")], path: "App")
  ],
  swiftLanguageModes: [.v6]
)

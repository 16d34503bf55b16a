// swift-tools-version: 6.1
// The Shapes example as an iPhone app: an app package that Xcode (and Swift Playgrounds) opens.
// `AppleProductTypes` exists only there, so this manifest does not build with `swift build`.
// The app is the root package's `ShapesSwiftUIApp` (the `ShapesExample` library); App/ only
// starts it. Info.plist adds the `coordinatorexample` URL scheme to the generated Info.plist.
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "Shapes",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "Shapes",
      targets: ["ShapesiOS"],
      bundleIdentifier: "swift-coordinators.examples.Shapes",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .palette),
      accentColor: .presetColor(.blue),
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
      name: "ShapesiOS", dependencies: [.product(name: "ShapesExample", package: "swift-coordinators")],
      path: "App")
  ],
  swiftLanguageModes: [.v6]
)

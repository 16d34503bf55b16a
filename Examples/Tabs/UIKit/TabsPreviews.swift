#if canImport(UIKit)
  import CoordinatorsUIKit
  import Foundation
  import TabsFlows
  import UIKit

  /// The Tabs example's previews: its controllers at any state, with its own coordinators.
  ///
  /// In an app target each is the body of a `#Preview` (iOS 17):
  ///
  /// ```swift
  /// #Preview("Bottom sheet, in the Main tab") { TabsPreviews.bottomSheetInMainTab() }
  /// ```
  ///
  /// They are plain functions here: the `#Preview` macro's plugin comes with Xcode, and this
  /// package is also compiled where it is missing.
  @MainActor
  enum TabsPreviews {
    /// A screen in a sheet inside a tab: the bottom sheet over the detail, in the Main tab.
    static func bottomSheetInMainTab() -> UIViewController {
      UIKitHost.preview(at: .routes([MainRoute.detail, MainRoute.bottomSheet])) {
        TabsApp.makeNavigator()
      }
    }

    /// The place the link `coordinatorexample://locations/Kyoto` opens, in the Locations tab,
    /// with the bar appearance the app gives that tab.
    static func placeFromLink() -> UIViewController {
      let link = URL(string: "coordinatorexample://locations/Kyoto")!
      return UIKitHost.preview(
        at: .link(link),
        host: { host in
          let bar = UINavigationBarAppearance()
          bar.configureWithOpaqueBackground()
          bar.backgroundColor = .systemTeal
          host.barAppearances = [TabsApp.locationsBar: bar]
        },
        navigator: { TabsApp.makeNavigator() }
      )
    }
  }
#endif

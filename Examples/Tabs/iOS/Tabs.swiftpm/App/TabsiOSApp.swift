#if canImport(UIKit)
  import TabsUIKit
  import UIKit

  /// The Tabs example on an iPhone: open Tabs.swiftpm in Xcode and run. The app is
  /// `TabsAppDelegate`, whose scenes get a `TabsSceneDelegate`.
  @main
  extension TabsAppDelegate {}
#endif

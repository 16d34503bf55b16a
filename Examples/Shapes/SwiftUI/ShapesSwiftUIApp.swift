#if canImport(SwiftUI)
  import CoordinatorsSwiftUI
  import ShapesFlows
  import SwiftUI

  /// The Shapes example as a SwiftUI app: the flows of `ShapesFlows`, shown by a `NavigatorView`.
  ///
  /// On a Mac: `swift run shapes-swiftui`. On an iPhone: see Examples/Shapes/README.md. Try
  /// `coordinatorexample://custom/star` as a link; the navigation survives the app's relaunch.
  @main
  struct ShapesSwiftUIApp: App {
    let navigator = ShapesApp.makeNavigator()
    let host = SwiftUIHost()

    init() {
      navigator.attach(host)
    }

    var body: some Scene {
      WindowGroup {
        NavigatorView(navigator, host: host)
          .restoringNavigation(navigator, registry: ShapesApp.routes, key: "shapes.navigation")
      }
    }
  }
#endif

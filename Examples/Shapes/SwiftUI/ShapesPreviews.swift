#if canImport(SwiftUI)
  import CoordinatorsSwiftUI
  import Foundation
  import ShapesFlows
  import SwiftUI

  /// The Shapes example's previews: its screens at any state, with its own coordinators and views.
  ///
  /// In an app target each is the body of a `#Preview`:
  ///
  /// ```swift
  /// #Preview("Featured star, in a sheet, in a tab") { ShapesPreviews.featuredStarInSheetInTab() }
  /// ```
  ///
  /// They are plain functions here: the `#Preview` macro's plugin comes with Xcode, and this
  /// package is also compiled where it is missing.
  @MainActor
  enum ShapesPreviews {
    /// A screen in a sheet inside a tab: the featured star over the custom shapes' flow, four
    /// levels into the Shapes tab.
    static func featuredStarInSheetInTab() -> some View {
      NavigatorPreview(
        at: .routes([
          ShapesFlowRoute.customShapes, CustomShapesRoute.shape(.star), ShapesRoute.featured(.custom(.star)),
        ])
      ) {
        Navigator(root: ShapesInTabsCoordinator())
      }
    }

    /// The star the link `coordinatorexample://custom/star` opens, walked through the app's own
    /// router.
    static func starFromLink() -> some View {
      NavigatorPreview(at: .link(URL(string: "coordinatorexample://custom/star")!)) {
        ShapesApp.makeNavigator()
      }
    }

    /// A walk the flows do not take: the preview shows the error in place of the navigation.
    static func walkThatFails() -> some View {
      NavigatorPreview(at: .routes([SimpleShapesRoute.list])) {
        ShapesApp.makeNavigator()
      }
    }
  }
#endif

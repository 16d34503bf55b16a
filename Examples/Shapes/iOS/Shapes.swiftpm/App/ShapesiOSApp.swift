#if canImport(SwiftUI)
  import ShapesSwiftUI
  import SwiftUI

  /// The Shapes example on an iPhone: open Shapes.swiftpm in Xcode and run. The app is
  /// `ShapesSwiftUIApp`, shared with the Mac app.
  @main
  extension ShapesSwiftUIApp {}
#endif

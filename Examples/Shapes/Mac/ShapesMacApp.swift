#if canImport(SwiftUI)
  import ShapesSwiftUI
  import SwiftUI

  /// The Shapes example on a Mac: `swift run shapes-swiftui`. The app is `ShapesSwiftUIApp`.
  @main
  extension ShapesSwiftUIApp {}
#endif

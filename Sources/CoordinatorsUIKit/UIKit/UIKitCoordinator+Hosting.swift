#if canImport(UIKit)
  import SwiftUI
  import UIKit

  extension UIKitCoordinator {
    /// A controller that shows a SwiftUI view: the one line that keeps a screen in SwiftUI.
    ///
    /// ```swift
    /// case .featured(let shape): hosting(FeaturedView(shape: shape, coordinator: self))
    /// ```
    public func hosting(_ view: some View) -> UIViewController {
      UIHostingController(rootView: view)
    }
  }
#endif

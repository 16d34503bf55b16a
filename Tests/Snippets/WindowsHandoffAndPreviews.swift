// The declarations the code of the article Windows, Handoff and Previews takes for granted
// (Scripts/check-snippets.sh). Its SwiftUI and UIKit code makes it an Apple-facing program, which
// Scripts/typecheck-apple.sh compiles; its test is kept compiled by WindowsArticleTests.
import Coordinators
import CoordinatorsSwiftUI
import CoordinatorsUIKit
import ShapesFlows
import SwiftUI
import TabsFlows
import UIKit
import os

final class NotesCoordinator: Coordinator {
  let flow = Flow<NotesRoute>()
  func start() { flow.show(.list) }
}

final class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
  let navigator = Navigator(root: NotesCoordinator())
  let windows = WindowDirectory(registry: RouteRegistry())
  let system = UIKitWindowSystem()
  let logger = Logger()
  lazy var navigatorScene = NavigatorScene(navigator: navigator, registry: RouteRegistry())
}

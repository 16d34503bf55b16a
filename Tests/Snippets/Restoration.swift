// The declarations the code of the Restoration article takes for granted
// (Scripts/check-snippets.sh): the Shapes example's routes and coordinators.
import Coordinators
import CoordinatorsTesting
import Foundation
import ShapesFlows
import Testing

let navigator = ShapesApp.makeNavigator()
let routes = AppRestoration.routes
let savedURL = URL(filePath: "/tmp/navigation.json")
let logger = Log()

/// Stands for the app's `os.Logger`.
struct Log {
  func notice(_ message: String) {}
}

// The declarations the code of the GettingStarted article takes for granted
// (Scripts/check-snippets.sh).
import Coordinators

let analytics = Log()
let logger = Log()

/// Stands for the app's analytics, and its `os.Logger`.
struct Log {
  func log(_ message: String) {}
  func info(_ message: String) {}
  func error(_ message: String) {}
  func debug(_ message: String) {}
}

// The declarations the code of the RecordingAndReplaying article takes for granted
// (Scripts/check-snippets.sh): the Shapes example, shown by a test host.
import Coordinators
import CoordinatorsTesting
import Foundation
import ShapesFlows
import Testing

let host = TestHost()
let logURL = URL(filePath: "/tmp/navigation.jsonl")
let url = logURL
let reportURL = logURL
/// The app's snapshot migrations (see the Restoration article).
let migrations = SnapshotMigrations(currentVersion: 2)

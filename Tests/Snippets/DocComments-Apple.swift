// The declarations the Apple-facing examples of the doc comments take for granted beside
// DocComments.swift (Scripts/check-snippets.sh; Scripts/typecheck-apple.sh compiles them against
// Apple's iOS SDK): the app's views, its scene's host, and what UI tests use.
import AppIntents
import CoordinatorsEntryPoints
import CoordinatorsSwiftUI
import CoordinatorsUIKit
import CoreSpotlight
import SwiftUI
import UIKit
import UserNotifications
import WidgetKit
import os

final class InboxCoordinator: Coordinator {
  let flow = Flow<InboxRoute>()
  func start() { flow.show(.inbox) }
}
extension InboxApp {
  static let routes = RouteRegistry()
}
struct InboxList: View {
  let coordinator: InboxCoordinator
  var body: some View { Text("Inbox") }
}
struct MessageView: View {
  let id: Int
  var body: some View { Text("Message \(id)") }
}

let host = SwiftUIHost()

/// XCTest's UI-testing API ships with Xcode, not with an SDK: the examples' UI tests are compiled
/// against the part of it they use, declared as Apple's documentation shows it
/// (https://developer.apple.com/documentation/xcuiautomation/xcuiapplication).
final class XCUIApplication {
  var launchArguments: [String] = []
  let tabBars = XCUIElementQuery()
  let alerts = XCUIElementQuery()
  func launch() {}
}
final class XCUIElementQuery {
  var buttons: XCUIElementQuery { self }
  subscript(_ identifier: String) -> XCUIElement { XCUIElement() }
}
final class XCUIElement {
  func tap() {}
}

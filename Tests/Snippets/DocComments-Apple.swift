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
  var coordinator: InboxCoordinator?
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

// The app's views and UIKit controllers.
struct FeaturedButton: View {
  @Environment(\.sendAction) private var sendAction
  var body: some View {
    Button("Featured") { sendAction(ShapesAction.showFeatured) }
  }
}
enum NoteAction: CoordinatorAction { case askToDelete }
struct Photo: Identifiable {
  let id: Int
}
struct PhotoThumbnail: View {
  let photo: Photo
  init(_ photo: Photo) { self.photo = photo }
  var body: some View { Text("Photo \(photo.id)") }
}
struct PhotoCell: View {
  let photo: Photo
  init(_ photo: Photo) { self.photo = photo }
  var body: some View { PhotoThumbnail(photo) }
}
final class InboxListController: UIViewController {
  init(coordinator: InboxCoordinator) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}
let window = UIWindow()
let loginBarAppearance = UINavigationBarAppearance()
var style = NavigatorStyle()

/// The app's scene delegate and app delegate, which the UIKit examples extend.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let navigator = Navigator(root: DocumentsCoordinator())
  let windows = WindowDirectory(registry: DocumentsApp.routes)
  let system = UIKitWindowSystem()
  lazy var navigatorScene = NavigatorScene(navigator: navigator, registry: DocumentsApp.routes)
}
final class AppDelegate: UIResponder, UIApplicationDelegate {
  let windows = WindowDirectory(registry: DocumentsApp.routes)
}

/// An album of the app, as App Intents and the navigation see it.
struct AlbumEntity: AppEntity, NavigationTarget {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
  static let defaultQuery = AlbumQuery()
  let id: Int
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "Album \(id)") }
  var navigationPlace: NavigationEntry.Place? { .walk([AnyRoute(LibraryRoute.album(id))]) }
}
struct AlbumQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [AlbumEntity] { identifiers.map { AlbumEntity(id: $0) } }
}

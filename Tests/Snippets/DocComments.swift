// The declarations the examples in the doc comments take for granted
// (Scripts/check-snippets.sh): an app's routes, coordinators and the values its code has at hand.
// Each example is the body of a method of `ExampleCoordinator` (a flow of the app), unless a
// marker above it says otherwise; one with an extension or an import is a top-level part of the
// program.
import Coordinators
import CoordinatorsDiagnostics
import Foundation

// The shapes app of the examples.
nonisolated enum ShapeKind: Hashable, Codable, Sendable {
  case star, circle
  indirect case custom(ShapeKind)
}
nonisolated struct User: Hashable, Codable, Sendable {
  var id: Int
  var name: String
}
nonisolated enum ShapeColor: String { case red, blue }
nonisolated struct Order: Hashable, Sendable { var id: Int }

enum ShapesRoute: Route, Codable {
  case list, simpleShapes, customShapes, palette
  case featured(ShapeKind)
}
enum ShapesFlowRoute: Route, Codable { case simpleShapes, customShapes }
enum SimpleShapesRoute: Route, Codable { case list }
enum CustomShapesRoute: Route, Codable {
  case list, star
  case shape(ShapeKind)
}
enum StarRoute: Route, Codable { case star }
enum MainRoute: Route, Codable {
  case home, detail, bottomSheet
  case account(User)
}
enum MainFlowRoute: Route, Codable { case account(User) }
enum AccountRoute: Route, Codable { case account }
enum OldAccountRoute: Route, Codable { case account(name: String) }
enum AppRoute: Route, Codable { case orders, login }
enum OrderRoute: Route, Codable { case detail(Int) }
enum SearchRoute: Route, Codable { case results(String) }
enum InboxRoute: Route, Codable {
  case inbox
  case message(Int)
}
enum NotesRoute: Route, Codable {
  case list
  case note(Int)
}
enum SettingsRoute: Route, Codable { case main }
enum LibraryRoute: Route, Codable {
  case books
  case album(Int)
}
enum BookRoute: Route, Codable { case book(Int) }
enum DocumentRoute: Route, Codable {
  case document(Int)
  var id: Int { if case .document(let id) = self { id } else { 0 } }
}
enum PhotoRoute: Route, Codable { case detail(Int) }
enum CameraRoute: Route { case camera }
/// The routes of the example's own flow: one of each kind the examples show.
enum ExampleRoute: Route, Codable {
  case list, cart, payment, summary, inbox
  case message(Int)
  case order(Int)
}

enum ShapesAction: CoordinatorAction, Hashable {
  case showFeatured, simpleShapes, delete
  case select(ShapeKind)
}
enum CustomShapesAction: CoordinatorAction { case delete(ShapeKind) }
enum DiscardChoice: CoordinatorAction { case discard }
enum WizardAction: CoordinatorAction { case start }

/// A coordinator of one screen, for the child flows the examples start.
class ScreenCoordinator<Screen: Route, Output: Sendable>: Coordinator {
  let flow = Flow<Screen>()
  let first: Screen
  init(_ first: Screen) { self.first = first }
  func start() { flow.show(first) }
}
final class SimpleShapesCoordinator: ScreenCoordinator<SimpleShapesRoute, Void> {
  init() { super.init(.list) }
}
final class CustomShapesCoordinator: ScreenCoordinator<CustomShapesRoute, Void> {
  init() { super.init(.list) }
}
final class PaletteCoordinator: ScreenCoordinator<ShapesRoute, Void> {
  init() { super.init(.palette) }
}
final class ColorPickerCoordinator: ScreenCoordinator<ShapesRoute, String> {
  init() { super.init(.palette) }
}
final class LoginCoordinator: ScreenCoordinator<AccountRoute, String> {
  init() { super.init(.account) }
  convenience init(session: Session) { self.init() }
}
final class UserPickerCoordinator: ScreenCoordinator<AccountRoute, User?> {
  init() { super.init(.account) }
}
final class PickerCoordinator: ScreenCoordinator<AccountRoute, Void> {
  init() { super.init(.account) }
}
final class ShapesCoordinator: ScreenCoordinator<ShapesRoute, Void> {
  init() { super.init(.list) }
}
final class AboutCoordinator: ScreenCoordinator<SettingsRoute, Void> {
  init() { super.init(.main) }
}
final class AppCoordinator: ScreenCoordinator<AppRoute, Void> {
  init() { super.init(.orders) }
}
final class MainCoordinator: ScreenCoordinator<MainRoute, Void> {
  init() { super.init(.home) }
}
final class PhotosCoordinator: ScreenCoordinator<PhotoRoute, Void> {
  init() { super.init(.detail(1)) }
}
final class SearchCoordinator: ScreenCoordinator<SearchRoute, Void> {
  init() { super.init(.results("")) }
}
extension TabID {
  static let main: TabID = "main"
  static let photos: TabID = "photos"
  static let search: TabID = "search"
}
final class DocumentsCoordinator: ScreenCoordinator<DocumentRoute, Void> {
  init() { super.init(.document(1)) }
}

/// The flow whose methods the examples are lines of.
final class ExampleCoordinator: Coordinator {
  let flow = Flow<ExampleRoute>()
  func start() { flow.show(.list) }
  func confirm(_ order: Order) {}
  func signedIn(_ user: String) {}
  func loginEnded(_ result: FlowResult<String>) {}
  func select(_ user: User) {}
  func clearSelection() {}
}

/// The app's session, which a guard reads.
final class Session {
  var user: String?
}
/// Stands for the app's store, its analytics and its `os.Logger`.
struct Store {
  func latestOrderID() throws -> Int { 7 }
}
struct Log {
  func log(_ message: String) {}
  func notice(_ message: String) {}
  func warning(_ message: String) {}
  func error(_ message: String) {}
}

@MainActor enum ShapesApp {
  static let routes = RouteRegistry()
  static func makeNavigator() -> Navigator { Navigator(root: ShapesCoordinator()) }
}
enum AppRestoration {
  static let routes = RouteRegistry()
}
enum AppRoutes {
  static let registry = RouteRegistry()
}
enum DocumentsApp {
  static let routes = RouteRegistry()
}
@MainActor enum TabsApp {
  static func makeNavigator() -> Navigator { Navigator(root: MainRoute.home) }
}

// What the app's code has at hand where the examples run.
let navigator = Navigator(root: ExampleCoordinator())
let session = Session()
let store = Store()
let logger = Log()
let analytics = Log()
var log: [String] = []
let routes = RouteRegistry()
let url = URL(string: "https://example.com/accounts/7?name=Ada")!
let logURL = URL(fileURLWithPath: "/tmp/navigation.log")
let savedURL = URL(fileURLWithPath: "/tmp/navigation.json")
let data = Data()
var storedData: Data?
var rules = ActivityRules(activityType: "com.example.notes.browse")
var migrations = SnapshotMigrations(currentVersion: 3)
var shapes: Set<ShapeKind> = [.star]
let shape = ShapeKind.star
let order = Order(id: 7)
let links: [DeepLink] = []
let signedIn = LinkGuard("signed in", isSatisfied: { session.user != nil })
var accent = "blue"
var snapshot = navigator.snapshot(registry: routes)
let destination: WindowDestination? = nil
let tabs = [TabFlow("shapes", ShapesCoordinator()), TabFlow("about", AboutCoordinator())]

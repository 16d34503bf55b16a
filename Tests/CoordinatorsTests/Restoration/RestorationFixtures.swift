import Coordinators
import CoordinatorsTesting
import Foundation
import Testing

/// The routes of a photo library: a list, albums and photos pushed, a share sheet, an editor
/// presented as a flow of its own, and a settings flow pushed.
enum PhotoRoute: Route, Codable {
  case library
  case album(String)
  case photo(Int)
  case share
  case editor
  case settings
  case vault
}

enum EditorRoute: Route, Codable {
  case canvas
  case filters
  case crop(ratio: Double)
}

enum PhotoSettingsRoute: Route, Codable {
  case main
  case about
}

/// A route that cannot be stored: it is not `Codable`.
struct SecretRoute: Route {
  var token: Int
}

/// The root of the photo app.
@MainActor
final class LibraryCoordinator: Coordinator {
  let flow = Flow<PhotoRoute>()
  /// The routes `start()` shows, in order.
  let firstRoutes: [PhotoRoute]
  /// Whether ``PhotoRoute/editor`` opens the editor's flow; an app update may change that.
  let opensEditor: Bool

  init(firstRoutes: [PhotoRoute] = [.library], opensEditor: Bool = true) {
    self.firstRoutes = firstRoutes
    self.opensEditor = opensEditor
  }

  func start() {
    for route in firstRoutes { flow.show(route) }
  }

  func child(for route: PhotoRoute) -> ChildFlow? {
    switch route {
    case .editor: opensEditor ? .flow(EditorCoordinator(), as: .fullScreenCover()) : nil
    case .settings: .flow(PhotoSettingsCoordinator())
    case .vault: .flow(VaultCoordinator())
    default: nil
    }
  }

  func presentation(for route: PhotoRoute) -> Presentation {
    route == .share ? .modal(.sheet(detents: [.medium, .fraction(0.3)], grabber: .hidden)) : .push
  }
}

@MainActor
final class EditorCoordinator: Coordinator {
  let flow = Flow<EditorRoute>()
  func start() { flow.show(.canvas) }
}

@MainActor
final class PhotoSettingsCoordinator: Coordinator {
  let flow = Flow<PhotoSettingsRoute>()
  func start() { flow.show(.main) }
}

@MainActor
final class VaultCoordinator: Coordinator {
  let flow = Flow<SecretRoute>()
  func start() { flow.show(SecretRoute(token: 1)) }
}

/// The routes of an app coordinator that switches its whole navigation between flows.
enum PhotoAppRoute: Route, Codable {
  case onboarding
  case main
}

/// A route of a shell that is not `Codable`.
enum ShellRoute: Route {
  case photos
}

/// Switches between onboarding and the photo library, each placed at the root.
@MainActor
final class PhotoAppCoordinator: Coordinator {
  let flow = Flow<PhotoAppRoute>()
  func start() { flow.show(.onboarding) }

  func child(for route: PhotoAppRoute) -> ChildFlow? {
    switch route {
    case .onboarding: .root(PhotoSettingsCoordinator())
    case .main: .root(LibraryCoordinator())
    }
  }
}

/// Starts the library at the root in code, without a route.
@MainActor
final class StartingCoordinator: Coordinator {
  let flow = Flow<Never>()
  func start() { flow.startAtRoot(LibraryCoordinator()) }
}

/// Opens the library with a route that cannot be stored.
@MainActor
final class ShellCoordinator: Coordinator {
  let flow = Flow<ShellRoute>()
  func start() { flow.show(.photos) }
  func child(for route: ShellRoute) -> ChildFlow? { .root(LibraryCoordinator()) }
}

enum RestorationFixtures {
  /// The files of Fuzz/Seeds/restoration whose names start with `prefix`, in the order of their
  /// names.
  static func fuzzSeeds(named prefix: String, filePath: String = #filePath) throws -> [URL] {
    let seeds = URL(filePath: filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/Seeds/restoration")
    return try FileManager.default.contentsOfDirectory(at: seeds, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.hasPrefix(prefix) }.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// The keys of the fixture route types.
  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    do {
      try registry.register(PhotoRoute.self, key: "photos")
      try registry.register(EditorRoute.self, key: "editor")
      try registry.register(PhotoSettingsRoute.self, key: "settings")
      try registry.register(PhotoAppRoute.self, key: "app")
      try registry.register(TestRoute.self, key: "test")
    } catch {
      preconditionFailure("the fixture keys are distinct: \(error)")
    }
    return registry
  }()

  /// What a navigator on a ``LibraryCoordinator`` stores after walking to the library, an
  /// album, a photo, then the editor (a flow of its own, presented full screen) and its
  /// filters:
  ///
  /// ```
  /// stack
  ///   PhotoRoute.library, PhotoRoute.album(Trips), PhotoRoute.photo(7)  [flow 0]
  /// modal layer 0: fullScreenCover
  ///   EditorRoute.canvas, EditorRoute.filters  [flow 1, opened by PhotoRoute.editor]
  /// ```
  static let editingJSON =
    #"{"flows":[[null,"LibraryCoordinator",null,null,"root"],[0,"EditorCoordinator","photos",{"editor":{}},"modal",{"embedsNavigationStack":true,"isInteractiveDismissDisabled":false,"style":{"fullScreenCover":{}}}]],"format":2,"root":{"stack":{}},"stacks":[{"kind":{"root":{}},"screens":[[0,"photos",{"library":{}},{"album":{"_0":"Trips"}},{"photo":{"_0":7}}]]},{"kind":{"modal":{"_0":{"embedsNavigationStack":true,"isInteractiveDismissDisabled":false,"style":{"fullScreenCover":{}}}}},"screens":[[1,"editor",{"canvas":{}},{"filters":{}}]]}],"version":1}"#

  /// ``editingJSON`` with `original` replaced by `replacement`, once.
  static func editingJSON(replacing original: String, with replacement: String) -> Data {
    guard let range = editingJSON.range(of: original) else { preconditionFailure("no \(original) in the fixture") }
    return Data(editingJSON.replacingCharacters(in: range, with: replacement).utf8)
  }
}

extension RestorationError.Detail {
  /// Whether the reason is data that is not JSON, whatever Foundation's message.
  var isNotJSON: Bool {
    if case .notJSON = self { return true }
    return false
  }
}

// The declarations the code of the UsingSwiftUI article takes for granted
// (Scripts/check-snippets.sh); UsingSwiftUI-2.swift is the prelude of its second program.
import Coordinators
import CoordinatorsSwiftUI
import Foundation
import SwiftUI

nonisolated enum ShapeKind: Hashable, Sendable {
  case star
  var title: String { "Star" }
}

enum ShapesAction: CoordinatorAction { case showSimpleShapes, showFeatured }
enum SimpleShapesRoute: Route { case list }
enum CustomShapesRoute: Route { case list }

final class SimpleShapesCoordinator: Coordinator {
  let flow = Flow<SimpleShapesRoute>()
  func start() { flow.show(.list) }
}

final class CustomShapesCoordinator: Coordinator {
  let flow = Flow<CustomShapesRoute>()
  func start() { flow.show(.list) }
}

extension ShapesCoordinator {
  var featured: ShapeKind { .star }
}

struct ShapeDetail: View {
  let shape: ShapeKind
  var body: some View { Text(shape.title) }
}

extension TabID {
  static let home: TabID = "home"
  static let photos: TabID = "photos"
  static let albums: TabID = "albums"
}

enum TabRoute: Route { case root }

final class HomeCoordinator: Coordinator {
  let flow = Flow<TabRoute>()
  func start() { flow.show(.root) }
}

final class PhotosCoordinator: Coordinator {
  let flow = Flow<TabRoute>()
  func start() { flow.show(.root) }
}

final class AlbumsCoordinator: Coordinator {
  let flow = Flow<TabRoute>()
  func start() { flow.show(.root) }
}

final class InboxCoordinator: Coordinator {
  let flow = Flow<TabRoute>()
  func start() { flow.show(.root) }
}

extension InboxApp {
  static let routes = RouteRegistry()
  @MainActor static let links: DeepLinkRouter = {
    do {
      return try DeepLinkRouter([DeepLink("inbox://home") { [TabRoute.root] }])
    } catch {
      preconditionFailure("the pattern is valid: \(error)")
    }
  }()
}

/// The app's root flow, which shows the tabs.
final class LibraryCoordinator: Coordinator {
  let flow = Flow<TabRoute>()
  func start() { flow.show(.root) }
}

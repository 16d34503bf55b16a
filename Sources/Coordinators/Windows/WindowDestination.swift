import CoordinatorsCore
import Foundation

/// The place a new window opens at: what travels from the window that asks to the scene the
/// platform makes (SwiftUI's `WindowGroup(for: WindowDestination.self)`, a UIKit scene's
/// activity, a terminal pane), and is stored with that window for its restoration.
///
/// Made by ``WindowDirectory``; a window's scene hands it back to
/// ``WindowDirectory/connect(_:showing:restored:session:)``, which walks there. Its routes are stored
/// with the directory's ``RouteRegistry`` (stable keys, never type names), so the value is
/// plain data: `Codable`, `Hashable`, and safe to keep across launches.
public struct WindowDestination: Codable, Hashable, Sendable, Identifiable {
  /// Where the window goes.
  package enum Place: Codable, Hashable, Sendable {
    /// A link, opened as ``Navigator/open(_:)`` opens it: through its guards.
    case link(URL)
    /// A walk of routes, as ``Navigator/navigate(to:cause:)`` walks it, through the route
    /// guards.
    case routes([StoredRoute])
  }

  /// The identity of the window: the ``WindowRule``'s key when it gives one (one window per
  /// key), otherwise unique to this request. SwiftUI brings forward the window whose value is
  /// equal instead of opening another.
  public let id: String
  /// Where the window goes.
  package let place: Place
  /// The key the app's ``WindowRule`` gave the place, if any.
  package let windowKey: String?

  /// A destination with the given identity, place and key.
  package init(id: String, place: Place, windowKey: String? = nil) {
    self.id = id
    self.place = place
    self.windowKey = windowKey
  }

  /// Reads a destination written by ``jsonData()``.
  ///
  /// - Throws: ``WindowError/Reason/unreadablePayload`` when `data` is not one.
  package init(jsonData data: Data) throws(WindowError) {
    do {
      self = try JSONDecoder().decode(Self.self, from: data)
    } catch {
      throw WindowError(.corruptPayload(String(describing: error)))
    }
  }

  /// The destination as JSON, for a store that keeps data (a UIKit activity's `userInfo`).
  package func jsonData() -> Data {
    // A destination is strings, a URL and JSON values: encoding it cannot fail.
    (try? JSONEncoder().encode(self)) ?? Data()
  }

  /// The routes of a ``Place/routes(_:)`` destination, decoded with `registry`; empty for a
  /// link.
  ///
  /// - Throws: ``WindowError/Reason/unreadablePayload`` for a key the registry does not
  ///   know, or a value its type does not read.
  package func routes(registry: RouteRegistry) throws(WindowError) -> [AnyRoute] {
    guard case .routes(let stored) = place else { return [] }
    var routes: [AnyRoute] = []
    for route in stored {
      do {
        routes.append(try route.route(registry: registry))
      } catch {
        throw WindowError(.undecodableRoute(error))
      }
    }
    return routes
  }
}

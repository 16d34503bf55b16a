import CoordinatorsCore
import Foundation

extension Navigator {
  /// What the navigator shows, as JSON with stable identifiers: every screen under its
  /// ``ScreenID``, every route under its type's key in `registry` (the keys restoration stores),
  /// keys sorted, so that the same navigation always gives the same text.
  ///
  /// For UI tests and tools that start at a place (``NavigationEntry/launchEntry(arguments:environment:arrival:)``)
  /// and check where they are without tapping through: an app run by a UI test shows it as the
  /// accessibility value of an element named ``AccessibilityIdentifiers/navigation``, which the
  /// test reads (see <doc:EntryPoints>).
  ///
  /// ```swift
  /// let json = try navigator.stateJSON(registry: AppRoutes.registry)
  /// // [["stack",[{"id":0,"route":{"type":"library","value":{"list":{}}}}]]]
  /// print(json)
  /// ```
  ///
  /// - Throws: `EncodingError` when a route's type is not in `registry`, or does not encode.
  public func stateJSON(registry: RouteRegistry) throws -> String {
    let encoder = JSONEncoder()
    encoder.userInfo[.routeRegistry] = registry
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(state), as: UTF8.self)
  }
}

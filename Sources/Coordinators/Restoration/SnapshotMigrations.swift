/// The app's current snapshot version and the steps that bring an older snapshot up to it.
///
/// A snapshot carries the version it was made with (``NavigationSnapshot/version``). When the
/// app changes how it stores a route (a route type's key, the shape of a route's value) or
/// renames a tab, it raises its version and registers a step from the old one, which rewrites
/// the stored routes with ``NavigationSnapshot/updateRoutes(_:)`` (and the tab with
/// ``NavigationSnapshot/renameTab(_:to:)``). Restoring applies the steps in order, from the
/// snapshot's version up to ``currentVersion``, before any route is decoded:
///
/// ```swift
/// var migrations = SnapshotMigrations(currentVersion: 2)
/// migrations.register(from: 1) { snapshot in
///   snapshot.updateRoutes { route in
///     if route.key == "shape" { route.key = "shapes" }
///   }
/// }
/// let data = navigator.snapshotData(registry: routes, version: migrations.currentVersion)
/// navigator.restore(from: data, registry: routes, migrations: migrations)
/// ```
///
/// A snapshot newer than ``currentVersion``, or one with a missing step, is not restored: the
/// report says ``RestorationError/Reason/newerVersion`` or
/// ``RestorationError/Reason/migrationFailed``.
public struct SnapshotMigrations: Sendable {
  /// A step from one version to the next.
  package typealias Step = @Sendable (inout NavigationSnapshot) throws -> Void

  /// The version the app makes snapshots with and restores from.
  public let currentVersion: Int
  private var steps: [Int: Step] = [:]

  /// No steps; the app's snapshots are at `currentVersion` (1 until the app changes what it stores).
  public init(currentVersion: Int = 1) {
    self.currentVersion = currentVersion
  }

  /// Registers the step from `version` to `version + 1`: `step` rewrites the snapshot's routes
  /// and tabs in place (``NavigationSnapshot/updateRoutes(_:)``,
  /// ``NavigationSnapshot/renameTab(_:to:)``), and throws to refuse the snapshot.
  ///
  /// A second step for the same version replaces the first. Steps from versions that are not
  /// below ``currentVersion`` are never run.
  public mutating func register(
    from version: Int, _ step: @escaping @Sendable (inout NavigationSnapshot) throws -> Void
  ) {
    steps[version] = step
  }

  /// Brings `snapshot` up to ``currentVersion``.
  ///
  /// - Throws: ``RestorationError`` when the snapshot is newer, a step is missing, or a step threw.
  package func migrate(_ snapshot: inout NavigationSnapshot) throws(RestorationError) {
    guard snapshot.version <= currentVersion else {
      throw RestorationError(.newerVersion(snapshot.version, current: currentVersion))
    }
    while snapshot.version < currentVersion {
      let version = snapshot.version
      guard let step = steps[version] else { throw RestorationError(.noMigration(from: version)) }
      do {
        try step(&snapshot)
      } catch {
        throw RestorationError(.migrationFailed(from: version, String(describing: error)))
      }
      snapshot.version = version + 1
    }
  }
}

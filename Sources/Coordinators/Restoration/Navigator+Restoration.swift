import CoordinatorsCore
import Foundation

extension Navigator {
  /// Rebuilds the navigation stored in `data` (see ``snapshotData(registry:version:)``): the
  /// state and the coordinators, as one change whose event has the cause
  /// ``NavigationCause/restoration``.
  ///
  /// ```swift
  /// let navigator = Navigator(root: AppCoordinator())
  /// if let data = try? Data(contentsOf: savedURL) {
  ///   let report = navigator.restore(from: data, registry: AppRestoration.routes)
  ///   if !report.isComplete { logger.notice("\(report)") }
  /// }
  /// ```
  ///
  /// The data is untrusted: it may be damaged, from an older or a newer version of the app, or
  /// name routes the app no longer has. Restoring never fails as a whole and never traps; it
  /// rebuilds the longest valid prefix of a well-formed snapshot (the root flow's start for
  /// data that is not one) and reports what stopped it.
  /// See ``restore(_:)`` for how the coordinators are rebuilt.
  ///
  /// - Parameters:
  ///   - data: the stored snapshot.
  ///   - registry: the stable keys of the route types.
  ///   - migrations: the app's current snapshot version and the steps from older ones.
  /// - Returns: what was restored, and the errors that stopped it short of the whole snapshot.
  @discardableResult
  public func restore(
    from data: Data,
    registry: RouteRegistry,
    migrations: SnapshotMigrations = SnapshotMigrations()
  ) -> RestorationReport {
    restore(RestorationPlan(data: data, registry: registry, migrations: migrations))
  }

  /// Rebuilds the navigation of `snapshot`; see ``restore(from:registry:migrations:)-(Data,_,_)``.
  @discardableResult
  public func restore(
    from snapshot: NavigationSnapshot,
    registry: RouteRegistry,
    migrations: SnapshotMigrations = SnapshotMigrations()
  ) -> RestorationReport {
    restore(RestorationPlan(snapshot: snapshot, registry: registry, migrations: migrations))
  }

  /// Rebuilds the navigation of `plan`, as one change whose event has the cause
  /// ``NavigationCause/restoration``.
  ///
  /// Restoring walks routes, as deep links do. The root flow starts over: its coordinator's
  /// `start()` runs again (this alone is what a snapshot with nothing valid restores), and the
  /// flows that were running finish once the change is made. Then the stacks are replayed in
  /// order, screen by screen:
  /// - a screen whose flow is not running yet starts it first, with the parent's route that
  ///   opened it (``Flow/show(_:fileID:filePath:line:column:)``), parents before children. A flow that no route opened
  ///   (a tab container's tab, a flow a coordinator starts in `start()`) must have been started
  ///   again by its parent; it is found by its place;
  /// - a screen that a flow's `start()` showed is checked against the snapshot: route,
  ///   presentation and owner;
  /// - any other screen is pushed, or presented as its modal layer's first screen, for its flow;
  /// - after the root's stacks, the saved tab is selected; screens a `start()` showed beyond
  ///   what the snapshot holds are removed.
  ///
  /// Tabs are matched by their identifiers, not their order: a saved tab that the tab
  /// container's `start()` no longer shows is left out with its stack (and its selection, which
  /// stays `start()`'s), reported with ``RestorationError/Reason/tabRemoved``, and the other
  /// tabs are restored; a tab `start()` added keeps what it shows.
  ///
  /// The result is checked against the snapshot as a whole. When a step fails, nothing of that
  /// attempt is kept: the restoration starts over from the root flow's start and replays only
  /// the screens before the one that failed, so the navigator shows the longest prefix that the
  /// flows rebuild faithfully, still as one change. If even the root flow cannot start again,
  /// the navigation stays as it was. A navigator made from a route has no flows: the stacks are
  /// set as they were saved, every screen owned by the root flow, and nothing valid leaves it
  /// as it was.
  ///
  /// - Returns: what was restored, and the errors that stopped it short of the whole snapshot.
  @discardableResult
  public func restore(_ plan: RestorationPlan) -> RestorationReport {
    Restorer(navigator: self).restore(plan)
  }

  // MARK: Snapshots

  /// The navigation as a snapshot to store: the root and its tabs, every stack, and the flow
  /// tree through the routes that opened each flow.
  ///
  /// ```swift
  /// let data = navigator.snapshotData(registry: AppRestoration.routes)
  /// try data.write(to: savedURL)
  /// ```
  ///
  /// Every route is stored under its type's key in `registry`. A route whose type is not
  /// registered (a route that is not `Codable` cannot be) ends the snapshot just before the
  /// first screen that needs it, whether it is the screen's route or the route that opened a
  /// flow above the screen: the stacks before are stored whole, that stack up to the screen,
  /// and ``NavigationSnapshot/truncation`` says where and why. Restoring such a snapshot
  /// reports it as ``RestorationError/Reason/routeNotStorable``.
  ///
  /// The snapshot is of ``state``, the desired state, whatever the host still shows. A
  /// navigator made from a route has no flows: its screens are stored as the root flow's.
  ///
  /// - Parameters:
  ///   - registry: the stable keys of the route types.
  ///   - version: the app's snapshot version (``SnapshotMigrations/currentVersion``).
  public func snapshot(registry: RouteRegistry, version: Int = 1) -> NavigationSnapshot {
    SnapshotBuilder.snapshotAndData(of: state, tree: flows.tree, registry: registry, version: version).snapshot
  }

  /// ``snapshot(registry:version:)`` as JSON (``NavigationSnapshot/jsonData()``); never empty.
  public func snapshotData(registry: RouteRegistry, version: Int = 1) -> Data {
    storedData(registry: registry, version: version) ?? Data()
  }

  /// ``snapshotData(registry:version:)``, or `nil` if it could not be encoded, which the
  /// snapshot's stopping before anything that cannot be stored rules out.
  func storedData(registry: RouteRegistry, version: Int) -> Data? {
    SnapshotBuilder.snapshotAndData(of: state, tree: flows.tree, registry: registry, version: version).data
  }
}

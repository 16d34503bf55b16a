#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Stores `navigator`'s navigation in the scene's storage under `key` and restores it when the
    /// scene comes back.
    ///
    /// ```swift
    /// struct InboxScene: View {
    ///   @State private var navigation = LazyNavigator { Navigator(root: InboxCoordinator()) }
    ///   @State private var host = SwiftUIHost()
    ///   var body: some View {
    ///     NavigatorView(navigation.navigator, host: host)
    ///       .restoringNavigation(navigation.navigator, registry: InboxApp.routes, key: "navigation")
    ///   }
    /// }
    /// ```
    ///
    /// On its first appearance the view restores what the scene stored, once; old data, or data
    /// whose later routes no longer decode, restores its valid prefix and never traps (`onRestore`
    /// receives the report). It stores a snapshot after every change of the navigation and when
    /// the scene leaves the foreground, and never before it has restored. `@SceneStorage` is per
    /// scene and its data should stay small; the system decides when it reaches the disk.
    @MainActor
    public func restoringNavigation(
      _ navigator: Navigator,
      registry: RouteRegistry,
      migrations: SnapshotMigrations = SnapshotMigrations(),
      key: String,
      onRestore: @escaping @MainActor (RestorationReport) -> Void = { _ in }
    ) -> some View {
      modifier(
        SceneStorageRestoration(
          restorer: SceneRestorer(navigator: navigator, registry: registry, migrations: migrations),
          key: key,
          onRestore: onRestore
        )
      )
    }
  }

  /// Binds a ``SceneRestorer`` to `@SceneStorage` and the scene's phase.
  private struct SceneStorageRestoration: ViewModifier {
    @State private var restorer: SceneRestorer
    @SceneStorage private var stored: Data?
    @Environment(\.scenePhase) private var scenePhase
    let onRestore: @MainActor (RestorationReport) -> Void

    init(restorer: SceneRestorer, key: String, onRestore: @escaping @MainActor (RestorationReport) -> Void) {
      _restorer = State(initialValue: restorer)
      _stored = SceneStorage(key)
      self.onRestore = onRestore
    }

    func body(content: Content) -> some View {
      // A cold start's URL may reach `onOpenURL` before `onAppear`: links wait for the restore.
      restorer.holdLinksUntilRestored()
      return
        content
        .onAppear { _ = restorer.restoreOnce(from: stored).map(onRestore) }
        .onChange(of: restorer.navigator.state) { store(restorer.dataToStore()) }
        .onChange(of: scenePhase) { _, phase in store(restorer.sceneDidChange(active: phase == .active)) }
    }

    private func store(_ data: Data?) {
      _ = data.map { stored = $0 }
    }
  }
#endif

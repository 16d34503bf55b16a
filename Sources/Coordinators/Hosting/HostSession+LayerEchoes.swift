@_spi(Hosts) import CoordinatorsCore

// MARK: A platform that presents layers through item bindings

extension HostSession {
  /// The platform wrote `written` (`nil`, or a layer's screen) to the item binding of `kind` at
  /// `level` (the root's is 0; SwiftUI's `sheet(item:)`, `fullScreenCover(item:)`): the user's
  /// dismissal to follow, or `nil` for the late echo of the host's own dismissal, a write that
  /// waits for the layer's top screen to go, or nothing (`LayerEchoes`).
  package func layerItemWritten(_ written: ScreenID?, to kind: PresentationBinding, atLevel level: Int)
    -> UserGesture?
  {
    layerEchoes.written(written, to: kind, atLevel: level, shown: machine.shown)
  }

  /// Screen `id` appeared: a layer that holds it is on screen, and not going.
  package func layerScreenAppeared(_ id: ScreenID) {
    layerEchoes.screenAppeared(id, shown: machine.shown)
  }

  /// Screen `id` disappeared: when the top-most layer is going, a `nil` written for it before is
  /// its dismissal, returned for the host to follow.
  package func layerScreenDisappeared(_ id: ScreenID) -> UserGesture? {
    layerEchoes.screenDisappeared(id, shown: machine.shown, during: machine.stepInFlight)
  }

  /// How `step`, shown from `before`, ends when it dismisses layers (`LayerDismissal`; `nil` for
  /// any other step): at once when the platform does not present the top-most layer it dismisses
  /// (it never appeared, or its top screen has gone since), as the screens' signals tell.
  package func dismissal(by step: HostStep, from before: NavigationState?) -> LayerDismissal? {
    guard case .dismiss = step, let top = before?.modals.last else { return nil }
    return LayerDismissal(platformPresents: layerEchoes.platformPresents(top.id))
  }
}

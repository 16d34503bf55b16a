@_spi(Hosts) import Coordinators

/// The window's width and the scene's phase: the views' reports (the root's width,
/// `horizontalSizeClass`, `scenePhase`) become the session's width changes and holds, and the
/// split view follows the layout the session decides.
extension SwiftUIHost {
  /// The scene's phase (`scenePhase`) changed, or the views show a navigator the host was
  /// attached to: the session's hold ``HoldReason/sceneInactive``. Steps wait, and no watchdog
  /// runs, until the scene is shown and active; the session follows a width class that changed
  /// meanwhile then.
  @_spi(Testing) public func scenePhaseChanged(active: Bool) {
    guard let session, !isPreviewHost else { return }
    guard active else { return session.hold(.sceneInactive) }
    session.handlingCallback {
      let before = session.shown
      session.release(.sceneInactive)
      // A width kept while the scene was inactive is followed now: the split view follows.
      if let after = session.shown, after.rootLayout != before?.rootLayout { apply(.layOut(after.rootLayout)) }
    }
  }

  /// The window's horizontal size class is `sizeClass` (`horizontalSizeClass`): the session
  /// says what to lay out (``windowChanged()``).
  package func widthClassChanged(_ sizeClass: WidthClass) {
    window.sizeClass = sizeClass
    windowChanged()
  }

  /// The root view is `points` wide, its safe area included (the scene's width, which an
  /// iPhone window resized on iOS 27 changes while its size class stays compact): the session
  /// says what to lay out (``windowChanged()``).
  package func rootWidthChanged(to points: Double) {
    window.points = points
    windowChanged()
  }

  /// The window's width or size class changed: the session decides the width class
  /// (`HostSession.widthChanged(to:)`: the first layout before the first step, kept while the
  /// scene is inactive, else the user's resize), and the split view follows.
  private func windowChanged() {
    guard let session else { return }
    session.handlingCallback {
      if let after = session.widthChanged(to: window) { apply(.layOut(after.rootLayout)) }
    }
  }
}

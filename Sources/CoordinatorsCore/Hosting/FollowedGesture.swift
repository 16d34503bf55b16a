/// What a host that keeps models of what is shown (SwiftUI's bindings) changes in them once the
/// session followed the user's gesture: the platform shows the gesture's result already (it made
/// it), and the models catch up before the next step lands on them. Not a step's rendering: the
/// platform took the layers away itself, so no late echo of the host's dismissal is owed
/// (``LayerEchoes`` learns of the host's dismissals from its steps only).
package enum FollowedGesture {
  /// One change to a host's models.
  package enum Update: Equatable, Sendable {
    /// The stack at this location shows these screens.
    case showStack(StackLocation, ScreenStack)
    /// The layers from this index on are gone: the level below presents nothing.
    case removeLayers(from: Int)
    /// This tab is selected.
    case selectTab(TabID)
    /// The stack at this location is read again once it shows: the platform may not finish a
    /// change in a tab the user left.
    case readAgain(StackLocation)
    /// The root is laid out so (a split view's columns).
    case layOut(RootLayout)
    /// The alert is gone.
    case takeAlertDown
  }

  /// The updates that bring a host's models from `before` (shown while `step` was in flight, or
  /// none) to the user's `gesture` applied to it; none when the gesture fits nothing shown.
  ///
  /// - A pop shows its stack's screens.
  /// - A dismissal takes its layer and those above it away.
  /// - A tab selected is selected; the stack a step in flight changes on the tab left is read
  ///   again (``SelectionWrite/unfinishedStack(leaving:during:)``); the root is laid out as after.
  /// - A resize and a return to the sidebar lay the root out as after.
  /// - An alert's button, or its dismissal, takes it down.
  /// - A reselection changes nothing the models show: the navigator pops the tab in a step.
  package static func updates(for gesture: UserGesture, from before: NavigationState, during step: HostStep?)
    -> [Update]
  {
    guard let after = before.applyingUserGesture(gesture) else { return [] }
    switch gesture {
    case .popped(let id):
      guard let location = after.position(of: id)?.location, let screens = after.stack(at: location) else { return [] }
      return [.showStack(location, screens)]
    case .dismissedLayer(let id):
      guard let index = before.modals.firstIndex(where: { $0.id == id }) else { return [] }
      return [.removeLayers(from: index)]
    case .selectedTab(let id):
      let left = SelectionWrite.unfinishedStack(leaving: before, during: step).map { [Update.readAgain($0)] } ?? []
      return [.selectTab(id)] + left + [.layOut(after.rootLayout)]
    case .resized, .returnedToSidebar:
      return [.layOut(after.rootLayout)]
    case .tappedAlertButton, .dismissedAlert:
      return [.takeAlertDown]
    case .reselectedTab:
      return []
    }
  }
}

/// One screen in the navigation state: its identity, route, presentation and owning flow.
///
/// A screen is an immutable value; commands add, remove and replace whole screens.
public struct Screen: Hashable, Sendable, Identifiable {
  /// The screen's identity, unique in the whole state.
  public let id: ScreenID
  /// What the screen shows.
  public let route: AnyRoute
  /// How it is shown: in a stack, or as the first screen of a modal layer.
  public let presentation: Presentation
  /// The flow that owns it.
  public let owner: FlowID

  /// A screen with the given values; it is pushed and owned by the root flow unless told otherwise.
  public init(id: ScreenID, route: some Route, presentation: Presentation = .push, owner: FlowID = .root) {
    self.id = id
    self.route = AnyRoute(route)
    self.presentation = presentation
    self.owner = owner
  }

  /// The options of the screen's route.
  public var options: ScreenOptions { route.screenOptions }
}

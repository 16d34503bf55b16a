/// One screen in the navigation state: its identity, route, presentation and owning flow.
///
/// A screen is an immutable value; commands add, remove and replace whole screens. Its values
/// live in one shared box, so copying a screen (into a new version of a stack, into an event)
/// costs a reference count, and two copies of the same screen compare equal without comparing
/// their routes.
public struct Screen: Hashable, Sendable, Identifiable {
  /// The screen's values, shared by every copy of it.
  private let storage: Storage

  /// The screen's identity, unique in the whole state.
  public var id: ScreenID { storage.id }
  /// What the screen shows.
  public var route: AnyRoute { storage.route }
  /// How it is shown: in a stack, or as the first screen of a modal layer.
  public var presentation: Presentation { storage.presentation }
  /// The flow that owns it.
  public var owner: FlowID { storage.owner }

  /// A screen with the given values; it is pushed and owned by the root flow unless told otherwise.
  public init(id: ScreenID, route: some Route, presentation: Presentation = .push, owner: FlowID = .root) {
    storage = Storage(id: id, route: AnyRoute(route), presentation: presentation, owner: owner)
  }

  /// The options of the screen's route.
  public var options: ScreenOptions { route.screenOptions }

  /// Whether both are copies of one screen: equal, without comparing anything but a reference.
  func isSameCopy(as other: Screen) -> Bool { storage === other.storage }

  /// Whether the screens have the same identifier, route, presentation and owner.
  public static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.id == rhs.id && lhs.owner == rhs.owner && lhs.presentation == rhs.presentation
        && lhs.route == rhs.route)
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(route)
    hasher.combine(presentation)
    hasher.combine(owner)
  }

  /// The values of a screen. Immutable, hence safe to share between threads.
  private final class Storage: Sendable {
    let id: ScreenID
    let route: AnyRoute
    let presentation: Presentation
    let owner: FlowID

    init(id: ScreenID, route: AnyRoute, presentation: Presentation, owner: FlowID) {
      self.id = id
      self.route = route
      self.presentation = presentation
      self.owner = owner
    }
  }
}

extension Screen: CustomReflectable {
  /// The identifier, route, presentation and owner, as a struct holding them shows them.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["id": id, "route": route, "presentation": presentation, "owner": owner], displayStyle: .struct)
  }
}

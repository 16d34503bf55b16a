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
    storage = Storage.make(id: id, route: route, presentation: presentation, owner: owner)
  }

  /// The options of the screen's route.
  package var options: ScreenOptions { route.screenOptions }

  /// Whether both are copies of one screen: equal, without comparing anything but a reference.
  func isSameCopy(as other: Screen) -> Bool { storage === other.storage }

  /// Whether the screens have the same identifier, route, presentation and owner.
  public static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.hasSameValues(as: rhs.storage)
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(route)
    hasher.combine(presentation)
    hasher.combine(owner)
  }

  /// The values of a screen, shared by its copies.
  ///
  /// `@unchecked Sendable`: every property is a `let` of a `Sendable` type, so nothing changes
  /// after `init` and any thread may read it; the class is not final only for `TypedStorage`.
  private class Storage: @unchecked Sendable {
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

    /// A screen's values, with its route kept by its own type too, so that comparing two
    /// screens compares their routes without opening and copying existentials.
    static func make<R: Route>(id: ScreenID, route: R, presentation: Presentation, owner: FlowID) -> Storage {
      // Comparing the type first spares most screens a dynamic cast.
      if R.self == AnyRoute.self, let erased = route as? AnyRoute {
        return make(opening: erased.base, id: id, erased: erased, presentation: presentation, owner: owner)
      }
      return TypedStorage(
        id: id, route: route, erased: AnyRoute(wrapping: route), presentation: presentation, owner: owner)
    }

    private static func make<R: Route>(
      opening route: R, id: ScreenID, erased: AnyRoute, presentation: Presentation, owner: FlowID
    ) -> Storage {
      TypedStorage(id: id, route: route, erased: erased, presentation: presentation, owner: owner)
    }

    /// Whether the values are equal, compared where they are stored.
    final func hasSameValues(as other: Storage) -> Bool {
      id == other.id && owner == other.owner && presentation == other.presentation && hasSameRoute(as: other)
    }

    /// Whether the routes are of the same type and equal.
    func hasSameRoute(as other: Storage) -> Bool {
      route == other.route
    }
  }

  /// The values of a screen whose route is an `R`.
  private final class TypedStorage<R: Route>: Storage, @unchecked Sendable {
    let typedRoute: R

    init(id: ScreenID, route: R, erased: AnyRoute, presentation: Presentation, owner: FlowID) {
      typedRoute = route
      super.init(id: id, route: erased, presentation: presentation, owner: owner)
    }

    override func hasSameRoute(as other: Storage) -> Bool {
      // Only a route of exactly this type can be equal, as `AnyRoute` says.
      guard type(of: other) == TypedStorage<R>.self else { return false }
      return typedRoute == unsafeDowncast(other, to: TypedStorage<R>.self).typedRoute
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

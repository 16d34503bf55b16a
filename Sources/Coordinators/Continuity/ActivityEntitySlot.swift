import Foundation

/// The App Intents entity one platform activity carries (`appEntityIdentifier`), as its host
/// wrote it, and what the host writes into that activity for the next place: the one rule by
/// which the shown screen's entity follows the navigation exactly, `nil` included.
///
/// A place names the entity it shows in ``NavigationActivity/entity`` (its rule's
/// ``ActivityContent/entity``), `nil` when it shows none. Writing a place is not enough when the
/// activity is written again: an activity keeps the identifier a former place wrote until it is
/// cleared, and a host that is handed the same activity at each change (SwiftUI's
/// `userActivity(_:element:_:)` handler) would leave the former screen's entity published. The
/// slot remembers what the activity carries, so a place that shows no entity clears it.
package struct ActivityEntitySlot: Sendable {
  /// The entity the activity carries, as written last; `nil` when it carries none.
  package private(set) var carried: ActivityEntity?

  /// A slot for an activity that carries no entity.
  package init() {}

  /// The activity now shows a place whose entity is `entity` (`nil`: none): what to write.
  package mutating func carry(_ entity: ActivityEntity?) -> ActivityEntityWrite {
    let former = carried
    carried = entity
    if let entity { return .write(entity) }
    if let former { return .clear(former) }
    return .none
  }

  /// The host replaced its activity with a new one, which carries no entity.
  package mutating func activityIsNew() {
    carried = nil
  }
}

/// What a host writes into its activity's entity (`appEntityIdentifier`), as an
/// ``ActivityEntitySlot`` decides.
package enum ActivityEntityWrite: Hashable, Sendable {
  /// Write this entity's identifier.
  case write(ActivityEntity)
  /// Clear the identifier: the place shows no entity, and the activity carries this one, which a
  /// former place wrote.
  case clear(ActivityEntity)
  /// Nothing: the place shows no entity, and the activity carries none.
  case none

  /// Whether this write takes an entity away.
  package var clears: Bool {
    if case .clear = self { true } else { false }
  }
}

#if canImport(Darwin)
  extension ActivityEntityWrite {
    /// Writes into `userActivity` what this says: the identifier, or `nil` in its place.
    package func apply(to userActivity: NSUserActivity) {
      switch self {
      case .write(let entity): entity.write(to: userActivity)
      case .clear(let entity): entity.clear(from: userActivity)
      case .none: break
      }
    }
  }
#endif

// The entity a published place shows, written as its activity's `appEntityIdentifier`
// (`NSUserActivity: AppEntityAnnotatable`, macOS 15.2, iOS 18.2; AppIntents, iOS 26.2 SDK), so
// that the system knows which of the app's entities the screen shows.

#if canImport(AppIntents)
  import AppIntents
  import Foundation

  extension ActivityEntity {
    /// The App Intents entity `entity`, written as the published activity's
    /// `appEntityIdentifier` (iOS 18.2, macOS 15.2; nothing is written before).
    ///
    /// A rule of `ActivityRules` names it for the places that show the entity:
    ///
    /// ```swift
    /// rules.publish(LibraryRoute.self) { route in
    ///   guard case .album(let id) = route else { return nil }
    ///   return ActivityContent(title: "Album \(id)", entity: ActivityEntity(for: AlbumEntity.self, id: id))
    /// }
    /// ```
    public init<Entity: AppEntity>(_ entity: Entity) {
      self.init(for: Entity.self, id: entity.id)
    }

    /// The App Intents entity of type `type` whose identifier is `id`, written as the published
    /// activity's `appEntityIdentifier` (iOS 18.2, macOS 15.2; nothing is written before), and
    /// cleared from the activity when a later place shows no entity.
    public init<Entity: AppEntity>(for type: Entity.Type, id: Entity.ID) {
      self.init(
        type, identifier: id.entityIdentifierString,
        write: { activity in
          if #available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *) {
            activity.appEntityIdentifier = EntityIdentifier(for: type, identifier: id)
          }
        },
        clear: { activity in
          if #available(iOS 18.2, macOS 15.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *) {
            activity.appEntityIdentifier = nil
          }
        })
    }
  }
#endif

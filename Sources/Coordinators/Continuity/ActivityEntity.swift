import Foundation

/// The entity a published place shows, for the system's on-screen awareness: written as the
/// activity's `appEntityIdentifier` (App Intents, iOS 18.2 and macOS 15.2), so that Siri and
/// the system read which of the app's `AppEntity` values the screen shows.
///
/// A rule of ``ActivityRules`` names it in its ``ActivityContent``, so it is published only for
/// the places the rules publish, and it follows the navigation exactly: it changes with the
/// place, and leaves with it (a place that shows none clears the identifier a former place wrote,
/// in the activity the host writes again). The module CoordinatorsEntryPoints makes one from an `AppEntity`
/// type and identifier (`ActivityEntity(for:identifier:)`), which writes it into the
/// `NSUserActivity`; elsewhere it is a value that tests compare.
public struct ActivityEntity: Hashable, Sendable, CustomStringConvertible {
  /// The name of the entity's type.
  public let typeName: String
  /// The entity's identifier, as text.
  public let identifier: String
  /// The entity's type, which tells two entities apart with ``identifier``.
  private let type: ObjectIdentifier
  #if canImport(Darwin)
    /// Writes the entity into an activity (`appEntityIdentifier`), where the platform has it.
    private let write: @Sendable (NSUserActivity) -> Void
    /// Clears the entity from an activity (`appEntityIdentifier` set to `nil`), where the
    /// platform has it.
    private let clear: @Sendable (NSUserActivity) -> Void
  #endif

  #if canImport(Darwin)
    /// The entity of type `type` whose identifier is `identifier`, written into an activity by
    /// `write` and cleared from it by `clear` (when a later place of the same activity shows no
    /// entity): what CoordinatorsEntryPoints makes.
    public init<Entity>(
      _ type: Entity.Type, identifier: String, write: @escaping @Sendable (NSUserActivity) -> Void,
      clear: @escaping @Sendable (NSUserActivity) -> Void
    ) {
      self.typeName = String(describing: type)
      self.identifier = identifier
      self.type = ObjectIdentifier(type)
      self.write = write
      self.clear = clear
    }

    /// Writes the entity into `userActivity`.
    package func write(to userActivity: NSUserActivity) {
      write(userActivity)
    }

    /// Clears the entity from `userActivity`.
    package func clear(from userActivity: NSUserActivity) {
      clear(userActivity)
    }
  #endif

  /// The entity of type `type` whose identifier is `identifier`, as a value to compare: no
  /// platform writes it (on Apple platforms, the CoordinatorsEntryPoints initializer does).
  public init<Entity>(_ type: Entity.Type, identifier: String) {
    self.typeName = String(describing: type)
    self.identifier = identifier
    self.type = ObjectIdentifier(type)
    #if canImport(Darwin)
      self.write = { _ in }
      self.clear = { _ in }
    #endif
  }

  /// `Album 7`: the type's name and the identifier.
  public var description: String { "\(typeName) \(identifier)" }

  /// Whether the two name one entity: the same type and identifier.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.identifier == rhs.identifier
  }

  /// Hashes the type and the identifier.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(identifier)
  }
}

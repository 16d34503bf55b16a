import CoordinatorsCore

/// A point in a flow's screens that a descendant flow returns to with a value of type `Value`.
///
/// A flow marks it at its top-most screen with
/// ``Flow/markCheckpoint(_:onReturn:fileID:filePath:line:column:)``; a flow below it (pushed, in
/// a sheet, in a child flow of a child flow) returns to it with
/// ``Flow/returnToCheckpoint(_:with:fileID:filePath:line:column:)``. Checkpoints are told apart
/// by their name and their value type:
///
/// ```swift
/// extension Checkpoint<Order> {
///   static let checkout = Checkpoint("checkout")
/// }
/// ```
public struct Checkpoint<Value: Sendable>: Hashable, Sendable, CustomStringConvertible {
  /// The checkpoint's name, which errors quote.
  package let name: String

  /// A checkpoint named `name`.
  public init(_ name: String) { self.name = name }

  /// `checkpoint "checkout" (Order)`.
  public var description: String { "checkpoint \"\(name)\" (\(Value.self))" }
}

/// What tells checkpoints apart: the name and the value type.
struct CheckpointKey: Hashable {
  let name: String
  let valueType: ObjectIdentifier

  init<Value>(_ checkpoint: Checkpoint<Value>) {
    name = checkpoint.name
    valueType = ObjectIdentifier(Value.self)
  }
}

/// A checkpoint a flow marked: the screen to return to, and the owner's handler of the value.
@MainActor
struct CheckpointMark {
  let screen: ScreenID
  let deliver: @MainActor (any Sendable) -> Void
}

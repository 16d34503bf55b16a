/// One operation whose instructions `Scripts/count-instructions.sh` counts.
///
/// `prepare` builds everything the operation needs (outside the count) and returns the
/// operation; the driver calls it `count` times inside ``measured(_:count:)``, the only function
/// callgrind collects in.
struct CountedCase {
  /// The name given on the command line, for example `navigator-host-observer-1000`.
  let name: String
  /// What one operation is.
  let summary: String
  /// Builds the fixture for `count` operations and returns one operation.
  let prepare: @MainActor (_ count: Int) -> @MainActor () -> Void
}

/// Runs `operation` `count` times. Callgrind collects only inside this function
/// (`--toggle-collect='*measured*'`), so setup and teardown are not counted.
@inline(never)
@MainActor
func measured(_ operation: @MainActor () -> Void, count: Int) {
  for _ in 0..<count { operation() }
}

/// Keeps the optimizer from removing work whose result is unused.
@inline(never)
func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

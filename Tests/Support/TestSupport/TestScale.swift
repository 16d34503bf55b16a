import Foundation

/// How many times a property test repeats its check, or how big a stress test's input is: the
/// count it is written with (and named after), divided by `COORDINATORS_TEST_SCALE` when that is
/// set. An exhaustive test (every order, every state within four moves) checks one case in
/// ``divisor``.
///
/// `Scripts/sanitize.sh` sets 10. Under a sanitizer the same code runs 5 to 15 times slower, and
/// repeating a check on one more value finds no memory, thread or leak error that the first
/// hundreds did not: the sanitizers check every code path the property reaches, the ordinary
/// run checks the property on every value. A test whose point is its size (flows nested deeper
/// than a recursion survives) keeps it.
public enum TestScale {
  /// The divisor: `COORDINATORS_TEST_SCALE`, or 1.
  public static let divisor = max(
    1, ProcessInfo.processInfo.environment["COORDINATORS_TEST_SCALE"].flatMap { Int($0) } ?? 1)

  /// `count` divided by ``divisor``, at least 1.
  public static func count(_ count: Int) -> Int { max(1, count / divisor) }
}

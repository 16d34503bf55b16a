/// A random number generator that gives the same numbers for the same seed (SplitMix64), for
/// property tests that can be replayed: print ``seed`` when a check fails.
///
/// <!-- snippet: spi -->
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 42)
/// let depth = Int.random(in: 1...10, using: &random)
/// #expect((1...10).contains(depth))
/// ```
///
/// The package's tests and benchmarks use it; an app's tests draw from ``RandomNavigation``,
/// which is a seeded generator too.
@_spi(Testing)
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  /// The seed the generator started from.
  public let seed: UInt64
  private var state: UInt64

  /// A generator that starts from `seed`.
  public init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

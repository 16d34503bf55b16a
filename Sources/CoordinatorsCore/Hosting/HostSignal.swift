/// One signal a host awaits from its platform (a screen appeared, a transition ended), in the
/// host's own terms: any hashable value.
@_spi(Hosts) public struct HostSignal: Hashable, Sendable, CustomStringConvertible {
  private let base: any Hashable & Sendable

  /// The signal `base`.
  public init(_ base: some Hashable & Sendable) { self.base = base }

  /// Whether the two are the same signal: of one type, and equal.
  public static func == (lhs: HostSignal, rhs: HostSignal) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the signal as its value does.
  public func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }

  /// The host's description of the signal.
  public var description: String { "\(base)" }
}

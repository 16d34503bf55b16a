/// What a host can do in one step, which the planner takes into account.
@_spi(Hosts) public struct HostCapabilities: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int

  /// Capabilities from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The host can dismiss several stacked modal layers in one transition (UIKit can, by
  /// dismissing the lowest). Without it, the planner dismisses them one by one, top first.
  public static let dismissesSeveralLayersAtOnce = HostCapabilities(rawValue: 1 << 0)

  /// What the library's hosts can do.
  public static let all: HostCapabilities = [.dismissesSeveralLayersAtOnce]
}

@_spi(Hosts) @_exported import Coordinators
// The SwiftUI host's `SendAction` and its `sendAction` environment value, which the SwiftUI
// screens that `hosting(_:)` shows read: one environment key for both hosts, so a SwiftUI screen
// reports its actions the same way under either.
@_spi(Hosts) @_exported import CoordinatorsSwiftUI

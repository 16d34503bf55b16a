import CoordinatorsCore

/// Hands out screen and flow identifiers, counting up, so that tests see 0, 1, 2.
///
/// Give a navigator a generator that starts elsewhere when identifiers must not overlap
/// with others (two navigators whose screens are logged together). The navigator moves its
/// generator past every identifier that enters its state, so it never hands out one in use,
/// even after commands with screens made elsewhere.
public struct IdentifierGenerator: Hashable, Sendable {
  /// The number the next screen identifier gets.
  public private(set) var nextScreen: Int
  /// The number the next flow identifier gets (0 is the root flow's).
  public private(set) var nextFlow: Int

  /// A generator whose first screen is `firstScreen` and first flow is `firstFlow`.
  public init(firstScreen: Int = 0, firstFlow: Int = 1) {
    nextScreen = firstScreen
    nextFlow = firstFlow
  }

  /// A new screen identifier.
  public mutating func makeScreenID() -> ScreenID {
    defer { nextScreen += 1 }
    return ScreenID(rawValue: nextScreen)
  }

  /// A new flow identifier.
  public mutating func makeFlowID() -> FlowID {
    defer { nextFlow += 1 }
    return FlowID(rawValue: nextFlow)
  }

  /// Moves the screen counter past `bound` (so identifiers below it are never handed out).
  mutating func skipScreens(below bound: Int) {
    nextScreen = max(nextScreen, bound)
  }
}

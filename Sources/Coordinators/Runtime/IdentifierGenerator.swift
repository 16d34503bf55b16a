import CoordinatorsCore

/// Hands out screen and flow identifiers, counting up, so that tests see 0, 1, 2.
///
/// Give a navigator a generator that starts elsewhere when identifiers must not overlap
/// with others (two navigators whose screens are logged together). The navigator moves its
/// generator past every identifier that enters its state, so it never hands out one in use,
/// even after commands with screens made elsewhere.
///
/// A generator never hands out an identifier twice, and never `Int.max`: that number marks
/// the end. Once the count reaches it (the generator started near it, or the state holds a
/// screen at `Int.max`, from a command, a snapshot or ``Navigator/init(state:identifiers:)``),
/// asking for another identifier throws a ``NavigationError`` whose
/// reason is ``NavigationError/Reason/identifiersExhausted``, and the navigator refuses the command
/// that needed it.
public struct IdentifierGenerator: Hashable, Sendable {
  /// The number the next screen identifier gets; `Int.max` once there are none left.
  package private(set) var nextScreen: Int
  /// The number the next flow identifier gets (0 is the root flow's); `Int.max` once there are
  /// none left.
  package private(set) var nextFlow: Int

  /// A generator whose first screen is `firstScreen` and first flow is `firstFlow`.
  ///
  /// Screen numbers start at 0 or above (negative ones stand in for screens a flow has yet to
  /// show) and flow numbers at 1 or above (0 is the root flow's): a number below is raised.
  public init(firstScreen: Int = 0, firstFlow: Int = 1) {
    nextScreen = max(firstScreen, 0)
    nextFlow = max(firstFlow, 1)
  }

  /// A new screen identifier.
  ///
  /// - Throws: ``NavigationError/Reason/identifiersExhausted`` when every number below
  ///   `Int.max` has been handed out or skipped.
  package mutating func makeScreenID() throws(NavigationError) -> ScreenID {
    guard nextScreen < .max else { throw NavigationError(.screenIdentifiersExhausted) }
    defer { nextScreen += 1 }
    return ScreenID(rawValue: nextScreen)
  }

  /// A new flow identifier.
  ///
  /// - Throws: ``NavigationError/Reason/identifiersExhausted`` when every number below
  ///   `Int.max` has been handed out.
  package mutating func makeFlowID() throws(NavigationError) -> FlowID {
    guard nextFlow < .max else { throw NavigationError(.flowIdentifiersExhausted) }
    defer { nextFlow += 1 }
    return FlowID(rawValue: nextFlow)
  }

  /// Moves the screen counter past `bound` (so identifiers below it are never handed out). A
  /// bound of `Int.max`, which a state holding a screen at `Int.max` has, ends the count.
  mutating func skipScreens(below bound: Int) {
    nextScreen = max(nextScreen, bound)
  }
}

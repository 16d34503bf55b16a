/// Where a navigation stack is in the state.
public enum StackLocation: Hashable, Sendable, CustomStringConvertible {
  /// The root stack, when the root container is a stack.
  case root
  /// A tab's stack, when the root container is tabs.
  case tab(TabID)
  /// The stack of the modal layer at this index, 0 being the first presented.
  case modal(Int)

  /// `the root stack`, `tab "main"` or `modal layer 0`, as messages print it.
  public var description: String {
    switch self {
    case .root: "the root stack"
    case .tab(let id): "tab \(id)"
    case .modal(let index): "modal layer \(index)"
    }
  }
}

/// Where a screen is: its stack and its index in it, 0 being the stack's first screen.
public struct ScreenPosition: Hashable, Sendable {
  /// The stack that holds the screen.
  public var location: StackLocation
  /// The screen's index in that stack.
  public var index: Int

  /// A position with the given values.
  package init(location: StackLocation, index: Int) {
    self.location = location
    self.index = index
  }
}

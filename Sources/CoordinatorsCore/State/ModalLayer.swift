/// A modal layer: a stack of screens presented over everything below it.
///
/// The first screen carries the layer's ``ModalPresentation``; the others are pushed inside the
/// layer. A layer's identity is its first screen's identifier.
public struct ModalLayer: Hashable, Sendable, Identifiable {
  /// The layer's screens, first (presented) to top.
  public internal(set) var stack: ScreenStack

  /// A layer with the given screens. ``NavigationState`` checks that the first is modal and the
  /// others are pushed.
  public init(_ stack: some Sequence<Screen>) {
    self.stack = ScreenStack(stack)
  }

  /// The identifier of the first screen, which names the layer.
  ///
  /// - Precondition: The layer is not empty; every layer in a ``NavigationState`` is not.
  public var id: ScreenID {
    guard let first = stack.first else { preconditionFailure("a modal layer has no screens") }
    return first.id
  }

  /// How the layer is presented, from its first screen.
  public var presentation: ModalPresentation? { stack.first?.presentation.modal }
}

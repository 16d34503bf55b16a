/// How a screen is shown: in a stack, or as the first screen of a modal layer.
public enum Presentation: Hashable, Sendable, Codable {
  /// Shown in a navigation stack: pushed, or the first screen of the root stack or of a tab.
  case push
  /// The first screen of a modal layer, presented in the given way.
  case modal(ModalPresentation)

  /// The modal presentation, or `nil` for a screen in a stack.
  public var modal: ModalPresentation? {
    if case .modal(let presentation) = self { return presentation }
    return nil
  }
}

extension Presentation: CustomStringConvertible {
  /// `push`, or the modal presentation's description.
  public var description: String {
    switch self {
    case .push: "push"
    case .modal(let modal): modal.description
    }
  }
}

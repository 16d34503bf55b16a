/// How a screen is shown: in a stack, or as the first screen of a modal layer.
///
/// It is the one way the library says where a screen, or a child flow's first screen, goes:
/// `.push`, or a modal written `.sheet()`, `.fullScreenCover()` or `.custom("zoom")`.
///
/// ```swift
/// func presentation(for route: ShapesRoute) -> Presentation {
///   route == .palette ? .sheet(detents: [.medium, .large]) : .push
/// }
/// flow.start(ColorPickerCoordinator(), as: .fullScreenCover())
/// ```
public enum Presentation: Hashable, Sendable, Codable {
  /// Shown in a navigation stack: pushed, or the first screen of the root stack or of a tab.
  case push
  /// The first screen of a modal layer, presented in the given way.
  case modal(ModalPresentation)

  /// The modal presentation, or `nil` for a screen in a stack.
  package var modal: ModalPresentation? {
    if case .modal(let presentation) = self { return presentation }
    return nil
  }

  /// A sheet; by default a full-height one with the host's grabber and its own navigation stack.
  ///
  /// The same as `.modal(.sheet(...))`; see ``ModalPresentation/sheet(detents:grabber:interactiveDismissDisabled:embedsNavigationStack:)``.
  public static func sheet(
    detents: [SheetDetent] = [.large],
    grabber: GrabberVisibility = .automatic,
    interactiveDismissDisabled: Bool = false,
    embedsNavigationStack: Bool = true
  ) -> Presentation {
    .modal(
      .sheet(
        detents: detents,
        grabber: grabber,
        interactiveDismissDisabled: interactiveDismissDisabled,
        embedsNavigationStack: embedsNavigationStack
      )
    )
  }

  /// A full-screen cover; by default with its own navigation stack.
  public static func fullScreenCover(
    interactiveDismissDisabled: Bool = false,
    embedsNavigationStack: Bool = true
  ) -> Presentation {
    .modal(
      .fullScreenCover(
        interactiveDismissDisabled: interactiveDismissDisabled,
        embedsNavigationStack: embedsNavigationStack
      )
    )
  }

  /// A modal with a custom transition, which the host maps to an animator.
  public static func custom(
    _ transition: TransitionID,
    interactiveDismissDisabled: Bool = false,
    embedsNavigationStack: Bool = true
  ) -> Presentation {
    .modal(
      .custom(
        transition,
        interactiveDismissDisabled: interactiveDismissDisabled,
        embedsNavigationStack: embedsNavigationStack
      )
    )
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

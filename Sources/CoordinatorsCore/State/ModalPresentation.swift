/// How a modal layer is presented: a sheet, a full-screen cover or a custom transition.
///
/// It is the value inside ``Presentation/modal(_:)``. Write it as `.sheet()`,
/// `.fullScreenCover()` or `.custom(_:)`, the same spelling ``Presentation`` accepts, wherever a
/// modal is asked for:
///
/// ```swift
/// navigator.present(ShapesRoute.featured(.star), as: .sheet(detents: [.medium, .large], grabber: .visible))
/// ```
public struct ModalPresentation: Hashable, Sendable, Codable {
  /// The kind of modal.
  public enum Style: Hashable, Sendable, Codable {
    /// A sheet that rests at the given heights.
    case sheet(detents: [SheetDetent], grabber: GrabberVisibility)
    /// A cover over the whole screen.
    case fullScreenCover
    /// A presentation animated by the host's animator for this transition.
    case custom(TransitionID)
  }

  /// The kind of modal.
  public var style: Style
  /// Whether the user is kept from dismissing the layer with a swipe.
  public var isInteractiveDismissDisabled: Bool
  /// Whether the layer has its own navigation stack, so screens can be pushed inside it.
  ///
  /// A layer without one holds exactly one screen.
  public var embedsNavigationStack: Bool

  /// A presentation with every value given.
  public init(style: Style, isInteractiveDismissDisabled: Bool = false, embedsNavigationStack: Bool = true) {
    self.style = style
    self.isInteractiveDismissDisabled = isInteractiveDismissDisabled
    self.embedsNavigationStack = embedsNavigationStack
  }

  /// A sheet; by default a full-height one with the host's grabber and its own navigation stack.
  public static func sheet(
    detents: [SheetDetent] = [.large],
    grabber: GrabberVisibility = .automatic,
    interactiveDismissDisabled: Bool = false,
    embedsNavigationStack: Bool = true
  ) -> ModalPresentation {
    ModalPresentation(
      style: .sheet(detents: detents, grabber: grabber),
      isInteractiveDismissDisabled: interactiveDismissDisabled,
      embedsNavigationStack: embedsNavigationStack
    )
  }

  /// A full-screen cover; by default with its own navigation stack.
  public static func fullScreenCover(
    interactiveDismissDisabled: Bool = false,
    embedsNavigationStack: Bool = true
  ) -> ModalPresentation {
    ModalPresentation(
      style: .fullScreenCover,
      isInteractiveDismissDisabled: interactiveDismissDisabled,
      embedsNavigationStack: embedsNavigationStack
    )
  }

  /// A presentation with a custom transition, which the host maps to an animator.
  public static func custom(
    _ transition: TransitionID,
    interactiveDismissDisabled: Bool = false,
    embedsNavigationStack: Bool = true
  ) -> ModalPresentation {
    ModalPresentation(
      style: .custom(transition),
      isInteractiveDismissDisabled: interactiveDismissDisabled,
      embedsNavigationStack: embedsNavigationStack
    )
  }
}

extension ModalPresentation: CustomStringConvertible {
  /// `sheet(medium, large)`, `fullScreenCover` or `custom(zoom)`, with flags that differ from the defaults.
  public var description: String {
    var text: String
    switch style {
    case .sheet(let detents, let grabber):
      text = "sheet(\(detents.map(\.description).joined(separator: ", "))"
      if grabber != .automatic { text += ", grabber: \(grabber)" }
      text += ")"
    case .fullScreenCover:
      text = "fullScreenCover"
    case .custom(let transition):
      text = "custom(\(transition))"
    }
    if isInteractiveDismissDisabled { text += " dismiss-disabled" }
    if !embedsNavigationStack { text += " no-stack" }
    return text
  }
}

/// A height at which a sheet rests.
public enum SheetDetent: Hashable, Sendable, Codable, CustomStringConvertible {
  /// About half the screen.
  case medium
  /// The full height.
  case large
  /// A fraction of the full height, from 0 to 1.
  case fraction(Double)
  /// A fixed height in points.
  case height(Double)

  /// `medium`, `large`, `fraction(0.3)` or `height(200.0)`.
  public var description: String {
    switch self {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let value): "fraction(\(value))"
    case .height(let value): "height(\(value))"
    }
  }
}

/// Whether a sheet shows its grabber.
public enum GrabberVisibility: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The host decides.
  case automatic
  /// Always shown.
  case visible
  /// Never shown.
  case hidden

  /// The case name.
  public var description: String { rawValue }
}

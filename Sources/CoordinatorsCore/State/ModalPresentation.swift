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

  /// A presentation with every value given; a sheet's detents are normalised as UIKit requires
  /// them and every host shows them: a fraction or a height that is not finite or not above 0 is
  /// left out, a fraction above 1 is 1; heights come first, smallest first, then the rest by
  /// fraction of the full height (`medium` as 0.5, `large` as 1); a detent given twice is kept
  /// once; none left is `[.large]`.
  package init(style: Style, isInteractiveDismissDisabled: Bool = false, embedsNavigationStack: Bool = true) {
    if case .sheet(let detents, let grabber) = style {
      self.style = .sheet(detents: SheetDetent.normalized(detents), grabber: grabber)
    } else {
      self.style = style
    }
    self.isInteractiveDismissDisabled = isInteractiveDismissDisabled
    self.embedsNavigationStack = embedsNavigationStack
  }

  /// Decodes a presentation as ``init(style:isInteractiveDismissDisabled:embedsNavigationStack:)``
  /// makes one: stored data with no detents or unordered ones reaches no host as it is.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      style: try container.decode(Style.self, forKey: .style),
      isInteractiveDismissDisabled: try container.decode(Bool.self, forKey: .isInteractiveDismissDisabled),
      embedsNavigationStack: try container.decode(Bool.self, forKey: .embedsNavigationStack))
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

  /// `detents` as UIKit's `UISheetPresentationController.detents` requires them ("at least one
  /// element", "in order from smallest to largest", Apple's documentation of `detents`), and as
  /// every host shows them:
  /// - a fraction or a height that is not finite or not above 0 is left out (it would break the
  ///   JSON of a snapshot or an event log, and means no height); a fraction above 1 is 1;
  /// - heights come first, smallest first (a fixed height is compared with the others only on a
  ///   device), then the rest by fraction of the full height: `medium` as 0.5, `large` as 1;
  /// - a detent given twice is kept once; none left is `[.large]`.
  ///
  /// <!-- snippet: not compiled -->
  /// ```swift
  /// SheetDetent.normalized([.large, .medium])   // [.medium, .large]
  /// SheetDetent.normalized([])                  // [.large]
  /// ```
  package static func normalized(_ detents: some Sequence<SheetDetent>) -> [SheetDetent] {
    var kept: [SheetDetent] = []
    for detent in detents {
      let usable: SheetDetent? =
        switch detent {
        case .fraction(let value): value.isFinite && value > 0 ? .fraction(min(value, 1)) : nil
        case .height(let value): value.isFinite && value > 0 ? detent : nil
        case .medium, .large: detent
        }
      if let usable, !kept.contains(usable) { kept.append(usable) }
    }
    guard !kept.isEmpty else { return [.large] }
    return kept.sorted { $0.order < $1.order }
  }

  /// Where the detent goes in `normalized(_:)`: heights first, then fractions of the height.
  private var order: (Int, Double) {
    switch self {
    case .height(let value): (0, value)
    case .fraction(let value): (1, value)
    case .medium: (1, 0.5)
    case .large: (1, 1)
    }
  }

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

/// What a host knows of its window's width: its width in points and its horizontal size class,
/// each as the platform reported it last (`nil` until it did). The host only gathers them; the
/// navigator's ``WidthThresholds`` decide the width class (``widthClass(under:)``).
package struct WindowWidth: Hashable, Sendable {
  /// The window's (or the scene's root view's) width in points.
  package var points: Double?
  /// The window's horizontal size class.
  package var sizeClass: WidthClass?

  /// A window of `points` points and size class `sizeClass`, either unknown.
  package init(points: Double? = nil, sizeClass: WidthClass? = nil) {
    self.points = points
    self.sizeClass = sizeClass
  }

  /// Whether nothing is known yet.
  package var isUnknown: Bool { widthClass(under: .standard) == nil }

  /// The width class `thresholds` give this window; `nil` while nothing is known.
  package func widthClass(under thresholds: WidthThresholds) -> WidthClass? {
    thresholds.widthClass(width: points, sizeClass: sizeClass)
  }
}

extension NavigationState {
  /// The state laid out for a window of `width`: itself when it is that wide already, `nil`
  /// when it cannot be (see ``applyingUserGesture(_:)`` with ``UserGesture/resized(_:)``).
  package func laidOut(at width: WidthClass) -> NavigationState? {
    rootLayout.widthClass == width ? self : applyingUserGesture(.resized(width))
  }
}

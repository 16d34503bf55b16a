/// The widths, in points, at which a window's root is laid out compact or regular
/// (``WidthClass``): the window's width decides, and its size class only between the two
/// thresholds, or where no width is known.
///
/// A size class no longer says how wide a window is: on iOS 27 an iPhone app's window resizes
/// (iPhone Mirroring, iPhone apps on iPad) and keeps a compact size class, which only
/// `viewWillTransition(to:with:)` reports (https://developer.apple.com/forums/thread/836088).
/// So a split view would stay collapsed, and an adaptive layout a tab bar, in a window as wide
/// as an iPad's. The hosts report the window's width as well, and the navigator lays its root
/// out by ``widthClass(width:sizeClass:)``.
///
/// The defaults keep every layout that Apple's size classes give a device's full screen or an
/// iPad's Split View, where the size class follows the width, and lay a wider resized window
/// out regular (Human Interface Guidelines, "Layout", Device size classes:
/// https://developer.apple.com/design/human-interface-guidelines/layout):
/// - ``regularFrom`` is 896 pt, the narrowest width Apple gives a regular width class on
///   iPhone (iPhone 11 and XR in landscape), and wider than every window Apple calls compact
///   (iPhone 16 Pro in landscape, 874 pt; iPad's narrower Split View sides).
/// - ``compactBelow`` is 678 pt, the narrowest window Apple calls regular (one half of a
///   12.9-inch iPad Pro's Split View in landscape); every narrower window is compact.
///
/// Between the two, the size class decides: an iPad in portrait (744 to 834 pt) stays regular
/// and an iPhone in landscape compact, as before. An app that wants its sidebar from a given
/// width whatever the size class gives one threshold:
///
/// ```swift
/// navigator.widthThresholds = WidthThresholds(regularFrom: 700)
/// ```
public struct WidthThresholds: Hashable, Sendable {
  /// A window narrower than this is compact, whatever its size class.
  public var compactBelow: Double
  /// A window at least this wide is regular, whatever its size class.
  public var regularFrom: Double

  /// Thresholds with the given widths, in points; `regularFrom` is raised to `compactBelow` when
  /// it is smaller.
  public init(compactBelow: Double = 678, regularFrom: Double = 896) {
    self.compactBelow = compactBelow
    self.regularFrom = max(regularFrom, compactBelow)
  }

  /// One threshold: a window is regular from `width` points wide, compact below, whatever its
  /// size class.
  public init(regularFrom width: Double) {
    self.init(compactBelow: width, regularFrom: width)
  }

  /// The defaults (678 and 896 pt), which agree with Apple's size classes wherever the size
  /// class follows the width.
  public static let standard = WidthThresholds()

  /// The width class of a window `width` points wide whose horizontal size class is
  /// `sizeClass`; either may be unknown (`nil`).
  ///
  /// - A known width below ``compactBelow`` is compact; one from ``regularFrom`` on is regular.
  /// - In between, the size class decides; regular when none is known.
  /// - With no width known, the size class decides; `nil` when neither is known.
  public func widthClass(width: Double?, sizeClass: WidthClass?) -> WidthClass? {
    guard let width, width.isFinite, width > 0 else { return sizeClass }
    if width < compactBelow { return .compact }
    if width >= regularFrom { return .regular }
    return sizeClass ?? .regular
  }
}

extension WidthThresholds: CustomStringConvertible {
  /// `compact below 678 pt, regular from 896 pt`.
  public var description: String {
    "compact below \(compactBelow.formatted) pt, regular from \(regularFrom.formatted) pt"
  }
}

extension Double {
  /// The number without a fraction when it has none (`678`, `700.5`).
  fileprivate var formatted: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}

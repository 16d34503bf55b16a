import CoordinatorsCore
import Testing

@Suite("Width thresholds: the window's width decides its width class")
struct WidthThresholdsTests {
  /// One row: a window `points` wide (`nil`: unknown) of size class `sizeClass` (`nil`: unknown)
  /// is laid out `expected` under the standard thresholds.
  struct Row: CustomTestStringConvertible, Sendable {
    let points: Double?
    let sizeClass: WidthClass?
    let expected: WidthClass?
    let device: String
    var testDescription: String {
      "\(device): \(points.map { "\($0)" } ?? "no width"), \(sizeClass.map { "\($0)" } ?? "no size class")"
    }
  }

  static let rows: [Row] = [
    // A resized iPhone window keeps a compact size class on iOS 27: its width decides.
    Row(points: 1000, sizeClass: .compact, expected: .regular, device: "iPhone window resized wide (iOS 27)"),
    Row(points: 896, sizeClass: .compact, expected: .regular, device: "resized iPhone window at regularFrom"),
    Row(points: 380, sizeClass: .regular, expected: .compact, device: "Pro Max iPhone window resized narrow"),
    // Where Apple's size class follows the width, the layout is the size class's.
    Row(points: 874, sizeClass: .compact, expected: .compact, device: "iPhone 16 Pro in landscape"),
    Row(points: 932, sizeClass: .regular, expected: .regular, device: "iPhone 16 Plus in landscape"),
    Row(points: 402, sizeClass: .compact, expected: .compact, device: "iPhone in portrait"),
    Row(points: 744, sizeClass: .regular, expected: .regular, device: "iPad mini in portrait"),
    Row(points: 834, sizeClass: .regular, expected: .regular, device: "11-inch iPad in portrait"),
    Row(points: 1366, sizeClass: .regular, expected: .regular, device: "12.9-inch iPad in landscape"),
    Row(points: 678, sizeClass: .regular, expected: .regular, device: "12.9-inch iPad, half of Split View"),
    Row(points: 590, sizeClass: .compact, expected: .compact, device: "11-inch iPad, half of Split View"),
    Row(points: 320, sizeClass: .compact, expected: .compact, device: "Slide Over"),
    // Between the thresholds with no size class: regular; no width: the size class.
    Row(points: 800, sizeClass: nil, expected: .regular, device: "a window with no size class"),
    Row(points: nil, sizeClass: .compact, expected: .compact, device: "no width yet"),
    Row(points: nil, sizeClass: .regular, expected: .regular, device: "no width yet"),
    Row(points: 0, sizeClass: .compact, expected: .compact, device: "a zero width is no width"),
    Row(points: nil, sizeClass: nil, expected: nil, device: "nothing known"),
  ]

  @Test(arguments: rows)
  func theStandardThresholdsDecide(_ row: Row) {
    #expect(WidthThresholds.standard.widthClass(width: row.points, sizeClass: row.sizeClass) == row.expected)
  }

  @Test func oneThresholdIgnoresTheSizeClass() {
    let thresholds = WidthThresholds(regularFrom: 700)
    #expect(thresholds.widthClass(width: 700, sizeClass: .compact) == .regular)
    #expect(thresholds.widthClass(width: 699, sizeClass: .regular) == .compact)
    #expect(thresholds.widthClass(width: nil, sizeClass: .compact) == .compact)
    #expect(thresholds.description == "compact below 700 pt, regular from 700 pt")
  }

  @Test func regularFromIsNeverBelowCompactBelow() {
    let thresholds = WidthThresholds(compactBelow: 800, regularFrom: 600)
    #expect(thresholds.regularFrom == 800)
    #expect(WidthThresholds.standard.description == "compact below 678 pt, regular from 896 pt")
  }
}

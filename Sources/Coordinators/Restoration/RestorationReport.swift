/// What a restoration rebuilt, and what it could not.
///
/// Restoring never fails as a whole: it rebuilds the longest valid prefix of the snapshot (the
/// root flow's start when nothing is valid) and lists here what stopped it.
///
/// ```swift
/// let report = navigator.restore(from: data, registry: routes)
/// if !report.isComplete { logger.warning("\(report)") }
/// ```
public struct RestorationReport: Hashable, Sendable, CustomStringConvertible {
  /// What could not be restored, in the order it was found: usually one error, whose
  /// description names the place where the restored prefix ends, then one
  /// ``RestorationError/Reason/tabRemoved`` for each saved tab the tab container no longer
  /// shows. Empty when everything was restored.
  public let errors: [RestorationError]
  /// The number of screens of the snapshot that were restored.
  public let restoredScreenCount: Int
  /// The number of screens the snapshot held, as far as its data could be read.
  public let savedScreenCount: Int

  /// A report with the given values.
  package init(errors: [RestorationError], restoredScreenCount: Int, savedScreenCount: Int) {
    self.errors = errors
    self.restoredScreenCount = restoredScreenCount
    self.savedScreenCount = savedScreenCount
  }

  /// Whether everything the snapshot held was restored.
  public var isComplete: Bool { errors.isEmpty }

  /// `restored 5 of 7 screens`, then each error on a line of its own.
  public var description: String {
    let screens = "restored \(restoredScreenCount) of \(savedScreenCount) screen\(savedScreenCount == 1 ? "" : "s")"
    return ([screens] + errors.map { "  \($0)" }).joined(separator: "\n")
  }
}

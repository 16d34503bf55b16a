/// The window as the UIKit host follows it: its width and size class as UIKit gave them last,
/// the width class changed inside one of UIKit's callbacks and reported once it returned
/// (``UIKitWidthReport``), and the size class the root split view is shown with in place of the
/// window's. Pure: the navigator's thresholds decide the width class (`WindowWidth`), and
/// ``UIKitHostModel`` makes the calls these rules name.
package struct UIKitWindow: Hashable, Sendable {
  /// The window's width in points and size class as UIKit gave them last.
  package var width = WindowWidth()
  /// The width class UIKit gave the window inside a callback, reported once it returned.
  package var report = UIKitWidthReport()
  /// The size class the root split view is shown with in place of the window's
  /// (``UIKitHostAction/overrideSplitSizeClass(_:)``); `nil` while none is.
  package private(set) var splitSizeClassOverride: WidthClass?

  /// A window of which nothing is known yet.
  package init() {}

  /// UIKit gave the window, or the root split view (`fromSplitView`: its collapse, expansion or
  /// appearance), the size class `sizeClass`: the window's, but a split view shown with an
  /// override says nothing of the window.
  package mutating func sizeClassChanged(to sizeClass: WidthClass, fromSplitView: Bool) {
    if !fromSplitView || splitSizeClassOverride == nil { width.sizeClass = sizeClass }
  }

  /// Whether the host asks for a report once UIKit's callback returned (``UIKitWidthReport``):
  /// only the first change of the width class `thresholds` give the window since the last report.
  package mutating func asksForReport(under thresholds: WidthThresholds) -> Bool {
    guard let decided = width.widthClass(under: thresholds) else { return false }
    return report.widthChanged(to: decided)
  }

  /// What the session hears when the width class `decided` is reported: the window as known,
  /// or that width class alone while nothing is known.
  package func reported(_ decided: WidthClass) -> WindowWidth {
    width.isUnknown ? WindowWidth(sizeClass: decided) : width
  }

  /// Whether the split view's columns follow UIKit's own collapse or expansion to `sizeClass`
  /// while the session keeps `shown` (the scene is inactive): when `shown` is laid out for
  /// another width and no override of the host's makes the change.
  package func columnsFollowUIKit(to sizeClass: WidthClass, keeping shown: NavigationState) -> Bool {
    shown.rootLayout.widthClass != sizeClass && splitSizeClassOverride == nil
  }

  /// The override the root split view gets to show `state`'s width class where the window's
  /// size class differs: `nil` when it stays as it is; `.some(nil)` when it goes.
  package mutating func splitSizeClassChange(showing state: NavigationState) -> WidthClass?? {
    let shownWidth = state.rootLayout.widthClass
    let override = width.sizeClass == shownWidth ? nil : shownWidth
    guard override != splitSizeClassOverride else { return nil }
    splitSizeClassOverride = override
    return .some(override)
  }

  /// A new root container: no split view has an override yet.
  package mutating func rootWasMade() { splitSizeClassOverride = nil }
}

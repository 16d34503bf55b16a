/// The window's width class as UIKit gives it inside its own callbacks (a trait change,
/// `splitViewControllerDidCollapse(_:)` or `DidExpand`, a root's `viewDidAppear(_:)`), which the
/// UIKit host reports only once the callback returned: following it may replace the root
/// container UIKit is laying out, and UIKit warns that "traits may change more than once before
/// the system updates a view, so avoid expensive work in response to trait changes"
/// (https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94). Several
/// changes before then report the last, once. Pure: ``UIKitHostModel`` asks for the report
/// (``UIKitHostAction/reportWidthAfterCallback``) and makes it.
package struct UIKitWidthReport: Hashable, Sendable {
  /// The width given last and not yet reported; `nil` while none waits.
  package private(set) var waiting: WidthClass?

  /// No width waits.
  package init() {}

  /// UIKit gave the window `width` inside a callback: whether to ask for a report once the
  /// callback returned, which only the first change since the last report does.
  package mutating func widthChanged(to width: WidthClass) -> Bool {
    defer { waiting = width }
    return waiting == nil
  }

  /// The callback returned: the width to report, the last one given; `nil` when none waits.
  package mutating func callbackReturned() -> WidthClass? {
    defer { waiting = nil }
    return waiting
  }
}

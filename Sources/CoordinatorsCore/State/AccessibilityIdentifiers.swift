/// The accessibility identifiers the hosts give what they make: tab items, sidebar rows and
/// alert buttons, each derived from the identity of its tab or its place, never from a title.
///
/// UI tests that find elements by these identifiers survive translations and OS updates that
/// change the system's own identifiers. Every host applies the same rule (SwiftUI with
/// `accessibilityIdentifier(_:)`, UIKit with the `accessibilityIdentifier` of the `UITabBarItem`,
/// `UITab` or `UIAlertAction` it makes), and a UI test builds the identifier it looks for with
/// the same functions:
///
/// ```swift
/// let app = XCUIApplication()
/// app.tabBars.buttons[AccessibilityIdentifiers.tab("library")].tap()
/// app.alerts.buttons[AccessibilityIdentifiers.alertButton(at: 0)].tap()
/// ```
///
/// An identifier is `coordinators.` then the kind of element, then its name: a tab's name, a
/// section's name, a button's place. A name is kept as it is, dots included, so two different
/// names never give the same identifier.
public enum AccessibilityIdentifiers {
  /// The prefix of every identifier the hosts set.
  public static let prefix = "coordinators"

  /// A tab's item in the tab bar, and the tab's row in a sidebar: `coordinators.tab.<tab>`.
  ///
  /// One identifier for both, since a sidebar-adaptable tab view shows the same tab in either.
  public static func tab(_ id: TabID) -> String {
    "\(prefix).tab.\(id.rawValue)"
  }

  /// A section's header in a sidebar: `coordinators.section.<section>`, the section's name
  /// (``TabItem/Section/id``), not its title.
  public static func section(_ section: TabItem.Section) -> String {
    "\(prefix).section.\(section.id)"
  }

  /// The button at `index` of the alert or confirmation dialog shown, counted from 0 in the
  /// order the flow gave them: `coordinators.alert.button.<index>`.
  ///
  /// A state shows one alert at a time, and an alert's own identity is a counter that changes
  /// from run to run, so the button's place names it.
  public static func alertButton(at index: Int) -> String {
    "\(prefix).alert.button.\(index)"
  }

  /// The element whose accessibility value is what the navigator shows, as JSON
  /// (`Navigator.stateJSON(registry:)`), in an app run by a UI test: `coordinators.navigation`.
  ///
  /// The library's hosts make no such element; an app that starts at a UI test's place makes one
  /// (the Entry Points article shows it), and the test reads its value (XCTest's code, which no
  /// SDK here holds):
  ///
  /// <!-- snippet: not compiled -->
  /// ```swift
  /// let shown = app.otherElements[AccessibilityIdentifiers.navigation].value as? String
  /// ```
  public static let navigation = "\(prefix).navigation"
}

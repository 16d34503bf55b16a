import Foundation

extension NavigationEntry {
  /// The launch argument that names the place a UI test starts at: `-CoordinatorsEntry <url>`.
  public static let launchArgument = "-CoordinatorsEntry"

  /// The environment variable that names the place a UI test starts at, when no
  /// ``launchArgument`` does: `COORDINATORS_ENTRY=<url>`.
  public static let launchEnvironmentKey = "COORDINATORS_ENTRY"

  /// The entry a UI test asks the app to start at, with the source ``Source/uiTest``: the URL
  /// after ``launchArgument`` in `arguments`, or else the value of ``launchEnvironmentKey`` in
  /// `environment`; `nil` when neither names one, or the text is not a URL.
  ///
  /// The UI test names the place:
  ///
  /// ```swift
  /// let app = XCUIApplication()
  /// app.launchArguments += [NavigationEntry.launchArgument, "myapp://orders/7"]
  /// app.launch()
  /// ```
  ///
  /// and the app hands it to the funnel once its navigator exists, where it waits for the host
  /// like any other entry:
  ///
  /// ```swift
  /// if let entry = NavigationEntry.launchEntry() { navigator.handle(entry: entry) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: the process's arguments; `ProcessInfo.processInfo.arguments` unless given.
  ///   - environment: the process's environment; `ProcessInfo.processInfo.environment` unless
  ///     given.
  ///   - arrival: when the entry arrived; now unless given.
  public static func launchEntry(
    arguments: [String] = ProcessInfo.processInfo.arguments,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    arrival: Date = Date()
  ) -> NavigationEntry? {
    let text: String?
    if let index = arguments.lastIndex(of: launchArgument), arguments.index(after: index) < arguments.endIndex {
      text = arguments[arguments.index(after: index)]
    } else {
      text = environment[launchEnvironmentKey]
    }
    guard let text, !text.isEmpty, let url = URL(string: text) else { return nil }
    return NavigationEntry(url, source: .uiTest, arrival: arrival)
  }
}

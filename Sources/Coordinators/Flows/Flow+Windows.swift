import Foundation

extension Flow {
  /// Shows the walk `routes` in another window, as ``Navigator/openWindow(showing:)`` does for
  /// the navigator that runs this flow.
  ///
  /// - Throws: ``WindowError``; ``WindowError/Reason/navigationRejected`` for a flow that does
  ///   not run (the description says so).
  @discardableResult
  public func openWindow(showing routes: [any Route]) throws(WindowError) -> WindowOpening {
    guard let navigator else { throw WindowError(.navigation(NavigationError(.flowNotRunning(formerID)))) }
    return try navigator.openWindow(showing: routes)
  }

  /// Opens `url` in another window, as ``Navigator/openWindow(_:)`` does for the navigator that
  /// runs this flow.
  ///
  /// - Throws: ``WindowError``, as ``openWindow(showing:)``.
  @discardableResult
  public func openWindow(_ url: URL) throws(WindowError) -> WindowOpening {
    guard let navigator else { throw WindowError(.navigation(NavigationError(.flowNotRunning(formerID)))) }
    return try navigator.openWindow(url)
  }
}

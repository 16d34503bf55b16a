import Foundation

extension Flow {
  /// Shows the walk `routes` in another window, as ``Navigator/openWindow(showing:)`` does for
  /// the navigator that runs this flow.
  ///
  /// - Throws: ``WindowError``; ``WindowError/Reason/navigation(_:)`` with
  ///   ``NavigationError/Reason/flowNotRunning`` for a flow that does not run.
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

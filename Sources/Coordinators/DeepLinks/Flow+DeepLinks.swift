import Foundation

extension Flow {
  /// Opens `url` as ``Navigator/open(_:)`` does, on behalf of this flow: in the order of the
  /// navigator's links, through its guards, as one change.
  ///
  /// A link waits for the links opened before it, and for the navigation lock to end. A link
  /// that this flow opens fails at once with ``DeepLinkError/Reason/waitsForItsOwnFlow``,
  /// instead of waiting for ever, when only this flow could end that wait:
  ///
  /// - this flow, or one of its ancestors, holds the navigation lock (unlock it first);
  /// - this flow is, or descends from, the flow that the first link's guard waits for, such as a
  ///   login flow (finish it first; the link that waited opens, then this one).
  ///
  /// <!-- snippet: in LoginCoordinator -->
  /// ```swift
  /// func signIn(as user: String) async {
  ///   session.user = user
  ///   finish(with: user)  // first: the link that waits for this login opens now
  ///   try? await flow.open(URL(string: "myapp://welcome")!)
  /// }
  /// ```
  ///
  /// A flow that has finished opens its link in the navigator it ran in, as
  /// ``Navigator/open(_:)`` would: it can no longer hold anything up.
  ///
  /// The waiting task does not keep the navigator: when it goes away, the link ends with
  /// ``DeepLinkError/Reason/navigatorGone``.
  ///
  /// - Throws: ``DeepLinkError``, reported to the observers too; a flow that never ran (or whose
  ///   navigator is gone) throws ``DeepLinkError/Reason/navigationRejected``, whose description
  ///   says the flow does not run.
  public func open(_ url: URL) async throws(DeepLinkError) {
    // The navigator is taken for the queueing only: the wait holds a reference that does not
    // keep it.
    try await open(entry: NavigationEntry(url, source: .url))
  }

  /// Puts `entry` in the queue of links of the navigator that runs this flow, or ran it.
  func queue(_ entry: NavigationEntry) throws(DeepLinkError) -> (work: Int, reference: NavigatorReference) {
    guard let navigator = navigator ?? formerNavigator else {
      var error = notRunning(entry.place.description)
      error.source = entry.source
      throw error
    }
    return (try navigator.links.queueEntry(entry, openedBy: id), navigator.reference)
  }

  /// Opens `url` as ``Navigator/handle(_:)`` does, without waiting, on behalf of this flow (see
  /// ``open(_:)``): a failure is reported to the navigator's observers.
  public func handle(_ url: URL) {
    handle(entry: NavigationEntry(url, source: .url))
  }

  func notRunning(_ url: String) -> DeepLinkError {
    DeepLinkError(.navigation(NavigationError(.flowNotRunning(formerID))), url: url)
  }
}

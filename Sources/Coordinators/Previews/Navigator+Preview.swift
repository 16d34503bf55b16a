import CoordinatorsCore
import Foundation

extension Navigator {
  /// Brings the navigator to `destination` at once, as one change, for a preview: an Xcode
  /// preview of a screen deep in a flow, in a tab, in a sheet, shown with the app's own
  /// coordinators. Call it on a fresh navigator, before a host attaches: the host's first steps
  /// then show the whole state. `NavigatorPreview` in SwiftUI and
  /// `UIKitHost.preview(at:host:navigator:)` in UIKit do both, with hosts that never animate.
  ///
  /// ```swift
  /// let navigator = TabsApp.makeNavigator()
  /// try navigator.prepareForPreview(at: .routes([MainRoute.detail, MainRoute.bottomSheet]))
  /// ```
  ///
  /// The state is the one the same walk reaches on a host that shows each step in turn:
  /// ``navigate(to:cause:)`` for ``PreviewDestination/routes(_:)``, and for
  /// ``PreviewDestination/link(_:)`` the walk ``open(_:)`` makes, with the deep-link cause,
  /// without waiting: the link does not wait for a host, its link guards and route guards are
  /// checked at once, and one that does not hold fails the preview rather than starting its flow.
  /// A walk of routes passes the route guards of ``deepLinks`` as a link does, on every screen it
  /// shows. Neither form takes a flow's locked navigation away.
  ///
  /// - Throws: ``WindowError``, which the preview shows in place of the navigation:
  ///   ``WindowError/Reason/navigationRejected`` for a route that does not fit (its
  ///   description names the route's index), ``WindowError/Reason/guardNotSatisfied``
  ///   for a route guard that does not hold, ``WindowError/Reason/invalidLink`` for a link that is not
  ///   opened. Nothing changed.
  public func prepareForPreview(at destination: PreviewDestination) throws(WindowError) {
    switch destination {
    case .start:
      return
    case .routes(let routes):
      let routeGuards = deepLinks?.routeGuards ?? []
      var unmet: LinkGuard?
      do throws(NavigationError) {
        try flows.transactionally { () throws(NavigationError) in
          try navigate(to: routes)
          unmet = LinkQueue.unmetGuard(of: routeGuards, onScreensAddedTo: state, by: flows.drafted.state)
          // An error rolls the draft back; `unmet` says why.
          if let unmet { throw NavigationError(.noScreens, context: "pass the \(unmet.name) guard") }
        }
      } catch {
        if let unmet { throw WindowError(.guardNotSatisfied(unmet.name)) }
        throw WindowError(.navigation(error))
      }
    case .link(let url):
      do throws(DeepLinkError) {
        try openAtOnce(url)
      } catch {
        throw WindowError(.link(error))
      }
    }
  }

  /// Resolves `url`, checks its guards and walks it now, as ``open(_:)`` does once its turn comes;
  /// a guard that does not hold refuses the link.
  private func openAtOnce(_ url: URL) throws(DeepLinkError) {
    let (link, routeGuards) = try links.resolve(url)
    for linkGuard in link.guards where !linkGuard.isSatisfied() {
      throw DeepLinkError(.guardNotSatisfied(linkGuard.name), url: url.absoluteString)
    }
    if let unmet = try links.walkLink(link, routeGuards: routeGuards, cause: .deepLink(url)) {
      throw DeepLinkError(.guardNotSatisfied(unmet.name), url: url.absoluteString)
    }
  }
}

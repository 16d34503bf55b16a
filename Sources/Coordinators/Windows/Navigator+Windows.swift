import CoordinatorsCore
import Foundation

extension Navigator {
  /// Shows the walk `routes` in another window: the one that shows the place already, by the
  /// ``WindowRule`` of ``windows``, or a new one; in this window when the platform
  /// shows one window only (an iPhone, a single-scene app) or the navigator has no directory.
  ///
  /// ```swift
  /// try navigator.openWindow(showing: [LibraryRoute.books, BookRoute.book(7)])
  /// ```
  ///
  /// A new window's scene makes its own navigator and walks there as one change
  /// (``WindowDirectory/connect(_:showing:restored:session:)``). A window that is already open, or this
  /// one, walks there now, as ``navigate(to:cause:)`` walks, with a
  /// ``NavigationCause/window(_:)`` event and through the route guards of ``deepLinks``.
  ///
  /// Before a window is asked for, the walk is tried here and rolled back (from the root, as
  /// ``navigate(to:cause:)`` walks, whatever this window's navigation lock holds): a window opens
  /// only for a walk that will succeed. A second request for a key whose new window has not
  /// connected yet opens nothing more: it answers ``WindowOpening/existingWindow(_:)``, and that
  /// window walks to the place asked for last when it connects.
  ///
  /// - Returns: where the place was shown.
  /// - Throws: ``WindowError``; nothing changed and no window opened: a route not in the
  ///   directory's registry (checked before any window is chosen), a walk longer than
  ///   ``WindowDirectory/maximumWalkLength``, a walk that does not fit, a guard that fails, or,
  ///   in the window that shows the place, its navigation lock or a flow that keeps its screens.
  @discardableResult
  public func openWindow(showing routes: [any Route]) throws(WindowError) -> WindowOpening {
    guard let windows else {
      let fallback = WindowFallback.noWindowDirectory
      try walkGuarded(routes, cause: .window(.shownInCurrentWindow(fallback)))
      return .currentWindow(fallback)
    }
    let destination = try windows.destination(showing: routes)
    return try windows.open(destination, from: self)
  }

  /// Opens `url` in another window, as ``openWindow(showing:)`` shows a walk: the link is
  /// resolved here first (its walk names the window), then opened as ``open(_:)`` opens it,
  /// through its guards, in the window chosen.
  ///
  /// - Returns: where the link is opened.
  /// - Throws: ``WindowError/Reason/invalidLink`` when no pattern of ``deepLinks`` matches `url`,
  ///   or the navigator has no router; for a new window, a walk that does not fit or a guard
  ///   without a redirect that fails (a guard's flow runs in the new window); nothing changed and
  ///   no window opened.
  @discardableResult
  public func openWindow(_ url: URL) throws(WindowError) -> WindowOpening {
    let link = try checkLink(url)
    guard let windows else {
      let fallback = WindowFallback.noWindowDirectory
      links.handle(url, openedBy: nil, cause: .window(.shownInCurrentWindow(fallback)))
      return .currentWindow(fallback)
    }
    return try windows.open(windows.destination(opening: url, leadingTo: link.routes), from: self)
  }

  /// Tries the walk of `destination` here and rolls it back, for a window that has not walked
  /// there yet: a new one, made by the app's factory as this one was, or one whose scene the
  /// platform is asked to connect again. Throws what that window would meet: a walk longer than
  /// the directory allows, a route that does not decode, a walk that does not fit, a route
  /// guard that fails (for a link, one without a redirect: the link's own flow satisfies the
  /// others in the new window).
  ///
  /// The walk is tried from this navigator's root, as ``navigate(to:cause:)`` walks, whatever
  /// this window's navigation lock holds (the new window has no lock); a coordinator it starts
  /// runs its `start()` and is let go. Inside a change that is being built (a transaction), the
  /// walk cannot be tried apart from it: only the route guards of the walk's routes are checked.
  func tryWalk(of destination: WindowDestination, in directory: WindowDirectory) throws(WindowError) {
    switch destination.place {
    case .routes:
      try tryWalk(try directory.routes(of: destination).map(\.base), passingRedirects: false)
    case .link(let url):
      let link = try checkLink(url)
      for linkGuard in link.guards where !linkGuard.isSatisfied() && linkGuard.redirect == nil {
        throw WindowError(.guardNotSatisfied(linkGuard.name))
      }
      try tryWalk(link.routes, passingRedirects: true)
    }
  }

  /// Tries the walk `routes` and rolls it back; a failing route guard with a redirect passes when
  /// `passingRedirects`.
  private func tryWalk(_ routes: [any Route], passingRedirects: Bool) throws(WindowError) {
    let routeGuards = deepLinks?.routeGuards ?? []
    func refuses(_ linkGuard: LinkGuard) -> Bool {
      !linkGuard.isSatisfied() && !(passingRedirects && linkGuard.redirect != nil)
    }
    guard flows.draft == nil else {
      for route in routes {
        for routeGuard in routeGuards where routeGuard.routes.matches(AnyRoute(route)) && refuses(routeGuard.linkGuard)
        {
          throw WindowError(.guardNotSatisfied(routeGuard.linkGuard.name))
        }
      }
      return
    }
    var refusal: WindowError?
    var walked = false
    do {
      // Always rolled back. As a restoration, no lock of this window refuses it: the walk is
      // another window's.
      try flows.transactionally(cause: .restoration) { () throws(NavigationError) in
        try navigate(to: routes, cause: .restoration)
        var checked: Set<String> = []
        for screen in flows.drafted.state.allScreens where state.screen(screen.id) == nil {
          for routeGuard in routeGuards where routeGuard.routes.matches(screen.route) {
            guard checked.insert(routeGuard.linkGuard.name).inserted, refuses(routeGuard.linkGuard) else { continue }
            refusal = refusal ?? WindowError(.guardNotSatisfied(routeGuard.linkGuard.name))
          }
        }
        walked = true
        throw NavigationError(.noScreens, context: "try the walk of another window")
      }
    } catch {
      if let refusal { throw refusal }
      if walked { return }
      throw WindowError(.navigation(error))
    }
  }

  /// The link `url` resolves to with ``deepLinks``.
  @discardableResult
  func checkLink(_ url: URL) throws(WindowError) -> ResolvedLink {
    do {
      return try links.resolve(url).0
    } catch {
      throw WindowError(.link(error))
    }
  }

  /// Why the change under way may not be kept, as a link's would not be: a route guard of
  /// `routeGuards` fails for a screen it adds, or a flow that keeps its screens would lose them;
  /// `nil` when it may.
  func refusalOfDraft(guardedBy routeGuards: [RouteGuard]) -> WindowError? {
    if !routeGuards.isEmpty,
      let unmet = LinkQueue.unmetGuard(of: routeGuards, onScreensAddedTo: state, by: flows.drafted.state)
    {
      return WindowError(.guardNotSatisfied(unmet.name))
    }
    return links.flowKeepingItsScreens(fromLinkDrafting: flows.drafted.state).map {
      WindowError(.flowKeepsItsScreens($0))
    }
  }

  /// Walks `routes` as one change with `cause`, as ``navigate(to:cause:)`` does, and keeps it
  /// only when every route guard of ``deepLinks`` that protects a screen the walk adds holds,
  /// and no flow that keeps its screens would lose them; otherwise nothing changes.
  func walkGuarded(_ routes: [any Route], cause: NavigationCause) throws(WindowError) {
    let routeGuards = deepLinks?.routeGuards ?? []
    var refusal: WindowError?
    do {
      try flows.transactionally(cause: cause) { () throws(NavigationError) in
        try navigate(to: routes, cause: cause)
        refusal = refusalOfDraft(guardedBy: routeGuards)
        // An error rolls the draft back; `refusal` says why.
        if refusal != nil { throw NavigationError(.noScreens, context: "show a place from another window") }
      }
    } catch {
      throw refusal ?? WindowError(.navigation(error))
    }
  }
}

extension WindowDirectory {
  /// Shows `destination`, asked for from `asking`, where ``placement(ofKey:askedFrom:)`` says.
  func open(_ destination: WindowDestination, from asking: Navigator) throws(WindowError) -> WindowOpening {
    switch placement(ofKey: destination.windowKey, askedFrom: asking) {
    case .existing(let window):
      try show(destination, in: window, cause: .window(.shownInExistingWindow))
      if window !== asking { system?.bringForward(window) }
      return .existingWindow(destination)
    case .requested(let key):
      // The window asked for the key has not connected: it walks here when it does.
      try asking.tryWalk(of: destination, in: self)
      askAgain(forKey: key, showing: destination)
      return .existingWindow(destination)
    case .kept(let session):
      try asking.tryWalk(of: destination, in: self)
      return try request(destination, reopening: session, from: asking)
    case .new:
      try asking.tryWalk(of: destination, in: self)
      return try request(destination, reopening: nil, from: asking)
    case .current(let fallback):
      return try showHere(destination, in: asking, fallback)
    }
  }
}

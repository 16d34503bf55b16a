import CoordinatorsCore

extension Navigator {
  /// Pops the top-most stack back to its top-most screen whose route is of type `type`.
  ///
  /// ```swift
  /// navigator.pop(to: CustomShapesRoute.self)
  /// ```
  ///
  /// - Returns: whether it popped; a stack without such a screen is reported to the navigator's problem observers.
  @discardableResult
  public func pop<Other: Route>(
    to type: Other.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    reporting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      () throws(NavigationError) -> Void in
      let state = drafted.state
      let location = state.topLocation
      guard let screen = state.stack(at: location)?.last(where: { $0.route.route(as: Other.self) != nil }) else {
        throw NavigationError(.routeTypeNotFound(String(describing: Other.self), location))
      }
      try apply(.popTo(screen.id), by: nil)
    } != nil
  }

  /// Sets a stack to screens of `routes`, in one change, without a screen made by hand: for a
  /// navigator without coordinators (with them, a flow sets its part with ``Flow/setStack(_:fileID:filePath:line:column:)``).
  ///
  /// A screen whose route is the same at the same position stays (it keeps its ``ScreenID``, and
  /// the host does not redraw it); the others are new screens owned by `owner`. The first screen
  /// keeps the stack's presentation.
  ///
  /// ```swift
  /// navigator.setStack([InboxRoute.inbox, InboxRoute.message(7)])   // the top-most stack
  /// navigator.setStack([SettingsRoute.main], at: .tab("settings"))
  /// ```
  ///
  /// - Parameters:
  ///   - routes: the routes of the stack's screens, first to top.
  ///   - location: the stack to set; `nil` for the top-most stack.
  ///   - owner: the flow that owns the new screens; the root flow unless said.
  ///   - fileID: the file of the call, which a refusal reports (see ``CallSite``); callers leave
  ///     it and the three below out.
  ///   - filePath: the path of that file.
  ///   - line: the line of the call.
  ///   - column: the column of the call.
  /// - Returns: the identifiers of the stack's screens, in order, or `nil` when the change was
  ///   rejected (`routes` is empty, there is no such stack, a coordinator does not take a route),
  ///   which is reported to the navigator's problem observers.
  @discardableResult
  public func setStack(
    _ routes: [any Route], at location: StackLocation? = nil, owner: FlowID = .root, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> [ScreenID]? {
    reporting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      () throws(NavigationError) -> [ScreenID] in
      guard !routes.isEmpty else { throw NavigationError(.noScreens) }
      let state = drafted.state
      let location = location ?? state.topLocation
      guard let old = state.stack(at: location) else { throw NavigationError(.stackNotFound(location)) }
      var screens: [Screen] = []
      for (index, route) in routes.map({ AnyRoute($0) }).enumerated() {
        if index < old.count, old[index].route == route, old[index].owner == owner {
          screens.append(old[index])
        } else {
          let presentation = index == 0 ? old[0].presentation : .push
          screens.append(try makeScreen(route, presentation: presentation, owner: owner))
        }
      }
      try apply(.setStack(ScreenStack(screens), at: location))
      return screens.map(\.id)
    }
  }

  /// Goes back one screen, as a "Back" or "Close" button does: pops the top-most stack, or
  /// dismisses the top-most modal layer when its stack has one screen.
  ///
  /// - Returns: whether it went back; with one screen and no modal layer there is nowhere to go,
  ///   which is reported to the navigator's problem observers.
  @discardableResult
  public func popOrDismiss(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    reporting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      () throws(NavigationError) -> Void in
      let state = drafted.state
      let location = state.topLocation
      let count = state.stack(at: location)?.count ?? 0
      if count > 1 {
        try apply(.pop(count: 1), by: nil)
      } else if case .modal(let layer) = location {
        try apply(.dismissLayer(layer), by: nil)
      } else {
        throw NavigationError(.cannotPop(count: 1, available: 0, location))
      }
    } != nil
  }
}

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

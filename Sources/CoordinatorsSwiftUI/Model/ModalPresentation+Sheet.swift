import Coordinators

extension ModalPresentation {
  /// The heights a sheet rests at, for `presentationDetents(_:)`: the sheet's own; full height
  /// for a layer that is not a sheet (SwiftUI ignores it there).
  public var sheetDetents: [SheetDetent] {
    guard case .sheet(let detents, _) = style else { return [.large] }
    return detents
  }

  /// Whether a sheet shows its grabber, for `presentationDragIndicator(_:)`; the system decides
  /// for a layer that is not a sheet.
  public var sheetGrabber: GrabberVisibility {
    guard case .sheet(_, let grabber) = style else { return .automatic }
    return grabber
  }
}

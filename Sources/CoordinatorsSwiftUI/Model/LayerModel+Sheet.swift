import Coordinators

extension LayerModel {
  /// The heights the layer's sheet rests at, for `presentationDetents(_:)`: the sheet's own;
  /// full height for a layer that is not a sheet (SwiftUI ignores it there).
  package var sheetDetents: [SheetDetent] {
    guard case .sheet(let detents, _) = presentation.style else { return [.large] }
    return detents
  }

  /// Whether the layer's sheet shows its grabber, for `presentationDragIndicator(_:)`; the
  /// system decides for a layer that is not a sheet.
  package var sheetGrabber: GrabberVisibility {
    guard case .sheet(_, let grabber) = presentation.style else { return .automatic }
    return grabber
  }
}

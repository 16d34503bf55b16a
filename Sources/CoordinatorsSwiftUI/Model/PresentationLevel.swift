import Coordinators
import Observation

/// A level that presents the next modal layer: the root, or a modal layer.
///
/// A SwiftUI view has one sheet and one full-screen cover per level. `sheet` and `cover` split
/// the level's ``presented`` layer by how it is shown, as item bindings: a sheet for a sheet and
/// for a custom presentation (SwiftUI has no custom modal transition; the UIKit host has), a
/// cover for a full-screen cover. Writing `nil` to either is writing `nil` to ``presented``,
/// which the model judges (a swipe down, or the echo of its own dismissal); writing `nil` to the
/// one that does not hold the layer changes nothing.
@MainActor
public protocol PresentationLevel: AnyObject, Observable {
  /// The layer this level presents, or `nil`.
  var presented: LayerModel? { get set }
}

extension PresentationLevel {
  /// The presented layer when it is shown as a sheet (or a custom presentation), else `nil`.
  public var sheet: LayerModel? {
    get { presented.flatMap { $0.presentation.showsAsCover ? nil : $0 } }
    set { setPresented(newValue, asCover: false) }
  }

  /// The presented layer when it is shown as a full-screen cover, else `nil`.
  public var cover: LayerModel? {
    get { presented.flatMap { $0.presentation.showsAsCover ? $0 : nil } }
    set { setPresented(newValue, asCover: true) }
  }

  /// Forwards a write to ``presented`` when it concerns the layer shown that way.
  private func setPresented(_ layer: LayerModel?, asCover: Bool) {
    guard let current = presented, current.presentation.showsAsCover == asCover else { return }
    guard layer == nil || layer === current else { return }
    presented = layer
  }
}

extension SwiftUIHost: PresentationLevel {}
extension LayerModel: PresentationLevel {}

extension ModalPresentation {
  /// Whether SwiftUI shows the layer as a full-screen cover rather than a sheet.
  var showsAsCover: Bool {
    if case .fullScreenCover = style { return true }
    return false
  }

  /// The heights a sheet rests at: the sheet's own, full height for a cover or a custom
  /// presentation.
  public var sheetDetents: [SheetDetent] {
    if case .sheet(let detents, _) = style { return detents }
    return [.large]
  }

  /// Whether a sheet shows its grabber; the host decides for a cover or a custom presentation.
  public var sheetGrabber: GrabberVisibility {
    if case .sheet(_, let grabber) = style { return grabber }
    return .automatic
  }
}

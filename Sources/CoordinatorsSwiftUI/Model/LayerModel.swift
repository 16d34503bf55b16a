@_spi(Hosts) import Coordinators
import Observation

/// One modal layer as the host has rendered it: the item a `sheet(item:)` or
/// `fullScreenCover(item:)` presents.
///
/// Its identity is its first screen's, so SwiftUI sees a new layer at a level as a new item
/// (it dismisses the old sheet and presents the new one). Each layer presents the next one
/// from inside its own content, through `presented`.
@MainActor
@Observable
package final class LayerModel: Identifiable {
  /// How SwiftUI shows a layer: with `sheet(item:)` or `fullScreenCover(item:)` (the core's
  /// `PresentationBinding`).
  package typealias Kind = PresentationBinding

  /// The layer's identity: its first screen's identifier.
  package let id: ScreenID
  /// The layer's index, 0 being presented over the root.
  package let index: Int
  /// How the layer is presented, from its first screen.
  package let presentation: ModalPresentation
  /// The layer's stack; when `ModalPresentation/embedsNavigationStack` is `false` it holds
  /// one screen, shown without a `NavigationStack`.
  package let stack: StackModel
  /// The layer this one presents, if any.
  package let presented: PresentationSlot

  init(layer: ModalLayer, index: Int, host: SwiftUIHost?) {
    id = layer.id
    self.index = index
    presentation = layer.presentation ?? .sheet()
    kind = Kind(showing: layer)
    presentationAllowsSwipeDown = layer.allowsSwipeDown
    self.host = host
    stack = StackModel(location: .modal(index), screens: layer.stack, host: host)
    presented = PresentationSlot(level: index + 1, host: host)
  }

  /// How SwiftUI shows the layer (`PresentationBinding.init(showing:)`). A
  /// `ModalPresentation/Style/custom(_:)` presentation falls back to a full-screen cover: SwiftUI
  /// has no custom modal transition (the UIKit host animates it), and a cover, like most custom
  /// presentations, covers everything.
  package let kind: Kind

  /// The value for `interactiveDismissDisabled(_:)`: `true` when the presentation disables the
  /// swipe down (the decision every host shares, `ModalLayer.allowsSwipeDown`), or while the
  /// host's session does not allow the user to dismiss the layer (`HostSession.allows(_:)`: a
  /// flow disabled its interactive dismissal, or an alert shows), as the core's `SwipeDown`
  /// rule says. Views that read it are updated when it changes.
  ///
  /// SwiftUI reports no attempt to swipe a sheet that may not be dismissed (the iOS 17 SDK has
  /// no such callback): the flow's `onAttempt` is not called, and the screen offers its own way
  /// out (a Cancel button that asks).
  package var isInteractiveDismissDisabled: Bool {
    SwipeDown.isDisabled(layerAllows: presentationAllowsSwipeDown, sessionAllows: host?.allows(.dismissedLayer(id)))
  }

  private let presentationAllowsSwipeDown: Bool
  @ObservationIgnored private weak var host: SwiftUIHost?
}

/// The modal layer one level presents: the root (level 0) presents layer 0, layer k presents
/// layer k + 1. What a level's `sheet(item:)` and `fullScreenCover(item:)` bind to.
///
/// <!-- snippet: not compiled -->
/// ```swift
/// @Bindable var slot: PresentationSlot
/// content
///   .sheet(item: $slot.sheet) { LayerView($0) }
///   .fullScreenCover(item: $slot.fullScreenCover) { LayerView($0) }
/// ```
///
/// Both properties read the same rendered layer, each only when the layer is of its
/// ``LayerModel/Kind``. A write goes to the host, not to the layer, with the binding it came
/// from: SwiftUI writes `nil` when the user swipes the sheet down, sometimes about a second after
/// the sheet has gone, and also as a late echo of a dismissal the host made; the host's session
/// tells which (`HostSession.layerItemWritten(_:to:atLevel:)`).
@MainActor
@Observable
package final class PresentationSlot {
  /// The index of the layer this level presents (the root is level 0).
  package let level: Int
  /// The layer presented, as rendered.
  package private(set) var layer: LayerModel?
  @ObservationIgnored weak var host: SwiftUIHost?

  init(level: Int, host: SwiftUIHost?) {
    self.level = level
    self.host = host
  }

  /// The presented layer when it is shown as a sheet; what `sheet(item:)` binds to.
  package var sheet: LayerModel? {
    get { layer?.kind == .sheet ? layer : nil }
    set { host?.slot(self, wrote: newValue, as: .sheet) }
  }

  /// The presented layer when it is shown as a full-screen cover; what
  /// `fullScreenCover(item:)` binds to.
  package var fullScreenCover: LayerModel? {
    get { layer?.kind == .fullScreenCover ? layer : nil }
    set { host?.slot(self, wrote: newValue, as: .fullScreenCover) }
  }

  /// The alert shown from this level: the host's alert when this level is the top-most one (it
  /// presents no layer), else `nil`. SwiftUI shows an alert only from a view on screen, so it
  /// hangs on the top-most level, wherever the flow that showed it has its screens.
  package var alert: NavigationAlert? { layer == nil ? host?.alert : nil }

  /// Whether this level shows an alert; what `alert(_:isPresented:presenting:)` and
  /// `confirmationDialog(_:isPresented:titleVisibility:presenting:)` bind to. SwiftUI writes
  /// `false` when the alert goes (a button's, or the system's dismissal).
  package var isShowingAlert: Bool {
    get { alert != nil }
    set { if !newValue { alertBinding(of: alert?.id, wrote: false) } }
  }

  /// SwiftUI wrote `shown` into the binding the view made for the alert `id` (the one this level
  /// showed when the view was evaluated): `false` is the end of that alert, never of one shown
  /// since. A `false` SwiftUI writes late, once the next alert shows, is for the alert it
  /// dismissed (a possibility, unverified on a device), which the host then no longer shows.
  package func alertBinding(of id: AlertID?, wrote shown: Bool) {
    if let ended = AlertWrite.ended(id, written: shown, fromItsView: true) { host?.alertPresentationEnded(ended) }
  }

  /// Renders `layer` at this level.
  func show(_ layer: LayerModel?) {
    if self.layer !== layer { self.layer = layer }
  }
}

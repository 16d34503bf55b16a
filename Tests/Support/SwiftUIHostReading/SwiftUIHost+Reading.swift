@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI

/// What the SwiftUI views of a host would show, read from its models alone: shared by the
/// conformance drivers that play SwiftUI on Linux and in a real window.
extension SwiftUIHost {
  /// The state the views bind to: each stack's first screen and path, each presented layer, the
  /// tab selection (tab items from the host's state, as the models resolve them for display);
  /// `nil` before the first step.
  package var stateReadFromModels: NavigationState? {
    guard let root else { return nil }
    func screens(_ stack: StackModel) -> [Screen] {
      ([stack.first] + stack.path).compactMap { stack.screen($0) }
    }
    let container: RootContainer
    switch root {
    case .stack(let stack):
      container = .stack(screens(stack))
    case .tabs(let tabs):
      let items = session?.shown?.tabs.map(\.item) ?? []
      container = .tabs(
        tabs.tabs.enumerated().map { index, tab in
          Tab(id: tab.id, stack: screens(tab.stack), item: items.indices.contains(index) ? items[index] : nil)
        },
        selectedIndex: tabs.tabs.firstIndex { $0.id == tabs.selection } ?? -1)
    }
    let state = try? NavigationState(
      root: container, modals: presentedLayers.map { ModalLayer(screens($0.stack)) }, layout: split.layout)
    guard let alert = topSlot.alert else { return state }
    return try? state?.applying(.showAlert(alert))
  }

  /// The slot of the top-most level, which presents no layer: where the alert shows.
  package var topSlot: PresentationSlot {
    presentedLayers.last?.presented ?? presented
  }

  /// The layers presented, from the root's level up.
  package var presentedLayers: [LayerModel] {
    var layers: [LayerModel] = []
    var slot = presented
    while let layer = slot.layer {
      layers.append(layer)
      slot = layer.presented
    }
    return layers
  }

  /// The top-most layer and the slot that presents it; `nil` when no layer is presented.
  package var topLayer: (layer: LayerModel, slot: PresentationSlot)? {
    let layers = presentedLayers
    guard let layer = layers.last else { return nil }
    return (layer, layers.count > 1 ? layers[layers.count - 2].presented : presented)
  }

  /// The stack the user sees on top: the top layer's, or the root's (the selected tab's).
  package var topStack: StackModel? {
    if let layer = presentedLayers.last { return layer.stack }
    switch root {
    case .stack(let stack)?: return stack
    case .tabs(let tabs)?: return tabs.tab(tabs.selection)?.stack
    case nil: return nil
    }
  }
}

extension PresentationSlot {
  /// Writes `layer` to the binding of `kind` (`sheet` or `fullScreenCover`), as SwiftUI does.
  package func write(_ layer: LayerModel?, as kind: LayerModel.Kind) {
    switch kind {
    case .sheet: sheet = layer
    case .fullScreenCover: fullScreenCover = layer
    }
  }
}

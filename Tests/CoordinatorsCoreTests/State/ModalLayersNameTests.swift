import CoordinatorsCore
import CoordinatorsTesting
import TestSupport
import Testing

@Suite("A state's modal layers, by their public name", .hangLimit)
struct ModalLayersNameTests {
  @Test func aStateMadeWithModalLayersListsThemFirstPresentedFirst() throws {
    let layers = [layer(10, pushing: [11]), layer(20)]
    var state = try NavigationState(root: .stack(pushed([0, 1])), modalLayers: layers)
    #expect(state.modalLayers == layers)
    #expect(state.modalLayers.map(\.id) == [10, 20])
    #expect(state.modals == state.modalLayers, "the package's own name reads the same layers")
    try state.apply(.dismissLayer(1))
    #expect(state.modalLayers.map(\.id) == [10])
  }

  @Test func aStateWithoutModalLayersHasNone() throws {
    #expect(try NavigationState(root: .stack(pushed([0]))).modalLayers.isEmpty)
  }
}

import CoordinatorsCore
import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct DismissCommandTests {
  @Test func dismissRemovesTheTopModalLayerOnly() throws {
    let state = try stackState([0, 1], modals: twoLayers)
    let after = try expectApplied(.dismiss, to: state)
    #expect(after.layout == [.root: [0, 1], .modal(0): [10, 11, 12]])
    #expect(after.topLocation == .modal(0))
  }

  @Test func dismissWithoutModalLayerIsNoModalLayer() throws {
    expectRejected(.dismiss, by: try stackState([0, 1]), for: .noModalLayer)
    expectRejected(.dismiss, by: try threeTabs(), for: .noModalLayer)
  }

  @Test func dismissLayerRemovesThatLayerAndEveryLayerAboveIt() throws {
    let state = try stackState([0], modals: twoLayers + [layer(30)])
    #expect(try expectApplied(.dismissLayer(1), to: state).layout == [.root: [0], .modal(0): [10, 11, 12]])
    #expect(try expectApplied(.dismissLayer(0), to: state).layout == [.root: [0]])
    let top = try expectApplied(.dismissLayer(2), to: state)
    #expect(top.layout == [.root: [0], .modal(0): [10, 11, 12], .modal(1): [20, 21]])
  }

  @Test(arguments: [2, 3, -1])
  func dismissLayerOutOfRangeIsModalLayerNotFound(index: Int) throws {
    let state = try stackState([0], modals: twoLayers)
    expectRejected(.dismissLayer(index), by: state, for: .modalLayerNotFound(index: index, count: 2))
  }

  @Test func dismissLayerWithoutModalLayerIsModalLayerNotFound() throws {
    expectRejected(.dismissLayer(0), by: try stackState([0]), for: .modalLayerNotFound(index: 0, count: 0))
  }

  @Test func dismissAllRemovesEveryLayerAndKeepsTheRoot() throws {
    let state = try threeTabs(selected: 1, modals: twoLayers)
    let after = try expectApplied(.dismissAll, to: state)
    #expect(after == (try threeTabs(selected: 1)))
  }

  @Test func dismissAllWithoutModalLayerChangesNothing() throws {
    let state = try stackState([0, 1])
    #expect(try expectApplied(.dismissAll, to: state) == state)
  }
}

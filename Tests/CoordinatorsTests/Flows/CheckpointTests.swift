import Coordinators
import CoordinatorsTesting
import TestSupport
import Testing

enum ShopRoute: Route {
  case cart
  case item(Int)
}

enum PaymentRoute: Route {
  case card
  case confirm
}

enum ReceiptRoute: Route {
  case receipt
}

extension Checkpoint<Int> {
  static let orderPlaced = Checkpoint("ordered")
}

/// A shop that marks the checkpoint at its cart and records the orders that come back to it.
@MainActor
final class ShopCoordinator: Coordinator {
  let flow = Flow<ShopRoute>()
  var orders: [Int] = []
  /// The number of flows running when each order arrived.
  var flowsAtDelivery: [Int] = []

  func start() { flow.show(.cart) }

  func markOrdered() {
    flow.markCheckpoint(.orderPlaced) { [unowned self] order in
      orders.append(order)
      flowsAtDelivery.append(flow.navigator?.flowCount ?? -1)
    }
  }
}

/// A payment sheet whose confirmation starts a pushed receipt flow.
@MainActor
final class PaymentCoordinator: Coordinator {
  let flow = Flow<PaymentRoute>()
  func start() { flow.show(.card) }
}

@MainActor
final class ReceiptCoordinator: Coordinator {
  let flow = Flow<ReceiptRoute>()
  func start() { flow.show(.receipt) }
}

@MainActor
@Suite("Flows: checkpoints", .hangLimit)
struct CheckpointTests {
  /// The cart with item 1 pushed and marked, item 2 pushed over it, a payment sheet with two
  /// screens and a receipt flow pushed in the sheet.
  func shopping() throws -> (Navigator, ShopCoordinator, PaymentCoordinator, ReceiptCoordinator) {
    let shop = ShopCoordinator()
    let navigator = Navigator(root: shop)
    navigator.logsProblems = false
    shop.flow.push(.item(1))
    shop.markOrdered()
    shop.flow.push(.item(2))
    let payment = PaymentCoordinator()
    #expect(shop.flow.start(payment, as: .sheet()))
    payment.flow.push(.confirm)
    let receipt = ReceiptCoordinator()
    #expect(payment.flow.start(receipt))
    return (navigator, shop, payment, receipt)
  }

  @Test("a return across a sheet and a child flow is one change: layers dismissed, flows released, value once")
  func returnAcrossSheetAndChildFlow() throws {
    let shop = ShopCoordinator()
    let navigator = Navigator(root: shop)
    navigator.expectNoProblems()
    shop.flow.push(.item(1))
    shop.markOrdered()
    shop.flow.push(.item(2))
    var results: [String] = []
    weak var payment: PaymentCoordinator?
    weak var receipt: ReceiptCoordinator?
    do {
      let started = PaymentCoordinator()
      shop.flow.start(started, as: .sheet()) { results.append("payment \($0)") }
      started.flow.push(.confirm)
      let child = ReceiptCoordinator()
      started.flow.start(child) { results.append("receipt \($0)") }
      payment = started
      receipt = child
    }
    let events = EventRecorder(navigator)
    var flowEvents: [String] = []
    navigator.observe(FlowEvent.self) { flowEvents.append($0.description) }

    #expect(receipt?.flow.returnToCheckpoint(.orderPlaced, with: 42) == true)

    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.allScreens.map(\.route) == [AnyRoute(ShopRoute.cart), AnyRoute(ShopRoute.item(1))])
    #expect(events.events.count == 1)
    #expect(flowEvents.count == 2)
    #expect(results == ["receipt cancelled", "payment cancelled"])
    #expect(shop.orders == [42])
    // The value arrives after the flows above finished and were released.
    #expect(shop.flowsAtDelivery == [1])
    #expect(payment == nil)
    #expect(receipt == nil)
  }

  @Test("a flow may return to its own checkpoint, and a checkpoint may be returned to again")
  func ownCheckpointTwice() throws {
    let shop = ShopCoordinator()
    let navigator = Navigator(root: shop)
    navigator.expectNoProblems()
    shop.markOrdered()
    shop.flow.push(.item(1))
    #expect(shop.flow.returnToCheckpoint(.orderPlaced, with: 1))
    shop.flow.push(.item(2))
    #expect(shop.flow.returnToCheckpoint(.orderPlaced, with: 2))
    #expect(navigator.state.screenCount == 1)
    #expect(shop.orders == [1, 2])
  }

  @Test("a checkpoint no ancestor marked is a typed error and changes nothing")
  func unknownCheckpoint() throws {
    let (navigator, shop, payment, receipt) = try shopping()
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let events = EventRecorder(navigator)
    let before = navigator.state
    // Marked by the receipt, below the payment flow: not the payment's ancestor.
    receipt.flow.markCheckpoint(Checkpoint<Int>("paid")) { _ in Issue.record("delivered to a descendant") }
    #expect(!payment.flow.returnToCheckpoint(Checkpoint<Int>("paid"), with: 1))
    // Same name, another value type: another checkpoint.
    #expect(!receipt.flow.returnToCheckpoint(Checkpoint<String>("ordered"), with: "x"))
    #expect(navigator.state == before)
    #expect(events.events.isEmpty)
    #expect(shop.orders.isEmpty)
    #expect(
      problems.errors.map(\.detail) == [
        .checkpointNotFound("paid", caller: payment.flow.id ?? -1),
        .checkpointNotFound("ordered", caller: receipt.flow.id ?? -1),
      ])
  }

  @Test("a checkpoint whose screen has gone no longer exists")
  func checkpointScreenGone() throws {
    let (navigator, shop, _, receipt) = try shopping()
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    // Item 1, the checkpoint's screen, leaves the cart's stack under the sheet.
    let marked = try #require(navigator.state.allScreens.first { $0.route == AnyRoute(ShopRoute.item(1)) })
    #expect(shop.flow.remove(marked.id))
    let before = navigator.state
    #expect(!receipt.flow.returnToCheckpoint(.orderPlaced, with: 1))
    #expect(navigator.state == before)
    #expect(shop.orders.isEmpty)
    #expect(problems.errors.map(\.detail) == [.checkpointNotFound("ordered", caller: receipt.flow.id ?? -1)])
  }

  @Test("inside a transaction that fails, a return changes nothing and delivers nothing")
  func returnInFailedTransaction() throws {
    let (navigator, shop, _, receipt) = try shopping()
    let before = navigator.state
    #expect(throws: NavigationError.self) {
      try navigator.transaction {
        receipt.flow.returnToCheckpoint(.orderPlaced, with: 7)
        receipt.flow.pop(count: 5)
      }
    }
    #expect(navigator.state == before)
    #expect(shop.orders.isEmpty)
    #expect(receipt.flow.isRunning)
  }

  // MARK: Under the navigation lock (issue 29)

  @Test("the lock holder returns to an ancestor's checkpoint: the article's payment example")
  func holderReturnsToAnAncestorsCheckpoint() throws {
    let (navigator, shop, payment, receipt) = try shopping()
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(payment.flow.lockNavigation())
    #expect(payment.flow.returnToCheckpoint(.orderPlaced, with: 42))
    #expect(shop.orders == [42])
    #expect(!payment.flow.isRunning)
    #expect(!receipt.flow.isRunning)
    #expect(navigator.navigationLockHolder == nil)
    #expect(navigator.state.screenCount == 2)
    #expect(problems.errors.isEmpty)
  }

  @Test("a descendant of the lock holder returns to an ancestor's checkpoint")
  func descendantOfTheHolderReturns() throws {
    let (navigator, shop, payment, receipt) = try shopping()
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(payment.flow.lockNavigation())
    #expect(receipt.flow.returnToCheckpoint(.orderPlaced, with: 7))
    #expect(shop.orders == [7])
    #expect(!payment.flow.isRunning)
    #expect(navigator.navigationLockHolder == nil)
    #expect(problems.errors.isEmpty)
  }

  @Test("a flow outside the holder's subtree that returns over the holder is refused, and named")
  func returnOverTheHolderNamesTheCaller() throws {
    let (navigator, shop, payment, _) = try shopping()
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(payment.flow.lockNavigation())
    // A second sheet of the shop, over the payment's: a sibling of the holder.
    let other = PaymentCoordinator()
    #expect(shop.flow.start(other, as: .sheet()))
    let before = navigator.state
    #expect(!other.flow.returnToCheckpoint(.orderPlaced, with: 1))
    #expect(navigator.state == before)
    #expect(shop.orders.isEmpty)
    #expect(payment.flow.holdsNavigationLock)
    let holder = try #require(payment.flow.id)
    let caller = try #require(other.flow.id)
    #expect(problems.errors.map(\.detail) == [.navigationLocked(by: holder, caller: caller)])
  }
}

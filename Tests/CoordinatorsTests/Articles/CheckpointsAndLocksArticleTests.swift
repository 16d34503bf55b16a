import Coordinators
import CoordinatorsTesting
import TestSupport
import Testing

// The code of the article Checkpoints, Locks and Unsaved Edits
// (Sources/Coordinators/Documentation.docc/CheckpointsAndLocks.md), as it is printed there, and
// the behaviour the article describes. Keep the two in step.
enum CheckpointsAndLocksArticle {
  enum ShopRoute: Route { case cart }
  enum CheckoutRoute: Route { case address, review }
  enum PaymentRoute: Route { case card }

  @MainActor final class ShopCoordinator: Coordinator {
    let flow = Flow<ShopRoute>()
    var lastOrder: Int?

    func start() {
      flow.show(.cart)
      flow.markCheckpoint(.ordered) { [weak self] order in self?.lastOrder = order }
    }

    func checkOut() { flow.start(CheckoutCoordinator(), as: .sheet()) }
  }

  @MainActor final class CheckoutCoordinator: Coordinator {
    let flow = Flow<CheckoutRoute>()

    func start() { flow.show(.address) }
    func addressEntered() { flow.push(.review) }
    func pay() { flow.start(PaymentCoordinator()) }
  }

  @MainActor final class PaymentCoordinator: Coordinator {
    let flow = Flow<PaymentRoute>()

    func start() { flow.show(.card) }
    func paid(order: Int) { flow.returnToCheckpoint(.ordered, with: order) }
  }

  @MainActor final class PaymentInProgressCoordinator: Coordinator {
    let flow = Flow<PaymentRoute>()

    func start() {
      flow.show(.card)
      flow.lockNavigation()  // ends when this flow finishes, whatever the cause
    }

    func confirmed() { flow.unlockNavigation() }
  }

  @MainActor final class LockedPaymentCoordinator: Coordinator {
    let flow = Flow<PaymentRoute>()

    func start() {
      flow.show(.card)
      flow.lockNavigation()  // no link, tab switch or other flow takes the payment away
    }

    func paid(order: Int) { flow.returnToCheckpoint(.ordered, with: order) }  // the lock ends with it
  }

  enum NoteRoute: Route { case editor }
  enum DiscardChoice: CoordinatorAction, Hashable { case discard }

  @MainActor final class NoteEditorCoordinator: Coordinator {
    let flow = Flow<NoteRoute>()

    func start() { flow.show(.editor) }

    func textDidChange(hasUnsavedChanges: Bool) {
      guard hasUnsavedChanges else {
        flow.enableInteractiveDismissal()
        return
      }
      flow.disableInteractiveDismissal { [weak self] in
        guard let self else { return }
        let choice = await flow.ask(
          "Discard your changes?",
          buttons: [.destructive("Discard", action: DiscardChoice.discard), .cancel("Keep Editing")])
        if choice == .discard { cancel() }  // the sheet goes; otherwise it stays
      }
    }
  }
}

extension Checkpoint<Int> {
  static let ordered = Checkpoint("ordered")  // carries the order's number
}

extension CheckpointsAndLocksArticle {
  @MainActor
  @Suite("Article Checkpoints, Locks and Unsaved Edits", .hangLimit)
  struct Tests {
    @Test("the payment returns to the cart across the checkout sheet and its child flow, in one change")
    func returnToTheCart() async throws {
      let shop = ShopCoordinator()
      let navigator = Navigator(root: shop)
      navigator.expectNoProblems()
      let host = TestHost()
      navigator.attach(host)
      shop.checkOut()
      let checkout = try #require(navigator.coordinators(ofType: CheckoutCoordinator.self).last)
      checkout.addressEntered()
      checkout.pay()
      let payment = try #require(navigator.coordinators(ofType: PaymentCoordinator.self).last)
      let events = EventRecorder(navigator)
      payment.paid(order: 1042)
      await navigator.waitUntilIdle()
      #expect(shop.lastOrder == 1042)
      #expect(events.events.count == 1)
      #expect(navigator.state.allScreens.map(\.route) == [AnyRoute(ShopRoute.cart)])
      #expect(navigator.flowCount == 1)
      #expect(host.shown == navigator.state)
    }

    @Test("a payment in progress holds the lock until it confirms")
    func paymentHoldsTheLock() throws {
      let shop = ShopCoordinator()
      let navigator = Navigator(root: shop)
      let problems = ProblemRecorder(navigator, recordsIssues: false)
      let payment = PaymentInProgressCoordinator()
      shop.flow.start(payment, as: .sheet())
      #expect(!navigator.dismissAll())
      #expect(problems.errors.map(\.detail) == [.navigationLocked(by: payment.flow.id ?? -1, caller: nil)])
      payment.confirmed()
      #expect(navigator.dismissAll())
      #expect(!payment.flow.isRunning)
    }

    @Test("a payment that holds the lock still returns to the cart, and the lock ends with it")
    func lockedPaymentReturnsToTheCart() async throws {
      let shop = ShopCoordinator()
      let navigator = Navigator(root: shop)
      let problems = ProblemRecorder(navigator, recordsIssues: false)
      let host = TestHost()
      navigator.attach(host)
      shop.checkOut()
      let checkout = try #require(navigator.coordinators(ofType: CheckoutCoordinator.self).last)
      checkout.addressEntered()
      let payment = LockedPaymentCoordinator()
      #expect(checkout.flow.start(payment))
      let holder = try #require(payment.flow.id)
      let checkoutID = try #require(checkout.flow.id)
      #expect(!navigator.dismissAll())
      #expect(!checkout.flow.popToRoot())
      payment.paid(order: 1042)
      await navigator.waitUntilIdle()
      #expect(shop.lastOrder == 1042)
      #expect(navigator.navigationLockHolder == nil)
      #expect(navigator.flowCount == 1)
      #expect(host.shown == navigator.state)
      #expect(
        problems.errors.map(\.detail) == [
          .navigationLocked(by: holder, caller: nil),
          .navigationLocked(by: holder, caller: checkoutID),
        ])
    }

    @Test("the editor keeps its sheet while the user declines to discard, and lets it go when they accept")
    func unsavedEdits() async throws {
      let shop = ShopCoordinator()
      let navigator = Navigator(root: shop)
      navigator.expectNoProblems()
      let host = TestHost()
      navigator.attach(host)
      let editor = NoteEditorCoordinator()
      shop.flow.start(editor, as: .sheet())
      editor.textDidChange(hasUnsavedChanges: true)
      // The user swipes down and keeps editing: the sheet stays.
      #expect(!host.swipeDown())
      #expect(await question(on: host)?.title == "Discard your changes?")
      #expect(host.tapAlertButton("Keep Editing"))
      await navigator.waitUntilIdle()
      #expect(editor.flow.isRunning && navigator.state.modals.count == 1)
      // Again, and discards: the sheet goes.
      #expect(!host.swipeDown())
      #expect(await question(on: host) != nil)
      #expect(host.tapAlertButton("Discard"))
      for _ in 0..<100 where editor.flow.isRunning { await Task.yield() }
      await navigator.waitUntilIdle()
      #expect(!editor.flow.isRunning)
      #expect(navigator.state.modals.isEmpty)
      // Saved: the swipe goes through.
      let second = NoteEditorCoordinator()
      shop.flow.start(second, as: .sheet())
      second.textDidChange(hasUnsavedChanges: true)
      second.textDidChange(hasUnsavedChanges: false)
      #expect(host.swipeDown())
      #expect(!second.flow.isRunning)
    }

    /// The alert the host shows once the refused swipe's attempt, a task of its own, has asked.
    private func question(on host: TestHost) async -> NavigationAlert? {
      for _ in 0..<100 where host.shownAlert == nil { await Task.yield() }
      return host.shownAlert
    }
  }
}

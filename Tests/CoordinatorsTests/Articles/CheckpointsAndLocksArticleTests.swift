import Coordinators
import CoordinatorsTesting
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

  enum NoteRoute: Route { case editor }

  @MainActor final class NoteEditorCoordinator: Coordinator {
    let flow = Flow<NoteRoute>()
    /// Asks the user whether to discard the changes: an alert, in the app.
    var confirmDiscard: @MainActor () async -> Bool = { true }

    func start() { flow.show(.editor) }

    func textDidChange(hasUnsavedChanges: Bool) {
      guard hasUnsavedChanges else {
        flow.enableInteractiveDismissal()
        return
      }
      flow.disableInteractiveDismissal { [weak self] in
        guard let self, await confirmDiscard() else { return }  // stay
        cancel()  // discard: the sheet goes
      }
    }
  }
}

/// What the user answers the editor's question, as the test sets it.
@MainActor private final class Reply {
  var discards = false
}

extension Checkpoint<Int> {
  static let ordered = Checkpoint("ordered")  // carries the order's number
}

extension CheckpointsAndLocksArticle {
  @MainActor
  @Suite("Article Checkpoints, Locks and Unsaved Edits", .suiteTimeLimit)
  struct Tests {
    @Test("the payment returns to the cart across the checkout sheet and its child flow, in one change")
    func returnToTheCart() async throws {
      let shop = ShopCoordinator()
      let navigator = Navigator(root: shop)
      navigator.expectNoProblems()
      let host = TestHost()
      navigator.attach(host)
      shop.checkOut()
      let checkout = try #require(navigator.coordinator(ofType: CheckoutCoordinator.self))
      checkout.addressEntered()
      checkout.pay()
      let payment = try #require(navigator.coordinator(ofType: PaymentCoordinator.self))
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
      #expect(problems.errors.map(\.reason) == [.navigationLocked(by: payment.flow.id ?? -1, caller: nil)])
      payment.confirmed()
      #expect(navigator.dismissAll())
      #expect(!payment.flow.isRunning)
    }

    @Test("the editor keeps its sheet while the user declines to discard, and lets it go when they accept")
    func unsavedEdits() async throws {
      let shop = ShopCoordinator()
      let navigator = Navigator(root: shop)
      navigator.expectNoProblems()
      let host = TestHost()
      navigator.attach(host)
      let editor = NoteEditorCoordinator()
      let (answers, answered) = AsyncStream.makeStream(of: Bool.self)
      let reply = Reply()
      editor.confirmDiscard = {
        answered.yield(reply.discards)
        return reply.discards
      }
      shop.flow.start(editor, as: .sheet())
      editor.textDidChange(hasUnsavedChanges: true)
      var asked = answers.makeAsyncIterator()
      #expect(!host.swipeDown())
      #expect(await asked.next() == false)
      await navigator.waitUntilIdle()
      #expect(editor.flow.isRunning)
      reply.discards = true
      #expect(!host.swipeDown())
      #expect(await asked.next() == true)
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
  }
}

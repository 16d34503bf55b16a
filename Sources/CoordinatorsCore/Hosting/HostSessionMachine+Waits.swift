// MARK: The bounded waits: a step's, a user's transition's, a leaving presentation's

extension HostSessionMachine {
  /// What waits on the watchdog.
  package enum Waiter: Sendable, Equatable {
    /// The step: in flight, for its signals; or held by the user's transition, for its end.
    case step
    /// Presentations, for one leaving (``HoldReason/presentationLeaving``).
    case presentations
  }

  /// One bounded wait, whatever waits: how long it waits, and the timer armed for it last.
  struct BoundedWait: Sendable {
    var wait: Wait
    /// The number of the timer that bounds it now; `nil` while none runs.
    var timer: Int? = nil
  }

  /// The bounded waits under way, one for each `Waiter`, and the one numbering of their timers:
  /// a timer fired is the wait's that was armed with its number last, else it does nothing.
  struct Waits: Sendable {
    var timers = 0
    var step: BoundedWait?
    var presentations: BoundedWait?

    subscript(waiter: Waiter) -> BoundedWait? {
      get {
        switch waiter {
        case .step: step
        case .presentations: presentations
        }
      }
      set {
        switch waiter {
        case .step: step = newValue
        case .presentations: presentations = newValue
        }
      }
    }

    /// The waiter whose wait timer `timer` bounds now.
    func waiter(of timer: Int) -> Waiter? {
      if step?.timer == timer { return .step }
      if presentations?.timer == timer { return .presentations }
      return nil
    }

    /// Numbers a new timer for `waiter`'s wait; a timer it had before does nothing any more.
    mutating func number(_ waiter: Waiter) -> Int {
      timers += 1
      let timer = timers
      self[waiter]?.timer = timer
      return timer
    }

    /// Stops every timer: a timer armed before fires for nothing; the waits keep how long they
    /// waited.
    mutating func disarm() {
      timers += 1
      step?.timer = nil
      presentations?.timer = nil
    }

    /// How a bounded wait answers its timer.
    enum Expiry {
      /// One timeout: it waits once more, with this timer.
      case waitAgain(timer: Int)
      /// Two timeouts: what it waited for is lost, and the wait ended.
      case lost
      /// The step time passed: the wait ended, nothing lost.
      case passed
    }

    /// The one rule of every bounded wait: a first timeout is slow and waits once more, a second
    /// is lost (a wait whose waiter `goesOn`, as a user's transition the host says still runs,
    /// waits once more again); a step time ends the wait; an unbounded wait has no timeout.
    mutating func expire(_ waiter: Waiter, goesOn: Bool = false) -> Expiry? {
      guard let wait = self[waiter]?.wait else { return nil }
      switch wait {
      case .unbounded:
        return nil
      case .bounded(extended: true) where !goesOn:
        self[waiter] = nil
        return .lost
      case .bounded:
        self[waiter]?.wait = .bounded(extended: true)
        return .waitAgain(timer: number(waiter))
      case .stepTime:
        self[waiter] = nil
        return .passed
      }
    }
  }

  /// How long a step in flight may wait for its signals.
  package enum Wait: Sendable, Equatable {
    /// The watchdog's timeout, once; a second timeout ends the step as lost.
    case bounded(extended: Bool)
    /// Until its signals come.
    case unbounded
    /// The watchdog's step time, which ends it (no signal exists).
    case stepTime
  }
}

/// The observers of a navigator and the events it sends them: what ``Navigator/observe(_:)``
/// and its companions add, and what the navigator emits.
///
/// A class, held by the navigator alone: an observer may add or remove observers, or give the
/// navigator a command, while it is being called, and the hub's own storage is never borrowed
/// across that call (see `forEachObserver`).
@MainActor
final class EventHub {
  // The properties marked `@exclusivity(unchecked)` are read on every command and every event.
  // Their accesses cannot overlap: the hub runs on the main actor, and each access ends before
  // an observer is called.

  /// The observers in the order they were added, which is the order they are called, each with
  /// the key of its token: an array, so that an event costs no lookup per observer.
  @exclusivity(unchecked) private var observers: [(key: Int, observer: Observer)] = []
  /// How many observers were ever removed: an emission that sees it change skips the observers
  /// removed meanwhile (see `forEachObserver`).
  @exclusivity(unchecked) private var removals = 0
  private var nextKey = 0
  /// Whether an observer wants state changes: without one, a change emits no event.
  @exclusivity(unchecked) private(set) var observesNavigation = false
  /// Whether an observer wants every event, the host's steps included.
  @exclusivity(unchecked) private(set) var observesSteps = false
  /// Whether an observer wants flow events: without one, their text is not made.
  @exclusivity(unchecked) private(set) var observesFlows = false

  /// Adds `observer`, called after those added before it; returns its token.
  func add(_ observer: Observer) -> ObserverToken {
    defer { nextKey += 1 }
    observers.append((nextKey, observer))
    updateObservedKinds()
    return ObserverToken(key: nextKey)
  }

  /// Removes the observer that `token` was returned for, if it is still there; an emission under
  /// way does not call it again.
  func remove(_ token: ObserverToken) {
    guard let index = observers.firstIndex(where: { $0.key == token.key }) else { return }
    observers.remove(at: index)
    removals += 1
    updateObservedKinds()
  }

  private func updateObservedKinds() {
    observesNavigation = false
    observesFlows = false
    observesSteps = false
    for (_, observer) in observers {
      switch observer {
      case .navigation: observesNavigation = true
      case .flow: observesFlows = true
      case .problem: break
      case .all:
        observesNavigation = true
        observesFlows = true
        observesSteps = true
      }
    }
  }

  /// Tells the observers of state changes and of every event about `event`.
  func emit(_ event: NavigationEvent) {
    forEachObserver { observer in
      switch observer {
      case .navigation(let observer): observer(event)
      case .all(let observer): observer(.navigation(event))
      default: break
      }
    }
  }

  /// Tells the observers of flow events and of every event about `event`.
  func emit(_ event: FlowEvent) {
    forEachObserver { observer in
      switch observer {
      case .flow(let observer): observer(event)
      case .all(let observer): observer(.flow(event))
      default: break
      }
    }
  }

  /// Tells the observers of problems and of every event about `problem`.
  func emit(_ problem: NavigationProblem) {
    forEachObserver { observer in
      switch observer {
      case .problem(let observer): observer(problem)
      case .all(let observer): observer(.problem(problem))
      default: break
      }
    }
  }

  /// Tells the observers of every event, and only them, about `event`.
  func emitToAll(_ event: NavigatorEvent) {
    forEachObserver { observer in
      if case .all(let observer) = observer { observer(event) }
    }
  }

  /// Calls `body` with each observer there was when it began, in the order they were added,
  /// but for those an observer removed meanwhile.
  private func forEachObserver(_ body: (Observer) -> Void) {
    let (observers, removals) = (self.observers, self.removals)
    for (key, observer) in observers {
      if self.removals != removals, !self.observers.contains(where: { $0.key == key }) { continue }
      body(observer)
    }
  }
}

/// Identifies an observer added with ``Navigator/observe(_:)``.
public struct ObserverToken: Hashable, Sendable {
  let key: Int
}

/// An observer of a navigator, by the kind of event it takes.
enum Observer {
  case navigation(@MainActor (NavigationEvent) -> Void)
  case flow(@MainActor (FlowEvent) -> Void)
  case problem(@MainActor (NavigationProblem) -> Void)
  case all(@MainActor (NavigatorEvent) -> Void)
}

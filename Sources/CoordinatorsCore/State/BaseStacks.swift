/// The stacks under a state's modal layers (one for a stack root, one per tab), the first kept
/// in place rather than in an array.
///
/// Every command copies the fields of the state it changes and then edits one stack, usually the
/// root's only one: in an array, that edit copied the array too (an allocation, and a release
/// when the former version goes). Kept in place, the first stack is edited without either; the
/// tabs after it stay in an array, copied only when one of them changes.
struct BaseStacks: Hashable, Sendable {
  /// The first stack; an empty stack when there is none.
  private var head: ScreenStack
  /// The stacks after the first.
  private var tail: [ScreenStack]
  /// Whether there is a first stack: a state being built may have none, until its checks say so.
  private var hasHead: Bool

  /// These stacks, in order.
  init(_ stacks: some Sequence<ScreenStack>) {
    var iterator = stacks.makeIterator()
    guard let first = iterator.next() else {
      (head, tail, hasHead) = (ScreenStack(), [], false)
      return
    }
    (head, hasHead) = (first, true)
    tail = Array(IteratorSequence(iterator))
  }

  /// Both hold equal stacks in the same order.
  static func == (lhs: BaseStacks, rhs: BaseStacks) -> Bool {
    lhs.hasHead == rhs.hasHead && lhs.head == rhs.head && lhs.tail == rhs.tail
  }

  /// Hashes the stacks in order.
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for stack in self { hasher.combine(stack) }
  }
}

extension BaseStacks {
  /// The number of screens in the stack at `position`, read in place.
  func count(at position: Int) -> Int {
    precondition(position >= 0 && position < endIndex, "no base stack at \(position)")
    return position == 0 ? head.count : tail[position - 1].count
  }

  /// Adds what changed from the stacks of `old` to these, stack by stack at the same position,
  /// to `removed` and `added` (see ``ScreenStack/noteChanges(from:removed:added:)``).
  func noteChanges(from old: BaseStacks, removed: inout [Screen], added: inout [Screen]) {
    if hasHead && old.hasHead {
      head.noteChanges(from: old.head, removed: &removed, added: &added)
    } else if hasHead {
      added.append(contentsOf: head)
    } else if old.hasHead {
      removed.append(contentsOf: old.head)
    }
    if tail.sharesStorage(with: old.tail) { return }
    for index in 0..<Swift.max(tail.count, old.tail.count) {
      if index < tail.count && index < old.tail.count {
        tail[index].noteChanges(from: old.tail[index], removed: &removed, added: &added)
      } else if index < tail.count {
        added.append(contentsOf: tail[index])
      } else {
        removed.append(contentsOf: old.tail[index])
      }
    }
  }

  /// Runs `body` on the stack at `position` in place: a plain call, where the subscript's
  /// `_modify` is a coroutine.
  mutating func withStack<Result, Failure: Error>(
    at position: Int, _ body: (inout ScreenStack) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    precondition(position >= 0 && position < endIndex, "no base stack at \(position)")
    if position == 0 { return try body(&head) }
    return try body(&tail[position - 1])
  }
}

extension BaseStacks: RandomAccessCollection, MutableCollection {
  var startIndex: Int { 0 }

  var endIndex: Int { hasHead ? tail.count + 1 : 0 }

  subscript(position: Int) -> ScreenStack {
    get {
      precondition(position >= 0 && position < endIndex, "no base stack at \(position)")
      return position == 0 ? head : tail[position - 1]
    }
    _modify {
      precondition(position >= 0 && position < endIndex, "no base stack at \(position)")
      if position == 0 {
        yield &head
      } else {
        yield &tail[position - 1]
      }
    }
  }
}

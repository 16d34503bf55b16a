import CoordinatorsCore
@_spi(Testing) import CoordinatorsTesting
import TestSupport
import Testing

/// `NavigationState(root:modals:changedFrom:)`, which an event log's reader uses for every state
/// after the first, checks only the screens a state adds to what it keeps of the state before.
/// These tests hold it to the full check of `NavigationState(root:modals:)`.
@Suite("A state made of another: only what it adds is checked, and nothing the full check finds is missed", .hangLimit)
struct ChangedStateInvariantTests {
  private let sheet = Presentation.sheet()

  private func screen(_ id: Int, _ presentation: Presentation = .push) -> Screen {
    Screen(id: ScreenID(rawValue: id), route: TestRoute("s\(id)"), presentation: presentation)
  }

  /// The stack at `location` of `previous`, keeping `kept` screens (sharing their storage, as a
  /// log's reader does), then `added`.
  private func stack(
    _ location: StackLocation, of previous: NavigationState, keeping kept: Int, adding added: [Screen]
  ) -> ScreenStack {
    var stack = previous.stack(at: location) ?? ScreenStack()
    stack.removeLast(stack.count - min(kept, stack.count))
    stack.append(contentsOf: added)
    return stack
  }

  private func outcome(_ make: () throws(NavigationError) -> NavigationState) -> Result<
    NavigationState, NavigationError
  > {
    do { return .success(try make()) } catch { return .failure(error) }
  }

  private func violations(_ result: Result<NavigationState, NavigationError>) -> [String] {
    guard case .failure(let error) = result, case .invalidState(let violations) = error.detail else { return [] }
    return violations.map(\.description).sorted()
  }

  @Test func aPushAndAPopAreAcceptedAndEqualTheFullyCheckedState() throws {
    let previous = try NavigationState(root: .stack(ScreenStack((0..<5).map { screen($0) })))
    for (kept, added) in [(5, [screen(5)]), (3, []), (0, [screen(9)])] {
      let root = RootContainer.stack(stack(.root, of: previous, keeping: kept, adding: added))
      let changed = try NavigationState(root: root, modals: [], changedFrom: previous)
      #expect(changed == (try NavigationState(root: root)))
    }
  }

  @Test func anAddedScreenWithTheIdentifierOfAKeptOneInAnotherStackIsADuplicate() throws {
    let previous = try NavigationState(
      root: .stack(ScreenStack([screen(0), screen(1)])), modals: [ModalLayer([screen(5, sheet)])])
    let root = RootContainer.stack(stack(.root, of: previous, keeping: 2, adding: [screen(5)]))
    let layer = ModalLayer(stack(.modal(0), of: previous, keeping: 1, adding: []))
    #expect(throws: NavigationError(.invalidState([.duplicateScreenID(5)]))) {
      try NavigationState(root: root, modals: [layer], changedFrom: previous)
    }
  }

  @Test func anAddedScreenMayReuseTheIdentifierOfOneThatWasNotKept() throws {
    let previous = try NavigationState(root: .stack(ScreenStack([screen(0), screen(1), screen(2)])))
    let root = RootContainer.stack(stack(.root, of: previous, keeping: 1, adding: [screen(2), screen(1)]))
    #expect(throws: Never.self) { try NavigationState(root: root, modals: [], changedFrom: previous) }
  }

  @Test(arguments: 0..<300)
  func aChangedStateBreaksExactlyTheRulesTheFullCheckFinds(seed: Int) throws {
    var random = SeededRandomNumberGenerator(seed: UInt64(seed))
    var next = 0
    func fresh(_ presentation: Presentation = .push) -> Screen {
      defer { next += 1 }
      return screen(next, presentation)
    }
    func pushes(_ count: Int) -> [Screen] { (0..<count).map { _ in fresh() } }
    // A valid state: a root stack or two or three tabs, and up to two modal layers.
    let tabNames: [TabID] = ["a", "b", "c"]
    let previousRoot: RootContainer =
      Bool.random(using: &random)
      ? .stack(ScreenStack(pushes(Int.random(in: 1...4, using: &random))))
      : .tabs(
        tabNames.prefix(Int.random(in: 2...3, using: &random)).map {
          Tab(id: $0, stack: pushes(Int.random(in: 1...3, using: &random)))
        }, selectedIndex: 0)
    let previousModals = (0..<Int.random(in: 0...2, using: &random)).map { _ in
      ModalLayer([fresh(sheet)] + pushes(Int.random(in: 0...2, using: &random)))
    }
    let previous = try NavigationState(root: previousRoot, modals: previousModals)
    let bound = next

    // Each stack keeps some of its screens and adds others: identifiers new or reused (of a kept
    // screen, a dropped one, or an added one), presentations mostly right, sometimes wrong.
    func added() -> [Screen] {
      (0..<Int.random(in: 0...3, using: &random)).map { _ in
        let id =
          Bool.random(using: &random)
          ? next + Int.random(in: 0...2, using: &random) : Int.random(in: 0..<bound + 3, using: &random)
        next = max(next, id + 1)
        return screen(id, Int.random(in: 0..<8, using: &random) == 0 ? sheet : .push)
      }
    }
    func changed(_ location: StackLocation) -> ScreenStack {
      let base = previous.stack(at: location)?.count ?? 0
      return stack(location, of: previous, keeping: Int.random(in: 0...base, using: &random), adding: added())
    }
    let root: RootContainer
    switch Int.random(in: 0..<6, using: &random) {
    case 0: root = .stack(ScreenStack([fresh()] + added()))  // a new root of another kind, or all new
    case 1:
      root = .tabs(tabNames.shuffled(using: &random).map { Tab(id: $0, stack: changed(.tab($0))) }, selectedIndex: 1)
    default:
      root =
        previousRoot.isStack
        ? .stack(changed(.root))
        : .tabs(previous.tabs.map { Tab(id: $0.id, stack: changed(.tab($0.id))) }, selectedIndex: 0)
    }
    let modals = (0..<Int.random(in: 0...3, using: &random)).map { index in
      let stack = changed(.modal(index))
      return ModalLayer(stack.isEmpty && Bool.random(using: &random) ? [fresh(sheet)] : Array(stack))
    }

    let full = outcome { () throws(NavigationError) in try NavigationState(root: root, modals: modals) }
    let partial = outcome { () throws(NavigationError) in
      try NavigationState(root: root, modals: modals, changedFrom: previous)
    }
    switch (full, partial) {
    case (.success(let whole), .success(let part)):
      #expect(whole == part)
      #expect(part.identifierBound >= whole.identifierBound)
    case (.failure, .failure):
      #expect(violations(full) == violations(partial))
    default:
      Issue.record("seed \(seed): the full check gives \(full), the check of the change \(partial)")
    }
  }
}

extension RootContainer {
  fileprivate var isStack: Bool {
    if case .stack = self { true } else { false }
  }
}

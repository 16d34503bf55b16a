import CoordinatorsCore
@_spi(Testing) import CoordinatorsTesting
import TestSupport
import Testing

/// `ScreenStack` reads and edits like an array of screens, whatever blocks it keeps inside.
@Suite("ScreenStack: a stack of screens that versions share", .hangLimit)
struct ScreenStackTests {
  private func screens(_ range: Range<Int>) -> [Screen] {
    range.map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) }
  }

  @Test("a stack holds what an array holds, through any edit, across its blocks", arguments: [1, 2, 3, 4])
  func randomEditsMatchAnArray(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    var model: [Screen] = []
    var stack = ScreenStack()
    var nextID = 0
    func fresh(_ count: Int) -> [Screen] {
      defer { nextID += count }
      return screens(nextID..<(nextID + count))
    }
    for step in 0..<400 {
      let before = stack
      let beforeModel = model
      switch Int.random(in: 0..<7, using: &random) {
      case 0, 1:
        let added = fresh(Int.random(in: 1...40, using: &random))
        model.append(contentsOf: added)
        stack.append(contentsOf: added)
      case 2 where !model.isEmpty:
        let count = Int.random(in: 1...model.count, using: &random)
        model.removeLast(count)
        stack.removeLast(count)
      case 3:
        let lower = Int.random(in: 0...model.count, using: &random)
        let upper = Int.random(in: lower...model.count, using: &random)
        let added = fresh(Int.random(in: 0...35, using: &random))
        model.replaceSubrange(lower..<upper, with: added)
        stack.replaceSubrange(lower..<upper, with: added)
      case 4 where !model.isEmpty:
        let index = Int.random(in: 0..<model.count, using: &random)
        let replacement = fresh(1)[0]
        model[index] = replacement
        stack[index] = replacement
      case 5 where !model.isEmpty:
        let index = Int.random(in: 0..<model.count, using: &random)
        #expect(model.remove(at: index) == stack.remove(at: index), "seed \(seed), step \(step)")
      default:
        let index = Int.random(in: 0...model.count, using: &random)
        let added = fresh(Int.random(in: 1...3, using: &random))
        model.insert(contentsOf: added, at: index)
        stack.insert(contentsOf: added, at: index)
      }
      #expect(Array(stack) == model, "seed \(seed), step \(step)")
      #expect(stack.count == model.count && stack.last == model.last, "seed \(seed), step \(step)")
      #expect(Array(before) == beforeModel, "an edit changed a copy made before it (seed \(seed), step \(step))")
      #expect(
        stack.commonPrefixCount(with: before) == zip(model, beforeModel).prefix { $0 == $1 }.count,
        "seed \(seed), step \(step)")
    }
  }

  @Test func stacksOfEqualScreensAreEqualAndHashAlikeHoweverTheyWereBuilt() {
    let all = screens(0..<100)
    var pushed = ScreenStack()
    for screen in all { pushed.append(screen) }
    var popped = ScreenStack(all + screens(100..<140))
    popped.removeLast(40)
    let rebuilt = ScreenStack(all.map { Screen(id: $0.id, route: $0.route, presentation: $0.presentation) })
    for stack in [pushed, popped, rebuilt] {
      #expect(stack == ScreenStack(all))
      #expect(stack.hashValue == ScreenStack(all).hashValue)
    }
    #expect(ScreenStack(all) != ScreenStack(screens(0..<99)))
    var other = ScreenStack(all)
    other[3] = Screen(id: 3, route: TestRoute("another"))
    #expect(other != ScreenStack(all), "a screen with the same identifier and another route differs")
  }

  @Test func theCommonPrefixCountsTheScreensBothStartWith() {
    let base = ScreenStack(screens(0..<70))
    var pushed = base
    pushed.append(contentsOf: screens(70..<75))
    #expect(base.commonPrefixCount(with: pushed) == 70)
    #expect(pushed.commonPrefixCount(with: base) == 70)
    var popped = base
    popped.removeLast(7)
    #expect(base.commonPrefixCount(with: popped) == 63)
    var changed = base
    changed[40] = Screen(id: 1_000, route: TestRoute("new"))
    #expect(base.commonPrefixCount(with: changed) == 40)
    #expect(base.commonPrefixCount(with: ScreenStack(screens(0..<70))) == 70, "equal screens, not shared")
    #expect(base.commonPrefixCount(with: ScreenStack(screens(1..<70))) == 0)
    #expect(base.commonPrefixCount(with: []) == 0)
  }

  @Test func aStackReadsLikeAnArrayOfScreens() {
    let all = screens(0..<3)
    let stack: ScreenStack = [all[0], all[1], all[2]]
    #expect(stack.map(\.id) == [0, 1, 2])
    #expect(stack.first == all[0] && stack.last == all[2] && stack[1] == all[1])
    #expect(stack.description == all.description)
    #expect(String(describing: stack) == String(describing: all))
    #expect(ScreenStack().isEmpty)
  }

  @Test func aScreenPrintsItsValuesAndItsCopiesAreEqual() {
    let screen = Screen(id: 7, route: TestRoute("a"), presentation: .push, owner: 2)
    let copy = screen
    #expect(copy == screen)
    #expect(String(describing: screen).hasPrefix("Screen(id: 7, route: "))
    let same = Screen(id: 7, route: TestRoute("a"), presentation: .push, owner: 2)
    #expect(same == screen && same.hashValue == screen.hashValue)
    #expect(Screen(id: 7, route: TestRoute("a"), presentation: .push, owner: 3) != screen)
  }
}

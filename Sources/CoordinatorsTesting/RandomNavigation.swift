import Coordinators

/// Makes random, valid navigation states and random commands (valid or not) from a seed, for
/// property tests that can be replayed: the same seed always gives the same states and
/// commands, so put it in the failure message.
///
/// Screens get fresh identifiers counting up from 0; routes are ``TestRoute``s drawn from a
/// small set of names, so that routes repeat as they do in apps.
///
/// ```swift
/// @Test(arguments: 0..<100 as Range<UInt64>)
/// func everyCommandKeepsTheRules(seed: UInt64) {
///   var random = RandomNavigation(seed: seed)
///   let state = random.state(screens: 20)
///   let command = random.command(for: state)
///   if let next = try? state.applying(command) {
///     #expect(throws: Never.self) { try next.validate() }
///   }
/// }
/// ```
///
/// It is a `RandomNumberGenerator` too (SplitMix64), for a test's own random choices from the
/// same seed: `Int.random(in: 1...10, using: &random)`. It is a value: a test can copy it to try
/// one step several ways.
public struct RandomNavigation: RandomNumberGenerator, Sendable {
  /// The seed the maker started from.
  package var seed: UInt64 { generator.seed }
  /// The identifier the next screen gets.
  @_spi(Testing) public var nextScreenID: Int
  /// The route names screens are drawn from.
  @_spi(Testing) public var routeNames: [String]
  /// The numbers ``state(screens:)`` and ``command(for:)`` draw from.
  private var generator: SeededRandomNumberGenerator

  /// A maker that draws everything from `seed`.
  public init(seed: UInt64) {
    self.init(firstScreenID: 0, seed: seed)
  }

  /// A maker whose screens start at `firstScreenID`, for the package's tests and benchmarks,
  /// which draw from a generator of their own with the `using:` methods.
  @_spi(Testing)
  public init(firstScreenID: Int = 0, routeNames: [String] = ["a", "b", "c", "d", "e", "f"], seed: UInt64 = 0) {
    self.nextScreenID = firstScreenID
    self.routeNames = routeNames
    self.generator = SeededRandomNumberGenerator(seed: seed)
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    generator.next()
  }

  /// A valid state with about `screens` screens: a stack or tabs, and up to three modal layers.
  public mutating func state(screens total: Int = 12) -> NavigationState {
    var random = generator
    defer { generator = random }
    return state(screens: total, using: &random)
  }

  /// A random command for `state`: usually one that applies, sometimes one that names a screen,
  /// tab or layer that is not there, or breaks a rule, so that errors are exercised too.
  public mutating func command(for state: NavigationState) -> NavigationCommand {
    var random = generator
    defer { generator = random }
    return command(for: state, using: &random)
  }

  /// A screen with a fresh identifier and a random route.
  @_spi(Testing)
  public mutating func screen(
    presentation: Presentation = .push,
    using random: inout some RandomNumberGenerator
  ) -> Screen {
    defer { nextScreenID += 1 }
    let name = routeNames.randomElement(using: &random) ?? "screen"
    return Screen(id: ScreenID(rawValue: nextScreenID), route: TestRoute(name), presentation: presentation)
  }

  /// `count` pushed screens with fresh identifiers.
  @_spi(Testing)
  public mutating func screens(_ count: Int, using random: inout some RandomNumberGenerator) -> [Screen] {
    (0..<count).map { _ in screen(using: &random) }
  }

  /// A random modal presentation.
  package func modalPresentation(using random: inout some RandomNumberGenerator) -> ModalPresentation {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: .sheet(detents: [.medium, .large], grabber: .visible)
    case 1: .fullScreenCover()
    case 2: .custom("zoom")
    default: .sheet(embedsNavigationStack: false)
    }
  }

  /// A modal layer of 1 to `maxDepth` screens (1 when the presentation has no stack).
  @_spi(Testing)
  public mutating func layer(maxDepth: Int = 4, using random: inout some RandomNumberGenerator) -> ModalLayer {
    let presentation = modalPresentation(using: &random)
    let first = screen(presentation: .modal(presentation), using: &random)
    let depth = presentation.embedsNavigationStack ? Int.random(in: 1...max(1, maxDepth), using: &random) : 1
    return ModalLayer([first] + screens(depth - 1, using: &random))
  }

  /// A valid state with about `screens` screens, drawn from `random`.
  @_spi(Testing)
  public mutating func state(screens total: Int = 12, using random: inout some RandomNumberGenerator)
    -> NavigationState
  {
    let layerCount = Int.random(in: 0...3, using: &random)
    let modals = (0..<layerCount).map { _ in layer(maxDepth: max(1, total / 8), using: &random) }
    let remaining = max(1, total - modals.reduce(0) { $0 + $1.stack.count })
    let root: RootContainer
    if Bool.random(using: &random) {
      root = .stack(screens(remaining, using: &random))
    } else {
      let tabCount = Int.random(in: 1...4, using: &random)
      let tabs = (0..<tabCount).map { index in
        Tab(id: TabID(rawValue: "tab\(index)"), stack: screens(max(1, remaining / tabCount), using: &random))
      }
      root = .tabs(tabs, selectedIndex: Int.random(in: 0..<tabCount, using: &random))
    }
    do {
      return try NavigationState(root: root, modals: modals)
    } catch {
      preconditionFailure("RandomNavigation built an invalid state: \(error)")
    }
  }

  /// A random command for `state`, drawn from `random`.
  @_spi(Testing)
  public mutating func command(
    for state: NavigationState,
    using random: inout some RandomNumberGenerator
  ) -> NavigationCommand {
    let existing = state.allScreens.map(\.id)
    func someID() -> ScreenID {
      Int.random(in: 0..<10, using: &random) == 0
        ? ScreenID(rawValue: nextScreenID + 1000) : (existing.randomElement(using: &random) ?? 0)
    }
    let tabNumber = Int.random(in: 0..<4, using: &random)
    let tab = TabID(rawValue: Int.random(in: 0..<6, using: &random) == 0 ? "missing" : "tab\(tabNumber)")
    switch Int.random(in: 0..<17, using: &random) {
    case 0: return .push(screens(Int.random(in: 1...3, using: &random), using: &random))
    case 1: return .present(layer(using: &random))
    case 2: return .pop(count: Int.random(in: 0...3, using: &random))
    case 3: return .popTo(someID())
    case 4: return .popToRoute(AnyRoute(TestRoute(routeNames.randomElement(using: &random) ?? "a")))
    case 5: return .popToRoot
    case 6: return .remove((0..<Int.random(in: 1...3, using: &random)).map { _ in someID() })
    case 7: return .replace(someID(), with: screen(using: &random))
    case 8:
      let point: InsertionPoint = Bool.random(using: &random) ? .before(someID()) : .after(someID())
      return .insert(screens(Int.random(in: 1...2, using: &random), using: &random), at: point)
    case 9:
      let location = state.locations.randomElement(using: &random) ?? .root
      var stack = (state.stack(at: location) ?? []).filter { _ in Bool.random(using: &random) }
      if case .modal = location {
        stack =
          [screen(presentation: .modal(modalPresentation(using: &random)), using: &random)]
          + stack.filter { $0.presentation == .push }
      }
      return .setStack(stack + screens(Int.random(in: 0...2, using: &random), using: &random), at: location)
    case 10: return .dismiss
    case 11: return .dismissLayer(Int.random(in: 0...3, using: &random))
    case 12: return .dismissAll
    case 13: return .selectTab(tab)
    case 14: return .reselectTab
    case 15: return .push([screen(presentation: .modal(.fullScreenCover()), using: &random)])
    default:
      let fresh = self.state(screens: Int.random(in: 1...6, using: &random), using: &random)
      return .setRoot(fresh.root)
    }
  }
}

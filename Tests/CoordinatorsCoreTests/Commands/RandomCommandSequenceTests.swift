import CoordinatorsCore
@_spi(Testing) import CoordinatorsTesting
import TestSupport
import Testing

/// Random command sequences from random states: whatever the commands, the state keeps every
/// rule, and a rejected command changes nothing. A failure prints the seed and the step, so that
/// `SeededRandomNumberGenerator(seed:)` replays it.
@Suite(.hangLimit) struct RandomCommandSequenceTests {
  static let seeds: Range<UInt64> = 0..<100
  static let commandsPerSeed = 100

  /// The case of a command, without its values, to count which kinds were exercised.
  static func kind(of command: NavigationCommand) -> String {
    switch command {
    case .push: "push"
    case .present: "present"
    case .pop: "pop"
    case .popTo: "popTo"
    case .popToRoute: "popToRoute"
    case .popToRoot: "popToRoot"
    case .remove: "remove"
    case .replace: "replace"
    case .insert: "insert"
    case .setStack: "setStack"
    case .dismiss: "dismiss"
    case .dismissLayer: "dismissLayer"
    case .dismissAll: "dismissAll"
    case .selectTab: "selectTab"
    case .reselectTab: "reselectTab"
    case .setTabItem: "setTabItem"
    case .setRoot: "setRoot"
    case .setSectionLayout: "setSectionLayout"
    case .setWidthClass: "setWidthClass"
    case .showColumn: "showColumn"
    case .showAlert: "showAlert"
    case .dismissAlert: "dismissAlert"
    }
  }

  @Test func everyCommandKeepsTheInvariantsAndARejectedCommandChangesNothing() {
    var appliedCount = 0
    var appliedKinds: Set<String> = []
    var rejectedKinds: Set<String> = []
    for seed in Self.seeds {
      var random = SeededRandomNumberGenerator(seed: seed)
      var maker = RandomNavigation()
      var state = maker.state(using: &random)
      #expect(state.invariantViolations() == [], "seed \(seed): the first state breaks a rule")
      // Layout commands come from a generator of their own, so that the others stay as they were.
      var layouts = SeededRandomNumberGenerator(seed: seed ^ 0x5EC7_1075)
      steps: for step in 0..<Self.commandsPerSeed {
        var commands = [maker.command(for: state, using: &random)]
        if Int.random(in: 0..<4, using: &layouts) == 0 {
          commands.append(PlannerFixtures.randomLayoutCommand(using: &layouts))
        }
        for command in commands {
          let before = state
          do {
            try state.apply(command)
            appliedCount += 1
            appliedKinds.insert(Self.kind(of: command))
          } catch {
            rejectedKinds.insert(Self.kind(of: command))
            if error.commandIndex != nil || error.context != command.description {
              Issue.record("seed \(seed), step \(step): the error of \(command) names another command: \(error)")
            }
            if state != before {
              Issue.record("seed \(seed), step \(step): rejected \(command) (\(error)) but changed the state")
              break steps
            }
          }
          let violations = state.invariantViolations()
          if !violations.isEmpty {
            Issue.record("seed \(seed), step \(step): after \(command): \(violations)\n\(state)")
            break steps
          }
        }
      }
    }
    let total = Self.seeds.count * Self.commandsPerSeed
    #expect(appliedCount * 2 >= total, "only \(appliedCount) of \(total) random commands applied")
    #expect(appliedCount < total, "no random command was rejected, so no error path ran")
    let everyKind: Set<String> = [
      "push", "present", "pop", "popTo", "popToRoute", "popToRoot", "remove", "replace", "insert", "setStack",
      "dismiss", "dismissLayer", "dismissAll", "selectTab", "reselectTab", "setRoot", "setSectionLayout",
      "setWidthClass", "showColumn",
    ]
    #expect(appliedKinds == everyKind, "kinds never applied: \(everyKind.subtracting(appliedKinds))")
    let kindsThatCanFail: Set<String> = [
      "push", "pop", "popTo", "popToRoute", "remove", "replace", "insert", "setStack", "dismiss", "dismissLayer",
      "selectTab", "reselectTab", "setSectionLayout", "showColumn",
    ]
    #expect(
      kindsThatCanFail.isSubset(of: rejectedKinds),
      "kinds never rejected: \(kindsThatCanFail.subtracting(rejectedKinds))")
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func theAppliedCommandsOfASequenceGiveTheSameStateAsOneTransaction(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    var maker = RandomNavigation()
    let start = maker.state(using: &random)
    var state = start
    var applied: [NavigationCommand] = []
    for _ in 0..<50 {
      let command = maker.command(for: state, using: &random)
      if (try? state.apply(command)) != nil { applied.append(command) }
    }
    #expect(try start.applying(applied) == state, "seed \(seed)")
  }
}

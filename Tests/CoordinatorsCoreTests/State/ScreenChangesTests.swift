import CoordinatorsCore
@_spi(Testing) import CoordinatorsTesting
import TestSupport
import Testing

/// `screenChanges(since:)`, which the navigator counts each flow's screens with (issue 29), lists
/// exactly the screens a change took and brought, whatever the command: the same as comparing
/// every screen of both states.
@Suite(.hangLimit) struct ScreenChangesTests {
  /// The screens of `state` not in `other` (by identifier and owner), as a comparison of every
  /// screen finds them.
  static func screens(of state: NavigationState, notIn other: NavigationState) -> [String] {
    let kept = Set(other.allScreens.map { "\($0.id)/\($0.owner)" })
    return state.allScreens.map { "\($0.id)/\($0.owner)" }.filter { !kept.contains($0) }.sorted()
  }

  @Test("the screens a change took and brought equal a comparison of every screen", arguments: 0..<20)
  func changesEqualAFullComparison(seed: UInt64) {
    var random = SeededRandomNumberGenerator(seed: seed)
    var maker = RandomNavigation()
    var state = maker.state(screens: 80, using: &random)
    for step in 0..<200 {
      let before = state
      var command = maker.command(for: state, using: &random)
      // A pushed run deeper than a block of 32, now and then, so that shared blocks are skipped.
      if step % 17 == 0 { command = .push(maker.screens(40, using: &random)) }
      guard (try? state.apply(command)) != nil else { continue }
      let (removed, added) = state.screenChanges(since: before)
      let removedFound = removed.map { "\($0.id)/\($0.owner)" }.sorted()
      let addedFound = added.map { "\($0.id)/\($0.owner)" }.sorted()
      let removedExpected = Self.screens(of: before, notIn: state)
      let addedExpected = Self.screens(of: state, notIn: before)
      if removedFound != removedExpected || addedFound != addedExpected {
        let message =
          "seed \(seed), step \(step), \(command): removed \(removedFound), expected \(removedExpected); "
          + "added \(addedFound), expected \(addedExpected)"
        Issue.record(Comment(rawValue: message))
        return
      }
    }
  }
}

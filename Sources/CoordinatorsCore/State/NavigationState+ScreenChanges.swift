extension NavigationState {
  /// The screens that one change took away and brought: those of `before` that are not in this
  /// state, and those of this state that were not in `before`.
  ///
  /// Stack by stack, each compared with the stack at the same place in `before` from their
  /// first screens on: the screens both share at the bottom are skipped without being read
  /// (``ScreenStack/commonPrefixCount(with:)``), so a change of a few screens costs those
  /// screens, the blocks and chunks they sit in and the number of stacks, at any depth. A screen that
  /// moved from one stack to another is in neither list unless its owner changed.
  package func screenChanges(since before: NavigationState) -> (removed: [Screen], added: [Screen]) {
    if isSameVersion(as: before) { return ([], []) }
    var removed: [Screen] = []
    var added: [Screen] = []
    noteBaseStackChanges(since: before, removed: &removed, added: &added)
    let oldModals = before.modals
    let newModals = modals
    for index in 0..<Swift.max(oldModals.count, newModals.count) {
      if index < oldModals.count && index < newModals.count {
        newModals[index].stack.noteChanges(from: oldModals[index].stack, removed: &removed, added: &added)
      } else if index < newModals.count {
        added.append(contentsOf: newModals[index].stack)
      } else {
        removed.append(contentsOf: oldModals[index].stack)
      }
    }
    guard !removed.isEmpty, !added.isEmpty else { return (removed, added) }
    // A screen in both lists moved (a stack rebuilt below it, say): it neither left nor came,
    // unless it changed hands.
    var addedOwners: [ScreenID: FlowID] = [:]
    for screen in added { addedOwners[screen.id] = screen.owner }
    var stayed: Set<ScreenID> = []
    for screen in removed where addedOwners[screen.id] == screen.owner { stayed.insert(screen.id) }
    guard !stayed.isEmpty else { return (removed, added) }
    return (removed.filter { !stayed.contains($0.id) }, added.filter { !stayed.contains($0.id) })
  }
}

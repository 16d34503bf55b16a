extension NavigationPlanner {
  /// The plan's only step when `desired` differs from `rendered` in the top-most stack alone and
  /// brings no screen that `rendered` may hold: a push, a pop, or any `setStack` of fresh screens
  /// on the stack nothing is presented over. `nil` when the full plan is needed, or when the
  /// states are equal.
  ///
  /// When it returns a step, ``steps(from:to:capabilities:transitions:)`` returns exactly that
  /// step and nothing else, at a fraction of the cost: what the planner learns by comparing every
  /// stack and searching for screens that move, this learns from the top stack's changed screens
  /// alone. It declines, and leaves the work to the planner, whenever any of that could matter:
  /// the layers, the tabs or the selection differ; a stack under the top one changed; the top
  /// layer's first screen changed (the layer is presented again); or an added screen has an
  /// identifier `rendered` may hold (it may move from elsewhere, or come back as another screen).
  package static func topStackStep(
    from rendered: NavigationState,
    to desired: NavigationState,
    transitions: TransitionRules
  ) -> HostStep? {
    guard !rendered.isSameVersion(as: desired), rendered.hasSameFrame(as: desired) else { return nil }
    let layers = desired.modals.count
    let slot = desired.topSlot
    let (old, new) = (rendered.stack(slot), desired.stack(slot))
    let kept = old.commonPrefixCount(with: new)
    // The top stack is the same; or its layer opens with another screen and is presented again.
    guard kept < Swift.max(old.count, new.count), kept > 0 || layers == 0 else { return nil }
    for index in kept..<new.count where rendered.mayContain(new[index].id) { return nil }
    // Every stack under the top one is the same.
    if layers == 0 {
      for base in desired.baseStacks.indices
      where base != desired.selectedTabIndex && rendered.baseStacks[base] != desired.baseStacks[base] {
        return nil
      }
    } else {
      guard rendered.baseStacks == desired.baseStacks else { return nil }
      for layer in 0..<(layers - 1) where rendered.modals[layer] != desired.modals[layer] { return nil }
    }
    return .setStack(desired.location(of: slot), new, transition: transition(from: old, to: new, rules: transitions))
  }
}

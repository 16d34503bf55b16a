/// Plans the host steps that take what is shown from one state to another.
///
/// The plan is minimal: each stack and each modal layer is touched at most once; presenting k
/// new layers takes k steps; dismissing several layers takes one step when the host can, and
/// one per layer, top first, when it cannot. Steps come in this order: dismissals, a new root
/// (which carries its layout) or the root's new layout, stack changes (root or tabs first, then
/// the layers that stay), the tab selection, presentations.
///
/// A modal layer stays when the layer at the same index in both states opens with the same
/// screen; otherwise it and every layer above it are dismissed, and the new ones presented. A
/// layer presented over one that is replaced (or over a new root) is thus dismissed and presented
/// again: a host presents each layer from the one below it.
///
/// A stack cannot take a screen that is still shown in another one, so a screen that moves
/// between stacks (or an identifier that comes back as another screen) must leave before the
/// stack it goes to is set: a kept layer that gives a screen to a base stack or to a lower layer
/// is dismissed and presented again, and when a screen moves into an earlier tab the root is set
/// anew, as for a change of tabs.
///
/// An alert comes down first and goes up last: a ``HostStep/dismissAlert(_:)`` opens the plan when
/// the alert shown changes or leaves, or when a step other than a stack change, a tab item or a
/// tab selection must happen (no host presents, dismisses or replaces a root under an alert);
/// a ``HostStep/showAlert(_:)`` closes it. Stacks change under an alert that stays.
///
/// Each `setStack` step carries the transition that the first matching ``TransitionRule``
/// chooses for the change of the stack's top screen (see
/// ``steps(from:to:capabilities:transitions:)``).
///
/// <!-- snippet: spi -->
/// ```swift
/// for step in NavigationPlanner.steps(from: shown, to: desired, capabilities: host.capabilities) {
///   print(step)
/// }
/// ```
@_spi(Testing) public enum NavigationPlanner {
  /// The steps from `rendered` (`nil` when the host shows nothing yet) to `desired`.
  ///
  /// Replaying the steps with `NavigationState.rendering(_:onto:)` from `rendered` gives
  /// exactly `desired`.
  ///
  /// A `setStack` step gets the transition `transitions` choose for going from the route of the
  /// stack's old top screen to that of its new one: a push when the new top was not in the
  /// stack, a pop when it was below the old top. A step that keeps the top screen gets none,
  /// and neither do the other steps.
  public static func steps(
    from rendered: NavigationState?,
    to desired: NavigationState,
    capabilities: HostCapabilities = .all,
    transitions: TransitionRules = TransitionRules()
  ) -> [HostStep] {
    var steps = screenSteps(from: rendered, to: desired, capabilities: capabilities, transitions: transitions)
    let shown = rendered?.alert
    guard shown != nil || desired.alert != nil else { return steps }
    let keepsAlert = shown == desired.alert && steps.allSatisfy(\.happensUnderAlert)
    if !keepsAlert {
      if let shown { steps.insert(.dismissAlert(shown.id), at: 0) }
      if let alert = desired.alert { steps.append(.showAlert(alert)) }
    }
    return steps
  }

  /// The steps that take the screens from `rendered` to `desired`, whatever alerts show.
  private static func screenSteps(
    from rendered: NavigationState?,
    to desired: NavigationState,
    capabilities: HostCapabilities,
    transitions: TransitionRules
  ) -> [HostStep] {
    guard let rendered, rendered.tabIDs == desired.tabIDs else {
      // The host shows nothing, or the root changes kind or tabs: a new root, under no modal.
      // A tab's item is no reason: it changes in a step of its own.
      return replacingRoot(over: rendered?.modals.count ?? 0, with: desired, capabilities: capabilities)
    }
    if rendered == desired { return [] }

    let sameFirstScreens = keptLayerCount(rendered.modals, desired.modals)
    guard let kept = settableLayerCount(from: rendered, to: desired, keeping: sameFirstScreens) else {
      // A screen moves into an earlier base stack: only a new root sets the base stacks.
      return replacingRoot(over: rendered.modals.count, with: desired, capabilities: capabilities)
    }
    var steps = dismissals(from: kept, count: rendered.modals.count, capabilities: capabilities)
    if rendered.rootLayout != desired.rootLayout { steps.append(.setLayout(desired.rootLayout)) }
    for base in desired.baseStacks.indices where rendered.baseStacks[base] != desired.baseStacks[base] {
      let (old, new) = (rendered.baseStacks[base], desired.baseStacks[base])
      let transition = self.transition(from: old, to: new, rules: transitions)
      steps.append(.setStack(desired.location(of: .base(base)), new, transition: transition))
    }
    for layer in 0..<kept where rendered.modals[layer] != desired.modals[layer] {
      let (old, new) = (rendered.modals[layer].stack, desired.modals[layer].stack)
      steps.append(.setStack(.modal(layer), new, transition: transition(from: old, to: new, rules: transitions)))
    }
    for (index, id) in (desired.tabIDs ?? []).enumerated() where rendered.tabItems[index] != desired.tabItems[index] {
      steps.append(.setTabItem(desired.tabItems[index], for: id))
    }
    if rendered.selectedTabIndex != desired.selectedTabIndex, let tab = desired.selectedTab {
      steps.append(.selectTab(tab))
    }
    steps += desired.modals[kept...].map(HostStep.present)
    return steps
  }

  /// The transition `rules` choose when a stack goes from `old` to `new`, or `nil` when its top
  /// screen stays or no rule matches.
  ///
  /// The change is a pop when the new top screen was in the stack below the old top, and a push
  /// otherwise (a screen whose identifier comes back as another screen is new).
  static func transition(from old: ScreenStack, to new: ScreenStack, rules: TransitionRules) -> TransitionID? {
    guard !rules.isEmpty, let oldTop = old.last, let newTop = new.last, oldTop != newTop else { return nil }
    // Identifiers are unique in a stack, so at most one screen below the old top can be the new
    // top; the search starts from the top, where a pop usually goes.
    let wasBelow = old.dropLast().lastIndex { $0.id == newTop.id }.map { old[$0] == newTop } ?? false
    let direction: TransitionDirection = wasBelow ? .pop : .push
    return rules.transition(from: oldTop, to: newTop, direction: direction)
  }

  /// How many layers, from the bottom, open with the same screen in both chains.
  static func keptLayerCount(_ rendered: [ModalLayer], _ desired: [ModalLayer]) -> Int {
    var count = 0
    while count < rendered.count, count < desired.count, rendered[count].stack[0] == desired[count].stack[0] {
      count += 1
    }
    return count
  }

  /// How many of the bottom `kept` layers can stay while the base stacks and those layers are set
  /// in place, or `nil` when the base stacks cannot be.
  ///
  /// Stacks are set in a fixed order (base stacks in tab order, then layers bottom first), and a
  /// stack cannot take a screen that is still shown elsewhere. A screen is still shown when it
  /// comes from a stack set later, or when its identifier is shown as another screen. A layer
  /// that holds such a screen is dismissed (with the layers above it) before any stack is set; a
  /// base stack that holds one can only be replaced with a new root.
  static func settableLayerCount(from rendered: NavigationState, to desired: NavigationState, keeping kept: Int)
    -> Int?
  {
    func order(_ slot: NavigationState.Slot) -> Int {
      switch slot {
      case .base(let index): index
      case .modal(let index): rendered.baseStacks.count + index
      }
    }
    let baseCount = desired.baseStacks.count
    // The stacks set in place, in order, without building an array of them.
    let settable = (0..<(baseCount + kept)).lazy.map {
      $0 < baseCount ? NavigationState.Slot.base($0) : .modal($0 - baseCount)
    }
    let settableLayers = kept
    var kept = kept
    var shown: [ScreenID: (slot: NavigationState.Slot, index: Int)]?
    // Up to this many screens that may come from elsewhere are searched for one by one.
    let searchLimit = 8
    for slot in settable where rendered.stack(slot) != desired.stack(slot) {
      if case .modal(let layer) = slot, layer >= kept { break }
      // Only the screens after the common prefix of the two stacks can come from elsewhere:
      // a screen of the prefix is where it was (identifiers are unique in a state), and a
      // screen whose identifier the rendered state cannot hold comes from nowhere. So a push or
      // a pop never builds the map of every screen.
      //
      // The screens that end both stacks alike (the ones above an insertion, say) are where
      // they were too.
      let (renderedStack, desiredStack) = (rendered.stack(slot), desired.stack(slot))
      let unchanged = renderedStack.commonPrefixCount(with: desiredStack)
      let sameEnd = commonSuffixCount(renderedStack, desiredStack, above: unchanged)
      let candidates = screensFromElsewhere(
        desiredStack[unchanged..<(desiredStack.count - sameEnd)], of: renderedStack,
        within: unchanged..<(renderedStack.count - sameEnd), in: rendered, searchLimit: searchLimit)
      // A few screens are found by a search from the top of each stack; more, with a map of
      // every screen of the stacks set in place.
      let searches = shown == nil && candidates.count <= searchLimit
      for screen in candidates {
        let place: (slot: NavigationState.Slot, index: Int)?
        if searches {
          place = rendered.find(screen.id).flatMap { found in
            if case .modal(let layer) = found.slot, layer >= settableLayers { return nil }
            return found
          }
        } else {
          let places = shown ?? placesOfScreens(in: rendered, slots: rendered.baseSlots + (0..<kept).map { .modal($0) })
          shown = places
          place = places[screen.id]
        }
        guard let (place, index) = place else { continue }
        let leavesInTime = place == slot ? rendered.stack(place)[index] == screen : order(place) < order(slot)
        guard !leavesInTime else { continue }
        switch place {
        case .base: return nil
        case .modal(let layer): kept = min(kept, layer)
        }
      }
    }
    return kept
  }

  /// The screens of `added` (the changed part of a desired stack) that may come from elsewhere:
  /// not fresh, and not found, in order, in `region` of the stack they replace, where the
  /// screens that stay in the stack (around a removal, say) are.
  ///
  /// After `searchLimit` screens that are not found there, the rest are not looked for.
  static func screensFromElsewhere(
    _ added: Slice<ScreenStack>, of old: ScreenStack, within region: Range<Int>, in rendered: NavigationState,
    searchLimit: Int
  ) -> [Screen] {
    var candidates: [Screen] = []
    var next = region.lowerBound
    for screen in added where rendered.mayContain(screen.id) {
      if candidates.count < searchLimit {
        var probe = next
        while probe < region.upperBound, old[probe].id != screen.id { probe += 1 }
        if probe < region.upperBound, old[probe] == screen {
          next = probe + 1
          continue
        }
      }
      candidates.append(screen)
    }
    return candidates
  }

  /// How many screens, from the top, are equal in both stacks, among those above their first
  /// `prefix` screens.
  static func commonSuffixCount(_ first: ScreenStack, _ second: ScreenStack, above prefix: Int) -> Int {
    let limit = Swift.min(first.count, second.count) - prefix
    var count = 0
    while count < limit, first[first.count - 1 - count] == second[second.count - 1 - count] { count += 1 }
    return count
  }

  /// Where each screen of these stacks is, by identifier: its stack and its index there.
  static func placesOfScreens(
    in state: NavigationState,
    slots: [NavigationState.Slot]
  ) -> [ScreenID: (slot: NavigationState.Slot, index: Int)] {
    var places: [ScreenID: (slot: NavigationState.Slot, index: Int)] = [:]
    places.reserveCapacity(slots.reduce(0) { $0 + state.stack($1).count })
    for slot in slots {
      for (index, screen) in state.stack(slot).enumerated() { places[screen.id] = (slot, index) }
    }
    return places
  }

  /// Dismisses the `shownLayers` layers of what is shown, sets the desired root laid out as it
  /// shows (so that a host builds the right container at once), then presents every desired
  /// layer.
  static func replacingRoot(over shownLayers: Int, with desired: NavigationState, capabilities: HostCapabilities)
    -> [HostStep]
  {
    var steps = dismissals(from: 0, count: shownLayers, capabilities: capabilities)
    steps.append(.setRoot(desired.root, layout: desired.rootLayout))
    steps += desired.modals.map(HostStep.present)
    return steps
  }

  /// The steps that dismiss layers `from..<count`.
  static func dismissals(from first: Int, count: Int, capabilities: HostCapabilities) -> [HostStep] {
    guard first < count else { return [] }
    if capabilities.contains(.dismissesSeveralLayersAtOnce) { return [.dismiss(fromLayer: first)] }
    return (first..<count).reversed().map { HostStep.dismiss(fromLayer: $0) }
  }
}

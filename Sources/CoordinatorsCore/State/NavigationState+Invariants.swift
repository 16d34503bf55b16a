/// A rule of ``NavigationState`` that a state breaks: the detail of a ``NavigationError`` whose
/// reason is ``NavigationError/Reason/invalidState``.
package enum InvariantViolation: Hashable, Sendable, CustomStringConvertible {
  /// A stack holds no screen.
  case emptyStack(StackLocation)
  /// Two screens share an identifier.
  case duplicateScreenID(ScreenID)
  /// The root is a tab container without tabs.
  case noTabs
  /// Two tabs share a name.
  case duplicateTabID(TabID)
  /// The selected tab index is not the index of a tab.
  case selectionOutOfRange(index: Int, tabCount: Int)
  /// The first screen of a modal layer is not presented modally.
  case firstScreenNotModal(ScreenID, layer: Int)
  /// A screen inside a stack is presented modally; only a layer's first screen is.
  case modalScreenInStack(ScreenID, StackLocation)
  /// A modal layer without a navigation stack holds more than its first screen.
  case screensPushedWithoutStack(layer: Int, count: Int)
  /// The root is a single stack but its layout shows sections in a sidebar.
  case sidebarWithoutTabs(SectionLayout)
  /// The layout shows the sidebar alone, which only a collapsed split view does, but the root
  /// shows as this.
  case sidebarShownOutsideCollapsedSplitView(RootAppearance)
  /// The alert has no button: the user could not close it.
  case alertWithoutButtons(AlertID)
  /// The alert has more than one cancel button; a host shows one at most.
  case severalCancelButtons(AlertID)
  /// The alert's identifier is negative; a navigator numbers its alerts from 0.
  case negativeAlertID(AlertID)

  /// What is wrong, naming where.
  package var description: String {
    switch self {
    case .emptyStack(let location):
      "\(location) has no screen; every stack holds at least one"
    case .duplicateScreenID(let id):
      "screen id \(id) is used more than once"
    case .noTabs:
      "the tab container has no tab"
    case .duplicateTabID(let id):
      "tab \(id) is defined more than once"
    case .selectionOutOfRange(let index, let tabCount):
      "selected tab index \(index) is out of range: there \(tabCount == 1 ? "is 1 tab" : "are \(tabCount) tabs")"
    case .firstScreenNotModal(let id, let layer):
      "screen \(id) opens modal layer \(layer) but is presented as a push"
    case .modalScreenInStack(let id, let location):
      "screen \(id) in \(location) is presented modally; only the first screen of a modal layer is"
    case .screensPushedWithoutStack(let layer, let count):
      "modal layer \(layer) has no navigation stack but holds \(count) screens"
    case .sidebarWithoutTabs(let sections):
      "the root is a single stack but its layout is \(sections); only tabs can be shown in a sidebar"
    case .sidebarShownOutsideCollapsedSplitView(let appearance):
      "the layout shows the sidebar alone, but the root shows as \(appearance); only a collapsed split view does"
    case .alertWithoutButtons(let id):
      "alert \(id) has no button, and the user could not close it"
    case .severalCancelButtons(let id):
      "alert \(id) has more than one cancel button; a host shows one at most"
    case .negativeAlertID(let id):
      "alert \(id) has a negative identifier; alerts are numbered from 0"
    }
  }
}

extension NavigationState {
  /// Checks that the state keeps the rules of a navigation; throws otherwise.
  ///
  /// The rules: every stack holds a screen; screen identifiers are unique; a tab container has
  /// tabs with distinct names and a selection in range; only tabs are laid out in a sidebar, and
  /// only a collapsed split view shows its sidebar alone; a modal layer's first screen is modal,
  /// every other screen is pushed; a layer without a navigation stack holds one screen; an alert
  /// has a button, one cancel button at most, and an identifier of 0 or more.
  /// Commands keep these rules, so a state built from a valid one by commands is valid.
  ///
  /// - Throws: a ``NavigationError`` with the reason ``NavigationError/Reason/invalidState``,
  ///   whose description lists every broken rule.
  public func validate() throws(NavigationError) {
    let violations = invariantViolations()
    guard violations.isEmpty else { throw NavigationError(.invalidState(violations)) }
  }

  /// Every rule the state breaks; empty for a valid state (see ``validate()``).
  package func invariantViolations() -> [InvariantViolation] {
    violations(keeping: nil, of: nil)
  }

  /// The rules broken by a state made of `previous`, a valid state: each of its stacks keeps the
  /// first `kept[n]` screens of the stack at the same place in `previous` (`n` counting the
  /// base stacks, then the modal layers) and adds the rest.
  ///
  /// Kept screens kept the rules they kept in `previous`, so only the added screens are checked:
  /// the cost is the change's, not the state's (an event log reads one state a line).
  func violations(keeping kept: [Int]?, of previous: NavigationState?) -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    if tabIDs == nil && rootLayout.sections != .tabBar { violations.append(.sidebarWithoutTabs(rootLayout.sections)) }
    violations += rootLayout.violations(shownAs: appearance)
    if let alert { violations += alert.violations }
    if let tabIDs {
      if tabIDs.isEmpty { violations.append(.noTabs) }
      var seenTabs = Set<TabID>()
      for id in tabIDs where !seenTabs.insert(id).inserted { violations.append(.duplicateTabID(id)) }
      if !tabIDs.isEmpty && !tabIDs.indices.contains(selectedTabIndex) {
        violations.append(.selectionOutOfRange(index: selectedTabIndex, tabCount: tabIDs.count))
      }
    }
    let slots = allSlots
    // Sized once: growing the set as it fills cost as much as filling it.
    var seenScreens = Set<ScreenID>(
      minimumCapacity: slots.indices.reduce(0) { $0 + stack(slots[$1]).count - (kept?[$1] ?? 0) })
    for (number, slot) in slots.enumerated() {
      let screens = stack(slot)
      let location = location(of: slot)
      if screens.isEmpty { violations.append(.emptyStack(location)) }
      for index in (kept?[number] ?? 0)..<screens.count {
        let screen = screens[index]
        if !seenScreens.insert(screen.id).inserted || isKept(screen.id, keeping: kept, of: previous) {
          violations.append(.duplicateScreenID(screen.id))
        }
        let opensLayer = index == 0 && { if case .modal = slot { true } else { false } }()
        switch (opensLayer, screen.presentation) {
        case (true, .push):
          if case .modal(let layer) = slot { violations.append(.firstScreenNotModal(screen.id, layer: layer)) }
        case (false, .modal):
          violations.append(.modalScreenInStack(screen.id, location))
        default:
          break
        }
      }
      if case .modal(let layer) = slot, screens.count > 1, screens[0].presentation.modal?.embedsNavigationStack == false
      {
        violations.append(.screensPushedWithoutStack(layer: layer, count: screens.count))
      }
    }
    return violations
  }

  /// Whether a screen with this identifier is among the screens this state keeps of `previous`.
  private func isKept(_ id: ScreenID, keeping kept: [Int]?, of previous: NavigationState?) -> Bool {
    // An identifier at or above the bound of `previous` is new: the common case, at no cost.
    guard let kept, let previous, let (slot, index) = previous.find(id),
      let here = self.slot(for: previous.location(of: slot))
    else { return false }
    return index < kept[allSlots.firstIndex(of: here) ?? 0]
  }

  /// For each stack of this state, base stacks first, how many screens it keeps of the stack at
  /// the same place in `previous`.
  func keptCounts(of previous: NavigationState) -> [Int] {
    allSlots.map { slot in previous.stack(at: location(of: slot)).map(stack(slot).commonPrefixCount(with:)) ?? 0 }
  }
}

extension NavigationAlert {
  /// The rules of ``NavigationState`` this alert breaks, which ``NavigationCommand/showAlert(_:)``
  /// refuses: it has a button, one cancel button at most, and an identifier of 0 or more.
  package var violations: [InvariantViolation] {
    var violations: [InvariantViolation] = []
    if buttons.isEmpty { violations.append(.alertWithoutButtons(id)) }
    if buttons.lazy.filter({ $0.role == .cancel }).dropFirst().first != nil {
      violations.append(.severalCancelButtons(id))
    }
    if id.rawValue < 0 { violations.append(.negativeAlertID(id)) }
    return violations
  }
}

extension RootLayout {
  /// The rules of ``NavigationState`` this layout breaks when the root shows as `appearance`
  /// (see ``NavigationState/appearance``): only a collapsed split view shows its sidebar alone.
  package func violations(shownAs appearance: RootAppearance) -> [InvariantViolation] {
    collapsedColumn == .sidebar && appearance != .collapsedSplitView(.sidebar)
      ? [.sidebarShownOutsideCollapsedSplitView(appearance)] : []
  }
}

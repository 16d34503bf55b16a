extension NavigationState {
  /// Applies one command, or throws and changes nothing.
  ///
  /// Every rule is checked before the state changes, so pushing or popping on a deep stack
  /// costs the same as on a shallow one.
  ///
  /// - Throws: ``NavigationError`` naming what was wrong and where; the state is as it was.
  public mutating func apply(_ command: NavigationCommand) throws(NavigationError) {
    // The usual case, checked first: no alert to take down, no sidebar shown in a collapsed
    // split view.
    if !showsAlert && rootLayout.collapsedColumn != .sidebar {
      do {
        return try perform(command)
      } catch {
        throw NavigationError(error.detail, context: command.description)
      }
    }
    // A collapsed split view showing its sidebar shows the section that a command selects or
    // changes: a link into a section's stack lands where the user sees it.
    let sidebarShown = rootLayout.collapsedColumn == .sidebar && appearance == .collapsedSplitView(.sidebar)
    let selectedBefore = sidebarShown ? (selectedTabIndex, baseStacks[selectedTabIndex]) : nil
    do {
      if alert == nil {
        try perform(command)
      } else {
        // A change of the modal layers or of the root takes the alert down (see NavigationAlert).
        let (layers, firsts) = (modals.map(\.id), baseStacks.map { $0.first?.id })
        try perform(command)
        var isSetRoot: Bool {
          if case .setRoot = command { return true }
          return false
        }
        if isSetRoot || !modals.map(\.id).elementsEqual(layers)
          || !baseStacks.map({ $0.first?.id }).elementsEqual(firsts)
        {
          alert = nil
        }
      }
    } catch {
      throw NavigationError(error.detail, context: command.description)
    }
    if let (index, stack) = selectedBefore, tabIDs != nil,
      index != selectedTabIndex || baseStacks[index] != stack
    {
      rootLayout.collapsedColumn = .section
    }
  }

  /// Applies a transaction: every command in order, or none of them.
  ///
  /// The commands run on a copy that replaces the state only when the last one succeeded.
  ///
  /// - Throws: the first command's ``NavigationError``, whose description names the command and
  ///   its index; the state is as it was.
  public mutating func apply(_ transaction: [NavigationCommand]) throws(NavigationError) {
    var working = self
    for (index, command) in transaction.enumerated() {
      do {
        try working.apply(command)
      } catch {
        var error = error
        error.commandIndex = index
        throw error
      }
    }
    self = working
  }

  /// The state after `command`, or an error; `self` is not changed.
  public func applying(_ command: NavigationCommand) throws(NavigationError) -> NavigationState {
    var copy = self
    try copy.apply(command)
    return copy
  }

  /// The state after the whole transaction, or the error of the first command that failed.
  public func applying(_ transaction: [NavigationCommand]) throws(NavigationError) -> NavigationState {
    var copy = self
    try copy.apply(transaction)
    return copy
  }

  // Each command checks everything first and mutates last, so a throw leaves `self` alone.
  private mutating func perform(_ command: NavigationCommand) throws(NavigationError) {
    switch command {
    case .push(let screens): try push(screens)
    case .present(let layer): try present(layer)
    case .pop(let count): try pop(count: count)
    case .popTo(let id): try popTo(id)
    case .popToRoute(let route): try popToRoute(route)
    case .popToRoot: withStack(topSlot) { $0.removeSubrange(1...) }
    case .remove(let ids): try remove(ids)
    case .replace(let id, let screen): try replace(id, with: screen)
    case .insert(let screens, let point): try insert(screens, at: point)
    case .setStack(let screens, let location): try setStack(screens, at: location)
    case .dismiss:
      guard !modals.isEmpty else { throw NavigationError(.noModalLayer) }
      modals.removeLast()
    case .dismissLayer(let index):
      guard modals.indices.contains(index) else {
        throw NavigationError(.modalLayerNotFound(index: index, count: modals.count))
      }
      modals.removeSubrange(index...)
    case .dismissAll: modals.removeAll()
    case .selectTab(let id): selectedTabIndex = try tabIndex(of: id)
    case .setTabItem(let item, let id): tabItems[try tabIndex(of: id)] = item
    case .reselectTab:
      guard tabIDs != nil else { throw NavigationError(.notTabs) }
      withStack(.base(selectedTabIndex)) { $0.removeSubrange(1...) }
    case .setRoot(let container): try setRoot(container)
    case .setSectionLayout(let sections):
      guard tabIDs != nil || sections == .tabBar else { throw NavigationError(.notTabs) }
      rootLayout.sections = sections
      rootLayout.collapsedColumn = .section
    case .setWidthClass(let width):
      guard rootLayout.widthClass != width else { return }
      rootLayout.widthClass = width
      rootLayout.collapsedColumn = .section
    case .showColumn(let column):
      guard case .collapsedSplitView = appearance else { throw NavigationError(.notCollapsed(appearance)) }
      rootLayout.collapsedColumn = column
    case .showAlert(let alert):
      // The rules are the state's (see `NavigationAlert.violations`); the first one broken names
      // the refusal.
      switch alert.violations.first {
      case .alertWithoutButtons(let id)?: throw NavigationError(.alertWithoutButtons(id))
      case .severalCancelButtons(let id)?: throw NavigationError(.severalCancelButtons(id))
      case let violation?: throw NavigationError(.invalidState([violation]))
      case nil: self.alert = alert
      }
    case .dismissAlert: alert = nil
    }
  }

  private mutating func push(_ screens: [Screen]) throws(NavigationError) {
    let slot = topSlot
    try requireStack(in: slot)
    try requirePushed(screens)
    try requireFresh(screens)
    withStack(slot) { $0.append(contentsOf: screens) }
    noteIdentifiers(of: screens)
  }

  private mutating func present(_ layer: ModalLayer) throws(NavigationError) {
    try requireLayerShape(layer.stack, location: .modal(modals.count))
    try requireFresh(layer.stack)
    modals.append(layer)
    noteIdentifiers(of: layer.stack)
  }

  private mutating func pop(count: Int) throws(NavigationError) {
    let slot = topSlot
    try Self.checkPop(count: count, from: stackCount(slot), at: location(of: slot))
    withStack(slot) { $0.removeLast(count) }
  }

  /// Refuses to pop `count` screens off the stack at `location`, of `screens` screens: at least
  /// one, and the stack's first screen stays. A flow's pop off its own stack checks the same.
  package static func checkPop(
    count: Int, from screens: Int, at location: @autoclosure () -> StackLocation
  ) throws(NavigationError) {
    let available = screens - 1
    guard count >= 1 && count <= available else {
      throw NavigationError(.cannotPop(count: count, available: available, location()))
    }
  }

  private mutating func popTo(_ id: ScreenID) throws(NavigationError) {
    guard let (slot, index) = find(id) else { throw NavigationError(.screenNotFound(id)) }
    reveal(slot: slot, index: index)
  }

  private mutating func popToRoute(_ route: AnyRoute) throws(NavigationError) {
    let visibleSlots = [Slot.base(selectedTabIndex)] + modals.indices.map { Slot.modal($0) }
    for slot in visibleSlots.reversed() {
      if let index = stack(slot).lastIndex(where: { $0.route == route }) {
        reveal(slot: slot, index: index)
        return
      }
    }
    throw NavigationError(.routeNotFound(route))
  }

  /// Makes the screen at `index` of `slot` the one the user sees.
  private mutating func reveal(slot: Slot, index: Int) {
    withStack(slot) { $0.removeSubrange((index + 1)...) }
    switch slot {
    case .modal(let layer):
      modals.removeSubrange((layer + 1)...)
    case .base(let base):
      modals.removeAll()
      selectedTabIndex = base
    }
  }

  private mutating func remove(_ ids: [ScreenID]) throws(NavigationError) {
    guard !ids.isEmpty else { throw NavigationError(.noScreens) }
    // Per stack: the identifiers to remove, and the lowest position among them.
    var removals: [Slot: (ids: Set<ScreenID>, lowest: Int)] = [:]
    for id in ids {
      guard let (slot, index) = find(id) else { throw NavigationError(.screenNotFound(id)) }
      guard index > 0 else { throw NavigationError(.firstScreenOfStack(id, location(of: slot))) }
      var removal = removals[slot] ?? ([], index)
      guard removal.ids.insert(id).inserted else { throw NavigationError(.duplicateScreenID(id)) }
      removal.lowest = min(removal.lowest, index)
      removals[slot] = removal
    }
    for (slot, removal) in removals {
      // Only the screens from the lowest removed one up change: the ones below stay shared.
      withStack(slot) { stack in
        let kept = stack[removal.lowest...].filter { !removal.ids.contains($0.id) }
        stack.replaceSubrange(removal.lowest..., with: kept)
      }
    }
  }

  private mutating func replace(_ id: ScreenID, with screen: Screen) throws(NavigationError) {
    guard let (slot, index) = find(id) else { throw NavigationError(.screenNotFound(id)) }
    try requireFresh([screen])
    var edited = stack(slot)
    edited[index] = screen
    if case .modal = slot {
      try requireLayerShape(edited, location: location(of: slot))
    } else {
      try requirePushed([screen])
    }
    withStack(slot) { $0[index] = screen }
    noteIdentifiers(of: [screen])
  }

  private mutating func insert(_ screens: [Screen], at point: InsertionPoint) throws(NavigationError) {
    let anchor: ScreenID
    let offset: Int
    switch point {
    case .before(let id): (anchor, offset) = (id, 0)
    case .after(let id): (anchor, offset) = (id, 1)
    }
    guard let (slot, index) = find(anchor) else { throw NavigationError(.screenNotFound(anchor)) }
    if case .modal = slot, index + offset == 0 {
      throw NavigationError(.firstScreenOfStack(anchor, location(of: slot)))
    }
    try requireStack(in: slot)
    try requirePushed(screens)
    try requireFresh(screens)
    withStack(slot) { $0.insert(contentsOf: screens, at: index + offset) }
    noteIdentifiers(of: screens)
  }

  /// Sets the stack at `location` to `screens`, checking only what changes: the screens past
  /// the start that `screens` and the current stack share, which are where they were and
  /// checked already. Setting a stack to the next version of itself (a push or a pop, as a
  /// host's step does) costs the same at any depth.
  package mutating func setStack(_ screens: ScreenStack, at location: StackLocation) throws(NavigationError) {
    guard let slot = slot(for: location) else { throw NavigationError(.stackNotFound(location)) }
    let old = stack(slot)
    let unchanged = old.commonPrefixCount(with: screens)
    let added = screens[unchanged...]
    if case .modal = slot, unchanged == 0 {
      try requireLayerShape(screens, location: location)
    } else {
      // The first screen stays: only what is added above it needs checking.
      guard let first = screens.first else { throw NavigationError(.noScreens) }
      if !added.isEmpty {
        if case .modal = slot, first.presentation.modal?.embedsNavigationStack == false {
          throw NavigationError(.noNavigationStack(location))
        }
        try requirePushed(added)
      }
    }
    try requireFresh(added, keptAtStart: screens[..<unchanged], replacing: old[unchanged...])
    withStack(slot) { $0 = screens }
    noteIdentifiers(of: added)
  }

  private func tabIndex(of id: TabID) throws(NavigationError) -> Int {
    guard let tabIDs else { throw NavigationError(.notTabs) }
    guard let index = tabIDs.firstIndex(of: id) else { throw NavigationError(.tabNotFound(id)) }
    return index
  }

  private mutating func setRoot(_ container: RootContainer) throws(NavigationError) {
    var replacement = NavigationState(unchecked: container, modals: [])
    replacement.rootLayout = rootLayout.kept(under: container)
    let violations = replacement.invariantViolations()
    guard violations.isEmpty else { throw NavigationError(.invalidState(violations)) }
    self = replacement
  }

  // MARK: Checks

  /// Throws unless screens can be pushed in the stack at `slot`.
  private func requireStack(in slot: Slot) throws(NavigationError) {
    if case .modal(let layer) = slot, modals[layer].presentation?.embedsNavigationStack == false {
      throw NavigationError(.noNavigationStack(.modal(layer)))
    }
  }

  /// Throws unless there are screens and every one is presented as a push.
  private func requirePushed(_ screens: some Collection<Screen>) throws(NavigationError) {
    guard !screens.isEmpty else { throw NavigationError(.noScreens) }
    for screen in screens where screen.presentation != .push {
      throw NavigationError(.wrongPresentation(screen.id, expected: .push))
    }
  }

  /// Throws unless the screens can form a modal layer: a modal first screen, pushed screens
  /// after it, and only one screen when the layer has no navigation stack.
  private func requireLayerShape(_ screens: some Collection<Screen>, location: StackLocation) throws(NavigationError) {
    guard let first = screens.first else { throw NavigationError(.noScreens) }
    guard let presentation = first.presentation.modal else {
      throw NavigationError(.wrongPresentation(first.id, expected: .modal))
    }
    if screens.count > 1 {
      guard presentation.embedsNavigationStack else { throw NavigationError(.noNavigationStack(location)) }
      try requirePushed(screens.dropFirst())
    }
  }

  /// Throws unless every screen's identifier is unused, among the screens and in the state.
  private func requireFresh(_ screens: some Collection<Screen>) throws(NavigationError) {
    try requireFresh(screens, keptAtStart: EmptyCollection(), replacing: EmptyCollection())
  }

  /// Throws unless every screen of `added` has an identifier that is unused, among them and in
  /// the state, for a stack that keeps the screens `kept` at its start and replaces the rest,
  /// `replaced`, with `added`.
  ///
  /// A screen of `replaced` may stay, unchanged, under its identifier. A push or a pop set as a
  /// whole stack has its unchanged start in `kept`, which is not looked at unless an added
  /// screen's identifier could be in the state already.
  private func requireFresh(
    _ added: some Collection<Screen>,
    keptAtStart kept: some Collection<Screen>,
    replacing replaced: some Collection<Screen>
  ) throws(NavigationError) {
    if added.count > 1 {
      var seen = Set<ScreenID>(minimumCapacity: added.count)
      for screen in added where !seen.insert(screen.id).inserted {
        throw NavigationError(.duplicateScreenID(screen.id))
      }
    }
    // Identifiers at or above the bound are fresh; only the others need looking up.
    guard added.contains(where: { mayContain($0.id) }) else { return }
    let keptAtStart = Set(kept.map(\.id))
    let movable = Dictionary(replaced.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var inUse: Set<ScreenID>?
    for screen in added where mayContain(screen.id) {
      guard !keptAtStart.contains(screen.id) else { throw NavigationError(.duplicateScreenID(screen.id)) }
      if let previous = movable[screen.id] {
        guard previous == screen else { throw NavigationError(.duplicateScreenID(screen.id)) }
        continue
      }
      if inUse == nil { inUse = Set(allScreens.map(\.id)) }
      if inUse?.contains(screen.id) == true { throw NavigationError(.duplicateScreenID(screen.id)) }
    }
  }
}

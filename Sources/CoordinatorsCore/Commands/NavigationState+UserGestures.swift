extension NavigationState {
  /// What is shown after the user's `gesture`, when `self` is what was shown; `nil` when the
  /// gesture does not fit it (a stale or repeated report).
  ///
  /// - ``UserGesture/popped(to:)``: the screens above that screen in its stack leave; it
  ///   fits only when there are some.
  /// - ``UserGesture/dismissedLayer(_:)``: that layer and the layers above it leave.
  /// - ``UserGesture/selectedTab(_:)``: the tab is selected; it fits only when it was not, or
  ///   when a collapsed split view shows its sidebar, which then shows the tab's stack.
  /// - ``UserGesture/reselectedTab(_:)``: nothing changes on screen (the navigator decides
  ///   what a reselection does); it fits only when the tab is selected.
  /// - ``UserGesture/resized(_:)``: the width class changes; it fits only when it is another.
  /// - ``UserGesture/returnedToSidebar``: a collapsed split view shows its sidebar; it fits only
  ///   when it showed the selected section's stack.
  /// - ``UserGesture/tappedAlertButton(_:index:)`` and ``UserGesture/dismissedAlert(_:)``: the
  ///   alert leaves; they fit only when that alert is shown (and has that button).
  ///
  /// Hosts use this to follow their own screen, and the navigator to follow the host's.
  package func applyingUserGesture(_ gesture: UserGesture) -> NavigationState? {
    switch gesture {
    case .popped(let id):
      // The screens above it leave; the ones below stay shared with `self`.
      guard let (slot, index) = find(id), index < stack(slot).count - 1 else { return nil }
      var shown = self
      shown.withStack(slot) { $0.removeSubrange((index + 1)...) }
      return shown
    case .dismissedLayer(let id):
      guard let index = modals.firstIndex(where: { $0.id == id }) else { return nil }
      return try? applying(.dismissLayer(index))
    case .selectedTab(let id):
      let fromSidebar = appearance == .collapsedSplitView(.sidebar)
      guard selectedTab != id || fromSidebar else { return nil }
      return try? applying(fromSidebar ? [.selectTab(id), .showColumn(.section)] : [.selectTab(id)])
    case .reselectedTab(let id):
      return selectedTab == id ? self : nil
    case .resized(let width):
      return rootLayout.widthClass == width ? nil : try? applying(.setWidthClass(width))
    case .returnedToSidebar:
      return appearance == .collapsedSplitView(.section) ? try? applying(.showColumn(.sidebar)) : nil
    case .tappedAlertButton(let id, let index):
      guard let alert, alert.id == id, alert.buttons.indices.contains(index) else { return nil }
      return try? applying(.dismissAlert)
    case .dismissedAlert(let id):
      guard alert?.id == id else { return nil }
      return try? applying(.dismissAlert)
    }
  }

  /// Carries into this (desired) state the change the user made to what was shown, `shown`.
  ///
  /// Only what the user really removed leaves: screens and layers that commands added since
  /// the host last caught up stay, and a screen that pending commands made the first of a
  /// stack stays too. A reselection pops the tab to its root when it is selected here.
  package mutating func followUserGesture(_ gesture: UserGesture, shownBefore shown: NavigationState) {
    switch gesture {
    case .popped(let id):
      let removed = (shown.screens(above: id)?.map(\.id) ?? []).filter { (position(of: $0)?.index ?? 0) > 0 }
      if !removed.isEmpty { try? apply(.remove(removed)) }
    case .dismissedLayer(let id):
      if let index = modals.firstIndex(where: { $0.id == id }) { try? apply(.dismissLayer(index)) }
    case .selectedTab(let id):
      if selectedTab != id { try? apply(.selectTab(id)) }
      if appearance == .collapsedSplitView(.sidebar) { try? apply(.showColumn(.section)) }
    case .reselectedTab(let id):
      if selectedTab == id { try? apply(.reselectTab) }
    case .resized(let width):
      try? apply(.setWidthClass(width))
    case .returnedToSidebar:
      if appearance == .collapsedSplitView(.section) { try? apply(.showColumn(.sidebar)) }
    case .tappedAlertButton(let id, _), .dismissedAlert(let id):
      if alert?.id == id { try? apply(.dismissAlert) }
    }
  }

  /// The screens above the screen `id` in its stack, or `nil` when it is not shown or is the top.
  func screens(above id: ScreenID) -> Slice<ScreenStack>? {
    guard let (slot, index) = find(id) else { return nil }
    let screens = stack(slot)
    return index < screens.count - 1 ? screens[(index + 1)...] : nil
  }
}

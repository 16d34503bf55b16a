@_spi(Hosts) import Coordinators

/// SwiftUI's writes to the bindings the views make of the host's models: each is what a core rule
/// says (`PathWrite`, `SelectionWrite`, `ColumnWrite`; a layer's item is the session's,
/// `HostSession.layerItemWritten(_:to:atLevel:)`), followed through the session, or handed back.
extension SwiftUIHost {
  /// SwiftUI wrote `path` to `stack`'s binding: the screens above its first.
  func stack(_ stack: StackModel, wrotePath path: [ScreenID]) {
    // A stack no longer rendered (a new root, its layer dismissed) writes what it held last.
    guard stackModel(at: stack.location) === stack, let shown = session?.shown,
      let write = PathWrite(path, to: stack.location, shown: shown)
    else { return }
    switch write {
    case .echo: break
    case .stale: stack.isStale = true
    case .popped(let target):
      // Taken back when refused (iOS 26's pop on a refused reselection): the views read the path again.
      if case .takenBack = follow(.popped(to: target), madeWithoutAsking: true) { stack.reassertPath() }
    case .unexpected(let problem): session?.fallBack(problem)
    }
  }

  /// SwiftUI wrote `layer` to `slot`'s binding of `kind` (`sheet` or `fullScreenCover`): the
  /// user's dismissal of the layer shown (a swipe down, the view's own `dismiss`), or the late
  /// echo of the host's, as the session says.
  func slot(_ slot: PresentationSlot, wrote layer: LayerModel?, as kind: LayerModel.Kind) {
    guard self.slot(presenting: slot.level) === slot,
      let gone = session?.layerItemWritten(layer?.id, to: kind, atLevel: slot.level)
    else { return }
    follow(gone)
  }

  /// SwiftUI wrote `id` to `tabs`' selection: a tap on a tab, or on the selected one.
  func tabs(_ tabs: TabsModel, wroteSelection id: TabID) {
    guard case .tabs(let rendered)? = root, rendered === tabs, let shown = session?.shown else { return }
    followSelection(SelectionWrite.gesture(written: id, shown: shown, during: session?.stepInFlight, byRoot: true))
  }

  /// SwiftUI wrote `id` to the split view's sidebar selection (see ``SplitModel``): a section
  /// picked, or `nil` for a return to a collapsed split view's sidebar.
  func split(_ split: SplitModel, wroteSidebarSelection id: TabID?) {
    guard let shown = session?.shown, split.showsSplitView else { return }
    guard let gesture = SelectionWrite.sidebar(written: id, shown: shown, during: session?.stepInFlight) else {
      // SwiftUI shows what it wrote until it reads the binding again: a selection reset to none
      // as the split view expands (the iPhone Duo unfolded, a window widened) is handed back,
      // so the sidebar shows the selected section beside its stack.
      if id != split.sidebarSelection { split.reassert() }
      return
    }
    followSelection(gesture)
  }

  /// SwiftUI wrote `column` to the split view's compact column (see `SplitModel.write`). A pop
  /// to the section's first screen goes as a path written to its stack: followed, or refused
  /// and read again.
  func split(_ split: SplitModel, wroteCompactColumn column: SplitModel.Column) {
    let stack = split.selectedStack
    switch ColumnWrite(column, appearance: session?.shown?.appearance, columns: split.columns, sectionPath: stack?.path)
    {
    case .returnedToSidebar?: followSelection(.returnedToSidebar)
    case .poppedToSectionRoot?: if let stack { self.stack(stack, wrotePath: []) }
    // SwiftUI shows the column it wrote until it reads the binding again: a column the state
    // does not show (a section picked under the lock) is handed back.
    case nil: if ColumnWrite.handsBack(column, shown: split.compactColumn) { split.reassert() }
    }
  }

  /// Follows a selection SwiftUI made; a refused one is handed back to SwiftUI.
  private func followSelection(_ gesture: UserGesture?) {
    guard let gesture, case .takenBack = follow(gesture, madeWithoutAsking: true) else { return }
    if case .tabs(let tabs)? = root { tabs.reassertSelection() }
    split.reassert()
  }
}

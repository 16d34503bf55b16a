import CoordinatorsCore

extension Flow {
  /// Marks `checkpoint` at the flow's top-most screen: a descendant flow that returns to it
  /// brings that screen back to the top and hands `onReturn` its value.
  ///
  /// ```swift
  /// flow.show(.cart)
  /// flow.markCheckpoint(.checkout) { [weak self] order in self?.confirm(order) }
  /// ```
  ///
  /// Marking the same checkpoint again moves it to the flow's top-most screen now and replaces
  /// the handler. The mark lasts while the screen is in the state and the flow runs, and may be
  /// returned to any number of times; the flow and its handler are released together.
  ///
  /// - Returns: whether it was marked; a flow with no screen of its own (a tab container) has
  ///   nothing to mark (``NavigationError/Reason/invalidCommand``).
  @discardableResult
  public func markCheckpoint<Value: Sendable>(
    _ checkpoint: Checkpoint<Value>,
    onReturn: @escaping @MainActor (Value) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in
      let draft = flows.drafted
      guard let location = flows.topLocation(ownedBy: id),
        let screen = draft.state.stack(at: location)?.last(where: { $0.owner == id })
      else { throw NavigationError(.flowHasNoStack(id)) }
      // Kept by the navigator once the draft commits: a mark copies no table of marks.
      let mark = CheckpointMark(screen: screen.id) { value in
        // A mark is found by its value type too, so the value is of this type.
        if let value = value as? Value { onReturn(value) }
      }
      draft.marks.append((id, CheckpointKey(checkpoint), mark))
    }
  }

  /// Returns to `checkpoint`, which this flow or its nearest ancestor that marked it holds, and
  /// hands that flow's handler `value`, in one change.
  ///
  /// ```swift
  /// flow.returnToCheckpoint(.checkout, with: order)  // from the payment sheet's last step
  /// ```
  ///
  /// Everything shown above the checkpoint's screen goes (the screens pushed over it, every
  /// modal layer above its stack) as one change with one event; each flow left without a
  /// screen finishes, descendants first, with ``FlowResult/cancelled`` for its parent, and is
  /// released. Then the handler receives `value`, once. Inside a transaction, the value is
  /// delivered when the transaction commits, and never when it fails.
  ///
  /// - Returns: whether it returned. When no flow from this one up has marked the checkpoint at
  ///   a screen still in the state (``NavigationError/Reason/notFound``),
  ///   or when a screen above it belongs to a flow outside the marking flow's subtree
  ///   (``NavigationError/Reason/invalidCommand``), nothing changes. Nor does
  ///   it when another flow holds the navigation lock and the return would take its screens:
  ///   only the holder and the flows below it may (``NavigationError/Reason/navigationLocked``,
  ///   naming this flow).
  @discardableResult
  public func returnToCheckpoint<Value: Sendable>(
    _ checkpoint: Checkpoint<Value>,
    with value: Value,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in
      try flows.returnToCheckpoint(CheckpointKey(checkpoint), with: value, from: id)
    }
  }
}

extension FlowLayer {
  /// Pops to the nearest mark of `key` from `caller` up, and delivers `value` once the draft
  /// commits.
  ///
  /// The pop is the marking flow's to authorize (the screens above the mark are its subtree's),
  /// and the navigation lock's to judge as `caller`'s: the holder, or a flow below it, may
  /// return to an ancestor's checkpoint.
  func returnToCheckpoint(_ key: CheckpointKey, with value: any Sendable, from caller: FlowID) throws(NavigationError) {
    let draft = drafted
    var current: FlowID? = caller
    while let id = current, let node = draft.tree[id] {
      if node.isRunning, let mark = mark(key, of: id), draft.state.screen(mark.screen) != nil {
        try apply(.popTo(mark.screen), by: id)
        draft.afterCommit.append { mark.deliver(value) }
        return
      }
      current = node.parent
    }
    throw NavigationError(.checkpointNotFound(key.name, caller: caller))
  }
}

extension FlowLayer {
  /// The flow's mark of `key` as the code running now sees it: the latest made in the open
  /// draft, else the committed one.
  func mark(_ key: CheckpointKey, of flow: FlowID) -> CheckpointMark? {
    if let draft, let latest = draft.marks.last(where: { $0.flow == flow && $0.key == key }) { return latest.mark }
    return checkpoints.mark(key, of: flow)
  }
}

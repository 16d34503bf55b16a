/// The storage of a navigator's flows: the tree of running flows and what is kept with it, the
/// transaction being built, and the flow events waiting for their change.
///
/// A value the navigator holds in one property, `flowRuntime`; the code of the flows reaches its
/// members through the navigator's properties of the same names (the extension below). Its
/// members are values and a draft, whose methods call no code of a flow, an observer or a host:
/// so an access to it never overlaps another, which lets the navigator skip the run-time check.
struct FlowRuntime {
  /// The running flows; empty for a navigator made from a route.
  var tree = FlowTree()
  /// The checkpoints the running flows marked.
  var checkpoints = CheckpointBook()
  /// How many screens of the state each flow owns, kept with every change while flows run;
  /// `nil` until a change with flows commits (see `commit()`).
  var screenCounts: ScreenCounts?
  /// The flows that lost their last screen, or started, since the flows without screens were
  /// last looked for: only these, and the flows above them, can have ended.
  var flowsThatMayHaveEnded: Set<FlowID> = []
  /// The edit a flow operation is building, while one runs (see `transactionally`).
  var draft: FlowDraft?
  /// Flow events that wait for the state change they belong to.
  var pendingFlowEvents: [FlowEvent] = []
  /// Counts the changes of what the user may do (the navigation lock, the flows that disable
  /// interactive dismissal); the navigator reports each as a change of its own property.
  var userGestureRulesRevision = 0
}

extension Navigator {
  /// The running flows; empty for a navigator made from a route.
  var tree: FlowTree {
    get { flowRuntime.tree }
    _modify { yield &flowRuntime.tree }
  }

  /// The checkpoints the running flows marked.
  var checkpoints: CheckpointBook {
    get { flowRuntime.checkpoints }
    _modify { yield &flowRuntime.checkpoints }
  }

  /// How many screens of ``state`` each flow owns, kept with every change while flows run.
  var screenCounts: ScreenCounts? {
    get { flowRuntime.screenCounts }
    _modify { yield &flowRuntime.screenCounts }
  }

  /// The flows that lost their last screen, or started, since the flows without screens were
  /// last looked for.
  var flowsThatMayHaveEnded: Set<FlowID> {
    get { flowRuntime.flowsThatMayHaveEnded }
    _modify { yield &flowRuntime.flowsThatMayHaveEnded }
  }

  /// The edit a flow operation is building, while one runs (see `transactionally`).
  var draft: FlowDraft? {
    get { flowRuntime.draft }
    _modify { yield &flowRuntime.draft }
  }

  /// Flow events that wait for the state change they belong to.
  var pendingFlowEvents: [FlowEvent] {
    get { flowRuntime.pendingFlowEvents }
    _modify { yield &flowRuntime.pendingFlowEvents }
  }

  /// Counts the changes of what the user may do (the navigation lock, the flows that disable
  /// interactive dismissal): ``allowsUser(_:)`` reads it, so views that ask are observed.
  var userGestureRulesRevision: Int {
    get {
      access(keyPath: \.userGestureRulesRevision)
      return flowRuntime.userGestureRulesRevision
    }
    set {
      withMutation(keyPath: \.userGestureRulesRevision) { flowRuntime.userGestureRulesRevision = newValue }
    }
  }
}

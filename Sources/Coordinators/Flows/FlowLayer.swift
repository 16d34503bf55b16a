import CoordinatorsCore

/// The flow layer of a navigator: the tree of running flows and what is kept with it (the
/// checkpoints, the screen counts, the navigation lock, the flows that disabled interactive
/// dismissal), the transaction being built, the flow events waiting for their change, and the
/// alerts.
///
/// The navigator holds one, ``Navigator/flows``, and forwards its public flow queries to it
/// (`Runtime/Navigator+Flows.swift`). The rules of the flows live here, each once; a flow's verbs
/// (``Flow``) and the navigator's stack verbs reach them through the same methods.
///
/// ## What it asks of the navigator
///
/// The layer calls the rest of the navigator through these members only:
/// - **commit**: `change(cause:commands:_:)`, which applies an edit to the state as one change
///   (and, while a draft is open, into the draft), and `apply(_:cause:)` for a command given as the
///   navigator's own; `follow(_:)` for an alert's button, which is the user's gesture;
/// - **emit**: the navigator's `eventHub` (a flow started or finished) and the revision of what
///   the user may do (`userGestureRulesRevision`, which views observe);
/// - **report**: `report(_:at:)`, a refused operation of a short method;
/// - **begin and end work**: `beginWork(_:)`, `waitForUser(_:on:)` and `endWork(_:)`, for a flow's
///   answer to a refused gesture;
/// and it reads the committed `state`, the `identifiers` it makes screens and flows with, and
/// `popsToRootOnTabReselect`. When a flow finishes, the links that waited for the lock may go on
/// (`resumeLinksIfTheyMayOpen()`).
///
/// Its stored properties are values and a draft, whose methods call no code of a flow, an
/// observer or a host: so an access to one never overlaps another, which lets the layer skip the
/// run-time check, as the navigator does for its own.
@MainActor
final class FlowLayer {
  /// The navigator this layer belongs to, set once as the navigator is made (`belong(to:)`).
  /// Not counted: the navigator holds the layer in a constant for its whole life, and nothing
  /// else holds the layer (what outlives a call, a task or an action run after a commit,
  /// captures the layer or the navigator weakly).
  @exclusivity(unchecked) unowned(unsafe) private var owner: Navigator?

  /// The navigator this layer belongs to.
  var navigator: Navigator { owner.unsafelyUnwrapped }

  /// Makes `navigator` the one this layer belongs to; the navigator calls it once, as it is made.
  func belong(to navigator: Navigator) {
    owner = navigator
  }

  /// The running flows; empty for a navigator made from a route.
  @exclusivity(unchecked) var tree = FlowTree()
  /// The checkpoints the running flows marked.
  @exclusivity(unchecked) var checkpoints = CheckpointBook()
  /// How many screens of the state each flow owns, kept with every change while flows run;
  /// `nil` until a change with flows commits (see `commit()`).
  @exclusivity(unchecked) var screenCounts: ScreenCounts?
  /// The flows that lost their last screen, or started, since the flows without screens were
  /// last looked for: only these, and the flows above them, can have ended.
  @exclusivity(unchecked) var flowsThatMayHaveEnded: Set<FlowID> = []
  /// The edit a flow operation is building, while one runs (see `transactionally`).
  @exclusivity(unchecked) var draft: FlowDraft?
  /// Flow events that wait for the state change they belong to.
  @exclusivity(unchecked) var pendingFlowEvents: [FlowEvent] = []
  /// Counts the changes of what the user may do (the navigation lock, the flows that disable
  /// interactive dismissal); the navigator reports each as a change of its own property.
  @exclusivity(unchecked) var userGestureRulesRevision = 0
  /// The next alert's identifier, what the buttons of the alert shown do, and the alerts that
  /// wait.
  @exclusivity(unchecked) var alerts = AlertBook()

  /// Tells the views that ask what the user may do that it changed.
  func userGestureRulesChanged() {
    navigator.userGestureRulesRevision += 1
  }
}

/// Plans the host steps that take what is shown from one state to another.
///
/// The plan is minimal: each stack and each modal layer is touched at most once; presenting k
/// new layers takes k steps; dismissing several layers takes one step when the host can, and
/// one per layer, top first, when it cannot. Steps come in this order: dismissals, stack
/// changes (root or tabs first, then the layers that stay), the tab selection, presentations.
///
/// A modal layer stays when the layer at the same index in both states opens with the same
/// screen; otherwise it and every layer above it are dismissed, and the new ones presented.
///
/// ```swift
/// let steps = NavigationPlanner.steps(from: shown, to: desired, capabilities: host.capabilities)
/// ```
public enum NavigationPlanner {
  /// The steps from `rendered` (`nil` when the host shows nothing yet) to `desired`.
  ///
  /// Replaying the steps with ``NavigationState/rendering(_:onto:)`` from `rendered` gives
  /// exactly `desired`.
  public static func steps(
    from rendered: NavigationState?,
    to desired: NavigationState,
    capabilities: HostCapabilities = .all
  ) -> [HostStep] {
    guard let rendered, rendered.tabIDs == desired.tabIDs else {
      // The host shows nothing, or the root changes kind or tabs: a new root, under no modal.
      var steps = dismissals(from: 0, count: rendered?.modals.count ?? 0, capabilities: capabilities)
      steps.append(.setRoot(desired.root))
      steps += desired.modals.map(HostStep.present)
      return steps
    }
    if rendered == desired { return [] }

    let kept = keptLayerCount(rendered.modals, desired.modals)
    var steps = dismissals(from: kept, count: rendered.modals.count, capabilities: capabilities)
    for base in desired.baseStacks.indices where rendered.baseStacks[base] != desired.baseStacks[base] {
      steps.append(.setStack(desired.location(of: .base(base)), desired.baseStacks[base]))
    }
    for layer in 0..<kept where rendered.modals[layer] != desired.modals[layer] {
      steps.append(.setStack(.modal(layer), desired.modals[layer].stack))
    }
    if rendered.selectedTabIndex != desired.selectedTabIndex, let tab = desired.selectedTab {
      steps.append(.selectTab(tab))
    }
    steps += desired.modals[kept...].map(HostStep.present)
    return steps
  }

  /// How many layers, from the bottom, open with the same screen in both chains.
  static func keptLayerCount(_ rendered: [ModalLayer], _ desired: [ModalLayer]) -> Int {
    var count = 0
    while count < rendered.count, count < desired.count, rendered[count].stack[0] == desired[count].stack[0] {
      count += 1
    }
    return count
  }

  /// The steps that dismiss layers `from..<count`.
  static func dismissals(from first: Int, count: Int, capabilities: HostCapabilities) -> [HostStep] {
    guard first < count else { return [] }
    if capabilities.contains(.dismissesSeveralLayersAtOnce) { return [.dismiss(fromLayer: first)] }
    return (first..<count).reversed().map { HostStep.dismiss(fromLayer: $0) }
  }
}

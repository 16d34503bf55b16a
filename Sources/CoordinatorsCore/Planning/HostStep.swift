/// One change a host makes to what it shows, with a real transition the navigator waits for.
///
/// The planner turns the difference between two states into these steps, and a host performs
/// them one at a time. Each step carries everything the host needs to render it.
@_spi(Hosts) public enum HostStep: Hashable, Sendable {
  /// Shows a new root container with its stacks and selection, laid out as `layout` says, and no
  /// modal layer; comes first when the host shows nothing yet, when the root changes kind or
  /// tabs (a log-out), or when a screen moves into an earlier tab. The planner dismisses shown
  /// layers in a step of their own before it.
  ///
  /// The layout is the one the root shows (a tab bar, or a split view expanded or collapsed, for
  /// the width the host reported), so that a host builds the right container at once: no
  /// ``setLayout(_:)`` follows a `setRoot`.
  case setRoot(RootContainer, layout: RootLayout = RootLayout())
  /// Sets a stack's whole content: any mix of pushes, pops, inserts, removals and
  /// replacements in one transition.
  ///
  /// `transition` is the custom transition a ``TransitionRule`` chose for the change of the
  /// stack's top screen, or `nil` for the host's default one (and when the top stays).
  ///
  /// The stack shares its unchanged screens with the one the host shows, so
  /// ``ScreenStack/commonPrefixCount(with:)`` finds where they start to differ without looking
  /// at the screens below: a host diffs a push onto 1,000 screens as fast as onto 10.
  case setStack(StackLocation, ScreenStack, transition: TransitionID? = nil)
  /// Presents a modal layer, with its whole stack, over the top-most layer.
  case present(ModalLayer)
  /// Dismisses the modal layer at this index and every layer above it.
  case dismiss(fromLayer: Int)
  /// Selects a tab.
  case selectTab(TabID)
  /// Shows this item for a tab in the tab bar (`nil`: the host's default, titled after the
  /// tab's first screen); nothing animates, so a host completes it at once. Boxed, as an
  /// alert is: an item is the largest payload, and every step (a push too) would otherwise be
  /// copied at its size.
  indirect case setTabItem(TabItem?, for: TabID)
  /// Lays the root out anew: its sections as a tab bar or a split view's sidebar, a split view
  /// collapsed or expanded, a collapsed one showing its sidebar or the selected section (see
  /// ``NavigationState/appearance``). Every stack stays as it is shown.
  case setLayout(RootLayout)
  /// Shows an alert or a confirmation dialog over the top-most level. It comes after every other
  /// step of a plan; the host completes it once the alert is on screen.
  indirect case showAlert(NavigationAlert)
  /// Takes down the alert shown, which has this identifier. It comes before every other step of
  /// a plan; the host completes it once the alert has left the screen.
  case dismissAlert(AlertID)
}

extension HostStep {
  /// Sets a stack's whole content to these screens, first first (see
  /// ``setStack(_:_:transition:)-enum.case``).
  package static func setStack(
    _ location: StackLocation, _ screens: [Screen], transition: TransitionID? = nil
  ) -> HostStep {
    .setStack(location, ScreenStack(screens), transition: transition)
  }
}

extension HostStep {
  /// The stack a ``setStack(_:_:transition:)-enum.case`` step sets; `nil` for the other steps.
  package var stackLocation: StackLocation? {
    if case .setStack(let location, _, _) = self { return location }
    return nil
  }

  /// The screens the step shows: a set stack's screens, a presented layer's stack, or a new
  /// root's screens (tab by tab); `nil` for a dismissal or a tab selection.
  package var screens: ScreenStack? {
    switch self {
    case .setStack(_, let screens, _): screens
    case .present(let layer): layer.stack
    case .setRoot(.stack(let screens), _): screens
    case .setRoot(.tabs(let tabs, _), _): ScreenStack(tabs.flatMap(\.stack))
    case .dismiss, .selectTab, .setTabItem, .setLayout, .showAlert, .dismissAlert: nil
    }
  }

  /// The custom transition of a ``setStack(_:_:transition:)-enum.case`` step; `nil` for the host's
  /// default one and for the other steps.
  package var transition: TransitionID? {
    if case .setStack(_, _, let transition) = self { return transition }
    return nil
  }

  /// The index of the first layer a ``dismiss(fromLayer:)`` step dismisses; `nil` for the
  /// other steps.
  package var dismissedLayer: Int? {
    if case .dismiss(let index) = self { return index }
    return nil
  }

  /// Whether a host performs the step under an alert that stays: a stack change, a tab item, a
  /// tab selection or a new layout of the root (a resized window). A host presents, dismisses
  /// and replaces its root only without one.
  package var happensUnderAlert: Bool {
    switch self {
    case .setStack, .selectTab, .setTabItem, .setLayout: true
    case .setRoot, .present, .dismiss, .showAlert, .dismissAlert: false
    }
  }

  /// The tab a ``selectTab(_:)`` step selects; `nil` for the other steps.
  package var selectedTab: TabID? {
    if case .selectTab(let id) = self { return id }
    return nil
  }
}

extension HostStep: CustomStringConvertible {
  /// The step as a short line: `setStack(the root stack: 0, 3, 4)`, with the transition when
  /// there is one: `setStack(the root stack: 0, 3; transition morph)`.
  public var description: String {
    func ids(_ screens: ScreenStack) -> String { screens.map(\.id.description).joined(separator: ", ") }
    switch self {
    case .setRoot(.stack(let screens), let layout):
      return "setRoot(stack: \(ids(screens))\(laidOut(layout)))"
    case .setRoot(.tabs(let tabs, let selected), let layout):
      let list = tabs.map { "\($0.id): \(ids($0.stack))" }.joined(separator: "; ")
      return "setRoot(tabs: \(list); selected: \(selected)\(laidOut(layout)))"
    case .setStack(let location, let screens, nil):
      return "setStack(\(location): \(ids(screens)))"
    case .setStack(let location, let screens, let transition?):
      return "setStack(\(location): \(ids(screens)); transition \(transition))"
    case .present(let layer):
      return "present(\(layer.presentation.map(\.description) ?? "?"): \(ids(layer.stack)))"
    case .dismiss(let index):
      return "dismiss(from layer \(index))"
    case .selectTab(let id):
      return "selectTab(\(id))"
    case .setLayout(let layout):
      return "setLayout(\(Self.describe(layout)))"
    case .setTabItem(let item, let id):
      return
        "setTabItem(\(id): \(item.map { "\"\($0.title)\"" + ($0.badge.map { " badge \($0)" } ?? "") } ?? "default"))"
    case .showAlert(let alert):
      return "showAlert(\(alert.id))"
    case .dismissAlert(let id):
      return "dismissAlert(\(id))"
    }
  }

  /// `tab bar, regular, showing the section`.
  private static func describe(_ layout: RootLayout) -> String {
    "\(layout.sections), \(layout.widthClass), showing the \(layout.collapsedColumn)"
  }

  /// A new root's layout, after its content: nothing for the default one.
  private func laidOut(_ layout: RootLayout) -> String {
    layout == RootLayout() ? "" : "; layout: \(Self.describe(layout))"
  }
}

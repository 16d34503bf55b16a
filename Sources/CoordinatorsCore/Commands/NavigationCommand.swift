/// One edit of a ``NavigationState``.
///
/// Commands that name no stack act on the top-most one (``NavigationState/topLocation``):
/// pushes never land behind a modal. A command is validated before anything changes; see
/// ``NavigationState/apply(_:)-(NavigationCommand)`` for the rules and errors of each.
public enum NavigationCommand: Hashable, Sendable {
  /// Pushes screens, in order, onto the top-most stack.
  case push([Screen])
  /// Presents a new modal layer over everything.
  case present(ModalLayer)
  /// Pops this many screens from the top-most stack; its first screen stays.
  case pop(count: Int)
  /// Makes this screen the top of what the user sees: pops the screens above it, dismisses the
  /// modal layers above its stack and, if it is in a tab, selects that tab.
  case popTo(ScreenID)
  /// Like ``popTo(_:)``, to the nearest screen showing this route, searching down from the
  /// top of the top-most stack through the visible stacks.
  case popToRoute(AnyRoute)
  /// Pops the top-most stack to its first screen.
  case popToRoot
  /// Removes screens from anywhere in their stacks; a stack's first screen cannot be removed,
  /// and each screen is named once.
  case remove([ScreenID])
  /// Puts a new screen (with a new identifier) in place of a screen.
  case replace(ScreenID, with: Screen)
  /// Inserts pushed screens next to a screen in its stack.
  case insert([Screen], at: InsertionPoint)
  /// Sets a stack's whole content, keeping or dropping its screens in one edit.
  case setStack(ScreenStack, at: StackLocation)
  /// Dismisses the top-most modal layer.
  case dismiss
  /// Dismisses the modal layer at this index and every layer above it.
  case dismissLayer(Int)
  /// Dismisses every modal layer; with none presented it changes nothing.
  case dismissAll
  /// Selects a tab; modal layers stay presented over the tab container.
  case selectTab(TabID)
  /// The user tapped the selected tab again: pops its stack to its first screen (modal layers
  /// stay presented).
  case reselectTab
  /// Sets what the tab bar shows for a tab (its title, symbol, badge), `nil` for the host's
  /// default (the title of the tab's first screen): a live badge changes the tab bar alone,
  /// with no new root, and modal layers stay.
  case setTabItem(TabItem?, for: TabID)
  /// Replaces the root container and dismisses every modal layer, as logging out does. The
  /// width class stays (it is the host's); a new tab container keeps the section layout, a
  /// single stack has none.
  case setRoot(RootContainer)
  /// Lays the tab container's sections out as a tab bar or a split view's sidebar (see
  /// ``SectionLayout``); every section keeps its stack, and modal layers stay.
  case setSectionLayout(SectionLayout)
  /// Records the width class the host reports: a compact width collapses a split view, showing
  /// the selected section's stack; a regular one expands it. Hosts report it as the gesture
  /// ``UserGesture/resized(_:)``.
  case setWidthClass(WidthClass)
  /// Shows this column of a split view collapsed into one stack: the sidebar's list of sections,
  /// or the selected section's stack. Every section keeps its stack.
  case showColumn(CollapsedColumn)
  /// Shows an alert over the top-most level, in place of the one shown (see
  /// ``NavigationAlert`` for the rules that take it down). Refused for an alert without buttons
  /// (``NavigationError/Reason/invalidCommand``), with several cancel buttons
  /// (the same reason) or with a negative identifier
  /// (``NavigationError/Reason/invalidState``).
  indirect case showAlert(NavigationAlert)
  /// Takes the alert down; with none shown it changes nothing.
  case dismissAlert
}

extension NavigationCommand {
  /// Sets a stack's whole content to these screens, first first (see
  /// ``setStack(_:at:)-enum.case``).
  package static func setStack(_ screens: [Screen], at location: StackLocation) -> NavigationCommand {
    .setStack(ScreenStack(screens), at: location)
  }
}

/// Where ``NavigationCommand/insert(_:at:)`` puts its screens.
public enum InsertionPoint: Hashable, Sendable {
  /// Just below this screen.
  case before(ScreenID)
  /// Just above this screen.
  case after(ScreenID)
}

extension NavigationCommand: CustomStringConvertible {
  /// The command as a phrase, as error messages print it: `pop to screen 7`.
  public var description: String {
    switch self {
    case .push(let screens): "push \(screens.phrase)"
    case .present(let layer): "present \(layer.stack.phrase)"
    case .pop(let count): "pop \(count) screen\(count == 1 ? "" : "s")"
    case .popTo(let id): "pop to screen \(id)"
    case .popToRoute(let route): "pop to \(route)"
    case .popToRoot: "pop to the root"
    case .remove(let ids): "remove screen\(ids.count == 1 ? "" : "s") \(ids.map(\.description).joined(separator: ", "))"
    case .replace(let id, let screen): "replace screen \(id) with screen \(screen.id)"
    case .insert(let screens, .before(let id)): "insert \(screens.phrase) before screen \(id)"
    case .insert(let screens, .after(let id)): "insert \(screens.phrase) after screen \(id)"
    case .setStack(let screens, let location): "set \(location) to \(screens.phrase)"
    case .dismiss: "dismiss the top modal layer"
    case .dismissLayer(let index): "dismiss modal layer \(index)"
    case .dismissAll: "dismiss every modal layer"
    case .selectTab(let id): "select tab \(id)"
    case .reselectTab: "reselect the selected tab"
    case .setTabItem(_, let id): "set the item of tab \(id)"
    case .setRoot: "set the root"
    case .setSectionLayout(let sections): "lay the sections out as \(sections)"
    case .setWidthClass(let width): "set the width class to \(width)"
    case .showColumn(let column):
      "show the \(column == .sidebar ? "sidebar" : "selected section") of the collapsed split view"
    case .showAlert(let alert): "show alert \(alert.id)"
    case .dismissAlert: "dismiss the alert"
    }
  }
}

extension Collection<Screen> {
  /// `screen 3`, `screens 3, 4` or `an empty list of screens`, for messages.
  var phrase: String {
    switch count {
    case 0: "an empty list of screens"
    case 1: "screen \(self[startIndex].id)"
    default: "screens \(map(\.id.description).joined(separator: ", "))"
    }
  }
}

// MARK: What the user may do: rules on what is shown, which keep no state

extension HostSessionMachine {
  /// Which gesture `attempt` is on what is shown, or why what is shown does not offer it: the
  /// one answer every host gives, before the gesture (where its platform asks) or after it
  /// (where the platform made it without asking, to take it back).
  ///
  /// An alert covers everything (`NavigationState.refusal(of:)`); a modal layer covers the tab
  /// bar and the sidebar; a sheet whose presentation disables the swipe, a full-screen cover
  /// and a custom presentation offer no swipe down. The flows' rules (the navigation lock, a
  /// flow that disabled its interactive dismissal) are the navigator's, asked next.
  package func gesture(for attempt: UserAttempt) -> Result<UserGesture, UserAttemptRefusal> {
    guard let shown else { return .failure(.nothingShown) }
    // An alert covers everything: no attempt reaches what is under it.
    if let alert = shown.alert { return .failure(.shown(.alertShown(alert.id))) }
    let gesture: UserGesture
    switch attempt {
    case .goBack(in: nil):
      guard let back = shown.backGesture else { return .failure(.nothingToGoBackTo) }
      gesture = back
    case .goBack(in: let location?):
      guard let screens = shown.stack(at: location), location == shown.topLocation else {
        return .failure(.notOnTop(location))
      }
      if screens.count > 1 {
        gesture = .popped(to: screens[screens.count - 2].id)
      } else if let back = shown.backGesture, back == .returnedToSidebar {
        gesture = back
      } else {
        return .failure(.nothingToGoBackTo)
      }
    case .popBack(to: let id):
      guard let position = shown.position(of: id), let screens = shown.stack(at: position.location),
        screens.last?.id != id
      else { return .failure(.nothingToGoBackTo) }
      guard position.location == shown.topLocation else { return .failure(.notOnTop(position.location)) }
      gesture = .popped(to: id)
    case .swipeDown(layer: nil):
      do { gesture = try shown.swipeDownOfTopLayer() } catch { return .failure(.shown(error)) }
    case .swipeDown(layer: let id?):
      guard let layer = shown.modals.first(where: { $0.id == id }) else { return .failure(.shown(.noLayer)) }
      if let refusal = shown.refusal(of: .dismissedLayer(id)) { return .failure(.shown(refusal)) }
      guard layer.offersSwipeDown else { return .failure(.shown(.swipeDownNotOffered(id))) }
      guard layer.allowsSwipeDown else { return .failure(.shown(.dismissDisabled(id))) }
      gesture = .dismissedLayer(id)
    case .tapTab(let id):
      do { gesture = try shown.tabTap(id) } catch { return .failure(.shown(error)) }
    case .returnToSidebar:
      guard shown.modals.isEmpty, shown.appearance == .collapsedSplitView(.section) else {
        return .failure(.nothingToGoBackTo)
      }
      gesture = .returnedToSidebar
    }
    if let refusal = shown.refusal(of: gesture) { return .failure(.shown(refusal)) }
    return .success(gesture)
  }
}

// MARK: A screen leaving, an alert gone without a button

extension HostSessionMachine {
  /// Whether screen `id` starting to leave (UIKit's `viewWillDisappear(_:)`) begins the user's
  /// transition: it is the top screen shown, and no step runs that could take it away.
  package func leavingBeginsUserTransition(_ id: ScreenID) -> Bool {
    stepInFlight == nil && shown?.topScreen.id == id
  }

  /// The gesture that takes alert `id` away: ``UserGesture/dismissedAlert(_:)`` while it is
  /// shown, else `nil` (a tapped button's handler reported it, or a step took it down). An alert
  /// whose presentation ended, still shown a turn later (once a tapped button's handler has
  /// reported the tap), went without a button; one the platform never showed leaves this way.
  package func dismissal(ofAlert id: AlertID) -> UserGesture? {
    shown?.alert?.id == id ? .dismissedAlert(id) : nil
  }
}

// MARK: The tab list, and a width to lay out

extension HostSessionMachine {
  /// Whether the user may open the list of every tab (UIKit's "More" tab past five tabs, which
  /// selects nothing by itself): where what is shown offers a tap on its selected tab (no layer
  /// or alert covers the tab bar). A tab picked in the list is a tap the host reports.
  package var offersTabList: Bool {
    guard let selected = shown?.selectedTab else { return false }
    return (try? gesture(for: .tapTab(selected)).get()) != nil
  }
}

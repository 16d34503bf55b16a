@_spi(Hosts) import CoordinatorsCore

/// The controller the UIKit host made for each screen it shows, and the custom transition each
/// screen was pushed with: a step's new screens get a controller, and the screens it takes away
/// are let go at once (UIKit holds what it animates away until its transition ends).
@MainActor
package struct UIKitControllerTable<Controller: AnyObject> {
  /// The controller of each shown screen.
  package private(set) var controllers: [ScreenID: Controller] = [:]
  /// The screen of each controller in the table.
  private var screenIDs: [ObjectIdentifier: ScreenID] = [:]
  /// The custom transition each screen was pushed with, for its pop by the user.
  private var pushTransitions: [ScreenID: TransitionID] = [:]
  private let makeController: @MainActor (Screen) -> Controller

  /// A table that makes the controller of each screen with `makeController`.
  package init(makeController: @escaping @MainActor (Screen) -> Controller) {
    self.makeController = makeController
  }

  /// The controller of the screen `id`.
  package subscript(id: ScreenID) -> Controller? { controllers[id] }

  /// The screen `controller` shows, when the table made it.
  package func id(of controller: Controller) -> ScreenID? { screenIDs[ObjectIdentifier(controller)] }

  /// The custom transition the screen `id` was pushed with.
  package func pushTransition(of id: ScreenID) -> TransitionID? { pushTransitions[id] }

  /// Follows `step`, which shows `after` in place of `before`: a `setStack` makes and lets go
  /// only the screens past the start both versions of the stack share, and keeps its custom
  /// transition for the pushed top's pop when the host `animates` it (a transition without an
  /// animator is UIKit's own, swipes included); another step keeps the controllers of `after`
  /// alone.
  package mutating func follow(
    _ step: HostStep, from before: NavigationState?, to after: NavigationState,
    animates: @MainActor (TransitionID) -> Bool
  ) {
    guard case .setStack(let location, let screens, let transition) = step, let old = before?.stack(at: location)
    else {
      make(for: after.allScreens)
      return release(keeping: after)
    }
    let kept = old.commonPrefixCount(with: screens)
    make(for: screens[kept...])
    let staying = Set(screens[kept...].lazy.map(\.id))
    release(old[kept...].lazy.map(\.id).filter { !staying.contains($0) })
    if let transition, animates(transition), let top = screens.last, before?.position(of: top.id)?.location != location
    {
      pushTransitions[top.id] = transition
    }
  }

  /// Lets go of the controllers of screens `state` does not show.
  package mutating func release(keeping state: NavigationState?) {
    let kept = Set(state?.allScreens.map(\.id) ?? [])
    release(controllers.keys.filter { !kept.contains($0) })
  }

  private mutating func release(_ ids: some Sequence<ScreenID>) {
    for id in ids {
      guard let controller = controllers.removeValue(forKey: id) else { continue }
      screenIDs[ObjectIdentifier(controller)] = nil
      pushTransitions[id] = nil
    }
  }

  private mutating func make(for screens: some Sequence<Screen>) {
    for screen in screens where controllers[screen.id] == nil {
      let controller = makeController(screen)
      controllers[screen.id] = controller
      screenIDs[ObjectIdentifier(controller)] = screen.id
    }
  }
}

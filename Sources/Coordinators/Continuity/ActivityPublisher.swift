import CoordinatorsCore
import Foundation

/// The payload of a navigator's ``Navigator/currentActivity``, kept for the state it was
/// encoded for: reading the activity again before the next change encodes nothing. The state is
/// told by its version (`NavigationState.isSameVersion(as:)`), so a change of the navigation pays
/// nothing for the cache: the next read finds another version and encodes again.
@MainActor
package final class ActivityPayloadCache {
  private var kept: (state: NavigationState, data: Data?)?
  /// How many payloads were encoded: what a test counts.
  package private(set) var encodings = 0

  /// The payload encoded for this very version of `state`, if it was (a `nil` payload is kept
  /// as `nil` here too: it is encoded again).
  func data(for state: NavigationState) -> Data? {
    guard let kept, kept.state.isSameVersion(as: state) else { return nil }
    return kept.data
  }

  /// Keeps `data`, just encoded for `state`.
  func keep(_ data: Data?, for state: NavigationState) {
    kept = (state, data)
    encodings += 1
  }

  /// Forgets the payload kept (the rules changed).
  func clear() {
    kept = nil
  }
}

/// What a scene does with its one published activity after the navigation changed.
package enum ActivityChange: Hashable, Sendable {
  /// Publish a new activity (invalidating the one published before, if any): its type, title,
  /// link and eligibility; its content is written when the platform saves it.
  case publish(NavigationActivity)
  /// The place changed while an activity of the same type is published: mark it as needing a
  /// save (`needsSave`), with these attributes; the platform asks for its content then.
  case update(NavigationActivity)
  /// Nothing is published any more: invalidate the activity.
  case invalidate
}

/// Follows a navigator and says, at each change of its state, what its scene's one activity
/// must do (``ActivityChange``). It encodes nothing: the content, a payload included, is read
/// from ``Navigator/currentActivity`` when the platform saves the activity.
@MainActor
package final class ActivityPublisher {
  /// What is published now, its payload left out; `nil` when nothing is.
  package private(set) var published: NavigationActivity?
  /// The entity the scene's activity carries.
  private var entity = ActivityEntitySlot()
  private weak var navigator: Navigator?
  private var token: ObserverToken?
  private let apply: @MainActor (ActivityChange) -> Void

  /// A publisher for `navigator`'s scene, which carries out each change with `apply`; it
  /// publishes what the navigator shows now at once. The navigator keeps it, through its
  /// observer, until ``stop()``.
  package init(navigator: Navigator, apply: @escaping @MainActor (ActivityChange) -> Void) {
    self.navigator = navigator
    self.apply = apply
    token = navigator.observe(NavigationEvent.self) { [self] _ in follow() }
    follow()
  }

  /// Publishes what the navigator shows now: a first activity, an update of the one published,
  /// or its end.
  package func follow() {
    let place = navigator?.publishedPlace?.activity
    switch (published, place) {
    case (nil, nil): return
    case (_, nil):
      entity.activityIsNew()
      apply(.invalidate)
    case (nil, let place?):
      entity.activityIsNew()
      _ = entity.carry(place.entity)
      apply(.publish(place))
    case (let old?, let place?):
      // The entity a former place wrote leaves as the slot says; the scene clears it by
      // publishing a new activity, which carries none (UIKit lets the scene replace its activity).
      let clears = entity.carry(place.entity).clears
      if old.activityType == place.activityType && !clears {
        apply(.update(place))
      } else {
        entity.activityIsNew()
        _ = entity.carry(place.entity)
        apply(.publish(place))
      }
    }
    published = place
  }

  /// Stops following the navigator, and invalidates the activity published, if any.
  package func stop() {
    if let token { navigator?.removeObserver(token) }
    token = nil
    if published != nil { apply(.invalidate) }
    published = nil
    entity.activityIsNew()
  }
}

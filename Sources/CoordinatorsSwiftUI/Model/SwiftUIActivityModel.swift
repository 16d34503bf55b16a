import Coordinators

/// What a SwiftUI scene advertises for a navigator with `userActivity(_:element:_:)`
/// (`publishesActivities(of:)`), and what its handler writes into the activity SwiftUI hands it.
///
/// SwiftUI makes the activity of a type and hands the handler that same activity again at each
/// change of the element, as the handler left it: so the handler writes what the place shows now,
/// and clears what a former place wrote that this one does not show (the entity of
/// ``ActivityEntitySlot``). The views carry out what this says; the decisions are here, where
/// the Linux tests reach them.
@MainActor
package final class SwiftUIActivityModel {
  /// The element the scene advertises: the place (its payload left out) and the state it is
  /// for, so that each change of the navigation updates the activity. States are told by their
  /// version, not compared field by field: the element keeps its state, so a version's identity
  /// is never reused while SwiftUI compares it.
  package struct Element: Hashable {
    /// The place published.
    package let place: NavigationActivity
    /// The state it is published for.
    package let state: NavigationState

    package static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.place == rhs.place && lhs.state.isSameVersion(as: rhs.state)
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(place)
      hasher.combine(state.versionIdentity)
    }
  }

  /// The entity the activity SwiftUI hands the handler carries, as the handler wrote it.
  private var entity = ActivityEntitySlot()

  /// A model for a scene whose activity carries nothing yet (made where a view's `@State` is
  /// declared, which may be outside the main actor).
  package nonisolated init() {}

  /// The activity type to advertise and continue: the published place's, or else the type of the
  /// navigator's ``Navigator/activities`` (`swift-coordinators.none` without rules).
  package static func activityType(of navigator: Navigator) -> String {
    navigator.publishedPlace?.activity.activityType ?? navigator.activities?.activityType ?? "swift-coordinators.none"
  }

  /// The element to advertise now, `nil` when no place is published (SwiftUI then advertises
  /// nothing). Reads the navigator's state, so a view that reads it follows the navigation;
  /// encodes nothing.
  package static func element(of navigator: Navigator) -> Element? {
    navigator.publishedPlace.map { Element(place: $0.activity, state: navigator.state) }
  }

  /// What the handler writes into the activity SwiftUI hands it now: the place, its content
  /// included (``Navigator/currentActivity``, a payload encoded once per state), and what to
  /// write as its entity, `nil` included.
  package func activityToWrite(for navigator: Navigator) -> (place: NavigationActivity?, entity: ActivityEntityWrite) {
    let place = navigator.currentActivity
    return (place, entity.carry(place?.entity))
  }
}

import Foundation
import Observation

@_spi(Hosts) @_spi(Testing) @testable import CoordinatorsSwiftUI

extension SwiftUIDriver {
  /// The activity of one type as SwiftUI keeps it, written by the handler of
  /// `userActivity(_:element:_:)` (Linux has no `NSUserActivity`): what `NavigationActivity`'s
  /// `update(_:)` writes into one, and the entity `ActivityEntityWrite` writes or clears.
  @MainActor
  final class UserActivity {
    let activityType: String
    var title: String?
    var link: URL?
    /// The App Intents entity it carries (`appEntityIdentifier`).
    var entity: ActivityEntity?
    /// How many times the handler wrote into it.
    var writes = 0

    init(activityType: String) {
      self.activityType = activityType
    }
  }

  /// Plays SwiftUI's `userActivity(_:element:_:)` as `publishesActivities(of:)` uses it, for
  /// one scene of `navigator`.
  ///
  /// As SwiftUI does: the view's body reads the activity type and the element, and is updated
  /// when what it read changes; SwiftUI keeps one activity per type, made the first time the
  /// type is advertised, and hands the handler that same activity, as the handler left it, each
  /// time the element changes; a `nil` element advertises nothing ("if there are no handlers, no
  /// activity is advertised",
  /// https://developer.apple.com/documentation/swiftui/view/useractivity(_:element:_:)) and
  /// calls no handler, and the activity is kept for the next time its type is advertised.
  @MainActor
  final class ActivityScene {
    let navigator: Navigator
    /// The modifier's `@State`.
    private let model = SwiftUIActivityModel()
    /// The activity of each type, as SwiftUI keeps it.
    private(set) var activities: [String: UserActivity] = [:]
    /// The activity advertised now; `nil` when none is.
    private(set) var advertised: UserActivity?
    private var element: SwiftUIActivityModel.Element?
    /// Whether what the body read changed since it was last evaluated.
    private(set) var isInvalidated = true

    init(navigator: Navigator) {
      self.navigator = navigator
      update()
    }

    /// One SwiftUI update: evaluates the body again when what it read changed, and calls the
    /// handler when the element changed.
    func update() {
      guard isInvalidated else { return }
      isInvalidated = false
      let (type, element) = withObservationTracking {
        (SwiftUIActivityModel.activityType(of: navigator), SwiftUIActivityModel.element(of: navigator))
      } onChange: { [weak self] in
        MainActor.assumeIsolated { self?.isInvalidated = true }
      }
      guard let element else {
        advertised = nil
        self.element = nil
        return
      }
      let activity = activities[type] ?? UserActivity(activityType: type)
      activities[type] = activity
      let changed = advertised !== activity || element != self.element
      advertised = activity
      self.element = element
      guard changed else { return }
      let (place, entity) = model.activityToWrite(for: navigator)
      activity.writes += 1
      // `NavigationActivity.update(_:)`: its attributes, and the entity when the place shows one.
      activity.title = place?.title
      activity.link = place?.link
      if let shown = place?.entity { activity.entity = shown }
      // `ActivityEntityWrite.apply(to:)`.
      switch entity {
      case .write(let shown): activity.entity = shown
      case .clear: activity.entity = nil
      case .none: break
      }
    }
  }
}

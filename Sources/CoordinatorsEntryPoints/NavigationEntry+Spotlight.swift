// A Spotlight result read into an entry, through the core's platform-free
// `NavigationEntry(spotlightIdentifier:arrival:)` (tested on Linux).

#if canImport(CoreSpotlight)
  import CoreSpotlight
  import Foundation

  extension NavigationEntry {
    /// The entry a tap on a Spotlight result opens, with the source `NavigationEntry.Source.spotlight`: for an
    /// activity of type `CSSearchableItemActionType`, the place its
    /// `CSSearchableItemActivityIdentifier` names (see `NavigationEntry(spotlightIdentifier:arrival:)`);
    /// `nil` for an activity of another type, or an identifier that names no place.
    ///
    /// ```swift
    /// struct LibraryScene: View {
    ///   let navigator: Navigator
    ///   @State private var host = SwiftUIHost()
    ///   var body: some View {
    ///     NavigatorView(navigator, host: host)
    ///       .onContinueUserActivity(CSSearchableItemActionType) { activity in
    ///         if let entry = NavigationEntry(spotlight: activity) { navigator.handle(entry: entry) }
    ///       }
    ///   }
    /// }
    /// ```
    public init?(spotlight activity: NSUserActivity, arrival: Date = Date()) {
      guard activity.activityType == CSSearchableItemActionType,
        let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
      else { return nil }
      self.init(spotlightIdentifier: identifier, arrival: arrival)
    }
  }
#endif

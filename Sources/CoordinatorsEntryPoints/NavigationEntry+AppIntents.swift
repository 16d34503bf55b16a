// An App Intent that opens a place, read into an entry of the funnel through the core's
// platform-free `NavigationEntry(appIntentTarget:arrival:)` (tested on Linux).

#if canImport(AppIntents)
  import AppIntents
  import Foundation

  extension NavigationEntry {
    /// The entry an `OpenIntent` opens, with the source `NavigationEntry.Source.appIntent`: the
    /// place its `target` names (see `NavigationTarget`); `nil` when it names none.
    ///
    /// ```swift
    /// struct OpenAlbumIntent: OpenIntent {
    ///   static let title: LocalizedStringResource = "Open Album"
    ///   @Parameter(title: "Album") var target: AlbumEntity  // an AppEntity and a NavigationTarget
    /// }
    /// ```
    public init?<Intent: OpenIntent>(intent: Intent, arrival: Date = Date()) where Intent.Value: NavigationTarget {
      self.init(appIntentTarget: intent.target, arrival: arrival)
    }
  }

  extension Navigator {
    /// Opens the place `intent`'s target names, as `Navigator.handle(entry:)` opens an entry
    /// from `NavigationEntry.Source.appIntent`: in turn, parked until a host attaches (an
    /// intent's `perform()` may run before the first scene on a cold launch), through the guards
    /// and the lock, with the age limit of that source.
    ///
    /// Where the system hands the intent to a scene (SwiftUI's `onAppIntentExecution(_:perform:)`
    /// through `opensAppIntents(_:in:)`, UIKit's `UISceneAppIntent`, iOS 26) the scene's navigator
    /// opens it; elsewhere (macOS) the intent's `perform()` does, with the navigator the app
    /// registered as a dependency:
    ///
    /// ```swift
    /// struct OpenAlbumIntent: OpenIntent {
    ///   static let title: LocalizedStringResource = "Open Album"
    ///   @Parameter(title: "Album") var target: AlbumEntity
    ///   @Dependency var navigator: Navigator  // AppDependencyManager.shared.add { navigator }
    ///
    ///   @MainActor func perform() async throws -> some IntentResult {
    ///     navigator.handle(intent: self)
    ///     return .result()
    ///   }
    /// }
    /// ```
    ///
    /// - Returns: whether the target names a place (the entry is then pending work); a target
    ///   that names none opens nothing.
    @discardableResult
    public func handle<Intent: OpenIntent>(intent: Intent, arrival: Date = Date()) -> Bool
    where Intent.Value: NavigationTarget {
      guard let entry = NavigationEntry(intent: intent, arrival: arrival) else { return false }
      handle(entry: entry)
      return true
    }
  }
#endif

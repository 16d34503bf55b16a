// SwiftUI's door for App Intents: `onAppIntentExecution(_:perform:)` (iOS 26.0, not on macOS;
// `_AppIntents_SwiftUI`, iOS 26.2 SDK) hands an intent to the scene that shows its content.

#if canImport(SwiftUI) && canImport(AppIntents)
  import AppIntents
  import SwiftUI

  extension View {
    /// Opens each intent of type `intent` that the system hands this scene in `navigator`, as
    /// `Navigator.handle(intent:arrival:)` opens it: an entry from
    /// `NavigationEntry.Source.appIntent`, in turn, through the guards and the lock.
    ///
    /// From iOS 26, when the intent provides target content (`TargetContentProvidingIntent`),
    /// the system runs it in the scene this modifier is in, through
    /// `onAppIntentExecution(_:perform:)`. Before iOS 26, on macOS, and for an intent that
    /// provides no target content, this modifier does nothing: the intent's `perform()` opens it
    /// (see `Navigator.handle(intent:arrival:)`). The intent may add the conformance for
    /// iOS 26 alone, so that the app's views name it on every release:
    ///
    /// ```swift
    /// struct OpenAlbumIntent: OpenIntent {
    ///   static let title: LocalizedStringResource = "Open Album"
    ///   @Parameter(title: "Album") var target: AlbumEntity
    ///   @Dependency var navigator: Navigator
    ///
    ///   @MainActor func perform() async throws -> some IntentResult {
    ///     navigator.handle(intent: self)  // before iOS 26
    ///     return .result()
    ///   }
    /// }
    /// @available(iOS 26.0, *)
    /// extension OpenAlbumIntent: TargetContentProvidingIntent {}
    ///
    /// struct AlbumsScene: View {
    ///   let navigator: Navigator
    ///   @State private var host = SwiftUIHost()
    ///   var body: some View {
    ///     NavigatorView(navigator, host: host).opensAppIntents(OpenAlbumIntent.self, in: navigator)
    ///   }
    /// }
    /// ```
    public func opensAppIntents<Intent: OpenIntent>(_ intent: Intent.Type, in navigator: Navigator) -> some View
    where Intent.Value: NavigationTarget {
      modifier(AppIntentDoor<Intent>(navigator: navigator))
    }
  }

  /// Attaches `onAppIntentExecution(_:perform:)` for `Intent` where the system has it and the
  /// intent provides target content; leaves the content as it is otherwise. Which it does depends
  /// on the release and the intent's type only, never on state, so the content keeps its
  /// identity.
  private struct AppIntentDoor<Intent: OpenIntent>: ViewModifier where Intent.Value: NavigationTarget {
    let navigator: Navigator

    func body(content: Content) -> some View {
      #if canImport(AppIntents, _version: 300) && (os(iOS) || os(tvOS) || os(visionOS))
        if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) {
          Self.execution(on: content, navigator: navigator)
        } else {
          content
        }
      #else
        content
      #endif
    }

    #if canImport(AppIntents, _version: 300) && (os(iOS) || os(tvOS) || os(visionOS))
      /// `content` with `onAppIntentExecution(_:perform:)` when `Intent` provides target
      /// content; `content` otherwise.
      @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
      private static func execution(on content: Content, navigator: Navigator) -> AnyView {
        guard let provider = Intent.self as? any TargetContentProvidingIntent.Type else { return AnyView(content) }
        return execution(of: provider, on: content, navigator: navigator)
      }

      /// `content` with `onAppIntentExecution(_:perform:)` for `provider`, which is `Intent`.
      @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
      private static func execution<Provider: TargetContentProvidingIntent>(
        of provider: Provider.Type, on content: Content, navigator: Navigator
      ) -> AnyView {
        AnyView(
          content.onAppIntentExecution(provider) { intent in
            guard let intent = intent as? Intent else { return }
            navigator.handle(intent: intent)
          })
      }
    #endif
  }
#endif

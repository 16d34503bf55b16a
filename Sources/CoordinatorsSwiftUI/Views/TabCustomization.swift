#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Keeps the user's customization of the root tabs (their order in a section of the sidebar,
    /// which are hidden) in `storage`, and shows the tabs as it says, from iOS 18 and macOS 15.
    ///
    /// The customization is the user's preference, not a place in the navigation: it is not part
    /// of the navigation state nor of a restoration snapshot, and the app keeps it, best in
    /// `@AppStorage`, so that every window shows the tabs alike and a new navigation (a sign-out,
    /// a snapshot that no longer restores) keeps it:
    ///
    /// ```swift
    /// struct LibraryScene: View {
    ///   let navigator: Navigator
    ///   @State private var host = SwiftUIHost()
    ///   @AppStorage("tabs") private var tabCustomization = Data()
    ///   var body: some View {
    ///     NavigatorView(navigator, host: host)
    ///       .tabCustomization($tabCustomization)
    ///   }
    /// }
    /// ```
    ///
    /// `storage` holds SwiftUI's `TabViewCustomization` as JSON; empty or unreadable data (stored
    /// by another version) shows the tabs as the app declares them. It is kept under identifiers
    /// the tabs' names give (`tab.` and a tab's identifier, `section.` and a section's name), so
    /// a tab the app adds or removes in a later version leaves the rest as the user had them. Before iOS 18, and when ``NavigatorStyle/tabsAdaptToSidebar`` is `false`, it
    /// changes nothing.
    public func tabCustomization(_ storage: Binding<Data>) -> some View {
      environment(\.tabCustomizationStorage, storage)
    }
  }

  extension EnvironmentValues {
    /// Where the user's tab customization is kept, or `nil` for none: no customization.
    var tabCustomizationStorage: Binding<Data>? {
      get { self[TabCustomizationStorageKey.self] }
      set { self[TabCustomizationStorageKey.self] = newValue }
    }
  }

  private struct TabCustomizationStorageKey: EnvironmentKey {
    static var defaultValue: Binding<Data>? { nil }
  }
#endif

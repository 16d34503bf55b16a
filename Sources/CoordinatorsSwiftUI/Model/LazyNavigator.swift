/// A navigator made the first time a view reads it, then kept: what a SwiftUI view keeps in
/// `@State` so that each window builds its navigator once.
///
/// SwiftUI evaluates the initial value of a `@State` property every time it makes the view's
/// value, and keeps only the first. `@State private var navigator = Navigator(root: ...)` so
/// builds a navigator, starts its root coordinator and runs its `start()`, for every value of the
/// view SwiftUI makes, and throws each one but the first away. A `LazyNavigator` costs nothing
/// to make: the copies SwiftUI throws away never build theirs.
///
/// ```swift
/// struct InboxScene: View {
///   @State private var navigation = LazyNavigator { Navigator(root: InboxCoordinator()) }
///   @State private var host = SwiftUIHost()
///   var body: some View {
///     NavigatorView(navigation.navigator, host: host)
///       .restoringNavigation(navigation.navigator, registry: InboxApp.routes, key: "navigation")
///   }
/// }
/// ```
///
/// A host (`SwiftUIHost`, `UIKitHost`) does nothing until a navigator attaches it, so a host
/// made and thrown away costs a few small objects: it may stay a plain `@State`.
///
/// Built with Xcode 27, `@State` is a macro whose initial value runs once (see `State`'s
/// documentation page, which says that Xcode 26 and earlier use the property wrapper): an app
/// that builds only with Xcode 27 or later does not need a `LazyNavigator`; with Xcode 26 it does.
@MainActor
public final class LazyNavigator {
  private var make: (@MainActor () -> Navigator)?
  private var made: Navigator?

  /// A holder that calls `make` the first time ``navigator`` is read, and never again.
  ///
  /// Not isolated, as it only keeps `make`: a view's property may be initialized with it
  /// wherever the SDK leaves the view's initializer off the main actor (the iOS 17 SDK isolates
  /// only `body`).
  nonisolated public init(_ make: @escaping @MainActor () -> Navigator) {
    self.make = make
  }

  /// The navigator, made by the closure given to ``init(_:)`` on the first read.
  public var navigator: Navigator {
    if let made { return made }
    let navigator = (make ?? { preconditionFailure("a LazyNavigator makes its navigator once") })()
    made = navigator
    make = nil  // what the closure captured is not kept
    return navigator
  }

  /// Whether ``navigator`` has been read, and so the navigator made.
  package var isMade: Bool { made != nil }
}

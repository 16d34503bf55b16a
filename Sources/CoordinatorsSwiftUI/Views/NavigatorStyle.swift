#if canImport(SwiftUI)
  import SwiftUI

  /// What an app registers for its screens: the bar appearances its `barStyle` keys name, and the
  /// SwiftUI transitions its transition identifiers name.
  ///
  /// ```swift
  /// extension NavigatorStyle {
  ///   @MainActor static var app: NavigatorStyle {
  ///     var style = NavigatorStyle()
  ///     style.barAppearances["account"] = BarAppearance(background: AnyShapeStyle(Color.indigo), colorScheme: .dark)
  ///     style.transitions["photo"] = .zoom(sourceID: "photo")     // from the view marked .transitionSource("photo")
  ///     style.transitions["pop-in"] = .appearing(.scale.combined(with: .opacity))
  ///     return style
  ///   }
  /// }
  ///
  /// struct AccountScene: View {
  ///   let navigator: Navigator
  ///   @State private var host = SwiftUIHost()
  ///   var body: some View { NavigatorView(navigator, host: host, style: .app) }
  /// }
  /// ```
  ///
  /// `TransitionID.fade` needs no entry: it is ``ScreenTransition/fade`` unless the style maps it to
  /// another. `TransitionID.zoom` needs none either: the screen zooms from the view marked
  /// `View.transitionSource(for:)` with its route, when one is on screen. A key or an
  /// identifier the style does not name gets the system's look: the standard bar, the default push.
  public struct NavigatorStyle {
    /// The bar appearances, by `ScreenOptions.barStyle` key.
    public var barAppearances: [String: BarAppearance]
    /// The transitions, by the identifier a `TransitionRule` chose.
    public var transitions: [TransitionID: ScreenTransition]
    /// Whether root tabs adapt to a sidebar from iOS 18 and macOS 15: `Tab` values in a
    /// `.sidebarAdaptable` tab view (a tab bar on iPhone, a tab bar that becomes a sidebar on
    /// iPad, a sidebar on the Mac), with the tabs' sections and the user's customization
    /// (`View.tabCustomization(_:)`). `true` by default; `false` shows a plain tab bar of `Tab`
    /// values, without sections; every version before shows the tab bar of iOS 17 (`tabItem`).
    public var tabsAdaptToSidebar = true
    /// Modifies the root tab view, which the host builds inside `NavigatorView`, out of the
    /// screens' reach: for the tab view's own modifiers, such as iOS 26's
    /// `tabBarMinimizeBehavior(_:)` and `tabViewBottomAccessory(content:)`. `nil` (the default)
    /// leaves it as it is. It gets the whole tab view, whichever the version and
    /// ``tabsAdaptToSidebar`` choose, and is called at each evaluation of the tab view.
    ///
    /// ```swift
    /// style.tabView = { tabView in
    ///   if #available(iOS 26.0, *) {
    ///     AnyView(tabView.tabBarMinimizeBehavior(.onScrollDown))
    ///   } else {
    ///     tabView
    ///   }
    /// }
    /// ```
    public var tabView: (@MainActor (AnyView) -> AnyView)?

    /// A style with the given appearances and transitions.
    public init(barAppearances: [String: BarAppearance] = [:], transitions: [TransitionID: ScreenTransition] = [:]) {
      self.barAppearances = barAppearances
      self.transitions = transitions
    }

    /// The appearance a `barStyle` key names; `nil` for `nil` or an unknown key, which leaves the
    /// bar to the system and to the screen's own view.
    func barAppearance(for key: String?) -> BarAppearance? {
      key.flatMap { barAppearances[$0] }
    }

    /// The transition an identifier names, then the built-in `.fade`; the default for `nil` or an
    /// unknown one.
    @MainActor func transition(for id: TransitionID?) -> ScreenTransition {
      id.flatMap { transitions[$0] } ?? (id == .fade ? .fade : ScreenTransition { $0 })
    }
  }

  /// How a navigation bar looks on the screens whose `barStyle` names it (iOS): its background
  /// and the color scheme of its title and buttons.
  public struct BarAppearance {
    /// The bar's background.
    public var background: AnyShapeStyle
    /// Whether the background shows: `.automatic` lets the system show it when content scrolls
    /// under the bar, `.visible` always.
    public var backgroundVisibility: Visibility
    /// The color scheme of the bar's title and buttons, or `nil` for the system's.
    public var colorScheme: ColorScheme?

    /// An appearance with the given values; the defaults are the system's bar.
    public init(
      background: AnyShapeStyle = BarAppearance.systemBackground,
      backgroundVisibility: Visibility = .automatic,
      colorScheme: ColorScheme? = nil
    ) {
      self.background = background
      self.backgroundVisibility = backgroundVisibility
      self.colorScheme = colorScheme
    }

    /// The system's bar material. tvOS and watchOS have no `.bar` style and never show a bar
    /// appearance (the options that use it are iOS only), so any style serves there.
    public static var systemBackground: AnyShapeStyle {
      #if os(tvOS) || os(watchOS)
        AnyShapeStyle(Color.clear)
      #else
        AnyShapeStyle(.bar)
      #endif
    }
  }

  /// A SwiftUI transition for the screens a transition identifier is chosen for.
  ///
  /// A `NavigationStack` push is UIKit's on iOS: a SwiftUI `.transition` on the pushed view is not
  /// applied to the push, since a transition animates a view inserted into a hierarchy that
  /// stays. ``appearing(_:)`` (and ``fade``) use that: the screen's content is inserted with the
  /// transition once the screen appears, on every version, while the system moves the screen as
  /// usual. From iOS 18, ``zoom(sourceID:)`` replaces the push with SwiftUI's zoom. What SwiftUI
  /// cannot do (a push that only fades, a custom animator, an interactive custom pop) the UIKit
  /// host does.
  public struct ScreenTransition {
    let apply: @MainActor (AnyView) -> AnyView

    /// A transition that decorates the screen's view; `{ $0 }` leaves it as it is.
    public init(_ apply: @escaping @MainActor (AnyView) -> AnyView) {
      self.apply = apply
    }

    /// The screen's content fades in as the screen appears: ``appearing(_:)`` with `.opacity`.
    /// `TransitionID.fade` gets it without an entry in the style.
    @MainActor public static var fade: ScreenTransition { .appearing(.opacity) }

    /// The screen's content comes in with `transition` (`.opacity`, `.scale`, `.move(edge:)`, a
    /// transition of your own) as the screen appears, on every version.
    @MainActor public static func appearing(_ transition: AnyTransition) -> ScreenTransition {
      ScreenTransition { AnyView(AppearingContent(content: $0, transition: transition)) }
    }

    /// The screen zooms in from the view marked with `transitionSource(_:)` and
    /// the same `sourceID`, and back into it when popped, from iOS 18 (not on macOS and tvOS,
    /// which have no zoom); the default push before. The namespace that pairs them is
    /// ``NavigatorView``'s own.
    public static func zoom(sourceID: some Hashable & Sendable) -> ScreenTransition {
      let id = AnyHashable(sourceID)
      return ScreenTransition { AnyView(ZoomingContent(content: $0, sourceID: id)) }
    }

    // `NavigationTransition` is in the iOS 18 / macOS 15 SDKs (SwiftUI 6) and later: Xcode 16 and
    // the Apple check against the iOS 26.2 SDK (Scripts/typecheck-apple.sh) compile this; its
    // check against the iOS 17.0 SDK skips it.
    #if canImport(SwiftUI, _version: 6.0)
      /// The screen pushed with SwiftUI's navigation transition `transition`, such as
      /// `.zoom(sourceID:in:)`; its source view carries `matchedTransitionSource(id:in:)`.
      @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
      @MainActor
      public static func navigationTransition(_ transition: some NavigationTransition) -> ScreenTransition {
        ScreenTransition { AnyView($0.navigationTransition(transition)) }
      }
    #endif
  }

  /// Inserts its content with a transition once it appears: a transition animates insertions, and
  /// a pushed screen's view is in the hierarchy before its push begins.
  private struct AppearingContent: View {
    let content: AnyView
    let transition: AnyTransition
    @State private var isShown = false

    // Declared beside the private `@State`, which keeps its initial value: Xcode 27 no longer
    // synthesizes a usable memberwise initializer here.
    init(content: AnyView, transition: AnyTransition) {
      self.content = content
      self.transition = transition
    }

    var body: some View {
      ZStack {
        if isShown { content.transition(transition) }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .onAppear { withAnimation { isShown = true } }
    }
  }

  /// Its content, zoomed from the source with its id in the navigator view's namespace.
  /// Outside a ``NavigatorView`` (no namespace in the environment) it zooms in a namespace of its
  /// own, which no source shares: the default push, with the same view structure.
  struct ZoomingContent: View {
    let content: AnyView
    let sourceID: AnyHashable
    @Environment(\.screenTransitionNamespace) private var namespace
    @Namespace private var unshared

    var body: some View {
      #if canImport(SwiftUI, _version: 6.0) && !os(macOS) && !os(tvOS)
        if #available(iOS 18.0, watchOS 11.0, visionOS 2.0, *) {
          content.navigationTransition(.zoom(sourceID: sourceID, in: namespace ?? unshared))
        } else {
          content
        }
      #else
        content
      #endif
    }
  }

  extension View {
    /// Marks this view as the source a ``ScreenTransition/zoom(sourceID:)`` zooms from, from iOS 18;
    /// nothing before.
    ///
    /// ```swift
    /// struct PhotoCell: View {
    ///   let photo: Photo
    ///   var body: some View { PhotoThumbnail(photo).transitionSource("photo") }
    /// }
    /// ```
    public func transitionSource(_ id: some Hashable & Sendable) -> some View {
      modifier(TransitionSource(id: AnyHashable(id)))
    }
  }

  /// Marks its content as the source of the zooms with its id, in the navigator view's namespace;
  /// outside a ``NavigatorView``, in a namespace of its own that no screen shares.
  struct TransitionSource: ViewModifier {
    let id: AnyHashable
    @Environment(\.screenTransitionNamespace) private var namespace
    @Namespace private var unshared

    func body(content: Content) -> some View {
      #if canImport(SwiftUI, _version: 6.0)
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
          content.matchedTransitionSource(id: id, in: namespace ?? unshared)
        } else {
          content
        }
      #else
        content
      #endif
    }
  }

  /// Declares the namespace that pairs zoom sources with their screens, for every view below it;
  /// ``NavigatorView`` applies it.
  struct TransitionNamespace: ViewModifier {
    @Namespace private var namespace

    func body(content: Content) -> some View {
      content.environment(\.screenTransitionNamespace, namespace)
    }
  }

  extension EnvironmentValues {
    /// The namespace of `TransitionNamespace`, or `nil` outside a ``NavigatorView``.
    var screenTransitionNamespace: Namespace.ID? {
      get { self[TransitionNamespaceKey.self] }
      set { self[TransitionNamespaceKey.self] = newValue }
    }
  }

  private struct TransitionNamespaceKey: EnvironmentKey {
    static let defaultValue: Namespace.ID? = nil
  }
#endif

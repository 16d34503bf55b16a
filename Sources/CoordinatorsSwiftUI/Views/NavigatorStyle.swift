#if canImport(SwiftUI)
  import SwiftUI

  /// What an app registers for its screens: the bar appearances its `barStyle` keys name, and the
  /// SwiftUI transitions its transition identifiers name.
  ///
  /// ```swift
  /// var style = NavigatorStyle()
  /// style.barAppearances["account"] = BarAppearance(background: AnyShapeStyle(Color.indigo), colorScheme: .dark)
  /// if #available(iOS 18, *) {
  ///   style.transitions["zoom"] = .navigationTransition(.zoom(sourceID: "photo", in: namespace))
  /// }
  /// NavigatorView(navigator, host: host, style: style)
  /// ```
  ///
  /// A key or an identifier the style does not name gets the system's look: the standard bar, the
  /// default push.
  public struct NavigatorStyle {
    /// The bar appearances, by `ScreenOptions.barStyle` key.
    public var barAppearances: [String: BarAppearance]
    /// The transitions, by the identifier a `TransitionRule` chose.
    public var transitions: [TransitionID: ScreenTransition]

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

    /// The transition an identifier names; the default for `nil` or an unknown one.
    func transition(for id: TransitionID?) -> ScreenTransition {
      id.flatMap { transitions[$0] } ?? ScreenTransition { $0 }
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
  /// SwiftUI offers custom transitions for pushes from iOS 18 (`navigationTransition(_:)`, zoom);
  /// what SwiftUI cannot do (a custom animator, an interactive custom pop) the UIKit host does.
  public struct ScreenTransition {
    let apply: @MainActor (AnyView) -> AnyView

    /// A transition that decorates the screen's view; `{ $0 }` leaves it as it is.
    public init(_ apply: @escaping @MainActor (AnyView) -> AnyView) {
      self.apply = apply
    }

    // `NavigationTransition` is in the iOS 18 / macOS 15 SDKs (SwiftUI 6) and later: Xcode 16
    // compiles this, the check against the iOS 17 SDK (Scripts/typecheck-apple.sh) skips it.
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
#endif

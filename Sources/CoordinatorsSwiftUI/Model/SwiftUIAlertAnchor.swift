import Observation

/// Which view a confirmation dialog hangs on, which is where SwiftUI points its popover
/// (https://github.com/mlemgroup/mlem/pull/1337), decided here, where the Linux tests read it.
///
/// SwiftUI shows a confirmation dialog as a popover on an iPad and, from iOS 26, on an iPhone,
/// pointing at the view `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`
/// is attached to. Hung on a whole level, it pointed at the middle of the screen. As the UIKit
/// host's `UIKitAlertAnchor`, the dialog points at the source the app marks
/// (`View.alertSource(isActive:)`, the control the user tapped) on the screen that was on top when
/// the dialog came; without one, at that screen's view. An alert, which is never a popover,
/// stays on the top-most level's view.
package enum SwiftUIAlertAnchor: Hashable, Sendable {
  /// The top-most level's view: an alert, or a dialog when no screen is known.
  case level
  /// The view of this screen, the one on top when the dialog came.
  case screen(ScreenID)
  /// The source the app marked on this screen (the one marked last, of those active).
  case source(ScreenID, ObjectIdentifier)

  /// The anchor of an alert of `style` shown while `screen` was on top, whose active sources
  /// are `sources`, in the order they were marked.
  package init(style: AlertStyle, screen: ScreenID?, sources: [ObjectIdentifier]) {
    guard style == .confirmationDialog, let screen else {
      self = .level
      return
    }
    if let source = sources.last {
      self = .source(screen, source)
    } else {
      self = .screen(screen)
    }
  }
}

/// The alert sources the app marked active on each screen (`View.alertSource(isActive:)`), in the
/// order they were marked, and the screen on top when the alert shown came: what
/// ``SwiftUIAlertAnchor`` is made of. The host's bookkeeping for its views, apart from its steps.
@MainActor
@Observable
package final class SwiftUIAlertSources {
  /// The screen on top when the alert shown came; `nil` over a collapsed split view's sidebar,
  /// which shows no screen of the sections.
  package var screen: ScreenID?
  private var sources: [ScreenID: [ObjectIdentifier]] = [:]

  package init() {}

  /// An alert came over `state`: it hangs on the top screen, or on the level over a collapsed
  /// split view's sidebar, which shows no screen of the sections.
  func alertCame(over state: NavigationState) {
    let showsSidebar = state.modals.isEmpty && state.appearance == .collapsedSplitView(.sidebar)
    screen = showsSidebar ? nil : state.topScreen.id
  }

  /// Where `alert` hangs: a confirmation dialog on the source marked last on ``screen``, or on
  /// that screen; an alert, or none, on the level.
  package func anchor(of alert: NavigationAlert?) -> SwiftUIAlertAnchor {
    guard let alert else { return .level }
    return SwiftUIAlertAnchor(style: alert.style, screen: screen, sources: screen.flatMap { sources[$0] } ?? [])
  }

  /// A view marked as the alert source `source` of screen `screen` became active (it appeared,
  /// or its `isActive` became `true`).
  package func activated(_ source: ObjectIdentifier, on screen: ScreenID) {
    var marked = sources[screen] ?? []
    guard !marked.contains(source) else { return }
    marked.append(source)
    sources[screen] = marked
  }

  /// The alert source `source` of screen `screen` is no longer active (it disappeared).
  package func deactivated(_ source: ObjectIdentifier, on screen: ScreenID) {
    guard var marked = sources[screen], let index = marked.firstIndex(of: source) else { return }
    marked.remove(at: index)
    sources[screen] = marked.isEmpty ? nil : marked
  }
}

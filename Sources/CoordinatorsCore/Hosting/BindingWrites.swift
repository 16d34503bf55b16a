/// What a write a platform makes to a host's bindings is, decided from what the host shows: the
/// rules for "is this an echo", "is this the user's gesture", "which stack a change leaves
/// unfinished". They are the core's, so that every host answers alike: a host passes what it saw
/// (the value written, and to which binding) with `HostSession.shown` and the step in flight,
/// and carries out the answer. SwiftUI's bindings are the first to use them; the UIKit host's
/// delegate callbacks ask the same questions of `ReportedStack`.

/// Which of a level's two presentation bindings a value was written to.
package enum PresentationBinding: Hashable, Sendable {
  /// The sheet's (`sheet(item:)` in SwiftUI), at the presentation's detents.
  case sheet
  /// The full-screen cover's (`fullScreenCover(item:)`; a sheet on macOS, which has no cover).
  case fullScreenCover
}

/// A column of a collapsed split view, as written to its compact-column binding.
package enum CompactColumn: Hashable, Sendable {
  /// The sidebar, listing the sections.
  case sidebar
  /// The content column of a three-column split view: the section's first screen.
  case content
  /// The detail column.
  case detail
}

/// What a write to a stack's `NavigationStack` path binding is.
package enum PathWrite: Equatable, Sendable {
  /// The path rendered, written back: nothing to follow.
  case echo
  /// A pop on a stack not on top, which no user makes: SwiftUI cleared a section it hides (a
  /// sidebar pick), whose path is read again once it shows (a sidebar pick clears the section it leaves, which is not the user's pop).
  case stale
  /// The user's pop to this screen. SwiftUI pops without asking (a long press on the back
  /// button, iOS 26's pop on a tab's reselection): a refused pop is taken back.
  case popped(to: ScreenID)
  /// Anything else, reported with this message and not followed.
  case unexpected(String)

  /// What writing `path` (the screens above the first) to the stack at `location` is when
  /// `shown` is rendered; `nil` when `shown` has no stack there.
  package init?(_ path: [ScreenID], to location: StackLocation, shown: NavigationState) {
    guard let screens = shown.stack(at: location) else { return nil }
    switch ReportedStack(path, from: 1, rendered: screens) {
    case .echo: self = .echo
    case .popped where location != shown.topLocation: self = .stale
    case .popped(let target): self = .popped(to: target)
    case .unexpected:
      self = .unexpected(
        "SwiftUI wrote the path \(path.map(\.description)) to \(location), which shows "
          + "\(screens.dropFirst().map(\.id.description)); only pops are followed")
    }
  }
}

/// What a write to a level's `sheet(item:)` or `fullScreenCover(item:)` binding is.
package enum ItemWrite: Equatable, Sendable {
  /// The user dismissed the layer (a swipe down, or the view's own `dismiss` action, which
  /// SwiftUI performs even when the swipe is disabled: the layer is gone, so the host follows).
  case dismissal
  /// Most likely the late echo of a dismissal the host made at this level: nothing to follow
  /// unless the layer's top screen disappears too (then it was the view's own dismissal).
  case echo
  /// A dismissal written before the layer appeared: it is the user's (the view's own `dismiss`
  /// in `task`, say) only once the layer's top screen disappears too.
  case dismissalOnceGone
  /// No write about the layer shown: a layer written back (SwiftUI does not present by itself),
  /// or `nil` from the binding of the other kind.
  case none

  /// What writing `written` (`nil`, or a layer's identifier) to the binding of `kind` is, when
  /// the level shows a layer of kind `shownKind` and still owes the echo of a dismissal of a
  /// layer of that kind (`owesEcho`).
  ///
  /// - A `nil` is about the rendered layer only when it comes from the binding whose getter
  ///   returns that layer: a sheet's late `nil` says nothing of the cover shown after it.
  /// - A layer whose top screen has disappeared is gone: the `nil` is the user's dismissal.
  /// - Otherwise a `nil` the level owes is the late echo of the host's own dismissal (SwiftUI
  ///   may write it up to about a second after the sheet has gone, when the next layer is shown).
  /// - A layer that has appeared is dismissed by the view (`dismiss` writes at once, before
  ///   the sheet has gone); one that has not is dismissed once its top screen disappears.
  package static func decide(
    written: ScreenID?, to kind: PresentationBinding, shownKind: PresentationBinding,
    topHasDisappeared: Bool, hasAppeared: Bool, owesEcho: Bool
  ) -> ItemWrite {
    guard written == nil, shownKind == kind else { return .none }
    if topHasDisappeared { return .dismissal }
    if owesEcho { return .echo }
    return hasAppeared ? .dismissal : .dismissalOnceGone
  }

  /// What writing `written` to a binding of a level that shows no layer is: a `nil` is the late
  /// echo of a dismissal the host made there (no longer owed once written); anything else,
  /// nothing.
  package static func decide(writtenToEmptyLevel written: ScreenID?) -> ItemWrite {
    written == nil ? .echo : .none
  }
}

/// What a write to a `TabView`'s selection binding is.
package enum SelectionWrite {
  /// The gesture that writing `written` to the selection is when `shown` is rendered; `nil`
  /// when it is none.
  ///
  /// The tab tap itself is decided as for every host (`NavigationState.tabTap(_:)`): another
  /// tab is a selection, the selected tab a reselection, and no tab is tapped through a modal
  /// layer. One more rule is SwiftUI's: the selected tab written while a step that sets the
  /// selection is under way (`step`, a `selectTab`, or a `setRoot` where `byRoot`) is SwiftUI
  /// echoing that step, not a tap.
  package static func gesture(written: TabID, shown: NavigationState, during step: HostStep?, byRoot: Bool)
    -> UserGesture?
  {
    guard let gesture = try? shown.tabTap(written) else { return nil }
    switch (gesture, step) {
    case (.reselectedTab, .selectTab?): return nil
    case (.reselectedTab, .setRoot?) where byRoot: return nil
    default: return gesture
    }
  }

  /// The stack a selection of another tab leaves unfinished: the one on top before it
  /// (`before`), when the step in flight (`step`) changes it. `NavigationStack` may not finish a
  /// change in a tab the user left: its path is read again once the tab shows.
  package static func unfinishedStack(leaving before: NavigationState, during step: HostStep?) -> StackLocation? {
    guard let location = step?.stackLocation, location == before.topLocation else { return nil }
    return location
  }

  /// The gesture that writing `written` to the split view's sidebar selection is when `shown`
  /// is rendered: a section picked is a tap on it (``gesture(written:shown:during:byRoot:)``,
  /// a split view has no reselection); `nil`, which SwiftUI writes when the user goes back to
  /// the sidebar of a collapsed split view showing a section, is a return to it.
  package static func sidebar(written: TabID?, shown: NavigationState, during step: HostStep?) -> UserGesture? {
    guard let written else { return shown.appearance == .collapsedSplitView(.section) ? .returnedToSidebar : nil }
    return gesture(written: written, shown: shown, during: step, byRoot: false)
  }
}

/// What a write to a collapsed split view's compact-column binding is.
package enum ColumnWrite: Equatable, Sendable {
  /// The user went back to the sidebar.
  case returnedToSidebar
  /// The user popped the selected section to its first screen.
  case poppedToSectionRoot

  /// What writing `column` is, when what is shown appears as `appearance` in a split view of
  /// `columns`, whose selected section's path is `sectionPath`: `.sidebar` while a collapsed split
  /// view shows a section is a return to the sidebar; `.content` in a collapsed three-column
  /// section above its first screen is a pop to that screen, which collapsed is one stack with the
  /// detail column; else nothing (`.detail` comes with a selection, which says it). A column
  /// other than the one shown that is nothing is handed back by the host.
  package init?(_ column: CompactColumn, appearance: RootAppearance?, columns: SplitColumns, sectionPath: [ScreenID]?) {
    guard appearance == .collapsedSplitView(.section) else { return nil }
    switch column {
    case .sidebar: self = .returnedToSidebar
    case .content:
      guard columns == .threeColumns, !(sectionPath ?? []).isEmpty else { return nil }
      self = .poppedToSectionRoot
    case .detail: return nil
    }
  }

  /// Whether a write of `column` that is neither (the initializer's `nil`) is handed back, when
  /// what is shown appears in column `shown`: the platform shows the column it wrote until it
  /// reads the binding again, so a column the state does not show (a section picked under the
  /// navigation lock) is read again; the column shown, written back, is an echo.
  package static func handsBack(_ column: CompactColumn, shown: CompactColumn) -> Bool { column != shown }
}

/// What a screen's disappearance, which a platform reports as the end of its transition
/// (UIKit's `viewDidDisappear(_:)`), says of the top-most layer.
package enum LayerDisappearance {
  /// Whether screen `id` disappearing means the top-most layer, whose top screen is `top`, is
  /// going: its top left while no step runs, or while a presentation runs (a step that dismisses
  /// the layer, or changes its stack, makes its top disappear itself). A `nil` written for the
  /// layer before (an item written before the layer appeared) is then the user's dismissal.
  package static func layerIsGoing(disappeared id: ScreenID, top: ScreenID, during step: HostStep?) -> Bool {
    id == top && (step?.presents ?? true)
  }
}

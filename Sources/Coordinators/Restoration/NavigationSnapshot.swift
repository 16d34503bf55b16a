import CoordinatorsCore

/// The whole navigation as a value to store: the root container and its tabs, every stack in
/// order with its modal presentation, and the flow tree through the routes that opened each
/// flow.
///
/// Make one with ``Navigator/snapshot(registry:version:)``, store it with ``jsonData()`` (or any
/// `Codable` coder), and give it back to ``Navigator/restore(from:registry:migrations:)-(Data,_,_)``
/// on the next launch. Identifiers are not stored: restoring makes fresh ones.
///
/// Routes are stored under the stable keys of a ``RouteRegistry``, never under Swift type
/// names, so renaming a type breaks nothing. ``version`` is the app's own version of what it
/// stores; ``SnapshotMigrations`` bring an older snapshot up to date by rewriting its routes
/// with ``updateRoutes(_:)`` and its tabs with ``renameTab(_:to:)``. The stacks and flows are
/// the library's own: an app reads them by restoring the snapshot (``RestorationPlan`` checks one
/// without a navigator).
///
/// The stored form is compact JSON: each flow as `[parent, coordinator, key, value, placement]`
/// (the key and value of its opening route), each stack's screens in runs of one flow and one key,
/// `[flow, key, value, value…]`; as ``jsonData()`` writes it (a stack with one flow pushed from
/// its second screen; lines broken for reading):
///
/// ```json
/// {"flows":[[null,"LibraryCoordinator",null,null,"root"],[0,null,"photos",{"settings":{}},"push"]],
///  "format":2,"root":{"stack":{}},
///  "stacks":[{"kind":{"root":{}},"screens":[[0,"photos",{"library":{}}],[1,"settings",{"main":{}}]]}],
///  "version":1}
/// ```
public struct NavigationSnapshot: Hashable, Sendable {
  /// The version of the stored form this library writes and reads.
  package static let currentFormatVersion = 2

  /// The app's version of what it stores; ``SnapshotMigrations`` update older ones.
  public package(set) var version: Int
  /// What lies under the modal layers.
  package var root: Root
  /// The flows, each after its parent: the root flow first, then in the order the screens of
  /// ``stacks`` need them.
  package var flows: [FlowRecord]
  /// The stacks in order: the root stack or each tab's, in tab order, then each modal layer's.
  package var stacks: [StackRecord]
  /// Where and why the snapshot stops before the end of the navigation, when it does: at the
  /// first screen whose route (or the route of a flow above it) could not be stored.
  package var truncationPoint: Truncation?

  /// A snapshot with the given parts.
  package init(
    version: Int = 1,
    root: Root,
    flows: [FlowRecord],
    stacks: [StackRecord],
    truncation: Truncation? = nil
  ) {
    self.version = version
    self.root = root
    self.flows = flows
    self.stacks = stacks
    self.truncationPoint = truncation
  }

  /// The number of screens stored.
  package var screenCount: Int { screenCount(ofFirst: stacks.count) }

  /// Why the snapshot stops before the end of the navigation, when it does: the error restoring
  /// it reports, ``RestorationError/Reason/routeNotStorable`` at the first screen
  /// left out, whose route (or the route of a flow above it) could not be stored; `nil` for a
  /// snapshot of the whole navigation.
  ///
  /// ```swift
  /// let snapshot = navigator.snapshot(registry: AppRestoration.routes)
  /// if let truncation = snapshot.truncation { logger.error("\(truncation)") }
  /// // tab "main", screen 2: a route of type CameraRoute could not be stored: ...
  /// ```
  public var truncation: RestorationError? {
    guard let point = truncationPoint else { return nil }
    return RestorationError(
      .routeNotStorable(typeName: point.typeName, point.reason),
      at: .screen(location(ofStack: point.stack), index: point.screen))
  }

  /// Rewrites every stored route, those of screens and those that opened flows, for a migration.
  ///
  /// ```swift
  /// snapshot.updateRoutes { route in
  ///   if route.key == "shape" { route.key = "shapes" }
  /// }
  /// ```
  public mutating func updateRoutes(_ update: (inout StoredRoute) throws -> Void) rethrows {
    for flow in flows.indices {
      if var route = flows[flow].openingRoute {
        try update(&route)
        flows[flow].openingRoute = route
      }
    }
    for stack in stacks.indices {
      for screen in stacks[stack].screens.indices {
        try update(&stacks[stack].screens[screen].route)
      }
    }
  }

  /// Renames the saved tab `old` to `new`, for a migration of an app that renamed a tab: its
  /// place among the tabs, its stack, its selection and the flow started in it.
  ///
  /// ```swift
  /// migrations.register(from: 2) { snapshot in
  ///   snapshot.renameTab("library", to: "photos")
  /// }
  /// ```
  ///
  /// Without it, a saved tab that the tab container's `start()` no longer shows is left out,
  /// and reported with ``RestorationError/Reason/tabRemoved``. A snapshot without the tab
  /// is left as it is.
  public mutating func renameTab(_ old: TabID, to new: TabID) {
    func renamed(_ tab: TabID) -> TabID { tab == old ? new : tab }
    if case .tabs(let tabs, let selected) = root { root = .tabs(tabs.map(renamed), selected: renamed(selected)) }
    for index in stacks.indices {
      if case .tab(let tab) = stacks[index].kind { stacks[index].kind = .tab(renamed(tab)) }
    }
    for index in flows.indices {
      if case .tab(let tab) = flows[index].placement { flows[index].placement = .tab(renamed(tab)) }
    }
  }
}

extension NavigationSnapshot {
  /// What lies under the modal layers.
  package enum Root: Hashable, Sendable, Codable {
    /// One navigation stack.
    case stack
    /// Tabs, in order, and the selected one.
    case tabs([TabID], selected: TabID)
  }

  /// A flow: where it sits in the tree and how it was opened.
  package struct FlowRecord: Hashable, Sendable {
    /// The index of the parent flow in ``NavigationSnapshot/flows``; `nil` for the root flow.
    package var parent: Int?
    /// Where the flow's screens went when it started.
    package var placement: FlowPlacement
    /// The parent's route that opened the flow; `nil` for the root flow and for flows that a
    /// parent started in code (a tab container's tabs, a flow started in `start()`), which
    /// restoring expects the parent to start again.
    package var openingRoute: StoredRoute?
    /// The name of the coordinator's type, for messages only: restoring never looks a type up
    /// by name.
    package var coordinator: String?

    /// A flow record with the given values.
    package init(parent: Int?, placement: FlowPlacement, openingRoute: StoredRoute? = nil, coordinator: String? = nil) {
      self.parent = parent
      self.placement = placement
      self.openingRoute = openingRoute
      self.coordinator = coordinator
    }
  }

  /// A stack: where it is, and its screens, first to top.
  package struct StackRecord: Hashable, Sendable {
    /// Where a stack is.
    package enum Kind: Hashable, Sendable, Codable {
      /// The root stack.
      case root
      /// A tab's stack.
      case tab(TabID)
      /// A modal layer's stack, presented this way; it comes after every earlier layer.
      case modal(ModalPresentation)
    }

    /// Where the stack is.
    package var kind: Kind
    /// The screens, first to top.
    package var screens: [ScreenRecord]

    /// A stack record with the given values.
    package init(kind: Kind, screens: [ScreenRecord]) {
      self.kind = kind
      self.screens = screens
    }
  }

  /// A screen: its route and the flow that owns it.
  ///
  /// Its presentation follows from its place: the first screen of a modal layer is presented
  /// as the layer's ``StackRecord/Kind/modal(_:)`` says, every other screen is pushed.
  package struct ScreenRecord: Hashable, Sendable {
    /// The screen's route.
    package var route: StoredRoute
    /// The index of the owning flow in ``NavigationSnapshot/flows``.
    package var flow: Int

    /// A screen record with the given values.
    package init(route: StoredRoute, flow: Int) {
      self.route = route
      self.flow = flow
    }
  }

  /// Where a snapshot stops short of the navigation it was made from, and why.
  package struct Truncation: Hashable, Sendable, Codable {
    /// The stored fields, named in the errors of a truncation that names no place of the snapshot.
    enum CodingKeys: String, CodingKey { case stack, screen, typeName, reason }

    /// The index in ``NavigationSnapshot/stacks`` of the stack it stops in: the last one, or
    /// the number of stacks when it stops before a stack's first screen. Reading a snapshot
    /// refuses one that names another place.
    package var stack: Int
    /// The index, in that stack, of the first screen left out: the number of its screens stored,
    /// 0 when it stops before the stack's first screen.
    package var screen: Int
    /// The type of the route that could not be stored.
    package var typeName: String
    /// Why it could not be stored.
    package var reason: String

    /// A truncation with the given values.
    package init(stack: Int, screen: Int, typeName: String, reason: String) {
      self.stack = stack
      self.screen = screen
      self.typeName = typeName
      self.reason = reason
    }
  }
}

extension NavigationSnapshot {
  /// The number of base stacks the root has: one, or one per tab.
  var baseStackCount: Int {
    switch root {
    case .stack: 1
    case .tabs(let tabs, _): tabs.count
    }
  }

  /// The number of screens in the first `count` stacks.
  func screenCount(ofFirst count: Int) -> Int {
    stacks.prefix(count).reduce(0) { $0 + $1.screens.count }
  }

  /// The number of screens in the root's stacks.
  var baseScreenCount: Int { screenCount(ofFirst: baseStackCount) }

  /// Where the stack at `index` of ``stacks`` is in a navigation state, by its place in the
  /// order: the root or the tab of that index, then modal layers in order.
  ///
  /// `index` is from `0` to the number of stacks: an index of the stacks, or a truncation's,
  /// which decoding checks.
  func location(ofStack index: Int) -> StackLocation {
    switch root {
    case .stack where index == 0: .root
    case .tabs(let tabs, _) where tabs.indices.contains(index): .tab(tabs[index])
    default: .modal(index - baseStackCount)
    }
  }
}

extension NavigationSnapshot {
  /// Where a stored flow's screens went when it started, as ``FlowRecord/placement`` records it.
  ///
  /// Apps do not write it: flows start with ``Flow/start(_:as:key:onResult:fileID:filePath:line:column:)`` (pushed or
  /// modal), ``Flow/startAtRoot(_:key:onResult:fileID:filePath:line:column:)`` and ``Flow/start(_:inTab:key:onResult:fileID:filePath:line:column:)``.
  package enum FlowPlacement: Hashable, Sendable, Codable {
    /// Its first screen was pushed onto the stack of the parent's top-most screen.
    case push
    /// Its first screen opened a new modal layer, presented this way.
    case modal(ModalPresentation)
    /// It replaced the whole navigation.
    case root
    /// It took over the tab `id` of a tab container.
    case tab(TabID)
  }
}

extension NavigationSnapshot.StackRecord {
  /// How the screen at `position` is shown: a modal layer's first screen as the layer is
  /// presented, any other screen pushed.
  func presentation(at position: Int) -> Presentation {
    if position == 0, case .modal(let modal) = kind { return .modal(modal) }
    return .push
  }
}

/// The stored placement, by its short name inside the module.
typealias FlowPlacement = NavigationSnapshot.FlowPlacement

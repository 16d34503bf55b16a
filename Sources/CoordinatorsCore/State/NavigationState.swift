/// Everything that is shown, as one value: a root container and an ordered chain of modal layers.
///
/// The root container is one navigation stack, or tabs with a stack each. Modal layers are
/// presented over it in order, each with its own stack. Every stack holds at least one screen,
/// and every screen identifier is unique in the whole state (``validate()`` checks
/// all the rules).
///
/// The state changes only through ``NavigationCommand``s, which are validated before anything
/// changes: a command that fails leaves the state as it was.
public struct NavigationState: Sendable {
  /// The stored fields, in one box: a copy of the state costs one reference count, and two
  /// versions that share the box are equal without comparing anything. Changed only through the
  /// accessors below, which copy the box first when another version shares it: a shared box is
  /// only read, so sharing it between threads is safe, which `nonisolated(unsafe)` says for a
  /// managed buffer (not `Sendable` itself).
  nonisolated(unsafe) private var storage: Storage

  /// The stacks under the modal layers: one for a stack root, one per tab, in tab order.
  var baseStacks: BaseStacks {
    get { fields.pointee.baseStacks }
    _modify {
      makeUnique()
      yield &fields.pointee.baseStacks
    }
  }
  /// The tab names, or `nil` when the root is a single stack.
  var tabIDs: [TabID]? {
    get { fields.pointee.tabIDs }
    _modify {
      makeUnique()
      yield &fields.pointee.tabIDs
    }
  }
  /// Each tab's item, in tab order; empty when the root is a single stack.
  var tabItems: [TabItem?] {
    get { fields.pointee.tabItems }
    _modify {
      makeUnique()
      yield &fields.pointee.tabItems
    }
  }
  /// The selected tab's index; 0 when the root is a stack.
  var selectedTabIndex: Int {
    get { fields.pointee.selectedTabIndex }
    _modify {
      makeUnique()
      yield &fields.pointee.selectedTabIndex
    }
  }
  /// How the root is laid out: the sections' layout, the host's width, what a collapsed split
  /// view shows. ``RootLayout/sections`` is ``SectionLayout/tabBar`` unless the root is a tab
  /// container.
  public internal(set) var rootLayout: RootLayout {
    get { fields.pointee.rootLayout }
    _modify {
      makeUnique()
      yield &fields.pointee.rootLayout
    }
  }
  /// The modal layers, first presented first.
  public internal(set) var modalLayers: [ModalLayer] {
    get { fields.pointee.modals }
    _modify {
      makeUnique()
      yield &fields.pointee.modals
    }
  }
  /// ``modalLayers`` under the name the package's own code has used for it (the public name
  /// changed in issue 29; the package's code moves to the public name as it is edited).
  package internal(set) var modals: [ModalLayer] {
    get { fields.pointee.modals }
    _modify {
      makeUnique()
      yield &fields.pointee.modals
    }
  }
  /// The alert or confirmation dialog shown over the top-most level, or `nil` (see
  /// ``NavigationAlert`` for the rules the commands keep).
  public internal(set) var alert: NavigationAlert? {
    get { fields.pointee.alert?.value }
    set {
      makeUnique()
      fields.pointee.alert = newValue.map(AlertBox.init)
    }
  }

  /// The alert of a state's fields, boxed: most states show none, and every command copies the
  /// fields of the state it changes, so a box keeps that copy one word where an alert's title,
  /// message and buttons would be several.
  final class AlertBox: Sendable {
    let value: NavigationAlert

    init(_ value: NavigationAlert) { self.value = value }
  }

  /// Whether an alert shows, found without copying it.
  var showsAlert: Bool { fields.pointee.alert != nil }

  /// Whether both states show the same alert, or none; two states sharing one box compare at
  /// once.
  func hasSameAlert(as other: NavigationState) -> Bool {
    switch (fields.pointee.alert, other.fields.pointee.alert) {
    case (nil, nil): true
    case (let box?, let otherBox?): box === otherBox || box.value == otherBox.value
    default: false
    }
  }
  /// Every screen identifier in the state is below this bound, except `Int.max`, which no bound
  /// can exceed (`mayContain(_:)` accounts for it). Commands only raise it (`setRoot` starts
  /// afresh), so a fresh identifier from a generator is known to be unique without a scan.
  package private(set) var identifierBound: Int {
    get { fields.pointee.identifierBound }
    _modify {
      makeUnique()
      yield &fields.pointee.identifierBound
    }
  }

  /// The fields in the box, reached without the run-time exclusivity check of a class's
  /// stored property (`ManagedBuffer.header` has one); valid while the state holds the box.
  private var fields: UnsafeMutablePointer<Fields> {
    storage.withUnsafeMutablePointerToHeader { $0 }
  }

  /// Whether both are the same version: they share their box, and so every field.
  package func isSameVersion(as other: NavigationState) -> Bool { storage === other.storage }

  /// This version's identity: equal for two values that are the same version. Only while a value
  /// of the version is alive: a version released may leave its identity to another.
  package var versionIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// Whether both have the same tabs, tab items, selected tab, number of modal layers and alert:
  /// the same frame, whatever their stacks hold.
  func hasSameFrame(as other: NavigationState) -> Bool {
    // Read in place: copying each field out to compare it costs a reference count or two.
    let (mine, theirs) = (fields, other.fields)
    return mine.pointee.modals.count == theirs.pointee.modals.count && hasSameAlert(as: other)
      && mine.pointee.selectedTabIndex == theirs.pointee.selectedTabIndex
      && mine.pointee.tabIDs == theirs.pointee.tabIDs
      && mine.pointee.tabItems == theirs.pointee.tabItems && mine.pointee.rootLayout == theirs.pointee.rootLayout
  }

  /// Gives this version a box of its own before it changes, when another version shares it.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage.make(fields.pointee) }
  }

  /// The stored fields of a state.
  struct Fields: Sendable {
    var baseStacks: BaseStacks
    var tabIDs: [TabID]?
    var tabItems: [TabItem?]
    var selectedTabIndex: Int
    var modals: [ModalLayer]
    var identifierBound: Int
    var rootLayout = RootLayout()
    var alert: AlertBox? = nil
  }

  /// The box of a state's fields; changed only while uniquely referenced (see `makeUnique`).
  final class Storage: ManagedBuffer<Fields, Void> {
    /// A box holding `fields`.
    static func make(_ fields: Fields) -> Storage {
      unsafeDowncast(create(minimumCapacity: 0) { _ in fields }, to: Storage.self)
    }
  }

  /// A state with the given root, modal layers, layout and alert, checked against every
  /// invariant.
  ///
  /// - Throws: ``NavigationError/Reason/invalidState`` listing every broken rule.
  public init(
    root: RootContainer, modalLayers: [ModalLayer] = [], layout: RootLayout = RootLayout(),
    alert: NavigationAlert? = nil
  ) throws(NavigationError) {
    self.init(unchecked: root, modals: modalLayers)
    self.rootLayout = layout
    self.alert = alert
    let violations = invariantViolations()
    guard violations.isEmpty else { throw NavigationError(.invalidState(violations)) }
  }

  /// ``init(root:modalLayers:layout:alert:)`` under the label the package's own code has used.
  package init(
    root: RootContainer, modals: [ModalLayer], layout: RootLayout = RootLayout(), alert: NavigationAlert? = nil
  ) throws(NavigationError) {
    try self.init(root: root, modalLayers: modals, layout: layout, alert: alert)
  }

  /// A state whose root stack holds `screen` and nothing else.
  ///
  /// - Throws: ``NavigationError`` when the screen is presented modally: a root screen is not.
  package init(rootScreen screen: Screen) throws(NavigationError) {
    try self.init(root: .stack([screen]))
  }

  /// A state made of `previous`, a valid state, checked against every invariant in what it
  /// adds: each of its stacks keeps some first screens of the stack at the same place in
  /// `previous` (sharing their storage) and adds others.
  ///
  /// The cost is the change's, not the state's: an event log's reader makes one state a line.
  ///
  /// - Throws: ``NavigationError/Reason/invalidState`` listing every broken rule.
  package init(
    root: RootContainer, modals: [ModalLayer], layout: RootLayout = RootLayout(), alert: NavigationAlert? = nil,
    changedFrom previous: NavigationState
  ) throws(NavigationError) {
    self.init(unchecked: root, modals: modals, identifierBound: previous.identifierBound)
    self.rootLayout = layout
    self.alert = alert
    let kept = keptCounts(of: previous)
    for (slot, count) in zip(allSlots, kept) { noteIdentifiers(of: stack(slot)[count...]) }
    let violations = violations(keeping: kept, of: previous)
    guard violations.isEmpty else { throw NavigationError(.invalidState(violations)) }
  }

  /// Builds the storage without checking; callers check, or build from checked parts.
  package init(unchecked root: RootContainer, modals: [ModalLayer]) {
    self.init(unchecked: root, modals: modals, identifierBound: 0)
    for screen in allScreens { identifierBound = max(identifierBound, Self.bound(above: screen.id)) }
  }

  /// Builds the storage without checking, with an identifier bound at least the one given.
  private init(unchecked root: RootContainer, modals: [ModalLayer], identifierBound: Int) {
    switch root {
    case .stack(let stack):
      storage = Storage.make(
        Fields(
          baseStacks: BaseStacks(CollectionOfOne(stack)), tabIDs: nil, tabItems: [], selectedTabIndex: 0,
          modals: modals,
          identifierBound: identifierBound))
    case .tabs(let tabs, let selectedIndex):
      storage = Storage.make(
        Fields(
          baseStacks: BaseStacks(tabs.lazy.map(\.stack)), tabIDs: tabs.map(\.id), tabItems: tabs.map(\.item),
          selectedTabIndex: selectedIndex, modals: modals, identifierBound: identifierBound))
    }
  }

  // MARK: Reading

  /// The root container under the modal layers.
  public var root: RootContainer {
    guard tabIDs != nil else { return .stack(baseStacks[0]) }
    return .tabs(tabs, selectedIndex: selectedTabIndex)
  }

  /// The tabs, or an empty array when the root is a single stack.
  public var tabs: [Tab] {
    guard let tabIDs else { return [] }
    return tabIDs.indices.map { Tab(id: tabIDs[$0], stack: baseStacks[$0], item: tabItems[$0]) }
  }

  /// The selected tab, or `nil` when the root is a single stack.
  public var selectedTab: TabID? { tabIDs?[selectedTabIndex] }

  /// What a host shows under the modal layers: a stack, a tab bar, or a split view expanded or
  /// collapsed, as ``rootLayout`` decides for a tab container.
  public var appearance: RootAppearance { tabIDs == nil ? .stack : rootLayout.appearance }

  /// The stack that pushes go to: the top-most modal layer's, else the selected tab's or the root's.
  public var topLocation: StackLocation { location(of: topSlot) }

  /// The screen the user sees: the top of the top-most stack.
  public var topScreen: Screen {
    guard let screen = stack(topSlot).last else { preconditionFailure("a stack of a navigation state is empty") }
    return screen
  }

  /// The screen under the top one in the top-most stack, where a back swipe goes; `nil` when
  /// that stack holds only its first screen.
  package var screenBelowTop: Screen? {
    let screens = stack(topSlot)
    return screens.count > 1 ? screens[screens.count - 2] : nil
  }

  /// The screens of the stack at `location`, or `nil` when there is no such stack.
  public func stack(at location: StackLocation) -> ScreenStack? {
    slot(for: location).map(stack)
  }

  /// Every stack's location: the root or each tab, then each modal layer.
  public var locations: [StackLocation] {
    baseSlots.map(location(of:)) + modals.indices.map { .modal($0) }
  }

  /// Where the screen with this identifier is, or `nil` when it is not in the state.
  public func position(of id: ScreenID) -> ScreenPosition? {
    find(id).map { ScreenPosition(location: location(of: $0.slot), index: $0.index) }
  }

  /// The screen with this identifier, or `nil` when it is not in the state.
  public func screen(_ id: ScreenID) -> Screen? {
    find(id).map { stack($0.slot)[$0.index] }
  }

  /// Whether a screen with this identifier is in the state.
  package func contains(_ id: ScreenID) -> Bool {
    mayContain(id) && find(id) != nil
  }

  /// Every screen: the root stack or each tab's stack in order, then each modal layer's.
  public var allScreens: [Screen] {
    baseStacks.flatMap { $0 } + modals.flatMap(\.stack)
  }

  /// The number of screens in the state.
  public var screenCount: Int {
    baseStacks.reduce(0) { $0 + $1.count } + modals.reduce(0) { $0 + $1.stack.count }
  }

  /// The screens the user can go back through: the selected base stack, then every modal layer's.
  public var visiblePath: [Screen] {
    Array(baseStacks[selectedTabIndex]) + modals.flatMap(\.stack)
  }

  /// Whether a screen of ``visiblePath`` satisfies `predicate`, asked from the top-most screen
  /// down: the cost is the screens above the first that does, not the path's length.
  package func visiblePathContains(where predicate: (Screen) -> Bool) -> Bool {
    for layer in modals.reversed() {
      for screen in layer.stack.reversed() where predicate(screen) { return true }
    }
    for screen in baseStacks[selectedTabIndex].reversed() where predicate(screen) { return true }
    return false
  }
}

// MARK: - Stack slots

extension NavigationState {
  /// A stack's place in the storage: a base stack by index, or a modal layer by index.
  enum Slot: Hashable {
    case base(Int)
    case modal(Int)
  }

  var baseSlots: [Slot] { baseStacks.indices.map { .base($0) } }

  /// The base stacks' slots, then the modal layers'.
  var allSlots: [Slot] { baseSlots + modals.indices.map { .modal($0) } }

  var topSlot: Slot {
    let count = fields.pointee.modals.count
    return count == 0 ? .base(selectedTabIndex) : .modal(count - 1)
  }

  func stack(_ slot: Slot) -> ScreenStack {
    // Read in place: the fields' getters would copy every stack to return one.
    switch slot {
    case .base(let index): fields.pointee.baseStacks[index]
    case .modal(let index): fields.pointee.modals[index].stack
    }
  }

  /// Adds what changed in the base stacks from `before` to this state to `removed` and `added`,
  /// read in place (see ``ScreenStack/noteChanges(from:removed:added:)``).
  func noteBaseStackChanges(since before: NavigationState, removed: inout [Screen], added: inout [Screen]) {
    let (mine, theirs) = (fields, before.fields)
    mine.pointee.baseStacks.noteChanges(from: theirs.pointee.baseStacks, removed: &removed, added: &added)
  }

  /// The number of screens in the stack at `slot`, read without copying the stack.
  func stackCount(_ slot: Slot) -> Int {
    switch slot {
    case .base(let index): fields.pointee.baseStacks.count(at: index)
    case .modal(let index): fields.pointee.modals[index].stack.count
    }
  }

  /// Runs `body` on the stack in place, so that appending or removing does not copy it.
  mutating func withStack<Result, Failure: Error>(
    _ slot: Slot, _ body: (inout ScreenStack) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    switch slot {
    case .base(let index):
      makeUnique()
      return try fields.pointee.baseStacks.withStack(at: index, body)
    case .modal(let index):
      return try body(&modals[index].stack)
    }
  }

  func slot(for location: StackLocation) -> Slot? {
    switch location {
    case .root:
      return tabIDs == nil ? .base(0) : nil
    case .tab(let id):
      return tabIDs?.firstIndex(of: id).map { .base($0) }
    case .modal(let index):
      return modals.indices.contains(index) ? .modal(index) : nil
    }
  }

  func location(of slot: Slot) -> StackLocation {
    switch slot {
    case .base(let index): tabIDs.map { .tab($0[index]) } ?? .root
    case .modal(let index): .modal(index)
    }
  }

  /// The slot and index of a screen, by a scan from the top-most layer down, each stack from
  /// its top down: the screens that commands and gestures name are usually near the top.
  func find(_ id: ScreenID) -> (slot: Slot, index: Int)? {
    guard mayContain(id) else { return nil }
    for layer in modals.indices.reversed() {
      if let index = modals[layer].stack.lastIndex(of: id) { return (.modal(layer), index) }
    }
    for base in baseStacks.indices {
      if let index = baseStacks[base].lastIndex(of: id) { return (.base(base), index) }
    }
    return nil
  }

  /// Raises the identifier bound over `screens`; call whenever screens enter the state.
  mutating func noteIdentifiers(of screens: some Sequence<Screen>) {
    for screen in screens where screen.id.rawValue >= identifierBound {
      identifierBound = Self.bound(above: screen.id)
    }
  }

  /// The identifier bound just above `id`; `Int.max` gives `Int.max` instead of overflowing.
  static func bound(above id: ScreenID) -> Int {
    id.rawValue == .max ? .max : id.rawValue + 1
  }

  /// Whether a screen with this identifier may be in the state; `false` means it certainly is not.
  func mayContain(_ id: ScreenID) -> Bool {
    id.rawValue < identifierBound || id.rawValue == .max
  }
}

// MARK: - Equality

extension NavigationState: Hashable {
  /// Two states are equal when they show the same screens in the same places, the same tab
  /// items and the same layout.
  public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
    if lhs.isSameVersion(as: rhs) { return true }
    // Read in place: copying each field out to compare it costs a reference count or two.
    let (left, right) = (lhs.fields, rhs.fields)
    return left.pointee.tabIDs == right.pointee.tabIDs
      && left.pointee.selectedTabIndex == right.pointee.selectedTabIndex
      && left.pointee.baseStacks == right.pointee.baseStacks && left.pointee.modals == right.pointee.modals
      && left.pointee.tabItems == right.pointee.tabItems && left.pointee.rootLayout == right.pointee.rootLayout
      && lhs.hasSameAlert(as: rhs)
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(tabIDs)
    hasher.combine(tabItems)
    hasher.combine(selectedTabIndex)
    hasher.combine(baseStacks)
    hasher.combine(modals)
    hasher.combine(rootLayout)
    hasher.combine(alert)
  }
}

/// The screens of one navigation stack, first (the root) to top: a collection that versions of
/// a state share.
///
/// Reads and edits like an array of ``Screen``s: index it, iterate it, `append`, `removeLast`,
/// build it from an array literal. Underneath, every run of 32 screens below the top ones is
/// kept in a block that copies of the stack share and never change, and the screens above the
/// blocks in runs of 8 that copies share too: copying a stack, pushing or popping a screen, and
/// finding where two versions of a stack start to differ cost the same at a depth of 10 or of
/// 10,000, and a push or a pop copies at most 8 screens. Two stacks are equal when they hold
/// equal screens in the same order, however they were built.
///
/// ```swift
/// let home = Screen(id: 0, route: ShapesRoute.list)
/// let detail = Screen(id: 1, route: ShapesRoute.featured(.star))
/// let stack: ScreenStack = [home, detail]
/// print(stack.last?.route as Any)  // detail's route
/// print(stack.map(\.id))           // [0, 1]
/// ```
public struct ScreenStack: Sendable {
  /// How many screens a shared block holds.
  static let blockSize = 32
  /// `log2(blockSize)`, for dividing positions.
  private static let blockShift = 5
  /// How many screens a chunk holds: a run of the screens above the blocks.
  static let chunkSize = 8
  /// `log2(chunkSize)`, for dividing positions.
  private static let chunkShift = 3
  /// The most chunks above the blocks: with a full top, one block's worth of screens.
  private static let maximumChunks = blockSize / chunkSize - 1

  /// Blocks of exactly ``blockSize`` screens, first first. A block is never changed in place
  /// while another version holds it, so two versions that hold the same block (the same array
  /// buffer) hold the same screens.
  private var blocks: [[Screen]]
  /// Chunks of exactly ``chunkSize`` screens above the blocks, at most `maximumChunks`; shared
  /// between versions as blocks are. They keep a push or a pop from copying more than the top.
  private var chunks: [[Screen]]
  /// The screens above the chunks: at most ``chunkSize``, the only screens a push or a pop copies.
  private var top: [Screen]

  /// An empty stack.
  public init() {
    blocks = []
    chunks = []
    top = []
  }

  /// A stack of these screens, in order.
  public init(_ screens: some Sequence<Screen>) {
    if let stack = screens as? ScreenStack {
      self = stack
      return
    }
    self.init()
    append(contentsOf: screens)
  }

  /// Where the chunks start: the number of screens in blocks.
  private var chunksStart: Int { blocks.count << Self.blockShift }

  /// Where the top screens start.
  private var topStart: Int { chunksStart + (chunks.count << Self.chunkShift) }
}

extension ScreenStack: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The position of the first screen: 0.
  public var startIndex: Int { 0 }

  /// The position after the top screen: the number of screens.
  public var endIndex: Int { topStart + top.count }

  /// The screen at `position` (0 is the first screen of the stack).
  public subscript(position: Int) -> Screen {
    get {
      let block = position >> Self.blockShift
      if block < blocks.count { return blocks[block][position & (Self.blockSize - 1)] }
      let above = position - chunksStart
      let chunk = above >> Self.chunkShift
      if chunk < chunks.count { return chunks[chunk][above & (Self.chunkSize - 1)] }
      return top[above - (chunks.count << Self.chunkShift)]
    }
    set {
      let block = position >> Self.blockShift
      if block < blocks.count {
        blocks[block][position & (Self.blockSize - 1)] = newValue
        return
      }
      let above = position - chunksStart
      let chunk = above >> Self.chunkShift
      if chunk < chunks.count {
        chunks[chunk][above & (Self.chunkSize - 1)] = newValue
      } else {
        top[above - (chunks.count << Self.chunkShift)] = newValue
      }
    }
  }

  /// Adds `screen` on top.
  public mutating func append(_ screen: Screen) {
    if top.count == Self.chunkSize {
      if chunks.count == Self.maximumChunks {
        var block: [Screen] = []
        block.reserveCapacity(Self.blockSize)
        for chunk in chunks { block.append(contentsOf: chunk) }
        block.append(contentsOf: top)
        blocks.append(block)
        chunks = []
      } else {
        chunks.append(top)
      }
      top = []
      top.reserveCapacity(Self.chunkSize)
    }
    top.append(screen)
  }

  /// Adds `screens` on top, in order.
  public mutating func append(contentsOf screens: some Sequence<Screen>) {
    for screen in screens { append(screen) }
  }

  /// Removes the top `count` screens; only the blocks and chunks they were in are touched.
  package mutating func removeLast(_ count: Int) {
    precondition(count >= 0 && count <= self.count, "cannot remove \(count) screens from a stack of \(self.count)")
    keepFirst(self.count - count)
  }

  /// Removes the top screen and returns it.
  @discardableResult
  package mutating func removeLast() -> Screen {
    guard let screen = last else { preconditionFailure("cannot remove the top screen of an empty stack") }
    keepFirst(count - 1)
    return screen
  }

  /// Replaces the screens in `range` with `screens`, copying only the screens from the block or
  /// chunk that `range` starts in to the top.
  public mutating func replaceSubrange(_ range: Range<Int>, with screens: some Collection<Screen>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range \(range) is outside a stack of \(count)")
    let topStart = self.topStart
    if range.lowerBound >= topStart {
      top.replaceSubrange((range.lowerBound - topStart)..<(range.upperBound - topStart), with: screens)
      if top.count > Self.chunkSize { setAboveBlocks(Array(chunks.joined()) + top) }
      return
    }
    if screens.isEmpty && range.upperBound == count { return keepFirst(range.lowerBound) }
    // The screens from the start of the block or chunk that `range` starts in are rebuilt.
    let chunksStart = self.chunksStart
    var rebuilt: [Screen]
    if range.lowerBound >= chunksStart {
      let keptChunks = (range.lowerBound - chunksStart) >> Self.chunkShift
      rebuilt = Array(chunks[..<keptChunks].joined())
      rebuilt.append(contentsOf: self[(chunksStart + (keptChunks << Self.chunkShift))..<range.lowerBound])
    } else {
      rebuilt = Array(self[(range.lowerBound & ~(Self.blockSize - 1))..<range.lowerBound])
    }
    rebuilt.append(contentsOf: screens)
    rebuilt.append(contentsOf: self[range.upperBound...])
    if range.lowerBound < chunksStart { blocks.removeSubrange((range.lowerBound >> Self.blockShift)...) }
    setAboveBlocks(rebuilt)
  }

  /// Prepares for `capacity` screens in all.
  public mutating func reserveCapacity(_ capacity: Int) {
    blocks.reserveCapacity(capacity >> Self.blockShift)
  }

  /// Keeps the first `newCount` screens: the blocks and chunks under them stay shared.
  private mutating func keepFirst(_ newCount: Int) {
    let topStart = self.topStart
    if newCount >= topStart {
      // A pop, the usual case, through the array's own `removeLast()`, which costs less than
      // the generic removal of a count.
      let removed = topStart + top.count - newCount
      if removed == 1 { top.removeLast() } else { top.removeLast(removed) }
      return
    }
    let chunksStart = self.chunksStart
    if newCount >= chunksStart {
      let above = newCount - chunksStart
      let keptChunks = above >> Self.chunkShift
      top = Array(chunks[keptChunks][..<(above & (Self.chunkSize - 1))])
      chunks.removeSubrange(keptChunks...)
      return
    }
    let keptBlocks = newCount >> Self.blockShift
    let rest = blocks[keptBlocks][..<(newCount & (Self.blockSize - 1))]
    blocks.removeSubrange(keptBlocks...)
    setAboveBlocks(Array(rest))
  }

  /// Makes `screens` the screens above the blocks: runs of ``blockSize`` go into new blocks
  /// until at most ``blockSize`` are left, which go into chunks and a top of 1 to ``chunkSize``
  /// screens (none when none are left).
  private mutating func setAboveBlocks(_ screens: [Screen]) {
    var start = 0
    while screens.count - start > Self.blockSize {
      blocks.append(Array(screens[start..<(start + Self.blockSize)]))
      start += Self.blockSize
    }
    let left = screens.count - start
    let chunkCount = left == 0 ? 0 : (left - 1) >> Self.chunkShift
    chunks = []
    for chunk in 0..<chunkCount {
      let first = start + (chunk << Self.chunkShift)
      chunks.append(Array(screens[first..<(first + Self.chunkSize)]))
    }
    top = Array(screens[(start + (chunkCount << Self.chunkShift))...])
  }
}

extension ScreenStack {
  /// How many screens, from the first, are equal in this stack and `other`.
  ///
  /// Blocks and chunks both stacks share are skipped without looking at their screens, so two
  /// versions of a stack (before and after a push, say) compare in a time that does not grow
  /// with their depth. Screens that are not shared are compared one by one.
  public func commonPrefixCount(with other: ScreenStack) -> Int {
    var sharedBlocks = Swift.min(blocks.count, other.blocks.count)
    if !blocks.sharesStorage(with: other.blocks) {
      var block = 0
      while block < sharedBlocks, blocks[block].sharesStorage(with: other.blocks[block]) { block += 1 }
      sharedBlocks = block
    }
    var matched = sharedBlocks << Self.blockShift
    if sharedBlocks == blocks.count && sharedBlocks == other.blocks.count {
      // The same blocks: the chunks both share, then the top screens.
      var sharedChunks = Swift.min(chunks.count, other.chunks.count)
      if !chunks.sharesStorage(with: other.chunks) {
        var chunk = 0
        while chunk < sharedChunks, chunks[chunk].sharesStorage(with: other.chunks[chunk]) { chunk += 1 }
        sharedChunks = chunk
      }
      matched += sharedChunks << Self.chunkShift
      if sharedChunks == chunks.count && sharedChunks == other.chunks.count {
        return matched + top.commonPrefixCount(with: other.top)
      }
    } else {
      // Blocks both have but do not share: screen by screen, block by block.
      for block in sharedBlocks..<Swift.min(blocks.count, other.blocks.count) {
        let equal = blocks[block].commonPrefixCount(with: other.blocks[block])
        matched += equal
        if equal < Self.blockSize { return matched }
      }
    }
    // At most a block's worth of screens is left.
    let limit = Swift.min(count, other.count)
    while matched < limit, self[matched] == other[matched] { matched += 1 }
    return matched
  }
}

extension ScreenStack {
  /// Whether both are the same version of a stack: they share every block, chunk and top, and
  /// so hold the same screens, found without comparing any.
  func sharesStorage(with other: ScreenStack) -> Bool {
    top.sharesStorage(with: other.top) && chunks.sharesStorage(with: other.chunks)
      && blocks.sharesStorage(with: other.blocks)
  }

  /// Adds the screens of `old` that this stack does not hold at the same place to `removed`,
  /// and the screens this stack holds that `old` did not to `added`: for this stack as a later
  /// version of `old`, what the change took and brought. Costs the screens that changed.
  func noteChanges(from old: ScreenStack, removed: inout [Screen], added: inout [Screen]) {
    if sharesStorage(with: old) { return }
    let kept = old.commonPrefixCount(with: self)
    if kept < old.count { removed.append(contentsOf: old[kept...]) }
    if kept < count { added.append(contentsOf: self[kept...]) }
  }

  /// The position of the screen with this identifier, searched from the top down.
  func lastIndex(of id: ScreenID) -> Int? {
    if let index = top.lastIndex(where: { $0.id == id }) { return topStart + index }
    for chunk in chunks.indices.reversed() {
      if let found = chunks[chunk].lastIndex(where: { $0.id == id }) {
        return chunksStart + (chunk << Self.chunkShift) + found
      }
    }
    for block in blocks.indices.reversed() {
      let found = blocks[block].withUnsafeBufferPointer { screens in screens.lastIndex { $0.id == id } }
      if let found { return (block << Self.blockShift) + found }
    }
    return nil
  }
}

extension ScreenStack: Hashable {
  /// Whether both hold equal screens in the same order.
  public static func == (lhs: ScreenStack, rhs: ScreenStack) -> Bool {
    lhs.count == rhs.count && lhs.commonPrefixCount(with: rhs) == lhs.count
  }

  /// Hashes the screens in order.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for screen in self { hasher.combine(screen) }
  }
}

extension ScreenStack: ExpressibleByArrayLiteral {
  /// A stack of the listed screens, first first.
  public init(arrayLiteral screens: Screen...) {
    self.init(screens)
  }
}

extension ScreenStack: CustomReflectable, CustomStringConvertible {
  /// The screens, as an array's mirror shows them.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
  }

  /// The screens, printed as an array of them prints.
  public var description: String { Array(self).description }
}

extension Array {
  /// Whether both arrays are the same storage: then they hold the same elements, found
  /// without comparing any.
  func sharesStorage(with other: [Element]) -> Bool {
    count == other.count
      && withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
  }
}

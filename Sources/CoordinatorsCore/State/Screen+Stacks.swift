extension [Screen] {
  /// How many screens, from the first, are equal in this array and `other`.
  ///
  /// Copies of one screen are found equal by a reference, without comparing their routes.
  func commonPrefixCount(with other: [Screen]) -> Int {
    withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in
        let limit = Swift.min(mine.count, theirs.count)
        // One array (two versions of a stack share it): every screen is the same.
        if mine.baseAddress == theirs.baseAddress { return limit }
        var count = 0
        while count < limit, mine[count] == theirs[count] { count += 1 }
        return count
      }
    }
  }
}

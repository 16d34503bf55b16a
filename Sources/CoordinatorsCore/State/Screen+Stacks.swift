extension [Screen] {
  /// How many screens, from the first, are equal in this stack and `other`.
  ///
  /// Pushes and pops leave the start of a stack as it was, so the planner and the checks of a
  /// whole new stack look only past it. The screens are compared in place, without copying
  /// each one (and its route) out of the arrays.
  func commonPrefixCount(with other: [Screen]) -> Int {
    withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in
        let limit = Swift.min(mine.count, theirs.count)
        var count = 0
        // Field by field through the pointers, the cheap identifier first: comparing whole
        // screens would copy each one out of its array.
        while count < limit, mine[count].id == theirs[count].id, mine[count].owner == theirs[count].owner,
          mine[count].presentation == theirs[count].presentation, mine[count].route == theirs[count].route
        {
          count += 1
        }
        return count
      }
    }
  }
}

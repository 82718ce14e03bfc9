extension Tumbler {
  /// Whether row `row` of a column is marked for removal (rows beyond `marked` are not).
  @inline(__always)
  package static func isMarked(_ marked: [Bool], _ row: Int) -> Bool {
    row < marked.count && marked[row]
  }

  /// Step 2 of the rule on one column of strip indices (top row first), in place: the cells
  /// marked in `marked` are removed, the others fall into the gaps keeping their order, and
  /// the `m` rows left empty at the top take the strip's next indices upwards from `above`
  /// — `above + j` into row `m − 1 − j` — after which `above` moves on by `m` (indices wrap
  /// around the `stripCount` stops). `moved(index, from, to)` is called for every cell that
  /// changes row (a new cell comes from row `to − m`, above the window): first the
  /// survivors from the bottom up, then the new cells from the lowest up.
  ///
  /// The one description of the refill: ``TumbleMachine/chain(stops:startTick:)`` builds the
  /// cells' falls from `moved`, ``chainPay(stops:workspace:)`` ignores it.
  ///
  /// - Returns: the number of cells removed, `m`.
  @inline(__always)
  @discardableResult
  package static func refill(
    _ column: inout [Int], removing marked: [Bool], above: inout Int, stripCount: Int,
    moved: (_ index: Int, _ from: Int, _ to: Int) -> Void
  ) -> Int {
    var count = 0
    for row in column.indices where isMarked(marked, row) { count += 1 }
    guard count > 0 else { return 0 }
    // Reading bottom up, a survivor only moves down, onto a row already read.
    var target = column.count - 1
    for row in column.indices.reversed() where !isMarked(marked, row) {
      let index = column[row]
      column[target] = index
      if target != row { moved(index, row, target) }
      target -= 1
    }
    for position in 0..<count {
      let row = count - 1 - position
      let index = wrap(above + position, stripCount)
      column[row] = index
      moved(index, row - count, row)
    }
    above = wrap(above + count, stripCount)
    return count
  }

  /// `index` wrapped onto a strip of `count` stops, `0 ..< count`.
  @inline(__always)
  package static func wrap(_ index: Int, _ count: Int) -> Int {
    ((index % count) + count) % count
  }
}

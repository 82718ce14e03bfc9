import ReelKitSupport

extension SpinResult {
  /// Checks, over every pair of consecutive ticks of every recorded trace, that every cell
  /// of the window keeps its symbol and its height: each cell drawn at tick `n − 1` at
  /// position `p` with height `H` (``DrumSpec/visibleSymbols(travel:offset:splice:)``, with
  /// the drum's ``DrumResult/splice`` from its tick on) that still overlaps the window at
  /// `p + (x[n] − x[n−1])` must be drawn there at tick `n` (within a millionth of a symbol)
  /// with the same symbol and the same height (``VisibleCellChange/first(before:after:moved:drum:)``),
  /// and the cells of every tick must cover the window once, without gap or overlap
  /// (``VisibleCellChange/gap(in:drum:)``).
  ///
  /// This is ``checkNoVisibleChange(on:)`` made strict for drums whose rows change
  /// (``RowChange``): a cell that grows, shrinks or vanishes in place fails too, not only one
  /// that shows another symbol. A drum that jumps (an instant slam) fails by design. A result
  /// without traces passes (there is nothing to check).
  public func checkCellsKept(on spec: MachineSpec) throws(VisibleCellChange) {
    guard let traces else { return }
    for (index, samples) in traces.enumerated()
    where index < spec.drums.count && index < drums.count {
      let drum = spec.drums[index]
      let splice = drums[index].splice
      func drawn(_ sample: DrumSample) -> [VisibleSymbol] {
        let active = splice.flatMap { sample.tick >= $0.tick ? $0 : nil }
        return drum.visibleSymbols(travel: sample.travel, offset: sample.offset, splice: active)
      }
      guard var previous = samples.first else { continue }
      var shown = drawn(previous)
      if var gap = VisibleCellChange.gap(in: shown, drum: drum) {
        gap.drum = index
        throw gap
      }
      for sample in samples.dropFirst() {
        let now = drawn(sample)
        if var gap = VisibleCellChange.gap(in: now, drum: drum) {
          gap.drum = index
          gap.tick = sample.tick
          throw gap
        }
        if var change = VisibleCellChange.first(
          before: shown, after: now, moved: sample.travel - previous.travel, drum: drum)
        {
          change.drum = index
          change.tick = sample.tick
          throw change
        }
        previous = sample
        shown = now
      }
    }
  }
}

extension VisibleCellChange {
  /// The first cell of `before` that still overlaps the window after moving `moved` pt but
  /// is not drawn in `after` at its new place with the same symbol and height, or `nil`.
  ///
  /// Cells are `drum`'s (``DrumSpec/visibleSymbols(travel:offset:splice:)``, or a
  /// ``DrumFrame``'s ``DrumFrame/symbols``); a cell without ``VisibleSymbol/height`` is
  /// ``DrumGeometry/symbolHeight`` tall. The window is this spin's,
  /// `−(t₁ + ½)·h₁ … (R₁ − t₁ − ½)·h₁` from the result line; positions match within a
  /// millionth of the smaller symbol height. The change's ``tick`` is 0: the caller knows it.
  public static func first(
    before: [VisibleSymbol], after: [VisibleSymbol], moved: Double, drum: DrumSpec
  ) -> VisibleCellChange? {
    let geometry = drum.geometry
    let h = geometry.symbolHeight
    let tolerance = min(h, drum.previousGeometry.symbolHeight) * 1e-6
    let top = -(Double(geometry.targetRow) + 0.5) * h
    let bottom = (Double(geometry.visibleRows - geometry.targetRow) - 0.5) * h
    for old in before {
      let expected = old.position + moved
      let height = old.height ?? h
      guard expected - height / 2 < bottom - tolerance, expected + height / 2 > top + tolerance
      else { continue }
      let new = after.first(where: { abs($0.position - expected) <= tolerance })
      if let new, new.symbol.hasSameBytes(as: old.symbol),
        abs((new.height ?? h) - height) <= tolerance
      {
        continue
      }
      return VisibleCellChange(
        kind: .changed, drum: 0, tick: 0, position: expected, before: old.symbol,
        beforeHeight: height,
        after: new?.symbol, afterHeight: new.map { $0.height ?? h })
    }
    return nil
  }

  /// Where `cells` (top first, as drawn) fail to cover the window from its top edge to its
  /// bottom edge exactly once — a gap or an overlap between two cells, or the first cell
  /// starting below the top edge, or the last ending above the bottom edge — or `nil` when
  /// they tile it. Edges match within a millionth of the smaller symbol height. A cell
  /// without ``VisibleSymbol/height`` is ``DrumGeometry/symbolHeight`` tall.
  public static func gap(in cells: [VisibleSymbol], drum: DrumSpec) -> VisibleCellChange? {
    let geometry = drum.geometry
    let h = geometry.symbolHeight
    let tolerance = min(h, drum.previousGeometry.symbolHeight) * 1e-6
    let top = -(Double(geometry.targetRow) + 0.5) * h
    let bottom = (Double(geometry.visibleRows - geometry.targetRow) - 0.5) * h
    var edge = top
    var first = true
    for cell in cells {
      let height = cell.height ?? h
      let upper = cell.position - height / 2
      let fits = first ? upper <= edge + tolerance : abs(upper - edge) <= tolerance
      if !fits {
        return VisibleCellChange(
          kind: .notTiled, drum: 0, tick: 0, position: edge, before: "", beforeHeight: 0)
      }
      first = false
      edge = cell.position + height / 2
    }
    guard !first, edge >= bottom - tolerance else {
      return VisibleCellChange(
        kind: .notTiled, drum: 0, tick: 0, position: edge, before: "", beforeHeight: 0)
    }
    return nil
  }
}

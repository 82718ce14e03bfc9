import ReelKitSupport

extension DrumSpec {
  /// Where the previous spin's cells meet this spin's on a drum whose rows change, pt down
  /// from this spin's result line at travel `x` (``RowChange``):
  ///
  ///     y_s = x − (t₁ + ½)·h₁
  ///
  /// the window's top edge at `x = 0`, its bottom edge at `x = W`. `nil` when the rows do not
  /// change.
  public func seamPosition(travel: Double) -> Double? {
    guard changesRows else { return nil }
    return travel - (Double(geometry.targetRow) + 0.5) * geometry.symbolHeight
  }

  /// The distance `c = (t₀ + ½)·h₀ − (t₁ + ½)·h₁` from this spin's result line down to the
  /// previous spin's, pt (both windows share their top edge): a cell drawn by
  /// ``previousGeometry`` at `y` from its result line is at `y + c` from this spin's.
  public var previousResultLine: Double {
    let previous = previousGeometry
    return (Double(previous.targetRow) + 0.5) * previous.symbolHeight
      - (Double(geometry.targetRow) + 0.5) * geometry.symbolHeight
  }

  /// The cells in or partly in the window at travel `travel` and offset `offset` (the drum's
  /// offset on this spin's geometry, ``DrumSample/offset``), top first, each at its distance
  /// from this spin's result line (``VisibleSymbol/position``).
  ///
  /// A drum of fixed rows draws ``DrumGeometry/visibleSymbols(offset:splice:)``. A drum whose
  /// rows change (``RowChange``) draws, with `y_s` the ``seamPosition(travel:)``:
  ///
  /// - above the seam, this spin's cells, `h₁` tall: those of
  ///   ``DrumGeometry/visibleSymbols(offset:splice:)`` with `y + h₁/2 ≤ y_s`;
  /// - below it, the previous spin's cells, `h₀` tall: the previous geometry's
  ///   (``previousGeometry``) at offset `wrap(s₀·h₀ + x)`, moved down by
  ///   `c = (t₀ + ½)·h₀ − (t₁ + ½)·h₁` to this spin's result line, with `y − h₀/2 ≥ y_s`.
  ///
  /// (Both sides within a millionth of a symbol, for rounding.) Every cell then has its
  /// ``VisibleSymbol/height``. At rest the seam is at or below the window's bottom edge
  /// (``minimumLandingTravel``), so the cells are exactly this spin's window.
  public func visibleSymbols(travel: Double, offset: Double, splice: StripSplice?)
    -> [VisibleSymbol]
  {
    guard let seam = seamPosition(travel: travel), seam.isFinite else {
      return geometry.visibleSymbols(offset: offset, splice: splice)
    }
    let h1 = geometry.symbolHeight
    let previous = previousGeometry
    let h0 = previous.symbolHeight
    let tolerance = min(h0, h1) * 1e-6
    var cells: [VisibleSymbol] = []
    let bottom = (Double(geometry.visibleRows - geometry.targetRow) - 0.5) * h1
    // This spin's cells, once the seam is inside or below the window.
    if seam > -(Double(geometry.targetRow) + 0.5) * h1 - tolerance {
      for cell in geometry.visibleSymbols(offset: offset, splice: splice)
      where cell.position + h1 / 2 <= seam + tolerance {
        var drawn = cell
        drawn.height = h1
        cells.append(drawn)
      }
    }
    // The previous spin's cells, while the seam is above the window's bottom edge.
    if seam < bottom + tolerance {
      let shift = previousResultLine
      let start = previous.centredOffset(of: startIndex)
      for cell in previous.visibleSymbols(offset: previous.wrap(start + travel)) {
        var drawn = cell
        drawn.position += shift
        drawn.height = h0
        if drawn.position - h0 / 2 >= seam - tolerance { cells.append(drawn) }
      }
    }
    return cells.sortedStably { $0.position < $1.position }
  }
}

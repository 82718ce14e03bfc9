import ReelKitSupport

/// One symbol of a drum as drawn at a moment: which strip index, its name and where.
public struct VisibleSymbol: Sendable, Equatable, Hashable {
  /// The strip index.
  public var index: Int
  /// The symbol's name.
  public var symbol: String
  /// The distance of the symbol's centre from the result line (the middle of the result row,
  /// ``DrumGeometry/targetRow``), pt, within half a strip of the window's middle: draw it at
  /// `y = resultY + position` (negative: above the result line, on a screen whose y axis
  /// points down).
  public var position: Double
  /// The cell's height, pt, on a drum whose rows change this spin (``RowChange``): the
  /// previous spin's `W/R₀` below the seam, this spin's `W/R₁` above it; `nil` on a drum of
  /// fixed rows, whose cells are all ``DrumGeometry/symbolHeight`` tall.
  public var height: Double?

  /// Creates a visible symbol; `height` only for a drum whose rows change.
  public init(index: Int, symbol: String, position: Double, height: Double? = nil) {
    self.index = index
    self.symbol = symbol
    self.position = position
    self.height = height
  }
}

extension DrumGeometry {
  /// Wraps any distance into `[−L/2, L/2)`, pt: ``wrap(_:)``, minus `L` from `L/2` on
  /// (exact: `w − L` for `w ∈ [L/2, L)` needs no rounding).
  ///
  ///     signedWrap(d) = wrap(d) − (wrap(d) ≥ L/2 ? L : 0)
  public func signedWrap(_ distance: Double) -> Double {
    let length = stripLength
    let wrapped = wrap(distance)
    return wrapped >= length / 2 ? wrapped - length : wrapped
  }

  /// The symbols in the window, or partly in it, when the drum's offset is `offset`, top
  /// first: symbol `j` is at `position = m + signedWrap(offset − j·h − m)`, wrapped around the
  /// window's middle `m = (R − 1 − 2t)·h/2` (0 for a centred window), and shown when its centre
  /// lies strictly between `−(t + 1)·h` and `(R − t)·h` (R rows, result row t; less a
  /// billionth of `h` at each end, so that at rest the symbols just touching the window's
  /// edges are not listed). At rest on
  /// `k` they are exactly ``windowIndices(restingAt:)``; on a strip no longer than the window
  /// every symbol is listed once. A wheel (``segmentWidths``) shows every segment, at
  /// `position = signedWrap(offset − c_j)` for its centre `c_j` (``centredOffset(of:)``).
  public func visibleSymbols(offset: Double) -> [VisibleSymbol] {
    if let widths = segmentWidths { return visibleSegments(offset: offset, widths: widths) }
    let count = strip.count
    let h = symbolHeight
    guard count > 0, h > 0, h.isFinite, offset.isFinite, (1...count).contains(visibleRows),
      (0..<visibleRows).contains(targetRow)
    else { return [] }
    let row = targetRow
    let above = -Double(row + 1) * h + h * 1e-9
    let below = Double(visibleRows - row) * h - h * 1e-9
    let radius = max(0, row, visibleRows - 1 - row) + 2
    // Wrapped around the window's middle, so that a window taller than half the strip is
    // drawn whole (the middle is the result line for a centred window).
    let middle = Double(visibleRows - 1 - 2 * row) * h / 2
    let candidates: [Int]
    if count <= 2 * radius + 1 {
      candidates = Array(0..<count)
    } else {
      let centre = Int(saturating: offset / h, .toNearestOrAwayFromZero)
      candidates = (centre - radius...centre + radius).map(wrapIndex)
    }
    return candidates.compactMap { index in
      let position = middle + signedWrap(offset - centredOffset(of: index) - middle)
      guard position > above, position < below else { return nil }
      return VisibleSymbol(index: index, symbol: strip[index], position: position)
    }.sortedStably { $0.position < $1.position }
  }
}

extension DrumGeometry {
  /// Every segment of a wheel with its centre's signed distance from the result line, in
  /// strip order.
  fileprivate func visibleSegments(offset: Double, widths: [Double]) -> [VisibleSymbol] {
    guard offset.isFinite, widths.count == strip.count, !widths.isEmpty else { return [] }
    var centre = 0.0
    var symbols: [VisibleSymbol] = []
    for index in widths.indices {
      if index > 0 { centre += (widths[index - 1] + widths[index]) / 2 }
      symbols.append(
        VisibleSymbol(
          index: index, symbol: strip[index], position: signedWrap(offset - centre)))
    }
    return symbols
  }
}
#if !hasFeature(Embedded)
  extension VisibleSymbol: Codable {}
#endif

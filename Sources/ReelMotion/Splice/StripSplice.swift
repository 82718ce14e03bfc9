/// What the `splice` landing strategy placed on a drum's strip, and how to draw it.
///
/// At its stop request a splicing drum lands on the first whole-symbol travel `X` at or
/// beyond its braking distance, wherever the target is. Without a splice it would rest on
/// ``landingIndex`` of the spinning strip; the decided stop is the target. From ``tick`` on,
/// the drum is drawn on the strip turned by ``shift`` symbols — its offset grows by
/// `shift·h`, so that it rests on the target's offset `target·h` and shows the target's
/// window of the real strip — while the symbols in or near the window at that moment keep
/// what they showed (``kept``), so that nothing visible changes in place.
///
/// Drawing rule: before ``tick`` symbol `j` is `strip[j]`; from ``tick`` on it is the kept
/// symbol of index `j` when ``kept`` lists one, otherwise `strip[j]`
/// (``symbol(at:strip:tick:)``). The window at rest, rows ``stops``, is the decided outcome's
/// window on the real strip; none of its indices is kept.
public struct StripSplice: Sendable, Equatable, Hashable {
  /// The tick from which the drum is drawn on the turned strip (its stop request).
  public var tick: Int
  /// The turn in symbols, `1 ... N − 1`: a strip index before the splice is
  /// `index + shift (mod N)` after it.
  public var shift: Int
  /// The strip index the drum would have rested on without the splice.
  public var landingIndex: Int
  /// The strip indices of the window at rest, top row first: the target's window, spliced
  /// in where ``landingIndex``'s window would have been.
  public var stops: [Int]
  /// The symbols of ``stops``, top row first.
  public var symbols: [String]
  /// The symbols in or near the window at the splice, by their index on the turned strip:
  /// they keep the symbol they showed before it.
  public var kept: [KeptSymbol]

  /// Creates a splice record.
  public init(
    tick: Int, shift: Int, landingIndex: Int, stops: [Int], symbols: [String], kept: [KeptSymbol]
  ) {
    self.tick = tick
    self.shift = shift
    self.landingIndex = landingIndex
    self.stops = stops
    self.symbols = symbols
    self.kept = kept
  }

  /// The symbol drawn at strip index `index` at `tick` (see the drawing rule above).
  public func symbol(at index: Int, strip: [String], tick: Int) -> String {
    if tick >= self.tick, let kept = kept.first(where: { $0.index == index }) {
      return kept.symbol
    }
    return strip[index]
  }
}

/// One symbol a splice keeps: strip index `index` (on the turned strip) shows `symbol`.
public struct KeptSymbol: Sendable, Equatable, Hashable {
  /// The strip index after the splice.
  public var index: Int
  /// The symbol it keeps showing.
  public var symbol: String

  /// Creates a kept symbol.
  public init(index: Int, symbol: String) {
    self.index = index
    self.symbol = symbol
  }
}

#if !hasFeature(Embedded)
  extension StripSplice: Codable {}
  extension KeptSymbol: Codable {}
#endif

extension DrumGeometry {
  /// ``visibleSymbols(offset:)`` drawn with a splice in effect (its kept symbols replace the
  /// strip's); the plain strip when `splice` is `nil`.
  public func visibleSymbols(offset: Double, splice: StripSplice?) -> [VisibleSymbol] {
    let symbols = visibleSymbols(offset: offset)
    guard let splice, !splice.kept.isEmpty else { return symbols }
    return symbols.map { visible in
      var drawn = visible
      if let kept = splice.kept.first(where: { $0.index == visible.index }) {
        drawn.symbol = kept.symbol
      }
      return drawn
    }
  }
}

/// The visible shape of one drum: its strip of symbols, the height of one symbol and the
/// window that shows part of the strip.
///
/// ## Positions
///
/// The strip has `N` symbols of height `h`, so its length is `L = N·h`. A drum's wrapped
/// **offset** lies in `[0, L)`; symbol `k` is exactly centred on the **result line** when
/// `offset == k·h`. The result line runs through the middle of the window's **result row**
/// ``targetRow`` (row 0 at the top): the row the decided stop rests in.
///
/// ## The window
///
/// The window shows `R = visibleRows` rows, any count from 1 to `N`. Its result row is
/// `t = resultRow`, or by default `t = ⌊(R − 1)/2⌋`: the centre row when `R` is odd, the upper
/// of the two middle rows when `R` is even (row 1 of 4, row 2 of 6). A drum at rest on `k`
/// shows in row `i` (top first) the symbol `k + t − i`:
///
///     k + t, …, k + 1, k, k − 1, …, k + t − (R − 1)
///
/// so row `t` shows the target `k`, the rows above it the symbols that come next and the rows
/// below it the ones that passed. For an odd `R` with the default row this is the centred
/// window `k + r … k … k − r`, `r = (R − 1)/2`.
///
/// ## Direction
///
/// Spinning forward makes the offset grow, so the index on the result line goes
/// `k, k + 1, k + 2, …`. On a vertical drum the symbols move **down** the screen: the row
/// above the result row shows the next index. With the screen's y axis pointing down, the
/// centre of symbol `j` is drawn at
///
///     y_j = resultY + signedWrap(offset − j·h),   signedWrap(d) ∈ [−L/2, L/2)
///
/// where `resultY` is the middle of the result row (``signedWrap(_:)``; ``wrap(_:)`` wraps
/// into `[0, L)`; ``visibleSymbols(offset:)`` lists the symbols to draw with their `y`
/// relative to the result line). The window spans `resultY − (t + ½)·h … resultY + (R − t − ½)·h`.
/// (To draw a window taller than half the strip, wrap around the window's middle,
/// `resultY + (R − 1 − 2t)·h/2`, instead.) A horizontal drum uses the same formula with x for
/// y, so its symbols move right.
///
/// ## Segments of different widths
///
/// A prize wheel is a drum whose stops differ in length: ``segmentWidths`` gives each strip
/// stop its own length `w_k` (a narrow jackpot slice), the strip is `L = Σ w_k` long and stop
/// `k` rests on the result line (the wheel's pointer) at the centre of its segment,
/// ``centredOffset(of:)`` `= c_k − c_0` with `c_k = w_0 + … + w_(k−1) + w_k/2`. See
/// <doc:StopPlanner> and ``WheelLayout`` for drawing one.
public struct DrumGeometry: Sendable, Equatable, Hashable {
  /// The symbol names of the strip, in strip order (index 0 first).
  public var strip: [String]
  /// The height of one symbol, in points.
  public var symbolHeight: Double
  /// The number of rows shown in the window, from 1 to the strip's symbol count.
  public var visibleRows: Int
  /// The row the decided stop rests in, counted from the top (row 0), or `nil` for the default
  /// ``defaultResultRow(visibleRows:)``; ``targetRow`` is the row in effect.
  public var resultRow: Int?
  /// The length of each strip stop along the strip, pt, for a wheel whose segments differ in
  /// width (one per strip entry, positive); `nil` for a drum, whose stops are all
  /// ``symbolHeight`` long. Landings are exact when every width is a multiple of
  /// ``segmentWidthGrain`` (all sums are then exact in binary floating point).
  public var segmentWidths: [Double]?

  /// Creates a geometry; call ``issues()`` to check it.
  ///
  /// - Parameters:
  ///   - strip: the symbol names, in strip order.
  ///   - symbolHeight: the height of one symbol, pt.
  ///   - visibleRows: the rows of the window, 1 to the strip's symbol count.
  ///   - resultRow: the row (0 at the top) the decided stop rests in; `nil` for the default,
  ///     the centre row (the upper middle row of an even count).
  ///   - segmentWidths: the length of each strip stop, pt, for segments of different widths;
  ///     `nil` for stops all `symbolHeight` long.
  public init(
    strip: [String], symbolHeight: Double, visibleRows: Int, resultRow: Int? = nil,
    segmentWidths: [Double]? = nil
  ) {
    self.strip = strip
    self.symbolHeight = symbolHeight
    self.visibleRows = visibleRows
    self.resultRow = resultRow
    self.segmentWidths = segmentWidths
  }

  /// The default result row of a window of `visibleRows` rows: `⌊(visibleRows − 1)/2⌋`, the
  /// centre row of an odd count and the upper of the two middle rows of an even count.
  public static func defaultResultRow(visibleRows: Int) -> Int {
    visibleRows < 1 ? 0 : (visibleRows - 1) / 2
  }

  /// The row (0 at the top) the decided stop rests in: ``resultRow``, or
  /// ``defaultResultRow(visibleRows:)`` when it is `nil`.
  public var targetRow: Int {
    resultRow ?? Self.defaultResultRow(visibleRows: visibleRows)
  }

  /// The number of symbols `N` on the strip.
  public var symbolCount: Int { strip.count }

  /// The strip length `L = N·h`, in points (`Σ w_k` with ``segmentWidths``).
  public var stripLength: Double {
    if let segmentWidths { return segmentWidths.reduce(0, +) }
    return Double(strip.count) * symbolHeight
  }

  /// The offset at which symbol `k` is centred on the result line: exactly `k·h` (with
  /// ``segmentWidths``, the centre of segment `k`: `w_0/2 + w_1 + … + w_(k−1) + w_k/2`).
  public func centredOffset(of index: Int) -> Double {
    if let segmentWidths { return segmentCentre(index, widths: segmentWidths) }
    return Double(index) * symbolHeight
  }

  /// Wraps any offset into `[0, L)`: exactly `fmod(offset, L)` (plus `L` when negative).
  public func wrap(_ offset: Double) -> Double {
    Self.wrap(offset, length: stripLength)
  }

  /// Wraps `offset` into `[0, length)` with exactly the bits of
  /// `fmod(offset, length)` (plus `length` when negative), but without `fmod`.
  ///
  /// The remainder is found by binary long division: subtract the largest `2^k·L` not above
  /// `x`, then the next smaller, down to `L`. Each subtraction is exact by Sterbenz's lemma
  /// (`2^k·L ≤ x < 2^(k+1)·L`), and doubling or halving a multiple is exact, so the result
  /// is the exact remainder, as `fmod`'s is. Non-finite input, or a length that is not positive
  /// and finite, gives 0.
  @inlinable
  public static func wrap(_ offset: Double, length: Double) -> Double {
    guard offset.isFinite else { return 0 }
    if offset >= 0 { return remainder(offset, length: length) }
    let remainder = remainder(-offset, length: length)
    // fmod of a negative multiple of L is −0, which the addition below would not give.
    if remainder == 0 { return -0.0 }
    let wrapped = length - remainder
    return wrapped < length ? wrapped : 0
  }

  /// The exact remainder of a non-negative `value` divided by `length`; 0 for a length that
  /// is not positive and finite (no strip has one), so that no input can loop forever.
  ///
  /// The fast path takes `q = ⌊value/length⌋` from the rounded quotient (off by at most one
  /// below 2⁵²) and `r = value − q·length` with one fused multiply-add. For `value ≥ length`
  /// every candidate is a multiple of `ulp(length)`, so whenever the exact `value − q·length`
  /// lies in `(−length, length)` it is representable and the fused operation returns it
  /// exactly; one correction of `q` fixes a quotient rounded across a whole number. Anything
  /// else (a huge quotient) takes the binary long division of ``remainderByHalving(_:length:)``.
  /// Both give the unique exact remainder, so the result is the same bits either way.
  @inlinable
  static func remainder(_ value: Double, length: Double) -> Double {
    guard length > 0, length.isFinite else { return 0 }
    if value < length { return value }
    let ratio = value / length
    if ratio < 0x1p52 {
      // ⌊ratio⌋ by truncation (ratio ≥ 1): no call to `floor` on the baseline x86-64.
      var quotient = Double(Int64(ratio))
      var rest = value.addingProduct(-quotient, length)
      if rest < 0 {
        quotient -= 1
        rest = value.addingProduct(-quotient, length)
      } else if rest >= length {
        quotient += 1
        rest = value.addingProduct(-quotient, length)
      }
      if rest >= 0, rest < length { return rest }
    }
    return remainderByHalving(value, length: length)
  }

  /// The exact remainder by binary long division: subtract the largest `2^k·L` not above the
  /// rest, then the next smaller, down to `L`; each subtraction is exact by Sterbenz's lemma.
  @usableFromInline
  static func remainderByHalving(_ value: Double, length: Double) -> Double {
    var rest = value
    if rest < length { return rest }
    var multiple = length
    while multiple <= rest - multiple { multiple += multiple }
    while multiple >= length {
      if rest >= multiple { rest -= multiple }
      multiple *= 0.5
    }
    return rest
  }

  /// Wraps an index into `0..<N`.
  public func wrapIndex(_ index: Int) -> Int {
    let count = strip.count
    return ((index % count) + count) % count
  }

  /// The signed distance `wrap(offset − k·h)` in `[−L/2, L/2)`: negative while symbol `k` is
  /// still ahead of the result line, positive once it has passed it.
  public func signedError(offset: Double, target index: Int) -> Double {
    let length = stripLength
    var error = wrap(offset - centredOffset(of: index))
    if error >= length / 2 { error -= length }
    return error
  }

  /// The strip indices shown in the window at rest on `index`, top row first: row `i` shows
  /// `index + t − i` (wrapped), with `t` the ``targetRow``, so row `t` shows `index`.
  public func windowIndices(restingAt index: Int) -> [Int] {
    let above = targetRow
    return (0..<visibleRows).map { row in wrapIndex(index + above - row) }
  }

  /// The symbol names shown in the window at rest on `index`, top row first.
  public func window(restingAt index: Int) -> [String] {
    windowIndices(restingAt: index).map { strip[$0] }
  }
}

#if !hasFeature(Embedded)
  extension DrumGeometry: Codable {}
#endif

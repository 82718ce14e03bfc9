/// A drum whose visible rows change from one spin to the next in a window of fixed height
/// (a "Megaways" drum): this spin shows ``DrumGeometry/visibleRows`` rows `R₁` of
/// `h₁ = W/R₁` pt, the spin before showed ``previousRows`` `R₀` of `h₀ = W/R₀` pt, and the
/// window is always ``windowHeight`` `W` pt tall. Set it with ``DrumSpec/setRows(_:previous:)``
/// or ``MachineSpec/withRows(_:previous:)``.
///
/// ## Where the height changes
///
/// No visible cell ever changes size or identity. At rest before the spin the drum shows the
/// previous spin's window: `R₀` cells of `h₀`, its stop `s₀` in the result row `t₀`. The
/// window's top edge is a cell border whatever the row count, so the strip is cut there, out
/// of sight, before the drum moves: below the **seam** the previous cells stay as they are,
/// above it the strip goes on with this spin's height, continuing the strip's order (the cell
/// just above the seam is `s₀ + t₀ + 1`). As the drum spins forward the seam scrolls down
/// through the window and out at the bottom once the drum has travelled `W`; every cell keeps
/// its size from the moment it appears to the moment it leaves.
///
/// With `y` measured down the screen from this spin's result line (the middle of row
/// `t₁`, the line every ``VisibleSymbol/position`` of the drum is measured from), at travel
/// `x` pt:
///
///     seam:            y_s = x − (t₁ + ½)·h₁                   (the window's top edge at x = 0)
///     previous cell m: y = x − m·h₀ + c,  c = (t₀ + ½)·h₀ − (t₁ + ½)·h₁,  index s₀ + m,  drawn while y ≥ y_s + h₀/2
///     new cell j:      y = x − (j − s′)·h₁ (wrapped by L₁ = N·h₁),        s′ = s₀ + t₀ − t₁,  drawn while y ≤ y_s − h₁/2
///
/// So the new cells are exactly those of a plain drum of this spin's geometry that started at
/// rest on the **motion start** `s′` (``DrumSpec/motionStartIndex``): the planner, every
/// landing strategy and the frame loop run that drum unchanged, and only the drawing puts the
/// previous cells below the seam. It lands on `target` at travel `X = q·h₁` with
/// `q ≡ target − s′ (mod N)`, exactly like any drum, and in addition at `X ≥ W`
/// (``DrumSpec/minimumLandingTravel``): the seam is then at or below the window's bottom edge,
/// so the window at rest is `R₁` cells of `h₁` on the row boundaries, offset exactly
/// `target·h₁`, velocity 0.
///
/// A drum whose ``previousRows`` equals its rows does not change: it moves and lands bit for
/// bit as the same drum without a row change.
public struct RowChange: Sendable, Equatable, Hashable {
  /// The allowed window heights, pt: every row count's symbol height `W/R` must also lie in
  /// ``DrumGeometry/symbolHeightRange``.
  public static let windowHeightRange = ParameterRange(0.01, 100_000, unit: "pt")

  /// The window's height `W`, pt: the same on every spin.
  public var windowHeight: Double
  /// The rows `R₀` the drum showed on the previous spin (what it shows at rest when this spin
  /// starts), 1 to the strip's symbol count.
  public var previousRows: Int
  /// The row (0 at the top) the previous spin's stop rested in, `t₀`; `nil` for the drum's
  /// ``DrumGeometry/resultRow`` (or its default for `R₀` rows). A variable-row machine sets it
  /// by the maths' rule for `R₀` rows (`MachineSpec.spinning(_:previousRows:)` in ReelKit).
  public var previousResultRow: Int?

  /// Creates a row change from `previousRows` rows in a window `windowHeight` pt tall, the
  /// previous stop resting in `previousResultRow` (`nil`: the geometry's rule).
  public init(windowHeight: Double, previousRows: Int, previousResultRow: Int? = nil) {
    self.windowHeight = windowHeight
    self.previousRows = previousRows
    self.previousResultRow = previousResultRow
  }

  /// The symbol height of `rows` rows, pt: `W/rows`.
  public func symbolHeight(rows: Int) -> Double {
    windowHeight / Double(rows)
  }
}

#if !hasFeature(Embedded)
  extension RowChange: Codable {}
#endif

/// A drum's position at a display time, ready to draw: ``SpinMachine/sample(at:)`` and
/// ``SpinFrameLoop/frame(at:)`` make one per drum.
///
/// Draw each of ``symbols`` at `y = resultY + position`, `resultY` the middle of the result row (screen y pointing down); nothing
/// else is needed. When ``isAtRest`` the drum rests exactly on ``restingIndex``: the
/// offset is `restingIndex·h`, the velocity 0 and ``symbols`` are the window, top row first.
public struct DrumFrame: Sendable, Equatable, Hashable {
  /// The drum's index in its machine.
  public var drum: Int
  /// The display time, seconds.
  public var time: Double
  /// The phase at the latest tick at or before ``time`` (the earlier of the two ticks the
  /// frame lies between, or the later one at its own time), so that ``DrumPhase/stopped``
  /// means the drum is drawn exactly at rest.
  public var phase: DrumPhase
  /// Travel since the start of the spin, pt.
  public var travel: Double
  /// Wrapped offset in `[0, L)`, pt; exactly `k·h` at rest on `k`. Symbol `j` is drawn at
  /// `y = resultY + DrumGeometry.signedWrap(offset − j·h)` (``DrumGeometry/signedWrap(_:)``),
  /// as ``symbols`` lists them.
  public var offset: Double
  /// Velocity, pt/s; exactly 0 at rest.
  public var velocity: Double
  /// The strip index the drum rests on, when ``isAtRest``; `nil` while it moves (or waits
  /// for its start).
  public var restingIndex: Int?
  /// The symbols in the window or partly in it, top first
  /// (``DrumGeometry/visibleSymbols(offset:)``).
  public var symbols: [VisibleSymbol]
  /// On a drum whose rows change this spin (``RowChange``), where the previous spin's cells
  /// (below) meet this spin's (above): the seam's distance from this spin's result line, pt,
  /// `travel − (t₁ + ½)·h₁` (``DrumSpec/seamPosition(travel:)``); each of ``symbols`` then has
  /// its ``VisibleSymbol/height``. `nil` on a drum of fixed rows.
  public var seam: Double?

  /// Whether the drum is at rest on its target (phase ``DrumPhase/stopped``).
  public var isAtRest: Bool { phase == .stopped }

  /// The names of ``symbols``, top first: the window when at rest.
  public var window: [String] { symbols.map({ $0.symbol }) }

  /// A frame of drum `drum` with `geometry`'s visible symbols at `offset`, drawn with the
  /// drum's splice (``StripSplice``) when it has one, and with the previous spin's cells below
  /// the seam when `spec` changes rows (``DrumSpec/visibleSymbols(travel:offset:splice:)``).
  init(
    drum: Int, time: Double, phase: DrumPhase, travel: Double, offset: Double,
    velocity: Double, geometry: DrumGeometry, splice: StripSplice? = nil, spec: DrumSpec? = nil
  ) {
    self.drum = drum
    self.time = time
    self.phase = phase
    self.travel = travel
    self.offset = offset
    self.velocity = velocity
    restingIndex =
      phase == .stopped
      ? (geometry.hasSegmentWidths
        ? geometry.stop(atOffset: offset)
        : geometry.wrapIndex(Int(saturating: offset / geometry.symbolHeight, .toNearestOrEven)))
      : nil
    if let spec, spec.changesRows {
      symbols = spec.visibleSymbols(travel: travel, offset: offset, splice: splice)
      seam = spec.seamPosition(travel: travel)
    } else {
      symbols = geometry.visibleSymbols(offset: offset, splice: splice)
    }
  }
}

#if !hasFeature(Embedded)
  extension DrumFrame: Codable {}
#endif

/// A symbol that changed in place while visible: between two consecutive ticks the same
/// cell of the window (moved by the drum's travel) showed two different symbols.
public struct VisibleChange: Error, Sendable, Equatable, CustomStringConvertible {
  /// The drum.
  public var drum: Int
  /// The later of the two ticks.
  public var tick: Int
  /// The symbol shown at the earlier tick.
  public var before: String
  /// The symbol shown at the later tick.
  public var after: String
  /// The cell's distance from the result line at the later tick, pt.
  public var position: Double

  /// One line naming the drum, the tick and both symbols.
  public var description: String {
    "visible change: drum \(drum) at tick \(tick): the symbol \(position) pt from the result "
      + "line showed \(before) and now shows \(after)"
  }
}

extension SpinResult {
  /// Checks, over every pair of consecutive ticks of every recorded trace, that no symbol
  /// visible in the window changes in place: each symbol drawn at tick `n − 1` at position
  /// `p` (``DrumGeometry/visibleSymbols(offset:splice:)``, with the drum's
  /// ``DrumResult/splice`` from its tick on; on a drum whose rows change, the previous
  /// spin's cells below the seam, ``DrumSpec/visibleSymbols(travel:offset:splice:)``) that
  /// is still drawn at tick `n` at
  /// `p + (x[n] − x[n−1])` (within a millionth of a symbol) shows the same symbol.
  ///
  /// A result without traces passes (there is nothing to check).
  public func checkNoVisibleChange(on spec: MachineSpec) throws(VisibleChange) {
    guard let traces else { return }
    for (index, samples) in traces.enumerated()
    where index < spec.drums.count && index < drums.count {
      let drum = spec.drums[index]
      let splice = drums[index].splice
      let tolerance = min(drum.geometry.symbolHeight, drum.previousGeometry.symbolHeight) * 1e-6
      func drawn(_ sample: DrumSample) -> [VisibleSymbol] {
        let active = splice.flatMap { sample.tick >= $0.tick ? $0 : nil }
        return drum.visibleSymbols(travel: sample.travel, offset: sample.offset, splice: active)
      }
      guard var previous = samples.first else { continue }
      var shown = drawn(previous)
      for sample in samples.dropFirst() {
        let now = drawn(sample)
        let moved = sample.travel - previous.travel
        for old in shown {
          let expected = old.position + moved
          guard let new = now.first(where: { abs($0.position - expected) <= tolerance }),
            new.symbol != old.symbol
          else { continue }
          throw VisibleChange(
            drum: index, tick: sample.tick, before: old.symbol, after: new.symbol,
            position: new.position)
        }
        previous = sample
        shown = now
      }
    }
  }
}

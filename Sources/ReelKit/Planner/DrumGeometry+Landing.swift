extension DrumGeometry {
  /// The whole number of symbols `q` a drum that started at rest on `startIndex` must travel
  /// to rest on `target`: every `q ≡ target − startIndex (mod N)` works, one per revolution.
  ///
  /// This returns the smallest such `q` with `q·h ≥ minimum`, so the landing travel
  /// `X = q·h` is the next occurrence of the target at or beyond `minimum` pt of travel.
  public func landingSymbols(from startIndex: Int, to target: Int, atLeast minimum: Double) -> Int {
    let count = strip.count
    let residue = wrapIndex(target - startIndex)
    let first = Int(saturating: minimum / symbolHeight, .up)
    var symbols = first + ((residue - first) % count + count) % count
    if Double(symbols) * symbolHeight < minimum { symbols += count }
    return symbols
  }

  /// The landing travel `X = q·h` of ``landingSymbols(from:to:atLeast:)``, pt.
  public func landingTravel(from startIndex: Int, to target: Int, atLeast minimum: Double)
    -> Double
  {
    Double(landingSymbols(from: startIndex, to: target, atLeast: minimum)) * symbolHeight
  }
}

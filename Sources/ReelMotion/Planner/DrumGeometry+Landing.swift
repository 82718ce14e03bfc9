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
  ///
  /// With ``segmentWidths`` (a wheel) the stops are the segments' centres, so `X` is the
  /// smallest `X = g + n·L ≥ minimum` (`n ≥ 0` whole turns) with
  /// `g = wrap(centredOffset(target) − centredOffset(startIndex))`: the drum then rests with
  /// the centre of `target`'s segment on the result line, exactly when the widths are on
  /// ``segmentWidthGrain``.
  public func landingTravel(from startIndex: Int, to target: Int, atLeast minimum: Double)
    -> Double
  {
    guard hasSegmentWidths else {
      return Double(landingSymbols(from: startIndex, to: target, atLeast: minimum)) * symbolHeight
    }
    let length = stripLength
    let gap = wrap(centredOffset(of: target) - centredOffset(of: startIndex))
    guard minimum > gap, length > 0, minimum.isFinite else { return gap }
    var travel = gap + ((minimum - gap) / length).rounded(.up) * length
    if travel < minimum { travel += length }
    return travel
  }
}

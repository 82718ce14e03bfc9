extension DrumGeometry {
  /// The grain every segment width is a multiple of for exact landings, pt: `1/64`. Every
  /// segment centre, their differences and whole turns added to them are then multiples of
  /// `1/128` below `2^45`, which binary floating point holds exactly, so a wheel rests bit for
  /// bit on ``centredOffset(of:)``.
  public static let segmentWidthGrain = 1.0 / 64

  /// The smallest segment width the model accepts, pt.
  public static let minimumSegmentWidth = 0.25

  /// Whether the stops differ in length (a wheel with ``segmentWidths``).
  public var hasSegmentWidths: Bool { segmentWidths != nil }

  /// The centre of segment `index` measured from the centre of segment 0, pt:
  /// `w_0/2 + w_1 + … + w_(index−1) + w_index/2` (0 for segment 0); an index off the strip is
  /// wrapped.
  func segmentCentre(_ index: Int, widths: [Double]) -> Double {
    guard !widths.isEmpty else { return 0 }
    let target = ((index % widths.count) + widths.count) % widths.count
    if target == 0 { return 0 }
    var centre = widths[0] / 2
    for width in widths[1..<target] { centre += width }
    return centre + widths[target] / 2
  }

  /// The strip stop whose segment holds the result line when the drum's offset is `offset`:
  /// with ``segmentWidths``, the `k` with `c_k − w_k/2 ≤ wrap(offset) < c_k + w_k/2` (an offset
  /// on a border belongs to the segment after it); otherwise the nearest whole stop
  /// `round(offset/h)`, wrapped.
  public func stop(atOffset offset: Double) -> Int {
    guard let widths = segmentWidths, !widths.isEmpty else {
      guard symbolHeight > 0, !strip.isEmpty else { return 0 }
      return wrapIndex(Int(saturating: wrap(offset) / symbolHeight, .toNearestOrAwayFromZero))
    }
    // Measured from the leading border of segment 0.
    let position = DrumGeometry.wrap(wrap(offset) + widths[0] / 2, length: stripLength)
    var border = 0.0
    for (index, width) in widths.enumerated() {
      border += width
      if position < border { return index }
    }
    return 0
  }

  /// The issues of ``segmentWidths``: one width per strip stop, each a multiple of
  /// ``segmentWidthGrain`` of at least ``minimumSegmentWidth``.
  func segmentIssues() -> [ParameterIssue] {
    guard let widths = segmentWidths else { return [] }
    var check = IssueCollector()
    if widths.count != strip.count {
      check.fail(
        "segmentWidths",
        "has \(widths.count) widths for \(strip.count) strip stops (allowed: one per stop)")
    }
    for (index, width) in widths.enumerated() {
      let onGrain = (width / Self.segmentWidthGrain).rounded() * Self.segmentWidthGrain == width
      if !width.isFinite || width < Self.minimumSegmentWidth || width > 10_000 || !onGrain {
        check.fail(
          "segmentWidths[\(index)]",
          "\(format(width)) is not allowed (allowed: a multiple of 1/64 from "
            + "\(format(Self.minimumSegmentWidth)) to 10000 pt)")
      }
    }
    return check.issues
  }
}

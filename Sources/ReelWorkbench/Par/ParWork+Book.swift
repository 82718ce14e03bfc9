import ReelKit

extension ParWork {
  /// The "Book of" spread pass of a free-spins feature with an expanding symbol
  /// (``/ReelKit/ExpandingSymbolSheet``): it visits every stop combination of the feature
  /// drums once, whichever method prices the games, so `auto` adds it to both estimates.
  public struct BookSpread: Sendable, Equatable {
    /// The feature drums' stop combinations (`Π stops`), or `nil` beyond
    /// ``/ReelKit/ExpandingSymbolSheet/maximumCombinations`` (no pass then: the spread counts
    /// the expansion as independent of the rest of the spin).
    public var combinations: UInt64?
    /// Its estimated time, one core's seconds (0 without a pass).
    public var seconds: Double

    /// The phrase of the sheet's method line.
    public var phrase: String {
      guard let combinations else {
        return "the Book of spread pass skipped (the feature drums have more than "
          + "\(ExpandingSymbolSheet.maximumCombinations) stop combinations)"
      }
      return "the Book of spread pass about \(ParWork.duration(seconds)) whichever method "
        + "(\(combinations) feature stop combinations)"
    }
  }

  /// The spread pass of `feature`, `nil` without an expanding symbol. Each stop combination
  /// reads every line's cells and every choice's drums, at the enumeration's cost per cell:
  ///
  ///     seconds = combinations × (lines + choices) × drums × 4 ns / 10⁹
  public static func bookSpread(_ feature: FreeSpinsFeature) -> BookSpread? {
    guard let expanding = feature.expanding else { return nil }
    let counts = feature.reels.stopCounts
    var combinations: UInt64 = 1
    for count in counts {
      let (product, overflow) = combinations.multipliedReportingOverflow(by: UInt64(count))
      guard !overflow, product <= UInt64(ExpandingSymbolSheet.maximumCombinations) else {
        return BookSpread(combinations: nil, seconds: 0)
      }
      combinations = product
    }
    let reads = Double(max(1, feature.paytable.lines.count) + expanding.choices.count)
    return BookSpread(
      combinations: combinations,
      seconds: Double(combinations) * reads * Double(counts.count) * CellCost.enumeration / 1e9)
  }
}

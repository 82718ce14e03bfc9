/// The rows of a variable-row ("Megaways") machine: each drum's height is drawn every spin
/// from its own ``RowDistribution``, independently, and an optional ``TopDrum`` adds one
/// cell to every drum but the first and the last.
///
/// The drum's ``ReelStrips/Reel/visibleRows`` is the **bound**: the window's full height,
/// which never changes; a spin's `h` rows share it (each symbol `window ÷ h` tall). At rest
/// on stop `k` with `h` rows, drum `d` shows, top row first, the strip indices
/// `k + t − r` (mod `N`) for `r = 0 … h − 1`, where `t = min(targetRow, h − 1)`: the stop
/// rests on the drum's target row, or on the bottom row when the spin shows fewer rows
/// (``windowIndices(reel:rows:stop:)``).
///
/// **Ways.** A spin's ways are `Π_d (h_d + top_d)`, `top_d = 1` on a drum under the top drum:
/// from `2⁶ = 64` to `7⁶ = 117,649` on six drums of 2 … 7 rows (`7²·8⁴ = 200,704` with a top
/// drum).
public struct VariableRows: Sendable, Equatable, Hashable {
  /// Each drum's height distribution, left to right.
  public var drums: [RowDistribution]
  /// The top drum, if any.
  public var topDrum: TopDrum?

  /// Creates the rows of a machine: one distribution per drum and an optional top drum.
  public init(drums: [RowDistribution], topDrum: TopDrum? = nil) {
    self.drums = drums
    self.topDrum = topDrum
  }

  /// The same distribution on each of `drumCount` drums.
  public init(drumCount: Int, each distribution: RowDistribution, topDrum: TopDrum? = nil) {
    self.init(drums: Array(repeating: distribution, count: drumCount), topDrum: topDrum)
  }

  /// **The result row rule**: the row (0 at the top) in which drum `reel` shows its stop when
  /// the spin shows `rows` rows, `t = min(targetRow, rows − 1)` — the drum's target row in its
  /// full window (``ReelStrips/Reel/targetRow``, the bound's), or the bottom row when the spin
  /// shows fewer rows. The one statement of the rule: the maths reads windows with it, and the
  /// motion lands each spin's drums with it (`MachineSpec.spinning(_:previousRows:)` in
  /// ReelKit), so the window at rest is the window priced.
  public static func targetRow(of reel: ReelStrips.Reel, rows: Int) -> Int {
    min(reel.targetRow, rows - 1)
  }

  /// The strip indices drum `reel` shows at rest on `stop` with `rows` rows, top row first:
  /// `k + t − r` (mod `N`), `t` the ``targetRow(of:rows:)`` rule.
  public static func windowIndices(reel: ReelStrips.Reel, rows: Int, stop: Int) -> [Int] {
    let count = reel.strip.count
    let target = targetRow(of: reel, rows: rows)
    return (0..<rows).map { row in (((stop + target - row) % count) + count) % count }
  }

  /// Whether drum `drum` of a machine of `drumCount` drums has a top cell.
  public func hasTopCell(drum: Int, drumCount: Int) -> Bool {
    topDrum != nil && TopDrum.coveredDrums(drumCount: drumCount).contains(drum)
  }
}

extension VariableRows {
  /// The most symbols a top drum's strip may have (as a drum's strip).
  public static let maximumTopSymbols = 10_000

  /// Checks the rows against `reels`; an empty array means they are valid. Fields are
  /// JSON paths as a config names them: `drums[2].rows.9` (the weight of 9 rows on drum 2),
  /// `topDrum.strip`, `topDrum.weights[4]`.
  ///
  /// - Every drum has a distribution (`drums`: one per drum).
  /// - Each height is `1 … visibleRows` of its drum (the window's bound), once; each weight
  ///   `0 … 1,000,000`, and the weights sum to more than 0.
  /// - At most ``PayRules/maximumWays`` ways: `cells^drums`, `cells` the tallest window plus
  ///   the top cell.
  /// - A top drum needs at least 3 drums, a strip of at least as many symbols as the drums it
  ///   covers (`n − 2`) and at most 10,000, and weights (if any) one per stop, each
  ///   `1 … 1,000,000`.
  public func issues(for reels: ReelStrips) -> [ParameterIssue] {
    var issues: [ParameterIssue] = []
    let drumCount = reels.reels.count
    if drums.count != drumCount {
      issues.append(
        ParameterIssue(
          field: "drums",
          message: "\(drums.count) row distributions for \(drumCount) drums "
            + "(allowed: one per drum)"))
    }
    for (drum, distribution) in zip(reels.reels, drums).enumerated().map({ ($0, $1.1) }) {
      let bound = reels.reels[drum].visibleRows
      issues += Self.issues(of: distribution, bound: bound).map {
        $0.prefixed("drums[\(drum)].rows")
      }
    }
    if let topDrum {
      issues += Self.issues(of: topDrum, drumCount: drumCount).map { $0.prefixed("topDrum") }
    }
    // The pays read windows of at most `cells` cells a drum (the tallest window and the top
    // cell): `cells^drums` ways must stay within what a ways paytable allows.
    let cells = (reels.reels.map { $0.visibleRows }.max() ?? 1) + (topDrum == nil ? 0 : 1)
    var ways = 1
    for _ in 0..<drumCount where ways <= PayRules.maximumWays { ways *= max(1, cells) }
    if ways > PayRules.maximumWays {
      issues.append(
        ParameterIssue(
          field: "drums",
          message: "\(drumCount) drums of up to \(cells) cells make more than "
            + "\(PayRules.maximumWays) ways (allowed: at most \(PayRules.maximumWays))"))
    }
    return issues
  }

  /// The issues of one drum's distribution whose window shows at most `bound` rows.
  static func issues(of distribution: RowDistribution, bound: Int) -> [ParameterIssue] {
    var issues: [ParameterIssue] = []
    var seen: [Int] = []
    var sum = 0
    for entry in distribution.entries {
      let field = String(entry.rows)
      if let problem = rowCountProblem(entry.rows, bound: bound) {
        issues.append(ParameterIssue(field: field, message: problem))
      } else if seen.contains(entry.rows) {
        issues.append(
          ParameterIssue(field: field, message: "is given twice (allowed: each height once)"))
      }
      seen.append(entry.rows)
      if !(0...RowDistribution.maximumWeight).contains(entry.weight) {
        issues.append(
          ParameterIssue(
            field: field,
            message: "weight \(entry.weight) is out of range (allowed: 0 ... "
              + "\(RowDistribution.maximumWeight))"))
      } else {
        sum += entry.weight
      }
    }
    if issues.isEmpty && sum == 0 {
      issues.append(
        ParameterIssue(
          field: "",
          message: "the weights sum to 0 (allowed: at least one height with a weight above 0)"))
    }
    return issues
  }

  /// The issues of a top drum over a machine of `drumCount` drums.
  static func issues(of topDrum: TopDrum, drumCount: Int) -> [ParameterIssue] {
    guard drumCount >= 3 else {
      return [
        ParameterIssue(
          field: "",
          message: "a top drum on \(drumCount) drums (allowed: 3 drums or more; it covers "
            + "every drum but the first and the last)")
      ]
    }
    var issues: [ParameterIssue] = []
    let covered = drumCount - 2
    let count = topDrum.strip.count
    if count < covered || count > Self.maximumTopSymbols {
      issues.append(
        ParameterIssue(
          field: "strip",
          message: "has \(count) symbols (allowed: \(covered) ... \(Self.maximumTopSymbols) "
            + "symbols, at least the \(covered) drums it covers)"))
    }
    if let weights = topDrum.weights {
      if weights.count != count {
        issues.append(
          ParameterIssue(
            field: "weights",
            message: "has \(weights.count) weights for \(count) stops (allowed: one per stop)"))
      }
      for (stop, weight) in weights.enumerated()
      where !(1...StopWeights.maximumWeight).contains(weight) {
        issues.append(
          ParameterIssue(
            field: "weights[\(stop)]",
            message: "\(weight) is out of range (allowed: 1 ... \(StopWeights.maximumWeight))"))
      }
    }
    return issues
  }
}

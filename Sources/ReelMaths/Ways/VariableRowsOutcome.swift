/// The outcome of one spin of a variable-row machine: each drum's rows and stop, and the top
/// drum's stop. It decides the window (``VariableRowsMachine/window(of:)``) and its pay.
public struct VariableRowsOutcome: Sendable, Equatable, Hashable {
  /// The rows each drum shows, left to right.
  public var rows: [Int]
  /// The stop each drum rests on, left to right.
  public var stops: [Int]
  /// The top drum's stop, or `nil` without a top drum.
  public var topStop: Int?

  /// Creates an outcome.
  public init(rows: [Int], stops: [Int], topStop: Int? = nil) {
    self.rows = rows
    self.stops = stops
    self.topStop = topStop
  }

  /// The spin's ways: `Π_d (rows_d + top_d)`, `top_d = 1` under the top drum.
  public var ways: Int {
    var ways = 1
    for (drum, rows) in rows.enumerated() {
      let top = topStop != nil && TopDrum.coveredDrums(drumCount: self.rows.count).contains(drum)
      ways *= rows + (top ? 1 : 0)
    }
    return ways
  }
}

extension Outcome {
  /// Draws a variable-row spin from `generator`. **The order is part of the determinism
  /// contract** (the same seed gives the same spin on every platform and in every binding):
  ///
  /// 1. the rows of drum 0, 1, …, n−1, each by ``RowDistribution/pick(using:)`` (a drum
  ///    whose height is fixed draws nothing);
  /// 2. the stops of drum 0, 1, …, n−1, exactly as
  ///    ``randomTargets(for:weights:using:)-(ReelStrips,_,_)`` draws them (uniform, or by
  ///    the stop weights);
  /// 3. the top drum's stop (``TopDrum/pick(using:)``), if there is one.
  ///
  /// Rows come first, so a machine whose every drum has a fixed height and no top drum draws
  /// the same stops from a seed as ``randomTargets(for:seed:weights:)-(ReelStrips,_,_)``.
  /// `rows` must be valid for `strips` (``VariableRows/issues(for:)`` empty).
  public static func randomSpin(
    for strips: ReelStrips, rows: VariableRows, weights: StopWeights?,
    using generator: inout SplitMix64
  ) -> VariableRowsOutcome {
    let heights = rows.drums.map { $0.pick(using: &generator) }
    let stops = randomTargets(for: strips, weights: weights, using: &generator)
    let top = rows.topDrum.map { $0.pick(using: &generator) }
    return VariableRowsOutcome(rows: heights, stops: stops, topStop: top)
  }

  /// Draws a variable-row spin from a SplitMix64 generator seeded with `seed`
  /// (``randomSpin(for:rows:weights:using:)``).
  public static func randomSpin(
    for strips: ReelStrips, rows: VariableRows, weights: StopWeights?, seed: UInt64
  ) -> VariableRowsOutcome {
    var generator = SplitMix64(seed: seed)
    return randomSpin(for: strips, rows: rows, weights: weights, using: &generator)
  }
}

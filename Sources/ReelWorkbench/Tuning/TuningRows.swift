import ReelKit
import ReelKitSupport

/// The rows of one judged spin of a variable-row ("Megaways") machine: each drum's rows this
/// spin, the rows it starts from (the spin before) and the top drum's stop. A judged outcome
/// of such a machine is its stops and these.
public struct TuningRows: Sendable, Equatable, Hashable {
  /// Each drum's rows this spin.
  public var rows: [Int]
  /// Each drum's rows on the spin before (what it shows when the spin starts).
  public var previousRows: [Int]
  /// The top drum's stop, or `nil` without a top drum.
  public var topStop: Int?

  /// Creates the rows of a judged spin.
  public init(rows: [Int], previousRows: [Int], topStop: Int?) {
    self.rows = rows
    self.previousRows = previousRows
    self.topStop = topStop
  }

  /// The outcome with `stops` as a result code and where it started:
  /// `46-32-13-41-9-96@4.2.6.5.4.3+27 after 7.7.7.7.7.7`.
  public func describe(stops: [Int]) -> String {
    ResultCode(VariableRowsOutcome(rows: rows, stops: stops, topStop: topStop)).description
      + " after " + previousRows.map(String.init).joined(separator: ".")
  }

  /// `count` spins drawn from the seeds `seed`, `seed + 1`, … exactly as `simulate --seed`
  /// and the maths draw them (rows, stops, top stop), each starting from the rows of the one
  /// before, the first from each drum's `visibleRows`.
  static func sample(
    of machine: ResolvedMachine, rows variable: VariableRows, seed: UInt64, count: Int
  ) -> [(stops: [Int], rows: TuningRows)] {
    let reels = ReelStrips(machine.spec)
    var previous = machine.spec.drums.map(\.geometry.visibleRows)
    return (0..<count).map { index in
      let outcome = Outcome.randomSpin(
        for: reels, rows: variable, weights: machine.weights, seed: seed &+ UInt64(index))
      defer { previous = outcome.rows }
      return (
        outcome.stops,
        TuningRows(rows: outcome.rows, previousRows: previous, topStop: outcome.topStop)
      )
    }
  }

  /// Every change of rows each drum can make, and every top stop, in `count` spins at least:
  /// drum d's pairs (now, before) over the heights its distribution draws are listed
  /// fewest first, and spin i gives drum d pair `(k + d) mod P_d` and the top drum stop
  /// `k mod T`, `k = ⌊i·needed/spins⌋`. With the target coverage (``LoadedTuning/OutcomeSet/coverage(of:)``)
  /// every drum lands once on every target and makes every row change at least once. As the
  /// target coverage, the spins are bounded: when the pairs or top stops need more than
  /// `max(count, 256)` spins (``LoadedTuning/OutcomeSet/maximumCoverage``), that many are
  /// judged, spread evenly over the pairs and top stops (`needed` the most of them), else
  /// `k = i`.
  static func coverage(rows variable: VariableRows, count: Int) -> [TuningRows] {
    let pairs = variable.drums.map { distribution in
      distribution.heights.flatMap { now in distribution.heights.map { before in (now, before) } }
    }
    let needed = max(count, pairs.map(\.count).max() ?? 0, variable.topDrum?.strip.count ?? 0)
    let spins = min(needed, max(count, LoadedTuning.OutcomeSet.maximumCoverage))
    return (0..<spins).map { index in
      let spin = index * needed / spins
      let chosen = pairs.enumerated().map { drum, list in
        list.isEmpty ? (1, 1) : list[(spin + drum) % list.count]
      }
      return TuningRows(
        rows: chosen.map(\.0), previousRows: chosen.map(\.1),
        topStop: variable.topDrum.map { spin % $0.strip.count })
    }
  }
}

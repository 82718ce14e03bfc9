import ReelKit
import ReelKitSupport

/// The rows of one spin of a variable-row ("Megaways") machine, decided with its targets
/// before anything moves: each drum's rows this spin, the rows it showed before (what it rests
/// with when the spin starts), the top drum's stop, and the machine that spin runs
/// (``/ReelKit/MachineSpec/spinning(_:previousRows:topDrum:)``: symbol height `W/rows`, the stop in
/// the maths' result row).
public struct SpinRows: Sendable, Equatable {
  /// Each drum's rows this spin, left to right.
  public var rows: [Int]
  /// Each drum's rows on the spin before, left to right.
  public var previousRows: [Int]
  /// The top drum's stop, or `nil` without a top drum.
  public var topStop: Int?
  /// The machine of this spin: the machine's drums with this spin's rows and, with a top
  /// drum, the top drum as one more drum, last (``/ReelKit/MachineSpec/topDrumSpec(_:)``).
  public var spec: MachineSpec

  /// The rows of a spin of `machine` (whose ``ResolvedMachine/spec`` is at its full window):
  /// `rows` after `previousRows`, the top drum on `topStop`.
  ///
  /// - Throws: ``TargetError`` naming the first problem (a count outside `1 … visibleRows`,
  ///   a list without one entry per drum, a top stop off its strip or missing).
  public init(
    machine: ResolvedMachine, rows: [Int], previousRows: [Int], topStop: Int?
  ) throws(TargetError) {
    guard let variable = machine.variableRows else {
      throw TargetError(message: "the machine's rows are fixed (allowed: no rows)")
    }
    let outcome = VariableRowsOutcome(
      rows: rows, stops: machine.spec.drums.map { _ in 0 }, topStop: topStop)
    if let issue = outcome.issues(reels: ReelStrips(machine.spec), rows: variable).first {
      throw TargetError(message: issue.description)
    }
    do {
      spec = try machine.spec.spinning(
        rows, previousRows: previousRows, topDrum: topStop == nil ? nil : variable.topDrum)
    } catch {
      throw TargetError(message: error.description)
    }
    self.rows = rows
    self.previousRows = previousRows
    self.topStop = topStop
  }

  /// The targets the motion lands on: `stops`, then the top stop when there is a top drum.
  public func motionTargets(stops: [Int]) -> [Int] {
    stops + (topStop.map { [$0] } ?? [])
  }

  /// The outcome of this spin with `stops`: rows, stops and top stop.
  public func outcome(stops: [Int]) -> VariableRowsOutcome {
    VariableRowsOutcome(rows: rows, stops: stops, topStop: topStop)
  }

  /// What is wrong with `rows` as a machine's rows whose drums show at most `bounds[d]` rows
  /// (one count per drum, each `1 … bounds[d]`: ``/ReelKit/VariableRows/rowCountIssues(_:bounds:)``),
  /// or `nil`: the count's problem, or the first drum's (`drum 5: 8 rows is outside …`).
  public static func problem(of rows: [Int], bounds: [Int]) -> String? {
    guard let issue = VariableRows.rowCountIssues(rows, bounds: bounds).first else { return nil }
    // A drum's issue is at `[d]`: said as `drum d: …`.
    let drum = issue.field.dropFirst().dropLast()
    return drum.isEmpty ? issue.message : "drum \(drum): \(issue.message)"
  }

  /// Reads `3,3,4,5,7,2`: one row count per drum, comma-separated (`--previous-rows`), each
  /// `1 … bounds[d]` (drum `d`'s `visibleRows`).
  ///
  /// - Throws: ``TargetError`` when an entry is not a whole number from 1 to its drum's bound
  ///   or the count is wrong.
  public static func parseRows(_ text: String, bounds: [Int]) throws(TargetError) -> [Int] {
    let drums = bounds.count
    let items = text.split(separator: ",", omittingEmptySubsequences: false)
    guard items.count == drums else {
      throw TargetError(
        message: "\(QuotedInput.quoted(text)) has \(counted(items.count, "row count")) for "
          + "\(counted(drums, "drum")) (allowed: one row count per drum, comma-separated)")
    }
    var rows: [Int] = []
    for (drum, item) in items.enumerated() {
      let token = item.filter { $0 != " " }
      guard !token.isEmpty, token.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(token)
      else {
        throw TargetError(
          message: "drum \(drum): \(QuotedInput.quoted(String(item))) is not a row count "
            + "(allowed: a whole number from 1)")
      }
      rows.append(count)
    }
    if let problem = problem(of: rows, bounds: bounds) { throw TargetError(message: problem) }
    return rows
  }
}

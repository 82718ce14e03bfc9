import ReelKit
import ReelKitSupport

extension TuningSpec {
  /// The judged outcomes of a variable-row ("Megaways") machine: each is stops and rows
  /// (``TuningRows``). `sample` draws `count` spins from the seeds as `simulate --seed` does,
  /// each starting from the rows of the one before (``TuningRows/sample(of:rows:seed:count:)``);
  /// `all` covers every target of every drum together with every row change
  /// (``TuningRows/coverage(rows:count:)``). The final check draws fresh spins the same way
  /// from the seeds after the sample's.
  func variableRowOutcomes(
    of base: ResolvedMachine, rows variable: VariableRows, mode: String, seed: UInt64,
    extremes: Bool, count: Int, fail: (String, String) -> Void
  ) -> LoadedTuning.OutcomeSet {
    var judged: [[Int]]
    var judgedRows: [TuningRows]
    if mode == "all" {
      let coverage = LoadedTuning.OutcomeSet.variableRowCoverage(of: base.spec, rows: variable)
      judged = coverage.map(\.stops)
      judgedRows = coverage.map(\.rows)
    } else {
      let sample = TuningRows.sample(of: base, rows: variable, seed: seed, count: count)
      judged = sample.map(\.stops)
      judgedRows = sample.map(\.rows)
    }
    let checkCount = outcomes?.check ?? 4 * judged.count
    guard Self.checkCountRange.contains(Double(checkCount)) else {
      fail(
        "outcomes.check",
        "\(checkCount) is out of range (allowed: 0 ... \(Int(Self.checkCountRange.upperBound)))")
      return LoadedTuning.OutcomeSet(
        judged: judged, mode: mode, seed: seed, extremes: extremes, check: [],
        judgedRows: judgedRows, checkRows: [])
    }
    let first = seed &+ UInt64(mode == "all" ? 0 : count)
    let check = TuningRows.sample(of: base, rows: variable, seed: first, count: checkCount)
    return LoadedTuning.OutcomeSet(
      judged: judged, mode: mode, seed: seed, extremes: extremes, check: check.map(\.stops),
      judgedRows: judgedRows, checkRows: check.map(\.rows))
  }
}

extension LoadedTuning.OutcomeSet {
  /// The coverage spins of a variable-row machine: the target coverage
  /// (``coverage(of:)``) with every row change of every drum and every top stop
  /// (``TuningRows/coverage(rows:count:)``), as many spins as the longer of the two needs
  /// (target coverage repeats from its start).
  static func variableRowCoverage(
    of spec: MachineSpec, rows variable: VariableRows
  ) -> [(stops: [Int], rows: TuningRows)] {
    let targets = coverage(of: spec)
    let rows = TuningRows.coverage(rows: variable, count: targets.count)
    guard !targets.isEmpty else { return [] }
    return rows.enumerated().map { spin, rows in (targets[spin % targets.count], rows) }
  }

  /// The constructed extremes of a variable-row machine from the spins judged so far: every
  /// drum on the target and row change of its latest settle (the longest spin), then every
  /// drum on those of its earliest (the shortest); the top drum on the stop of its latest and
  /// earliest settle. `spins` are the judged spins' stops, rows and settle times (one per
  /// drum of the spin machine, the top drum last). Repeats of judged spins are left out by
  /// the caller.
  static func variableRowExtremes(
    _ spins: [(stops: [Int], rows: TuningRows, settles: [Double])]
  ) -> [(stops: [Int], rows: TuningRows)] {
    guard let first = spins.first else { return [] }
    let drums = first.stops.count
    func pick(_ better: (Double, Double) -> Bool) -> (stops: [Int], rows: TuningRows) {
      var stops = first.stops
      var rows = first.rows
      var best = first.settles
      for spin in spins.dropFirst() {
        for drum in 0..<min(drums, spin.settles.count)
        where better(spin.settles[drum], best[drum]) {
          best[drum] = spin.settles[drum]
          stops[drum] = spin.stops[drum]
          rows.rows[drum] = spin.rows.rows[drum]
          rows.previousRows[drum] = spin.rows.previousRows[drum]
        }
        if spin.settles.count > drums, best.count > drums,
          better(spin.settles[drums], best[drums])
        {
          best[drums] = spin.settles[drums]
          rows.topStop = spin.rows.topStop
        }
      }
      return (stops, rows)
    }
    let slow = pick(>)
    let fast = pick(<)
    return slow.stops == fast.stops && slow.rows == fast.rows ? [slow] : [slow, fast]
  }
}

import ReelKit
import ReelKitSupport

extension RegressionSuite.Scenario {
  /// The spins of a scenario on a variable-row machine with their rows: each spin's outcome
  /// is drawn from its seed exactly as `simulate --seed` and the maths draw it
  /// (``/ReelKit/Outcome/randomSpin(for:rows:weights:seed:)``): rows, stops and top stop for a
  /// seed; written or swept targets replace the drawn stops and keep the seed's rows and top
  /// stop (the config's seed, or the sweep's). The first spin starts from ``previousRows``
  /// (default: each drum's `visibleRows`), every later one from the rows of the spin before
  /// it, as a history chains them. On fixed rows the spins are returned as they are, and
  /// ``previousRows`` is refused.
  func drawRows(
    of spins: [ScenarioSpin], on machine: ResolvedMachine
  ) -> Result<[ScenarioSpin], ConfigError.Problems> {
    let bounds = machine.spec.drums.map(\.geometry.visibleRows)
    guard let variable = machine.variableRows else {
      guard previousRows == nil else {
        return .failure(
          ConfigError.Problems([
            ConfigProblem(
              path: JSONPath("previousRows"),
              message: "is given, but the machine's rows are fixed (allowed: with "
                + "geometry.rowWeights, drums[i].rowWeights or topDrum)")
          ]))
      }
      return .success(spins)
    }
    if let problem = Self.rowsProblem(previousRows, bounds: bounds) {
      return .failure(ConfigError.Problems([problem]))
    }
    let reels = ReelStrips(machine.spec)
    var previous = previousRows ?? bounds
    var drawn: [ScenarioSpin] = []
    for spin in spins {
      var outcome = Outcome.randomSpin(
        for: reels, rows: variable, weights: machine.weights, seed: spin.seed)
      if spin.targetSource != "seed" { outcome.stops = spin.targets }
      let rows: SpinRows
      do {
        rows = try SpinRows(
          machine: machine, rows: outcome.rows, previousRows: previous, topStop: outcome.topStop)
      } catch {
        return .failure(
          ConfigError.Problems([
            ConfigProblem(path: JSONPath(""), message: "\(spin.label): \(error.message)")
          ]))
      }
      var next = spin
      next.targets = outcome.stops
      next.rows = rows
      drawn.append(next)
      previous = outcome.rows
    }
    return .success(drawn)
  }

  /// The problem of a written `previousRows`, at its path (`previousRows[2]`), or `nil`.
  static func rowsProblem(_ rows: [Int]?, bounds: [Int]) -> ConfigProblem? {
    guard let rows, let issue = VariableRows.rowCountIssues(rows, bounds: bounds).first else {
      return nil
    }
    let at = issue.prefixed("previousRows")
    return ConfigProblem(path: JSONPath(at.field), message: at.message)
  }
}

import ReelKit

extension RegressionSuite.ScenarioRespin {
  /// `machine` made the machine of this respin (``/ReelKit/MachineSpec/respin(_:)``), or the
  /// problems at their paths relative to the `respin` object (`from`, `hold[1]`).
  func machine(_ machine: ResolvedMachine) -> Result<ResolvedMachine, ConfigError.Problems> {
    func failure(_ path: String, _ message: String) -> Result<ResolvedMachine, ConfigError.Problems>
    {
      .failure(ConfigError.Problems([ConfigProblem(path: JSONPath(path), message: message)]))
    }
    let stops: [Int]
    do {
      stops = try ResultCode(parsing: from).stops(on: machine.spec)
    } catch {
      return failure("from", "result code \(error.message)")
    }
    let issues = Respin(previousStops: stops, held: hold).issues(on: machine.spec)
    guard issues.isEmpty else {
      return .failure(
        ConfigError.Problems(
          issues.map { ConfigProblem(path: JSONPath($0.field), message: $0.message) }))
    }
    var held = machine
    // Checked above: cannot throw.
    held.spec = (try? machine.spec.respin(Respin(previousStops: stops, held: hold))) ?? machine.spec
    return .success(held)
  }
}

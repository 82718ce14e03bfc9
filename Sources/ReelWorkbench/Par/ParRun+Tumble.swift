import ReelKit

extension ParRun {
  /// The exact tumble sheet's calculator of a machine with a `tumble` block (`nil` without
  /// one), or why it is out of reach.
  ///
  /// - Throws: ``ConfigError`` at `paytable` when the pays have no exact credit unit, at
  ///   `drums` when the combinations are more than
  ///   ``/ReelKit/TumbleCalculator/maximumChains`` (the message names `estimate`, how the
  ///   caller offers a Monte Carlo estimate instead).
  public static func tumbleCalculator(
    for machine: ResolvedMachine, file: String, estimate: String? = nil
  ) throws(ConfigError) -> TumbleCalculator? {
    guard let parameters = machine.tumble else { return nil }
    let paytable = try paytable(of: machine, file: file)
    let unit: CreditUnit
    switch CreditUnit.common(for: CreditUnit.payFactors(of: paytable)) {
    case .success(let found): unit = found
    case .failure(let error):
      throw ConfigError(
        file: file, problems: [ConfigProblem(path: JSONPath("paytable"), message: error.message)])
    }
    let tumbler = Tumbler(spec: machine.spec, paytable: paytable, parameters: parameters)
    do {
      return try TumbleCalculator(tumbler: tumbler, weights: machine.weights, unit: unit)
    } catch {
      throw problem(error, file: file, estimate: estimate)
    }
  }

  /// The exact tumble sheet: every slice (drum 0's stops) played on at most `jobs` workers,
  /// the partials added in slice order (exact integers: the same sheet for every `jobs`).
  /// `progress` is called with the fraction of the slices played so far.
  ///
  /// - Throws: ``ConfigError`` at `paytable` when a window's pay leaves the credit unit.
  public static func tumbleSheet(
    _ calculator: TumbleCalculator, jobs: Int, file: String,
    progress: ((Double) -> Void)? = nil
  ) async throws(ConfigError) -> TumbleSheet {
    do {
      let slices = calculator.sliceCount
      let partials = try await (0..<slices).orderedConcurrentMap(
        maxTasks: jobs,
        progress: progress.map { report in { report(Double($0) / Double(slices)) } }
      ) { (slice) throws(MonteCarloError) -> TumblePartial in
        try calculator.enumerate(slice: slice)
      }
      return try calculator.sheet(partials)
    } catch {
      throw ConfigError(
        file: file, problems: [ConfigProblem(path: JSONPath("paytable"), message: error.message)])
    }
  }

  /// The refusal of `--method closed-form` on a tumbling machine: the closed form values
  /// the first window only.
  public static func closedFormTumbleProblem(file: String) -> ConfigError {
    ConfigError(
      file: file,
      problems: [
        ConfigProblem(
          path: JSONPath("tumble"),
          message: "the closed form values the first window only, not the tumble chain "
            + "(allowed: --method auto or enumerate, which play every chain, or --monte-carlo)")
      ])
  }
}

import ReelKit

/// Runs `reelsim par`: the exact PAR sheet of a machine (its enumeration slices on `jobs`
/// workers) and the seeded Monte Carlo estimate.
public enum ParRun {
  /// The paytable of `machine`, or the error `par` reports when it has none.
  public static func paytable(of machine: ResolvedMachine, file: String) throws(ConfigError)
    -> Paytable
  {
    guard let paytable = machine.paytable else {
      throw ConfigError(
        file: file,
        problems: [
          ConfigProblem(
            path: JSONPath("paytable"),
            message: "is missing: a PAR sheet needs the machine's pays (allowed: an object with "
              + "lines and pays, and optionally bet, wild, scatter and scatterPays)")
        ])
    }
    return paytable
  }

  /// Prepares the exact sheet, or reports why it is out of reach (at `drums`).
  ///
  /// - Parameters:
  ///   - machine: the loaded machine; its config needs a paytable.
  ///   - file: the config's name in messages.
  ///   - estimate: how the caller offers a Monte Carlo estimate instead, named in the error
  ///     (`nil`: ReelKit's ``/ReelKit/ParError/message``).
  public static func calculator(
    for machine: ResolvedMachine, file: String, estimate: String? = nil
  ) throws(ConfigError) -> ParCalculator {
    let paytable = try paytable(of: machine, file: file)
    do {
      return try ParCalculator(spec: machine.spec, paytable: paytable, weights: machine.weights)
    } catch {
      let message = estimate.map { error.message(estimate: $0) } ?? error.message
      throw ConfigError(
        file: file, problems: [ConfigProblem(path: JSONPath("drums"), message: message)])
    }
  }

  /// The exact sheet: every slice of the enumeration on at most `jobs` workers, the sums
  /// added in slice order (so the sheet is the same for every `jobs`). `progress` is called
  /// with the fraction of the slices enumerated so far.
  public static func exact(
    _ calculator: ParCalculator, jobs: Int, progress: ((Double) -> Void)? = nil
  ) async -> ParSheet {
    let slices = calculator.sliceCount
    let partials = await (0..<slices).orderedConcurrentMap(
      maxTasks: jobs, progress: progress.map { report in { report(Double($0) / Double(slices)) } }
    ) {
      calculator.enumerate(slice: $0)
    }
    let sheet = calculator.sheet(partials)
    let enumerated = ParCalculator.enumeratedReturn(partials)
    precondition(
      abs(enumerated - sheet.returnPerCycle) <= 1e-9 * max(1, sheet.returnPerCycle),
      "internal error: the enumeration returns \(enumerated) credits per cycle but the entry "
        + "counts give \(sheet.returnPerCycle)")
    return sheet
  }
}

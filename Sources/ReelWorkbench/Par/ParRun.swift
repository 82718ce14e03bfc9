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
  public static func calculator(for machine: ResolvedMachine, file: String) throws(ConfigError)
    -> ParCalculator
  {
    let paytable = try paytable(of: machine, file: file)
    do {
      return try ParCalculator(spec: machine.spec, paytable: paytable, weights: machine.weights)
    } catch {
      throw ConfigError(
        file: file, problems: [ConfigProblem(path: JSONPath("drums"), message: error.message)])
    }
  }

  /// The exact sheet: every slice of the enumeration on at most `jobs` workers, the sums
  /// added in slice order (so the sheet is the same for every `jobs`).
  public static func exact(_ calculator: ParCalculator, jobs: Int) async -> ParSheet {
    let count = calculator.sliceCount
    var partials = [ParPartial](repeating: ParPartial(), count: count)
    await withTaskGroup(of: (Int, ParPartial).self) { group in
      var next = 0
      func submit() {
        let slice = next
        next += 1
        group.addTask { (slice, calculator.enumerate(slice: slice)) }
      }
      while next < min(max(1, jobs), count) { submit() }
      while let (slice, partial) = await group.next() {
        partials[slice] = partial
        if next < count { submit() }
      }
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

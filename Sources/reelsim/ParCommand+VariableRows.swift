import ReelKit
import ReelWorkbench

extension Par {
  /// The exact sheet of a variable-row ("Megaways") machine: the closed form by ways
  /// (``/ReelKit/VariableRowsMachine/sheet()``), no window visited. Monte Carlo, the
  /// enumeration and tumbling on variable rows are refused with one line (exit 65).
  func runVariableRowsSheet(machine: ResolvedMachine, paytable: Paytable, file: String) throws {
    var refusal: ConfigProblem?
    if machine.tumble != nil {
      refusal = ConfigProblem(
        path: JSONPath("tumble"),
        message: "`reelsim par` does not yet price cascades on variable rows (allowed: a "
          + "variable-row machine without tumble)")
    } else if machine.freeSpins != nil {
      refusal = ConfigProblem(
        path: JSONPath("paytable.freeSpins"),
        message: "`reelsim par` does not yet price free spins on variable rows (allowed: a "
          + "variable-row machine without freeSpins)")
    } else if monteCarlo != nil || precision != nil || !merge.isEmpty || method == .enumerate {
      refusal = ConfigProblem(
        path: JSONPath("geometry.rowWeights"),
        message: "`reelsim par` prices variable rows by the closed form only (allowed: no "
          + "--monte-carlo, --precision, --merge or --method enumerate)")
    }
    if let refusal { throw Diagnostics.report(ConfigError(file: file, problems: [refusal])) }
    guard let rows = ParRun.variableRowsMachine(of: machine, paytable: paytable) else { return }
    let started = ContinuousClock.now
    let sheet: VariableRowsSheet
    do {
      sheet = try ParRun.variableRowsSheet(rows, file: file, estimate: "a smaller paytable")
    } catch {
      throw Diagnostics.report(error)
    }
    Diagnostics.write(
      "par \(machine.spec.name): closed form by ways on variable rows (no window visited) in "
        + Self.seconds(since: started))
    Output.write(json ? JSONWriter.write(sheet.json) : sheet.table)
  }
}

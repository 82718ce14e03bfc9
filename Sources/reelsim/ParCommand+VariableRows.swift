import ReelKit
import ReelWorkbench

extension Par {
  /// The exact sheet of a variable-row ("Megaways") machine: the closed form by ways
  /// (``/ReelKit/VariableRowsMachine/sheet()``), no window visited. Monte Carlo, the
  /// enumeration and free spins on variable rows are refused with one line (exit 65); cascades
  /// are played (``runCascades(_:machine:file:)``).
  func runVariableRowsSheet(machine: ResolvedMachine, paytable: Paytable, file: String) throws {
    var refusal: ConfigProblem?
    if machine.freeSpins != nil {
      refusal = ConfigProblem(
        path: JSONPath("paytable.freeSpins"),
        message: "`reelsim par` does not yet price free spins on variable rows (allowed: a "
          + "variable-row machine without freeSpins)")
    } else if let cascade = machine.variableRowsCascade {
      if precision != nil || !merge.isEmpty || method != .auto {
        refusal = ConfigProblem(
          path: JSONPath("tumble"),
          message: "`reelsim par` plays variable-row cascades exactly or by --monte-carlo N "
            + "(allowed: no --precision, --merge or --method)")
      } else {
        try runCascades(cascade, machine: machine, file: file)
        return
      }
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

extension Par {
  /// The cascades of a variable-row machine: every outcome's chain played exactly
  /// (``/ReelKit/VariableRowsCascade/value()``, at most 2²² outcomes, else one line, exit 65),
  /// or with `--monte-carlo N` that many seeded spins with the RTP's 95 % interval.
  func runCascades(_ cascade: VariableRowsCascade, machine: ResolvedMachine, file: String) throws {
    let name = machine.spec.name
    let started = ContinuousClock.now
    if let spins = monteCarlo {
      let seed = self.seed ?? machine.seed
      let estimate: CascadeEstimate
      do {
        estimate = try cascade.monteCarlo(spins: UInt64(spins), seed: seed)
      } catch {
        Diagnostics.write("error: \(file): tumble: \(error.message)")
        throw ExitStatus.invalidData
      }
      Diagnostics.write(
        "par \(name): \(spins) cascading spins on variable rows in \(Self.seconds(since: started))")
      let report = CascadeReport(name: name, seed: seed, estimate: estimate)
      Output.write(json ? JSONWriter.write(report.json) : report.table)
      return
    }
    let value: CascadeValue
    do {
      value = try cascade.value()
    } catch {
      throw Diagnostics.report(
        ConfigError(
          file: file,
          problems: [
            ConfigProblem(
              path: JSONPath("tumble"), message: error.message(estimate: "--monte-carlo N"))
          ]))
    }
    Diagnostics.write(
      "par \(name): every outcome's cascade chain played in \(Self.seconds(since: started))")
    let report = CascadeReport(name: name, value: value)
    Output.write(json ? JSONWriter.write(report.json) : report.table)
  }
}

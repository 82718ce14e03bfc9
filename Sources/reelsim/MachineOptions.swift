import ArgumentParser
import ReelWorkbench

/// The options that choose a machine and a spin's outcome, shared by every command that
/// simulates.
struct MachineOptions: ParsableArguments {
  @OptionGroup var machineConfig: ConfigArgument

  /// The config path given, if any.
  var config: String? { machineConfig.config }

  @Option(
    parsing: .unconditional,
    help: "Seed for random targets (default: the config's simulation.seed).")
  var seed: UInt64?

  @Option(
    help: ArgumentHelp(
      "One target per drum, comma-separated: strip indices or symbol names (e.g. 3,17,BAR), or a result code (3-17-5; with rows on a variable-row machine, 3-17-5@2.7.4+9).",
      valueName: "targets"))
  var targets: String?

  @Option(
    help: ArgumentHelp(
      "A variable-row machine's rows on the spin before, one count per drum, comma-separated (default: each drum's visibleRows).",
      valueName: "rows"))
  var previousRows: String?

  /// Loads the machine and decides the targets, or reports why not and throws the exit code.
  /// `chained`
  /// reads, for a variable-row machine only, the rows a history's last spin rested on (and
  /// where they were read): the default of `--previous-rows`.
  func spinRequest(
    for command: String,
    chained: () throws -> (rows: [Int], source: String)? = { nil }
  ) throws -> SpinRequest {
    let machine = try Self.load(config)
    let bounds = machine.spec.drums.map(\.geometry.visibleRows)
    let chained = machine.variableRows == nil || previousRows != nil ? nil : try chained()
    var previous = chained?.rows
    if let rows = previous, let chained, let problem = SpinRows.problem(of: rows, bounds: bounds) {
      Diagnostics.write("error: \(chained.source): rows: \(problem)")
      throw ExitStatus.invalidData
    }
    if let previousRows {
      guard machine.variableRows != nil else {
        Diagnostics.write(
          "error: --previous-rows: the machine's rows are fixed (allowed: with "
            + "geometry.rowWeights, drums[i].rowWeights or topDrum)")
        throw ExitStatus.invalidData
      }
      do {
        previous = try SpinRows.parseRows(previousRows, bounds: bounds)
      } catch {
        Diagnostics.write("error: --previous-rows: \(error.message)")
        throw ExitStatus.invalidData
      }
    }
    do {
      return try SpinRequest(
        machine: machine, seed: seed, targets: targets, previousRows: previous)
    } catch {
      Diagnostics.write("error: --targets: \(error.message)")
      throw ExitStatus.invalidData
    }
  }

  /// Loads `config` (the built-in default machine when `nil`), or reports why not and
  /// throws the exit code (65 invalid, 66 missing).
  static func load(_ config: String?) throws -> ResolvedMachine {
    do {
      return try config.map { path throws(ConfigError) in try ConfigLoader.load(path: path) }
        ?? ConfigLoader.loadDefault()
    } catch {
      throw Diagnostics.report(error)
    }
  }
}

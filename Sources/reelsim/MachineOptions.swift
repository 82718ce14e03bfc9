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
      "One target per drum, comma-separated: strip indices or symbol names (e.g. 3,17,BAR).",
      valueName: "targets"))
  var targets: String?

  /// Loads the machine and decides the targets, or reports why not and throws the exit code;
  /// a variable-row machine, which `command` cannot spin yet, is one line and exit 65.
  func spinRequest(for command: String) throws -> SpinRequest {
    let machine = try Self.load(config)
    if let refusal = machine.variableRowsRefusal(command: command) {
      throw Diagnostics.report(
        ConfigError(file: config ?? ConfigLoader.defaultName, problems: [refusal]))
    }
    do {
      return try SpinRequest(machine: machine, seed: seed, targets: targets)
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

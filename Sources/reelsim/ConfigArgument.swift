import ArgumentParser
import ReelWorkbench

/// The machine config argument of every command that runs one machine (`simulate`, `plot`,
/// `par`, `studio`): one declaration, one help text.
struct ConfigArgument: ParsableArguments {
  @Argument(help: "A machine config (JSON). Default: the built-in default machine.")
  var config: String?

  /// The name messages and reports use: the path given, else the built-in default's name.
  var file: String { config ?? ConfigLoader.defaultName }

  /// Loads the config (the built-in default machine when none is given), or reports why not
  /// and throws the exit code (65 invalid, 66 missing).
  func load() throws -> ResolvedMachine {
    try MachineOptions.load(config)
  }
}

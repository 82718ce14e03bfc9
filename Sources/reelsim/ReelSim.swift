import ArgumentParser
import ReelKit
import ReelKitSupport

/// `reelsim`: the slot-machine reel simulator and tuning workbench.
@main
struct ReelSim: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reelsim",
    abstract: "Simulate slot-machine reels deterministically and inspect how they move.",
    discussion: """
      Exit codes: 0 success; 1 the simulation failed (watchdog); 64 usage error; \
      65 invalid config or targets; 66 config file missing or unreadable; \
      69 gnuplot is missing; 73 an output file (or stdout) cannot be written; 130 interrupted \
      (SIGINT), 143 terminated (SIGTERM), partial files removed.
      """,
    version: "0.1.0",
    subcommands: [
      Simulate.self, Resume.self, Plot.self, Tune.self, Regress.self, Replay.self, Check.self,
      Schema.self, Par.self, Studio.self,
    ]
  )

  /// Installs the interrupt handler, then parses and runs the command. A usage error is one
  /// line, `error: MESSAGE (see 'reelsim COMMAND --help')`, exit 64 (a message longer than
  /// 1,024 bytes is cut, `QuotedInput.line`); help, the version and
  /// every other error are reported by ArgumentParser as usual.
  static func main() async {
    Interrupts.install()
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      var command = try parseAsRoot(arguments)
      if var asyncCommand = command as? AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      if exitCode(for: error) == ExitStatus.usage {
        let names = arguments.prefix { !$0.hasPrefix("-") }.prefix(1)
        let help = (["reelsim"] + names.filter { subcommandNames.contains($0) }).joined(
          separator: " ")
        var message = message(for: error).split(separator: "\n").first.map(String.init) ?? ""
        if message.hasSuffix(".") { message.removeLast() }
        // ArgumentParser quotes a bad value whole (`--seed <100 kB>`): the line is cut.
        Diagnostics.write("error: \(QuotedInput.line(message)) (see '\(help) --help')")
      }
      exit(withError: exitCode(for: error) == ExitStatus.usage ? ExitStatus.usage : error)
    }
  }

  /// The names of the subcommands, for the help hint of a usage error.
  private static let subcommandNames = Set(
    configuration.subcommands.compactMap { $0.configuration.commandName }
      + configuration.subcommands.map { $0._commandName })
}

import ArgumentParser

/// `reelsim`: the slot-machine reel simulator and tuning workbench.
@main
struct ReelSim: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reelsim",
    abstract: "Simulate slot-machine reels deterministically and inspect how they move.",
    discussion: """
      Exit codes: 0 success; 1 the simulation failed (watchdog); 64 usage error; \
      65 invalid config or targets; 66 config file missing or unreadable; \
      69 gnuplot is missing; 73 an output file cannot be written.
      """,
    version: "0.1.0",
    subcommands: [
      Simulate.self, Resume.self, Plot.self, Tune.self, Regress.self, Replay.self, Check.self,
      Schema.self, Par.self, Studio.self,
    ]
  )

  /// Installs the interrupt handler, then parses and runs the command.
  static func main() async {
    Interrupts.install()
    await main(nil)
  }
}

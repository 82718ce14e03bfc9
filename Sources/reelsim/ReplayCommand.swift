import ArgumentParser
import ReelKit
import ReelKitSupport
import ReelWorkbench

/// `reelsim replay`: re-run every spin of a history file and report what differs.
struct Replay: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Re-run the spins of a history file and report any whose results differ.",
    discussion: """
      Each line of the history (written by `reelsim simulate --history FILE.jsonl`) names its \
      config, the config's SHA-256, the seed and targets, the stop requests, the trace digest \
      and the summary. Every spin is run again (on --config instead of the recorded config, \
      if given) and compared value by value. Exit 0 when every spin replays identically, 1 \
      when any differs, 65 for an invalid history, 66 when it is missing.
      """
  )

  @Argument(help: "The history file (JSON Lines).")
  var history: String

  @Option(
    help: ArgumentHelp("Replay on this config instead of the recorded one.", valueName: "config"))
  var config: String?

  func run() async throws {
    do {
      let entries = try HistoryEntry.read(path: history)
      var cache: [String: ResolvedMachine] = [:]
      let report = try ReplayReport.replay(path: history, entries: entries) {
        entry throws(ConfigError) in
        let path = config ?? entry.config
        if let machine = cache[path] { return machine }
        let machine: ResolvedMachine
        do throws(ConfigError) {
          machine =
            path == ConfigLoader.defaultName
            ? ConfigLoader.loadDefault() : try ConfigLoader.load(path: path)
        } catch {
          // A recorded config that is gone: say which line of the history names it.
          guard error.kind == .unreadable, config == nil else { throw error }
          throw ConfigError(
            file: history, kind: .unreadable,
            lines: error.lines.map {
              "line \(entry.line): config: \(QuotedInput.bare(path)): \($0)"
            })
        }
        cache[path] = machine
        return machine
      }
      Output.write(report.text)
      if !report.passed { throw ExitStatus.simulationFailed }
    } catch let error as ConfigError {
      throw Diagnostics.report(error)
    }
  }
}

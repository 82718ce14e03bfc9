import Foundation
import TestSupport
import Testing

/// `par`'s progress line: on a terminal (here a pseudo-terminal from util-linux's `script`),
/// the exact sheet, the tumble chains and Monte Carlo each redraw `par: DONE/1000` with the
/// time left; `--no-progress` and a stderr that is not a terminal get none, and stdout (the
/// sheet) is the same either way.
@Suite struct ParProgressTests {
  /// What `reelsim ARGUMENTS` wrote to its terminal (stdout and stderr), `\r` as a line break.
  static func onTerminal(_ arguments: [String]) throws -> String {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let command = ([try Reelsim.binary().path] + arguments).map { "'\($0)'" }.joined(
      separator: " ")
    let run = try Launcher.tool(["script", "-qec", command, "/dev/null"], in: folder)
    #expect(run.status == 0, "\(arguments): \(run.errors)")
    return String(decoding: run.output, as: UTF8.self).replacingOccurrences(of: "\r", with: "\n")
  }

  /// The progress lines (`par: 250/1000 …`) in a terminal's text.
  static func progressLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { $0.contains("par: ") && $0.contains("/1000") }
  }

  static let runs: [[String]] = [
    [Repo.config("video-5reel"), "--method", "enumerate", "--jobs", "2"],
    [Repo.config("video-5reel"), "--monte-carlo", "4000000", "--seed", "3", "--jobs", "2"],
  ]

  @Test(arguments: runs)
  func aTerminalSeesProgressWithTheTimeLeft(_ arguments: [String]) throws {
    let lines = Self.progressLines(try Self.onTerminal(["par"] + arguments))
    #expect(!lines.isEmpty, "no progress line")
    #expect(lines.contains { $0.contains(" ETA ") }, "no time left in \(lines)")
  }

  @Test(arguments: runs)
  func noProgressAndAFileGetNone(_ arguments: [String]) throws {
    let quiet = Self.progressLines(try Self.onTerminal(["par"] + arguments + ["--no-progress"]))
    #expect(quiet.isEmpty, "\(quiet)")
    let run = try Reelsim.run(["par"] + arguments)
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.errors.contains("/1000"), "\(run.errors)")
  }
}

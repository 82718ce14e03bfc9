import Foundation
import TestSupport
import Testing

/// `reelsim tune` on the shipped Megaways spec from the built binary, with a small budget (8 evaluations, feasible):
/// the outcomes are judged with their rows, each constraint's worst outcome is named as a
/// result code with the rows before, and the result is the same on one job and on two.
@Suite struct MegawaysTuneTests {
  static func tune(_ jobs: String, in folder: URL) throws -> RunResult {
    let spec = try #require(TuningSpecs.slow.first)
    return try Reelsim.run(
      [
        "tune", spec, "--budget", "8", "--jobs", jobs, "--no-progress",
        "--report", "report-\(jobs).json", "--out", "tuned-\(jobs).json",
      ], in: folder)
  }

  @Test func theSpecIsJudgedOnSpinsWithTheirRowsAndNamesTheWorstOutcome() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let one = try Self.tune("1", in: folder)
    let two = try Self.tune("2", in: folder)
    #expect(one.status == 0, "\(one.text)\(one.errors)")
    #expect(one.text == two.text.replacingOccurrences(of: "-2.json", with: "-1.json"))
    for name in ["tuned", "report"] {
      let first = try Data(contentsOf: folder.appendingPathComponent("\(name)-1.json"))
      let second = try Data(contentsOf: folder.appendingPathComponent("\(name)-2.json"))
      #expect(first == second, "\(name)")
    }
    let lines = one.text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix(
          "judged on: 16 drawn with their rows (seeds 1 … 16, each after the rows of "
            + "the one before), at least 100 covering every target and row change")
      }, "\(one.text)")
    // Each constraint's worst outcome: a result code with rows and top stop, after the rows
    // before (megaways.json: 6 drums of 2 … 7 rows, a top drum of 30 stops).
    let code = try Regex(
      #"^  (gameCycle|landingError|unstopped) ≤ .*: .* at \d+(-\d+){5}@[2-7](\.[2-7]){5}\+\d+ after [2-7](\.[2-7]){5}$"#
    )
    #expect(lines.contains("worst judged outcome per constraint (rows after the rows before):"))
    #expect(lines.filter { $0.wholeMatch(of: code) != nil }.count == 3, "\(one.text)")
    let report = String(
      decoding: try Data(contentsOf: folder.appendingPathComponent("report-1.json")),
      as: UTF8.self)
    #expect(report.contains("\"worstOutcome\""))
  }
}

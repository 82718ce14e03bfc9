import Foundation
import TestSupport
import Testing

/// The worked cascade round of `Docs/simulate.md` is what the built binary prints: the block
/// between its markers is `$ COMMAND` and the command's output, byte for byte.
@Suite struct ClusterGuideTests {
  @Test func theWorkedRoundInTheGuideIsTheBinarysOutput() throws {
    let guide = try String(
      contentsOf: Repo.root.appendingPathComponent("Docs/simulate.md"), encoding: .utf8)
    let begin = try #require(guide.range(of: "<!-- cluster worked round: begin -->\n```text\n"))
    let end = try #require(guide.range(of: "```\n<!-- cluster worked round: end -->"))
    let block = String(guide[begin.upperBound..<end.lowerBound])
    let command = "$ reelsim simulate Configs/cluster-7x7.json --seed 4\n"
    #expect(block.hasPrefix(command))
    let run = try Reelsim.run(
      ["simulate", "Configs/cluster-7x7.json", "--seed", "4"], in: Repo.root)
    #expect(run.status == 0)
    #expect(String(block.dropFirst(command.count)) == run.text)
    #expect(run.text.contains("cascades: 3\ncluster win: 4.43 × bet\n"))
    // The steps the guide's prose walks through.
    for line in [
      "  L3      5     1.33  ×1          1.33  0:3 1:2 1:3 1:4 2:3\n",
      "cascade 1 at 3.233 s, window after:\n", "cascade 2 at 3.858 s, window after:\n",
      "cascade 3 at 4.704 s, window after:\n",
    ] {
      #expect(run.text.contains(line))
    }
  }

  /// The multiplier round: `Configs/cluster-7x7.json` with `"cellMultiplierCap": 8` as
  /// `candy.json`; the block is the output from its `clusters (` line on.
  @Test func theMultiplierRoundInTheGuideIsTheBinarysOutput() throws {
    let guide = try String(
      contentsOf: Repo.root.appendingPathComponent("Docs/simulate.md"), encoding: .utf8)
    let begin = try #require(
      guide.range(of: "<!-- cluster multiplier round: begin -->\n```text\n"))
    let end = try #require(guide.range(of: "```\n<!-- cluster multiplier round: end -->"))
    let block = String(guide[begin.upperBound..<end.lowerBound])
    let command = "$ reelsim simulate candy.json --targets 6,57,60,47,27,22,2\n…\n"
    #expect(block.hasPrefix(command))
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOfFile: Repo.config("cluster-7x7"), encoding: .utf8)
      .replacingOccurrences(
        of: #""maxWin": 5000,"#, with: #""maxWin": 5000, "cellMultiplierCap": 8,"#)
    try text.write(
      to: folder.appendingPathComponent("candy.json"), atomically: true, encoding: .utf8)
    let run = try Reelsim.run(
      ["simulate", "candy.json", "--targets", "6,57,60,47,27,22,2"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let clusters = try #require(run.text.range(of: "clusters ("))
    #expect(String(block.dropFirst(command.count)) == String(run.text[clusters.lowerBound...]))
    #expect(run.text.contains("  L1      5     0.89  ×4          3.56  2:1 2:2 3:1 3:2 4:1\n"))
    #expect(run.text.hasSuffix("cascades: 4\ncluster win: 16.12 × bet\n"))
  }
}

import Foundation
import TestSupport
import Testing

/// The worked Megaways spin of `Docs/simulate.md` is what the built binary prints: the block
/// between its markers is `$ COMMAND` and the command's output, byte for byte.
@Suite struct MegawaysGuideTests {
  @Test func theWorkedSpinInTheGuideIsTheBinarysOutput() throws {
    let guide = try String(
      contentsOf: Repo.root.appendingPathComponent("Docs/simulate.md"), encoding: .utf8)
    let begin = try #require(guide.range(of: "<!-- megaways worked spin: begin -->\n```text\n"))
    let end = try #require(guide.range(of: "```\n<!-- megaways worked spin: end -->"))
    let block = String(guide[begin.upperBound..<end.lowerBound])
    let command = "$ reelsim simulate Configs/megaways.json --seed 7\n"
    #expect(block.hasPrefix(command))
    let run = try Reelsim.run(
      ["simulate", "Configs/megaways.json", "--seed", "7"], in: Repo.root)
    #expect(run.status == 0)
    #expect(String(block.dropFirst(command.count)) == run.text)
    #expect(run.text.contains("rows: 4 2 6 5 4 3 (before: 7 7 7 7 7 7), 7560 ways\n"))
    #expect(run.text.contains("result code: 46-32-13-41-9-96@4.2.6.5.4.3+27\n"))
  }
}

import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// Result codes as `--targets`, and the wins, pay and result code in the spin's summary.
@Suite struct SpinWinsTests {
  let machine = ConfigLoader.loadDefault()

  func targetError(_ text: String) -> String? {
    do {
      _ = try SpinRequest.parseTargets(text, for: machine.spec)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func resultCodesAreTargets() throws {
    let spec = machine.spec
    #expect(try SpinRequest.parseTargets("11-15-20", for: spec) == [11, 15, 20])
    #expect(try SpinRequest.parseTargets(" 3-17-5 ", for: spec) == [3, 17, 5])
    let long = ResultCode(spec: spec, stops: [11, 15, 20]).description
    #expect(long == "11-15-20:CHERRY.WATERMELON.7/PLUM.CHERRY.CHERRY/BELL.REPLAY.BELL")
    #expect(try SpinRequest.parseTargets(long, for: spec) == [11, 15, 20])
    // A lone negative number is still an index (and off the strip), not a code.
    #expect(targetError("-1")?.hasPrefix("\"-1\" has 1 target for 3 drums") == true)
  }

  @Test(arguments: [
    (
      "11-15",
      "result code \"11-15\" has 2 stops for 3 drums (allowed: one strip index per drum, joined by '-')"
    ),
    ("11-15-21", "result code \"11-15-21\": drum 2: stop 21 is off the strip (allowed: 0 ... 20)"),
    (
      "11-x-20",
      "result code \"11-x-20\": stop 1 is \"x\", not a strip index (allowed: strip indices from 0 joined by '-', one per drum, e.g. 3-17-5)"
    ),
    (
      "11-15-20:A.B.C",
      "result code \"11-15-20:A.B.C\": the window \"A.B.C\" is not what the stops show (allowed: \"CHERRY.WATERMELON.7/PLUM.CHERRY.CHERRY/BELL.REPLAY.BELL\", or the stops alone)"
    ),
  ])
  func badResultCodesSayWhy(text: String, message: String) {
    #expect(targetError(text) == message)
  }

  func summary(_ machine: ResolvedMachine, targets: String) async throws -> (SpinSummary, JSONNode)
  {
    let request = try SpinRequest(machine: machine, targets: targets)
    let result = try await request.run(recordingTrace: false)
    let summary = request.summary(of: result)
    return (summary, try JSONParser.parse(Array(JSONWriter.write(summary.json).utf8)))
  }

  @Test func theSummaryHasTheWinsThePayAndTheResultCode() async throws {
    let (_, none) = try await summary(machine, targets: "5,5,5")
    #expect(JSONPath("resultCode").node(in: none)?.value == .string("5-5-5"))
    #expect(JSONPath("pay").node(in: none)?.value == .number(0))
    #expect(JSONPath("wins").node(in: none)?.value == .array([JSONValue]()))
    // Window CHERRY WATERMELON 7 / PLUM CHERRY CHERRY / BELL REPLAY BELL: the top line starts
    // with one cherry, the diagonal from the top left with two.
    let (table, root) = try await summary(machine, targets: "11-15-20")
    func win(_ line: Int, _ count: Int, _ pay: Double) -> JSONValue {
      .object([
        "count": .number(count), "line": .number(line), "pay": .number(pay),
        "symbol": .string("CHERRY"),
      ])
    }
    #expect(JSONPath("wins").node(in: root)?.value == .array([win(1, 1, 2), win(3, 2, 10)]))
    #expect(JSONPath("pay").node(in: root)?.value == .number(12))
    #expect(JSONPath("resultCode").node(in: root)?.value == .string("11-15-20"))
    #expect(
      table.table.contains(
        "\nresult code: 11-15-20\nwins (bet 1 per line, 5 lines, total bet 5):\n"))
    #expect(
      table.table.hasSuffix(
        "line  symbol  count  pay\n1     CHERRY  1      2\n3     CHERRY  2      10\ntotal pay: 12\n"
      ))
  }

  @Test func scatterWinsHaveNoLine() async throws {
    let video = try ConfigLoader.load(path: Repo.config("video-5reel"))
    // SCATTER sits at 5, 4, 4, 5, 12 on the five strips: all five in the middle row.
    let (summary, root) = try await self.summary(video, targets: "5-4-4-5-12")
    let wins = try #require(summary.payout?.wins)
    #expect(wins.last == PayWin(line: nil, symbol: "SCATTER", count: 5, pay: 2000))
    #expect(JSONPath("wins[\(wins.count - 1)].line").node(in: root)?.value == .null)
    #expect(summary.table.contains("scatter  SCATTER  5      2000"))
  }

  @Test func noPaytableMeansNoWins() async throws {
    let classic = try ConfigLoader.load(path: Repo.config("classic"))
    let (summary, root) = try await self.summary(classic, targets: "1-2-3")
    #expect(JSONPath("pay").node(in: root)?.value == .null)
    #expect(JSONPath("wins").node(in: root)?.value == .array([JSONValue]()))
    #expect(JSONPath("resultCode").node(in: root)?.value == .string("1-2-3"))
    #expect(!summary.table.contains("wins"))
    #expect(summary.table.hasSuffix("\nresult code: 1-2-3\n"))
  }
}

import Foundation
import TestSupport
import Testing

/// `reelsim par` on tumbling machines: the exact chain sheet (table and JSON), Monte Carlo
/// playing each chain (the same bytes for every `--jobs`, the exact chain figures beside it),
/// and one line (exit 65) beyond the chain bound or with the closed form.
@Suite struct ParTumbleCommandTests {
  /// `Configs/tumble.json` with every strip cut or repeated to `stops` stops, in `folder`.
  static func config(stops: Int, in folder: URL) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repo.config("tumble")))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let drums = try #require(object["drums"] as? [[String: Any]])
    object["drums"] = try drums.map { drum in
      let strip = try #require(drum["strip"] as? [String])
      return ["strip": (0..<stops).map { strip[$0 % strip.count] }]
    }
    let url = folder.appendingPathComponent("tumble-\(stops).json")
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: url)
    return url.path
  }

  @Test func theExactSheetPlaysEveryChain() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = try Self.config(stops: 8, in: folder)
    let table = try Reelsim.run(["par", config, "--jobs", "2"], in: folder)
    #expect(table.status == 0, "\(table.errors)")
    let lines = table.text.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "PAR sheet: tumble (exact, every stop combination's tumble chain played)")
    for label in [
      "return to player (RTP)", "top award", "RTP by part", "first window", "tumbles",
      "tumbles per spin", "longest chain", "chains cut at 50",
    ] {
      #expect(lines.contains { $0.hasPrefix(label + " ") }, "\(label)")
    }
    #expect(table.errors.contains("32768 tumble chains played"))
    let json = try Reelsim.run(["par", config, "--json", "--jobs", "1"], in: folder)
    #expect(json.status == 0, "\(json.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    #expect(object["calculation"] as? String == "tumble-chains")
    #expect(object["chains"] as? Int == 32768)
    let tumbles = try #require(object["tumbles"] as? [String: Any])
    let rtp = try #require(object["rtp"] as? Double)
    let first = try #require(tumbles["firstWindowRTP"] as? Double)
    let share = try #require(tumbles["tumbleShare"] as? Double)
    #expect(rtp > first && abs((rtp - first) / rtp - share) < 1e-12)
    let again = try Reelsim.run(["par", config, "--json", "--jobs", "2"], in: folder)
    #expect(again.output == json.output)
  }

  @Test(SlowTests.trait) func monteCarloPlaysEachChainTheSameForEveryJobs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = try Self.config(stops: 8, in: folder)
    let arguments = ["par", config, "--monte-carlo", "200000", "--seed", "3"]
    let one = try Reelsim.run(arguments + ["--jobs", "1"], in: folder)
    let two = try Reelsim.run(arguments + ["--jobs", "2"], in: folder)
    #expect(one.status == 0, "\(one.errors)")
    #expect(one.output == two.output)
    let lines = one.text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("tumbles per spin ") })
    #expect(lines.contains { $0.hasPrefix("return to player (RTP) ") && $0.hasSuffix("inside") })
    let json = try Reelsim.run(arguments + ["--json"], in: folder)
    let object = try #require(try JSONSerialization.jsonObject(with: json.output) as? [String: Any])
    let tumbles = try #require(object["tumbles"] as? [String: Any])
    #expect((tumbles["tumbles"] as? Int ?? 0) > 0)
    #expect(tumbles["exact"] is [String: Any])
  }

  @Test func beyondTheBoundOneLineNamesMonteCarlo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = try Self.config(stops: 30, in: folder)
    let run = try Reelsim.run(["par", config], in: folder)
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(
      run.errorLines.map(String.init) == [
        "error: \(config): drums: the tumble chains of 30 × 30 × 30 × 30 × 30 stop combinations "
          + "are too many to play one by one (allowed: at most 4194304 combinations for an "
          + "exact tumble sheet; use --monte-carlo N or --precision P)"
      ])
    let closed = try Reelsim.run(
      ["par", try Self.config(stops: 8, in: folder), "--method", "closed-form"], in: folder)
    #expect(closed.status == 65)
    #expect(
      closed.errorLines.count == 1 && closed.errorLines[0].contains("tumble: the closed form"))
  }
}

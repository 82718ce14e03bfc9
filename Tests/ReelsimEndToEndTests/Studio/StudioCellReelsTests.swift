import Foundation
import TestSupport
import Testing

/// The studio's hold-and-win round: `POST /api/spin` answers `cellReels` (the round on its
/// cell reels, from the model: every respin's cell traces, the counter's changes and the cells
/// held, each at its time), and, in a real browser (slow tier), the page plays it after the
/// spin settles: held cells highlighted and never moving, cell reels landing, the counter, and
/// at the end the summary's round.
@Suite struct StudioCellReelsTests {
  static func server(in folder: URL) throws -> StudioServer {
    try Data(try Repo.bytes("hold-and-win"))
      .write(to: folder.appendingPathComponent("hold-and-win.json"))
    return try StudioServer(["hold-and-win.json"], in: folder)
  }

  @Test func theSpinAnswerCarriesTheRoundOnItsCellReels() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try Self.server(in: folder)
    let answer = try server.request("POST", "/api/spin", json: #"{"seed": 218}"#).object()
    let summary = try #require(answer["summary"] as? [String: Any])
    let round = try #require(summary["holdAndWin"] as? [String: Any])
    let reels = try #require(answer["cellReels"] as? [String: Any])
    let respins = try #require(reels["respins"] as? [[String: Any]])
    let played = try #require(round["respins"] as? [[String: Any]])
    #expect(respins.count == played.count)
    #expect(reels["cells"] as? Int == 15 && reels["rows"] as? Int == 3)
    #expect(reels["award"] as? Double == round["award"] as? Double)
    for (respin, summaryRespin) in zip(respins, played) {
      let held = try #require(respin["heldBefore"] as? [Bool])
      let drums = try #require(respin["drums"] as? [Any])
      #expect(drums.count == 15)
      for cell in 0..<15 {
        // A held cell has no trace; a spun one ends at rest on its stop.
        if held[cell] {
          #expect(drums[cell] is NSNull)
          continue
        }
        let trace = try #require(drums[cell] as? [String: Any])
        let offsets = try #require(trace["offset"] as? [Double])
        let stops = try #require(respin["stops"] as? [Int])
        #expect(offsets.last == Double(stops[cell]) * 150)
        #expect((trace["phase"] as? [String])?.last == "stopped")
      }
      let cells = try #require(summaryRespin["cells"] as? [[String: Any]])
      #expect(cells.allSatisfy { !held[$0["cell"] as? Int ?? 0] })
    }
    // The counter's changes: 3 at the start, then what the model's events say.
    let counter = try #require(reels["counter"] as? [[String: Any]])
    #expect(counter.first?["left"] as? Int == 3)
    #expect(counter.last?["left"] as? Int == played.last?["after"] as? Int)
    let held = try #require(reels["held"] as? [[String: Any]])
    let landed = played.flatMap { ($0["landed"] as? [[String: Any]]) ?? [] }
    #expect(held.compactMap { $0["cell"] as? Int } == landed.compactMap { $0["cell"] as? Int })
    // A spin without a round answers null.
    let plain = try server.request("POST", "/api/spin", json: #"{"seed": 1}"#).object()
    #expect(plain["cellReels"] is NSNull)
  }

  @Test(SlowTests.trait, RequiredTool.trait(missing: StudioBrowserTests.missing))
  func thePagePlaysTheRoundAfterTheSpin() throws {
    if let missing = StudioBrowserTests.missing {
      Issue.record("the browser test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try Self.server(in: folder)
    let screenshots = Repo.root.appendingPathComponent("Plots/out/studio")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let run = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/studio_cellreels_test.py").path,
        "--url", server.url, "--out", screenshots.path, "--seed", "218",
      ], in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)\nserver: \(server.errors)")
    #expect(run.text.contains("PASS: studio page (hold-and-win round)"), "\(run.text)")
    for name in ["studio-cellreels-mid.png", "studio-cellreels-end.png"] {
      let size = try Images.pngSize(screenshots.appendingPathComponent(name))
      #expect(size.width >= 1000, "\(name)")
    }
  }
}

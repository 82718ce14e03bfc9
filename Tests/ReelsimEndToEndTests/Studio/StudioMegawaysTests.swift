import Foundation
import ReelWorkbench
import TestSupport
import Testing

/// `reelsim studio` on the variable-row machine `Configs/megaways.json`: `GET /api/machine`
/// carries what the page needs to draw and spin it (row weights, window heights, top drum,
/// each drum's start stop), and `POST /api/spin` spins seeds exactly as `reelsim simulate`
/// does — the summary byte for byte — with each drum's trace in that spin's geometry and the
/// seam's inputs (rows before, their symbol height, result row and start offset), and the top
/// drum's trace after them.
@Suite(.serialized) struct StudioMegawaysTests {
  @Test func machineCarriesRowsAndTheTopDrum() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer([Repo.config("megaways")], in: folder)
    let machine = try server.request("GET", "/api/machine").object()
    let rows = try #require(machine["rows"] as? [String: Any])
    let weights = try #require(rows["rowWeights"] as? [[Int]])
    #expect(weights.count == 6)
    #expect(weights.allSatisfy { $0 == [0, 1, 3, 4, 4, 3, 1] })
    #expect(rows["windowHeight"] as? [Double] == Array(repeating: 420, count: 6))
    let top = try #require(rows["topDrum"] as? [String: Any])
    #expect((top["strip"] as? [String])?.count ?? 0 >= 4)
    #expect(rows["seed"] is String)
    let drums = try #require(machine["drums"] as? [[String: Any]])
    #expect(drums.allSatisfy { $0["startIndex"] is Int && $0["visibleRows"] as? Int == 7 })
    // A machine of fixed rows has none.
    let plain = try StudioServer(in: folder)
    #expect(try plain.request("GET", "/api/machine").object()["rows"] is NSNull)
  }

  @Test func seedsSpinAsSimulateInTheSpinsGeometry() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = Repo.config("megaways")
    let server = try StudioServer([config], in: folder)
    for seed in 1...4 {
      let answer = try server.post("/api/spin", ["seed": seed])
      #expect(answer.status == 200, "seed \(seed): \(answer.text)")
      let tree = try JSONParser.parse(Array(answer.body))
      let summary = try #require(JSONPath("summary").node(in: tree))
      let printed = try Reelsim.run(["simulate", "--json", config, "--seed", "\(seed)"])
      #expect(printed.status == 0, "seed \(seed): \(printed.errors)")
      #expect(JSONWriter.write(summary.value) == printed.text, "seed \(seed)")

      let object = try answer.object()
      let rows = try #require((object["summary"] as? [String: Any])?["rows"] as? [Int])
      let drums = try #require((object["trace"] as? [String: Any])?["drums"] as? [[String: Any]])
      // The six drums, then the top drum: a plain drum of its own, drum 1's symbol height.
      try #require(drums.count == 7)
      #expect(drums[6]["rows"] == nil && drums[6]["symbolHeight"] as? Double == 60)
      for (index, drum) in drums.prefix(6).enumerated() {
        let label = "seed \(seed) drum \(index)"
        #expect(drum["rows"] as? Int == rows[index], "\(label)")
        #expect(drum["symbolHeight"] as? Double == 420 / Double(rows[index]), "\(label)")
        #expect(drum["previousRows"] as? Int == 7, "\(label)")
        #expect(drum["previousSymbolHeight"] as? Double == 60, "\(label)")
        #expect(drum["resultRow"] as? Int == min(3, rows[index] - 1), "\(label)")
        let length = try #require(drum["stripLength"] as? Double)
        let height = try #require(drum["symbolHeight"] as? Double)
        #expect(abs(length / height - 100) < 1e-9, "\(label)")
      }
    }
  }

  /// The badges judge the machine's drums: the top drum (30 stops of 60 pt at 4300 pt/s,
  /// 143.3 rpm) has no stop button and is named, not judged, in the `rpm80` badge's detail;
  /// the drums (at most 7 rows, 6000 pt) cruise at 43 rpm. Controls are checked against the
  /// spin's machine as `simulate` checks them: a slam may name the top drum (drum 6), a press
  /// on it is a 400 at `$.controls.presses[6]`.
  @Test func theBadgesAndControlsKnowTheTopDrum() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The badges are the declared rule sets': this copy declares the pachislot rules.
    let text = try String(contentsOfFile: Repo.config("megaways"), encoding: .utf8)
      .replacingOccurrences(of: #""symbols":"#, with: #""rules": ["pachislot"], "symbols":"#)
    try text.write(
      to: folder.appendingPathComponent("megaways.json"), atomically: true, encoding: .utf8)
    let server = try StudioServer(["megaways.json"], in: folder)
    let answer = try server.post("/api/spin", ["seed": 1])
    #expect(answer.status == 200, "\(answer.text)")
    let check = try #require(try answer.object()["check"] as? [String: Any])
    let rules = try #require(check["rules"] as? [[String: Any]])
    let rpm = try #require(rules.first { $0["id"] as? String == "rpm80" })
    #expect(rpm["pass"] as? Bool == true)
    #expect(rpm["measured"] as? Double == 43)
    #expect(
      rpm["detail"] as? String
        == "43.0 rpm (limit 80); top drum 143.3 rpm, not judged: no stop button")
    let skill = try #require(rules.first { $0["id"] as? String == "skillStop" })
    #expect((skill["detail"] as? String)?.hasSuffix("; the top drum has no stop button") == true)

    let slam = try server.post(
      "/api/spin", ["seed": 1, "controls": ["slam": ["at": 1, "drums": [6]]]])
    #expect(slam.status == 200, "\(slam.text)")
    let press = try server.post(
      "/api/spin", ["seed": 1, "controls": ["presses": [1, 1, 1, 1, 1, 1, 1]]])
    #expect(press.status == 400)
    let error = try press.object()
    #expect(error["path"] as? String == "$.controls.presses[6]", "\(press.text)")
    #expect((error["error"] as? String)?.contains("the top drum") == true, "\(press.text)")
    let six = try server.post(
      "/api/spin", ["seed": 1, "controls": ["presses": [1, 1, 1, 1, 1, 1]]])
    #expect(six.status == 200, "\(six.text)")
  }
}

import Foundation
import ReelWorkbench
import TestSupport
import Testing

/// `POST /api/spin` on a cluster grid: the summary is `simulate --json`'s, and `tumble` is the
/// chain the page plays (``TumbleAnswer``): one step per cascade with the summary's windows,
/// no cell ever below its row, each step's cell multipliers as the summary has them when the
/// grid has some, and `null` for a spin that does not cascade.
@Suite(.serialized) struct StudioClusterSpinTests {
  @Test func theSpinAnswerCarriesTheCascadeChain() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = Repo.config("cluster-7x7")
    let text = try String(contentsOfFile: plain, encoding: .utf8)
      .replacingOccurrences(
        of: #""maxWin": 5000,"#, with: #""maxWin": 5000, "cellMultiplierCap": 8,"#)
    let candy = folder.appendingPathComponent("candy.json").path
    try text.write(toFile: candy, atomically: true, encoding: .utf8)
    for config in [plain, candy] {
      let server = try StudioServer([config], in: folder)
      for seed in [4, 1, 6] {
        let label = "\(config) seed \(seed)"
        let raw = try server.post("/api/spin", ["seed": seed]).body
        let tree = try JSONParser.parse(Array(raw))
        let summary = try #require(JSONPath("summary").node(in: tree))
        let printed = try Reelsim.run(["simulate", "--json", config, "--seed", String(seed)])
        #expect(JSONWriter.write(summary.value) == printed.text, "\(label)")
        let answer = try #require(try JSONSerialization.jsonObject(with: raw) as? [String: Any])
        let cluster = try #require(
          (answer["summary"] as? [String: Any])?["cluster"] as? [String: Any])
        let wanted = try #require(cluster["steps"] as? [[String: Any]])
        let chain = try TumbleAnswer(answer, label: label)
        #expect(chain.steps.count == wanted.count - 1, "\(label)")
        for k in 1..<wanted.count {
          #expect(try chain.rows(ofStep: k) == wanted[k]["window"] as? [[String]], "\(label) \(k)")
          let sent = chain.steps[k - 1]["multipliers"] as? [[Int]]
          let rows = sent.map { columns in (0..<7).map { row in columns.map { $0[row] } } }
          #expect(rows == wanted[k]["multipliers"] as? [[Int]], "\(label) \(k)")
          #expect((sent == nil) == (config == plain), "\(label) \(k)")
          for fall in try #require(chain.steps[k - 1]["falls"] as? [[String: Any]]) {
            let row = try #require(fall["row"] as? Int)
            let positions = try #require(fall["positions"] as? [Double])
            #expect(positions.allSatisfy { $0 <= Double(row) * 100 }, "\(label) \(k)")
          }
        }
      }
      // Seed 3 lands without a cluster: no chain to play.
      let quiet = try server.post("/api/spin", ["seed": 3]).object()
      #expect(quiet["tumble"] is NSNull)
    }
  }

  /// A fixed-row tumbling machine (`Configs/tumble.json`, seed 3: 3 tumbles) and a variable-row
  /// one (`Configs/megaways-cascades.json`, seed 3: 2 cascades): the same `tumble`, its
  /// windows the summary's chain's, without multipliers.
  @Test(arguments: [("tumble", 3), ("megaways-cascades", 2)])
  func rowChainsAreTheSameMember(config name: String, tumbles: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer([Repo.config(name)], in: folder)
    let answer = try server.post("/api/spin", ["seed": 3]).object()
    let chain = try TumbleAnswer(answer, label: name)
    let wanted = try #require(
      ((answer["summary"] as? [String: Any])?["tumble"] as? [String: Any])?["steps"]
        as? [[String: Any]])
    #expect(chain.steps.count == tumbles)
    #expect(chain.steps.count == wanted.count)
    #expect(chain.stride == 1)
    #expect(chain.steps.allSatisfy { $0["multipliers"] == nil })
    if name == "tumble" {
      for k in 1...wanted.count {
        #expect(try chain.rows(ofStep: k) == wanted[k - 1]["window"] as? [[String]], "\(k)")
      }
    }
  }
}

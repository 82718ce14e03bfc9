import Foundation
import TestSupport
import Testing

/// `POST /api/spin` on a cluster grid with a fill or free spins: the `tumble` the page plays
/// carries the fill's grid (`filled`, `landing`) even without a cascade, and a triggered
/// round after the base spin's steps, free spin by free spin (a drop clearing the whole grid,
/// then the cascades), each window and cell multiplier as `clusterFreeSpins` in the summary
/// has it, with the counter's figures (`freeSpins`).
@Suite(.serialized) struct StudioClusterRoundTests {
  /// `[drum][row]` as rows, top first (the summary's windows).
  static func rows<T>(_ columns: [[T]]) -> [[T]] {
    (0..<(columns.first?.count ?? 0)).map { row in columns.map { $0[row] } }
  }

  @Test func aFillSendsTheGridItDrew() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer([Repo.config("cluster-fill-3x3")], in: folder)
    let answer = try server.post("/api/spin", ["seed": 4]).object()
    let chain = try #require(answer["tumble"] as? [String: Any])
    let summary = try #require(answer["summary"] as? [String: Any])
    let cluster = try #require(summary["cluster"] as? [String: Any])
    let steps = try #require(cluster["steps"] as? [[String: Any]])
    #expect(chain["filled"] as? Bool == true)
    #expect((chain["steps"] as? [Any])?.isEmpty == true)
    let landing = try #require(chain["landing"] as? [[String]])
    #expect(Self.rows(landing) == steps[0]["window"] as? [[String]])
    // The drums' strips only spin: their window is not the grid.
    #expect(Self.rows(landing) != summary["window"] as? [[String]])
  }

  @Test func aTriggeredRoundIsSentSpinBySpin() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOfFile: Repo.config("cluster-free-spins"), encoding: .utf8)
      .replacingOccurrences(of: #""maxWin": 5000,"#, with: #""maxWin": 30,"#)
    try text.write(
      to: folder.appendingPathComponent("round.json"), atomically: true, encoding: .utf8)
    let server = try StudioServer(["round.json"], in: folder)
    let answer = try server.post("/api/spin", ["seed": 53]).object()
    let chain = try #require(answer["tumble"] as? [String: Any])
    let summary = try #require(answer["summary"] as? [String: Any])
    let played = try #require(summary["clusterFreeSpins"] as? [String: Any])
    let spins = try #require(played["spins"] as? [[String: Any]])
    let round = try #require(chain["freeSpins"] as? [String: Any])
    let counters = try #require(round["spins"] as? [[String: Any]])
    let steps = try #require(chain["steps"] as? [[String: Any]])
    #expect(spins.count == 8 && counters.count == 8)
    #expect(round["cap"] as? Double == 30 && round["capped"] as? Bool == true)
    #expect(counters.last?["roundWin"] as? Double == played["win"] as? Double)
    #expect(counters.map { $0["spinsLeft"] as? Int } == (0..<8).reversed().map { $0 })
    var last = -1
    for (index, spin) in spins.enumerated() {
      let mine = steps.filter { $0["freeSpin"] as? Int == index + 1 }
      let wanted = try #require(spin["steps"] as? [[String: Any]])
      #expect(mine.count == wanted.count, "free spin \(index + 1)")
      #expect(mine.first?["tumble"] as? Int == 0)
      #expect((mine.first?["removed"] as? [Any])?.count == 36)
      for (step, want) in zip(mine, wanted) {
        let window = try #require(step["window"] as? [[String]])
        #expect(Self.rows(window) == want["window"] as? [[String]], "free spin \(index + 1)")
        let states = try #require(step["multipliers"] as? [[Int]])
        #expect(Self.rows(states) == want["multipliers"] as? [[Int]], "free spin \(index + 1)")
        let removal = try #require(step["removalTick"] as? Int)
        #expect(removal >= last)
        last = try #require(step["settleTick"] as? Int)
        for fall in try #require(step["falls"] as? [[String: Any]]) {
          let row = try #require(fall["row"] as? Int)
          let positions = try #require(fall["positions"] as? [Double])
          #expect(positions.last == Double(row) * 100)
          #expect(positions.allSatisfy { $0 <= Double(row) * 100 })
        }
      }
    }
    #expect(chain["settleTick"] as? Int == last)
  }
}

import Foundation
import ReelWorkbench
import TestSupport
import Testing

/// `POST /api/spin` on a cluster grid: the summary is `simulate --json`'s, and `cascade` is the
/// chain the page draws: one step per cascade with the summary's windows, frames every
/// `stride` ticks whose last one rests every cell exactly on its row, no cell ever below its
/// row, and no `cascade` for a spin that does not cascade.
@Suite(.serialized) struct StudioClusterSpinTests {
  @Test func theSpinAnswerCarriesTheCascadeFrames() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = Repo.config("cluster-7x7")
    let server = try StudioServer([config], in: folder)
    for seed in [4, 1, 6] {
      let raw = try server.post("/api/spin", ["seed": seed]).body
      let tree = try JSONParser.parse(Array(raw))
      let summary = try #require(JSONPath("summary").node(in: tree))
      let printed = try Reelsim.run(["simulate", "--json", config, "--seed", String(seed)])
      #expect(JSONWriter.write(summary.value) == printed.text, "seed \(seed)")
      let answer = try #require(try JSONSerialization.jsonObject(with: raw) as? [String: Any])
      let chain = try #require((answer["summary"] as? [String: Any])?["cluster"] as? [String: Any])
      let windows = try #require(chain["steps"] as? [[String: Any]]).map {
        try #require($0["window"] as? [[String]])
      }
      let cascade = try #require(answer["cascade"] as? [String: Any], "seed \(seed)")
      let steps = try #require(cascade["steps"] as? [[String: Any]])
      let frames = try #require(cascade["frames"] as? [[String: Any]])
      let stride = try #require(cascade["stride"] as? Int)
      #expect(steps.count == windows.count - 1)
      for step in steps {
        let number = try #require(step["step"] as? Int)
        let columns = try #require(step["window"] as? [[String]])
        let rows = (0..<7).map { row in columns.map { $0[row] } }
        #expect(rows == windows[number], "seed \(seed) step \(number)")
      }
      #expect(stride >= 4)
      #expect(frames.first?["tick"] as? Int == cascade["startTick"] as? Int)
      #expect(frames.last?["tick"] as? Int == cascade["settleTick"] as? Int)
      for frame in frames {
        let y = try #require(frame["y"] as? [Double])
        #expect(y.count == 49)
        #expect(y.enumerated().allSatisfy { $0.element <= Double($0.offset % 7) * 100 })
      }
      let last = try #require(frames.last?["y"] as? [Double])
      #expect(last == (0..<49).map { Double($0 % 7) * 100 })
    }
    // Seed 3 lands without a cluster: no cascade to draw.
    let quiet = try server.post("/api/spin", ["seed": 3]).object()
    #expect(quiet["cascade"] == nil)
  }
}

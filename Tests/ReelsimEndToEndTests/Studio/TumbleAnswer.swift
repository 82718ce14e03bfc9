import Foundation
import ReelWorkbench
import Testing

/// The `tumble` member of a `POST /api/spin` answer, read with Foundation's parser and checked
/// for what every chain — fixed rows, variable rows, cluster grid — promises
/// (`StudioAPI.tumbleJSON`): steps numbered from 1 in removal order; each fall's positions
/// one every `stride` ticks from the removal with its landing sample last, resting on exactly
/// `row·h`; the removed cells' symbols those of the window before; at most
/// ``StudioAPI/maximumTumblePositions`` positions plus two per fall.
struct TumbleAnswer {
  /// The chain's steps as sent.
  let steps: [[String: Any]]
  /// The chain's `stride` (ticks between two samples of a fall).
  let stride: Int
  /// The positions sent, summed over every fall.
  let positions: Int

  /// Reads and checks `tumble` of `answer`; `label` names the spin in failures.
  init(_ answer: [String: Any], label: String) throws {
    let chain = try #require(answer["tumble"] as? [String: Any], "\(label): no tumble")
    steps = try #require(chain["steps"] as? [[String: Any]])
    stride = try #require(chain["stride"] as? Int)
    let heights = try #require(chain["symbolHeights"] as? [Double])
    var before = try #require(chain["landing"] as? [[String]])
    var positions = 0
    var falls = 0
    #expect(stride >= 1, "\(label)")
    for (index, step) in steps.enumerated() {
      #expect(step["tumble"] as? Int == index + 1, "\(label)")
      let removal = try #require(step["removalTick"] as? Int)
      let settle = try #require(step["settleTick"] as? Int)
      let highlight = try #require(step["highlightUntil"] as? Int)
      #expect(removal <= highlight && highlight <= settle, "\(label) step \(index + 1)")
      for cell in try #require(step["removed"] as? [[String: Any]]) {
        let drum = try #require(cell["drum"] as? Int)
        let row = try #require(cell["row"] as? Int)
        #expect(cell["symbol"] as? String == before[drum][row], "\(label) step \(index + 1)")
      }
      for fall in try #require(step["falls"] as? [[String: Any]]) {
        let drum = try #require(fall["drum"] as? Int)
        let row = try #require(fall["row"] as? Int)
        let land = try #require(fall["landTick"] as? Int)
        let sampled = try #require(fall["positions"] as? [Double])
        let span = max(0, land - removal)
        #expect(sampled.count == (span + stride - 1) / stride + 1, "\(label) step \(index + 1)")
        #expect(sampled.last == Double(row) * heights[drum], "\(label) step \(index + 1)")
        positions += sampled.count
        falls += 1
      }
      before = try #require(step["window"] as? [[String]])
    }
    #expect(positions <= StudioAPI.maximumTumblePositions + 2 * falls, "\(label)")
    self.positions = positions
  }

  /// Step `k`'s window (1-based), rows top first as the summaries print it.
  func rows(ofStep k: Int) throws -> [[String]] {
    let columns = try #require(steps[k - 1]["window"] as? [[String]])
    let height = columns.map(\.count).max() ?? 0
    return (0..<height).map { row in columns.compactMap { row < $0.count ? $0[row] : nil } }
  }
}

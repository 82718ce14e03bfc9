import Foundation
import TestSupport
import Testing

/// The built binary on the cascading Megaways machine: `simulate --tumble-trace` writes the
/// chain's falls on the spin's own rows (the same format as fixed rows, each drum's rows and
/// symbol height in the header), the JSON summary's chain carries rows and multipliers, and
/// the free spins a variable-row spin triggers are played in its summary.
@Suite struct MegawaysCascadeCommandTests {
  static let config = Repo.config("megaways-cascades")

  @Test func theTumbleTraceLandsEveryCellOnItsDrumsRows() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(
      ["simulate", Self.config, "--seed", "3", "--tumble-trace", "cells.csv", "--json"],
      in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let summary = try #require(
      try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    let chain = try #require(summary["tumble"] as? [String: Any])
    let heights = try #require(chain["symbolHeights"] as? [Double])
    #expect(chain["rows"] as? [Int] == [3, 5, 5, 3, 3, 5])
    #expect(heights == [140, 84, 84, 140, 140, 84, 60])
    #expect(chain["topDrum"] as? Int == 6)
    #expect(
      chain["code"] as? String == "13-88-49-88-67-71@3.5.5.3.3.5+14~2.3.3.0.1.1.3~2.2.1.2.0.0.2")
    #expect(
      (summary["cascades"] as? [String: Any])?["totalPay"] as? Double == chain["totalPay"]
        as? Double)
    let text = try String(contentsOf: folder.appendingPathComponent("cells.csv"), encoding: .utf8)
    let rows = text.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    #expect(
      rows.first
        == [
          "time", "tick", "tumble", "drum", "row", "fromRow", "symbol", "phase", "position",
          "velocity", "acceleration",
        ])
    let data = Array(rows.dropFirst())
    var cells = 0
    var topCells = 0
    for (index, row) in data.enumerated() {
      let drum = try #require(Int(row[3]))
      let rest = Double(try #require(Int(row[4]))) * heights[drum]
      // Never below its row; its last row (a change of tumble, drum or row) rests exactly.
      #expect(try #require(Double(row[8])) <= rest)
      guard index == data.count - 1 || data[index + 1][2...4] != row[2...4] else { continue }
      cells += 1
      if drum == 6 { topCells += 1 }
      #expect(row[7] == "resting", "\(row)")
      #expect(Double(row[8]) == rest, "\(row)")
      #expect(Double(row[9]) == 0, "\(row)")
    }
    #expect(cells == 38)
    #expect(topCells > 0)

    let dat = try Reelsim.run(
      ["simulate", Self.config, "--seed", "3", "--tumble-trace", "cells.dat"], in: folder)
    #expect(dat.status == 0, "\(dat.errors)")
    let blocks = try String(contentsOf: folder.appendingPathComponent("cells.dat"), encoding: .utf8)
    #expect(blocks.hasPrefix("# reelsim tumble trace\n"))
    #expect(
      blocks.contains(
        "# rows: 3 5 5 3 3 5 (symbol heights 140 84 84 140 140 84 pt); top drum: drum 6, "
          + "4 cells of 60 pt\n"))
    #expect(
      blocks.contains("# chain: 13-88-49-88-67-71@3.5.5.3.3.5+14~2.3.3.0.1.1.3~2.2.1.2.0.0.2\n"))
    #expect(blocks.components(separatedBy: "\n\n\n").count == cells)
    // The same seed writes the same bytes.
    let again = try Reelsim.run(
      ["simulate", Self.config, "--seed", "3", "--tumble-trace", "again.dat"], in: folder)
    #expect(again.status == 0)
    #expect(
      try Data(contentsOf: folder.appendingPathComponent("again.dat"))
        == Data(contentsOf: folder.appendingPathComponent("cells.dat")))
  }

  @Test func theFreeSpinsOfAVariableRowSpinArePlayedInItsSummary() throws {
    let run = try Reelsim.run(["simulate", Self.config, "--seed", "172"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.text.contains("free spins: 4 scatters award 8 free spins (wins × 1, retriggers on)\n"))
    #expect(
      run.text.contains("feature win: 160.392 over 8 free spins; with the spin's 40: 200.392\n"))
    let summary = try Reelsim.summary([Self.config, "--seed", "172"])
    let round = try #require(summary["freeSpins"] as? [String: Any])
    #expect(round["awarded"] as? Int == 8)
    #expect(round["played"] as? Int == 8)
    let spins = try #require(round["spins"] as? [[String: Any]])
    // The multiplier carries over from free spin to free spin: each starts where the last ended.
    var last = 1
    for spin in spins {
      let multipliers = try #require(spin["multipliers"] as? [Int])
      #expect(multipliers.first == max(1, last))
      last = multipliers.last ?? last
      #expect((spin["rows"] as? [Int])?.count == 6)
    }
    #expect(last == 9)
    // Without cascades the round is played too, each free spin paying its window.
    let plain = try Reelsim.run(["simulate", Repo.config("megaways"), "--seed", "172"])
    #expect(
      plain.text.contains("free spins: 4 scatters award 5 free spins (wins × 1, retriggers on)\n"))
    #expect(
      plain.text.contains("feature win: 35.84 over 5 free spins; with the spin's 40: 75.84\n"))
  }
}

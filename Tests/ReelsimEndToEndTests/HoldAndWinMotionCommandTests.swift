import Foundation
import TestSupport
import Testing

/// `reelsim simulate Configs/hold-and-win.json` shows the respin round on cell reels: every
/// respin spins exactly the cells free before it, the cells that land a COIN are the maths'
/// landed cells, each spun cell's settle time lies inside its respin, respins follow one
/// another; `--respin-trace` writes every spun cell tick by tick, each landing at rest exactly
/// on its stop, and no row for a held cell.
@Suite struct HoldAndWinMotionCommandTests {
  func summary(_ extra: [String]) throws -> [String: Any] {
    let run = try Reelsim.run(["simulate", Repo.config("hold-and-win"), "--json"] + extra)
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    return try #require(object["holdAndWin"] as? [String: Any])
  }

  @Test(arguments: [["--seed", "184"], ["--seed", "218"], ["--targets", "4,4,4,0,0"]])
  func theCellReelsLandWhatTheMathsDrew(arguments: [String]) throws {
    let round = try summary(arguments)
    #expect(round["triggered"] as? Bool == true)
    var held = Set(
      try #require(round["start"] as? [[String: Any]]).compactMap { $0["cell"] as? Int })
    var previousSettle = try #require(round["startTime"] as? Double)
    for respin in try #require(round["respins"] as? [[String: Any]]) {
      let heldBefore = Set(try #require(respin["heldBefore"] as? [Int]))
      #expect(heldBefore == held)
      let cells = try #require(respin["cells"] as? [[String: Any]])
      #expect(Set(cells.compactMap { $0["cell"] as? Int }) == Set(0..<15).subtracting(held))
      let start = try #require(respin["startTime"] as? Double)
      let settle = try #require(respin["settleTime"] as? Double)
      #expect(start >= previousSettle && settle > start)
      for cell in cells {
        let time = try #require(cell["settleTime"] as? Double)
        #expect(time > start && time <= settle)
        #expect((cell["symbol"] as? String == "COIN") == (cell["bonus"] as? Bool))
      }
      let landed = try #require(respin["landed"] as? [[String: Any]]).compactMap {
        $0["cell"] as? Int
      }
      let bonus = cells.filter { $0["bonus"] as? Bool == true }.compactMap { $0["cell"] as? Int }
      #expect(landed == bonus)
      held.formUnion(landed)
      previousSettle = settle
    }
    #expect(round["endTime"] as? Double == previousSettle)
  }

  @Test func theRespinTraceLandsEveryCellExactly() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let round = try summary(["--seed", "218"])
    let run = try Reelsim.run(
      ["simulate", Repo.config("hold-and-win"), "--seed", "218", "--respin-trace", "r.csv"],
      in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let lines = try String(contentsOf: folder.appendingPathComponent("r.csv"), encoding: .utf8)
      .split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    #expect(
      lines.first == [
        "time", "tick", "respin", "cell", "drum", "row", "symbol", "phase", "travel", "offset",
        "velocity", "acceleration",
      ])
    let respins = try #require(round["respins"] as? [[String: Any]])
    var blocks: [String: [[String]]] = [:]
    for row in lines.dropFirst() { blocks["\(row[2]) \(row[3])", default: []].append(row) }
    var expected = 0
    for (index, respin) in respins.enumerated() {
      let held = try #require(respin["heldBefore"] as? [Int])
      for cell in held { #expect(blocks["\(index + 1) \(cell)"] == nil, "a held cell never moves") }
      for cell in try #require(respin["cells"] as? [[String: Any]]) {
        expected += 1
        let id = try #require(cell["cell"] as? Int)
        let rows = try #require(blocks["\(index + 1) \(id)"])
        let last = try #require(rows.last)
        let stop = try #require(cell["stop"] as? Int)
        #expect(last[7] == "stopped" && last[10] == "0")
        #expect(Double(last[9]) == Double(stop) * 150)
        // Foundation's JSON reader may be one ulp off the written number.
        let settle = try #require(cell["settleTime"] as? Double)
        #expect(abs(try #require(Double(last[0])) - settle) < 1e-9)
      }
    }
    #expect(blocks.count == expected)
  }

  @Test func theTableShowsEveryRespinsCells() throws {
    let run = try Reelsim.run(["simulate", Repo.config("hold-and-win"), "--seed", "218"])
    #expect(run.status == 0)
    let lines = run.text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains { $0.hasPrefix("cell reels (s since the spin started; the round starts at") })
    #expect(lines.filter { $0.hasPrefix("  respin ") }.count == 9)
    #expect(lines.contains { $0.hasPrefix("  round over at ") })
  }

  @Test func aRespinTraceNeedsTheFeature() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(
      ["simulate", Repo.config("video-5reel"), "--respin-trace", "r.dat"], in: folder)
    #expect(run.status == 64)
    #expect(run.errors.contains("--respin-trace needs a hold-and-win machine"))
    #expect(try contents(of: folder).isEmpty)
  }

  @Test func aHistoryLineRecordsTheRoundAndReplaysIt() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = Repo.config("hold-and-win")
    let spin = try Reelsim.run(
      ["simulate", config, "--seed", "218", "--history", "h.jsonl"], in: folder)
    #expect(spin.status == 0, "\(spin.errors)")
    let text = try String(contentsOf: folder.appendingPathComponent("h.jsonl"), encoding: .utf8)
    var line = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let summary = try #require(line["summary"] as? [String: Any])
    var round = try #require(summary["holdAndWin"] as? [String: Any])
    let respins = try #require(round["respins"] as? [[String: Any]])
    #expect(respins.count == 9 && respins.allSatisfy { $0["cells"] != nil })
    let replay = try Reelsim.run(["replay", "h.jsonl"], in: folder)
    #expect(replay.status == 0 && replay.text.contains("all 1 spin replay identically"))
    // A line written before the cell reels (no round or respin times, no cells) replays too.
    round["startTime"] = nil
    round["endTime"] = nil
    round["respins"] = respins.map { respin in
      respin.filter { !["cells", "heldBefore", "settleTime", "startTime"].contains($0.key) }
    }
    var older = summary
    older["holdAndWin"] = round
    line["summary"] = older
    let data = try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
    try (String(decoding: data, as: UTF8.self) + "\n").write(
      to: folder.appendingPathComponent("old.jsonl"), atomically: true, encoding: .utf8)
    let old = try Reelsim.run(["replay", "old.jsonl"], in: folder)
    #expect(old.status == 0, "\(old.text)")
  }

  @Test func plotDrawsTheCellReelsLandingCurves() throws {
    let space = try PlotWorkspace()
    let run = try space.plot([Repo.config("hold-and-win"), "--seed", "218", "--out", "p"])
    #expect(run.status == 0, "\(run.errors)")
    let names =
      ["data.dat", "events.dat", "cell-reels.dat", "style.gp"]
      + PlotWorkspace.charts.map { $0 + ".gp" } + ["cell-reels.gp"]
      + PlotWorkspace.images(["png"]) + ["cell-reels.png"]
    #expect(run.text == names.map { "p/\($0)\n" }.joined())
    try Images.expectPNG(space.url("p/cell-reels.png"), width: 1280, height: 720)
    let script = try space.text("p/cell-reels.gp")
    #expect(!script.contains(/@[A-Z_]+@/))
    #expect(
      script.contains(
        "set title \"hold-and-win: hold-and-win round, 9 respins, 72 cell landings, no respin "
          + "left\""))
    #expect(script.matches(of: /set arrow \d from [0-9.]+, graph 0 to/).count == 9)
    // The data is the respin trace simulate writes.
    let trace = try Reelsim.run(
      ["simulate", Repo.config("hold-and-win"), "--seed", "218", "--respin-trace", "r.dat"],
      in: space.url("p"))
    #expect(trace.status == 0, "\(trace.errors)")
    #expect(try space.data("p/cell-reels.dat") == space.data("p/r.dat"))
    // A spin without a round has no cell-reels chart.
    let plain = try space.plot([Repo.config("hold-and-win"), "--seed", "1", "--out", "q"])
    #expect(plain.status == 0 && !plain.text.contains("cell-reels"))
  }
}

import Foundation
import ReelKit
import ReelWorkbench
import TestSupport
import Testing

/// A cluster-pays grid through the built binary: `simulate` shows each cascade step's
/// clusters, its windows and pays are the maths' for the same seed (`ClusterGame.play`), the
/// tumble trace ends every cell at rest on its row, cell multipliers follow their rule as
/// recomputed here from the JSON, and `plot`, `resume`, `replay` and `regress` play it.
@Suite struct ClusterCommandTests {
  /// The JSON summary of `simulate CONFIG --seed SEED --json`.
  static func summary(_ config: String, seed: Int, in folder: URL? = nil) throws -> [String: Any] {
    let run = try Reelsim.run(
      ["simulate", config, "--seed", String(seed), "--json"], in: folder ?? Repo.root)
    #expect(run.status == 0, "\(run.errors)")
    return try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
  }

  /// The shipped 7 × 7 grid with cell multipliers up to ×`cap`, written into `folder`.
  static func multiplied(cap: Int, in folder: URL) throws -> String {
    let text = try String(contentsOfFile: Repo.config("cluster-7x7"), encoding: .utf8)
      .replacingOccurrences(
        of: #""maxWin": 5000,"#, with: #""maxWin": 5000, "cellMultiplierCap": \#(cap),"#)
    try text.write(
      to: folder.appendingPathComponent("candy.json"), atomically: true, encoding: .utf8)
    return "candy.json"
  }

  @Test func theAnimatedChainIsTheMathsChainForEverySeed() throws {
    let machine = try ConfigLoader.load(path: Repo.config("cluster-7x7"))
    let game = try #require(machine.cluster)
    var cascades = 0
    for seed in 1...25 {
      let summary = try Self.summary(Repo.config("cluster-7x7"), seed: seed)
      let stops = try #require(summary["targets"] as? [Int])
      let spin = game.play(stops: stops)
      let cluster = try #require(summary["cluster"] as? [String: Any])
      let steps = try #require(cluster["steps"] as? [[String: Any]])
      #expect(steps.count == spin.steps.count)
      // Foundation's parser may round the last bit: the pays compare within 1e-9.
      #expect(abs((cluster["win"] as? Double ?? -1) - spin.win) < 1e-9)
      #expect(cluster["cascades"] as? Int == spin.cascades)
      cascades += spin.cascades
      for (index, step) in steps.enumerated() {
        // The maths' grid, rows top first.
        let grid = (0..<7).map { row in
          (0..<7).map { game.symbols[spin.grids[index][$0 * 7 + row]] }
        }
        #expect(step["window"] as? [[String]] == grid)
        let clusters = try #require(step["clusters"] as? [[String: Any]])
        let pays = clusters.map { $0["pay"] as? Double ?? -1 }
        #expect(zip(pays, spin.steps[index].map(\.pay)).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(pays.count == spin.steps[index].count)
        #expect(clusters.map { $0["size"] as? Int } == spin.steps[index].map(\.cells.count))
      }
      // The window at rest is step 0; the tumble's last window is the last step's.
      #expect(summary["window"] as? [[String]] == steps[0]["window"] as? [[String]])
      #expect(summary["pay"] as? Double == steps[0]["pay"] as? Double)
      let tumble = try #require(summary["tumble"] as? [String: Any])
      let tumbles = try #require(tumble["steps"] as? [[String: Any]])
      #expect(tumbles.count == steps.count - 1)
      #expect(
        (tumbles.last ?? summary)["window"] as? [[String]] == steps.last?["window"] as? [[String]])
    }
    #expect(cascades > 10, "the seeds cascade (\(cascades) cascades)")
  }

  @Test func theTableListsEachStepsClusters() throws {
    let run = try Reelsim.run(["simulate", Repo.config("cluster-7x7"), "--seed", "4"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.text.contains("\nclusters:\nlanding window at "))
    #expect(run.text.contains("  symbol  size  pay   multiplier  win   cells\n"))
    #expect(run.text.contains("cascade 3 at "))
    #expect(run.text.contains("cascades: 3\ncluster win: 4.43 × bet\n"))
    #expect(
      try Reelsim.run(["simulate", Repo.config("cluster-7x7"), "--seed", "4"]).output == run.output)
  }

  @Test func cellMultipliersFollowTheirRuleInTheJSON() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = try Self.multiplied(cap: 8, in: folder)
    // Outcomes found by the maths (a Monte Carlo draw) whose chains pay on multiplied cells,
    // and as many plain ones: run by the binary with --targets.
    let game = try #require(
      try ConfigLoader.load(path: folder.appendingPathComponent(config).path).cluster)
    var generator = SplitMix64(seed: 33)
    var outcomes: [[Int]] = []
    var plain = 0
    while outcomes.count - plain < 6 || plain < 6 {
      let stops = game.reels.reels.map { Int.random(in: 0..<$0.strip.count, using: &generator) }
      let multiplied = game.play(stops: stops).steps.joined().contains { $0.multiplier > 1 }
      if multiplied && outcomes.count - plain < 6 { outcomes.append(stops) }
      if !multiplied && plain < 6 {
        outcomes.append(stops)
        plain += 1
      }
    }
    var multipliedPays = 0
    for stops in outcomes {
      let run = try Reelsim.run(
        ["simulate", config, "--targets", stops.map(String.init).joined(separator: ","), "--json"],
        in: folder)
      #expect(run.status == 0, "\(run.errors)")
      let summary = try #require(
        try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
      let cluster = try #require(summary["cluster"] as? [String: Any])
      #expect(cluster["multiplierCap"] as? Int == 8)
      let steps = try #require(cluster["steps"] as? [[String: Any]])
      // The states recomputed from the clusters' cells: 0 → 1 → 2 → 4 → 8 per winning step.
      var states = Array(repeating: Array(repeating: 0, count: 7), count: 7)
      var total = 0.0
      for step in steps {
        #expect(step["multipliers"] as? [[Int]] == states)
        var touched = Set<[Int]>()
        for cluster in try #require(step["clusters"] as? [[String: Any]]) {
          let cells = try #require(cluster["cells"] as? [[Int]])
          let sum = cells.map { states[$0[1]][$0[0]] }.filter { $0 >= 2 }.reduce(0, +)
          let factor = sum == 0 ? 1 : sum
          if factor > 1 { multipliedPays += 1 }
          #expect(cluster["multiplier"] as? Int == factor)
          let base = try #require(cluster["basePay"] as? Double)
          #expect(abs((cluster["pay"] as? Double ?? -1) - base * Double(factor)) < 1e-9)
          total += base * Double(factor)
          touched.formUnion(cells)
        }
        for cell in touched {
          let state = states[cell[1]][cell[0]]
          states[cell[1]][cell[0]] = state == 0 ? 1 : min(8, state * 2)
        }
      }
      #expect(abs((cluster["uncappedWin"] as? Double ?? -1) - total) < 1e-9)
    }
    #expect(multipliedPays >= 6, "the chosen outcomes pay multiplied clusters")
  }

  @Test func theTumbleTraceEndsEveryCellAtRestOnItsRow() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(
      ["simulate", Repo.config("cluster-7x7"), "--seed", "4", "--tumble-trace", "cells.csv"],
      in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let text = try String(contentsOf: folder.appendingPathComponent("cells.csv"), encoding: .utf8)
    let data = text.split(separator: "\n").dropFirst().map {
      $0.split(separator: ",").map(String.init)
    }
    var cells = 0
    for (index, row) in data.enumerated()
    where index == data.count - 1 || data[index + 1][2...4] != row[2...4] {
      cells += 1
      #expect(row[7] == "resting" && row[9] == "0")
      #expect(Double(row[8]) == Double(row[4])! * 100)
    }
    #expect(cells > 10)
    #expect(data.allSatisfy { Double($0[8])! <= Double($0[4])! * 100 })
  }

  @Test func plotDrawsTheFallCurves() throws {
    let space = try PlotWorkspace()
    let run = try space.plot([Repo.config("cluster-7x7"), "--seed", "4", "--out", "c"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.text.contains("c/tumble.png\n"))
    try Images.expectPNG(space.url("c/tumble.png"), width: 1280, height: 720)
    #expect(
      try space.text("c/tumble.gp").contains(
        "set title \"cluster-7x7: 3 tumbles from 29-61-59-33-27-40-63, chain pay 4.43"))
  }

  /// A spin that wins nothing has no fall: the chart is drawn with fixed axes and a note
  /// (gnuplot refuses to autoscale a plot without a point: seed 3 exited 1 before).
  @Test func plotDrawsASpinWithoutATumble() throws {
    let space = try PlotWorkspace()
    let run = try space.plot([Repo.config("cluster-7x7"), "--seed", "3", "--out", "c"])
    #expect(run.status == 0, "\(run.errors)")
    try Images.expectPNG(space.url("c/tumble.png"), width: 1280, height: 720)
    let script = try space.text("c/tumble.gp")
    #expect(script.contains("set title \"cluster-7x7: 0 tumbles from 7-48-42-5-14-43-9"))
    #expect(script.contains("set yrange [700:0]\n  set label 1 \"no tumble: "))
  }

  @Test func resumeReplayAndRegressPlayTheGrid() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = Repo.config("cluster-7x7")
    let saved = try Reelsim.run(
      ["simulate", config, "--seed", "4", "--save-at", "2", "--snapshot", "S", "--json"],
      in: folder)
    #expect(saved.status == 0, "\(saved.errors)")
    let resumed = try Reelsim.run(["resume", "S", "--json"], in: folder)
    #expect(resumed.output == saved.output)
    for seed in [1, 4, 6] {
      let run = try Reelsim.run(
        ["simulate", config, "--seed", String(seed), "--history", "h.jsonl"], in: folder)
      #expect(run.status == 0, "\(run.errors)")
    }
    let replay = try Reelsim.run(["replay", "h.jsonl"], in: folder)
    #expect(replay.status == 0, "\(replay.errors)")
    #expect(replay.text.hasSuffix("all 3 spins replay identically\n"))
    let regress = try Reelsim.run(
      ["regress", "Regressions/suite.json", "--filter", "cluster-7x7-seeds"], in: Repo.root)
    #expect(regress.status == 0, "\(regress.errors)")
  }
}

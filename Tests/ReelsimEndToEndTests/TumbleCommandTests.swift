import Foundation
import TestSupport
import Testing

/// The shipped tumbling machine through `simulate`: the chain in the table and the JSON
/// (the same bytes on every run), the tumble trace with every cell resting exactly at its row,
/// and machines without a tumble block unchanged.
@Suite struct TumbleCommandTests {
  @Test func theTableShowsTheChainAndItsCode() throws {
    let run = try Reelsim.run(["simulate", Repo.config("tumble")])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains("result code: 2-14-12-1-4"))
    #expect(lines.contains("total pay: 0.104"))
    #expect(lines.contains("tumbles: 3 (ended: no win left)"))
    #expect(lines.contains("tumble  removed s  cells  settle s  pay    window after"))
    #expect(lines.contains { $0.hasPrefix("1       2.821      5      ") })
    #expect(lines.contains("chain pay: 0.442 (spin 0.104 + tumbles 0.338)"))
    #expect(lines.contains("chain code: 2-14-12-1-4~2.1.1.1.0~1.1.1.0.0~2.2.2.2.2"))
  }

  @Test func theJSONSummaryHasTheChainAndIsTheSameOnEveryRun() throws {
    let first = try Reelsim.run(["simulate", Repo.config("tumble"), "--json", "--seed", "7"])
    let second = try Reelsim.run(["simulate", Repo.config("tumble"), "--json", "--seed", "7"])
    #expect(first.status == 0, "\(first.errors)")
    #expect(first.output == second.output)
    let object = try #require(
      try JSONSerialization.jsonObject(with: first.output) as? [String: Any])
    let tumble = try #require(object["tumble"] as? [String: Any])
    let steps = try #require(tumble["steps"] as? [[String: Any]])
    #expect(tumble["tumbles"] as? Int == steps.count)
    #expect(steps.count == 9)
    #expect(tumble["end"] as? String == "noWin")
    #expect(
      (tumble["code"] as? String)?.hasPrefix((object["resultCode"] as? String ?? "?") + "~")
        == true)
    let pays = steps.compactMap { $0["pay"] as? Double }
    let total = try #require(tumble["totalPay"] as? Double)
    // Foundation's parser may round a decimal differently from the writer's shortest form
    // in the last bit, so the sum is compared to a millionth of a credit.
    #expect(abs(total - pays.reduce(object["pay"] as? Double ?? .nan, +)) < 1e-9)
    let removed = steps.map { ($0["removed"] as? [Any])?.count ?? 0 }.reduce(0, +)
    #expect(tumble["cellsRemoved"] as? Int == removed)
    // Each tumble starts where the previous one settled, from the spin's settle tick.
    var tick = object["spinTick"] as? Int
    for step in steps {
      #expect(step["removalTick"] as? Int == tick)
      tick = step["settleTick"] as? Int
    }
    #expect(tumble["settleTick"] as? Int == tick)
  }

  @Test func theTumbleTraceHasEveryMovingCellRestingExactlyAtItsRow() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(
      ["simulate", Repo.config("tumble"), "--tumble-trace", "cells.csv", "--json"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let text = try String(contentsOf: folder.appendingPathComponent("cells.csv"), encoding: .utf8)
    let rows = text.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    #expect(
      rows.first
        == [
          "time", "tick", "tumble", "drum", "row", "fromRow", "symbol", "phase", "position",
          "velocity", "acceleration",
        ])
    // The last row of every cell (a change of tumble, drum or row) rests at row × 150 pt.
    let data = Array(rows.dropFirst())
    var cells = 0
    for (index, row) in data.enumerated()
    where index == data.count - 1 || data[index + 1][2...4] != row[2...4] {
      cells += 1
      #expect(row[7] == "resting")
      #expect(Double(row[8]) == Double(row[4])! * 150)
      #expect(row[9] == "0")
    }
    let summary = try #require(
      try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    let steps = try #require((summary["tumble"] as? [String: Any])?["steps"] as? [[String: Any]])
    #expect(cells == steps.compactMap { $0["falls"] as? Int }.reduce(0, +))
    #expect(data.allSatisfy { Double($0[8])! <= Double($0[4])! * 150 })

    let dat = try Reelsim.run(
      ["simulate", Repo.config("tumble"), "--tumble-trace", "cells.dat"], in: folder)
    #expect(dat.status == 0, "\(dat.errors)")
    let blocks = try String(contentsOf: folder.appendingPathComponent("cells.dat"), encoding: .utf8)
    #expect(blocks.hasPrefix("# reelsim tumble trace\n"))
    #expect(blocks.contains("# chain: 2-14-12-1-4~2.1.1.1.0~1.1.1.0.0~2.2.2.2.2\n"))
    #expect(blocks.components(separatedBy: "\n\n\n").count == cells)
  }

  @Test func plotDrawsTheFallCurvesOfTheChain() throws {
    let space = try PlotWorkspace()
    let run = try space.plot([Repo.config("tumble"), "--out", "t"])
    #expect(run.status == 0, "\(run.errors)")
    let names =
      ["data.dat", "events.dat", "tumble.dat", "style.gp"]
      + PlotWorkspace.charts.map { $0 + ".gp" } + ["tumble.gp"]
      + PlotWorkspace.images(["png"]) + ["tumble.png"]
    #expect(run.text == names.map { "t/\($0)\n" }.joined())
    try Images.expectPNG(space.url("t/tumble.png"), width: 1280, height: 720)
    let script = try space.text("t/tumble.gp")
    #expect(!script.contains(/@[A-Z_]+@/))
    #expect(
      script.contains(
        "set title \"tumble: 3 tumbles from 2-14-12-1-4, chain pay 0.442 (gravity 8000 pt/s², "
          + "restitution 0.2)\""))
    // One dashed line per tumble, the cells' blocks in their drums' colours, rows 150 pt apart.
    #expect(script.matches(of: /set arrow \d from [0-9.]+, graph 0 to/).count == 3)
    #expect(script.contains("using 1:9:($4+1) with lines lw 1.5 lc variable notitle"))
    #expect(script.contains("set ytics 150\n"))
    // The data is the tumble trace simulate writes.
    let trace = try Reelsim.run(
      ["simulate", Repo.config("tumble"), "--tumble-trace", "cells.dat"], in: space.url("t"))
    #expect(trace.status == 0, "\(trace.errors)")
    #expect(try space.data("t/tumble.dat") == space.data("t/cells.dat"))
  }

  @Test("resume of a tumbling machine's snapshot prints the same summary, chain included")
  func resumeShowsTheChain() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for extra in [[], ["--json"]] {
      let saved = try Reelsim.run(
        ["simulate", Repo.config("tumble"), "--save-at", "1.9", "--snapshot", "S"] + extra,
        in: folder)
      #expect(saved.status == 0, "\(saved.errors)")
      let resumed = try Reelsim.run(["resume", "S"] + extra, in: folder)
      #expect(resumed.status == 0, "\(resumed.errors)")
      #expect(resumed.output == saved.output)
      #expect(resumed.text.contains("2-14-12-1-4~2.1.1.1.0~1.1.1.0.0~2.2.2.2.2"))
    }
  }

  @Test func aMachineWithoutTumbleHasNoChainAndRefusesATumbleTrace() throws {
    let object = try Reelsim.summary([Repo.config("ways-243")])
    #expect(object["tumble"] == nil)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(
      ["simulate", Repo.config("ways-243"), "--tumble-trace", "t.csv"], in: folder)
    #expect(run.status == 64)
    #expect(
      run.errors.contains(
        "error: --tumble-trace needs a machine that tumbles (a config with a tumble block, or a cluster grid with cascades)"
      ))
    #expect(try contents(of: folder).isEmpty)
  }
}

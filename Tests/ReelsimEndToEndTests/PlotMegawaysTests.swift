import Foundation
import TestSupport
import Testing

/// `reelsim plot` on the variable-row machine `Configs/megaways.json`: the spin `simulate`
/// spins for the seed, charted in its own geometry — each drum's rows and symbol height, the
/// top drum as the last drum.
@Suite struct PlotMegawaysTests {
  @Test func plotChartsTheSeedsSpinInItsGeometry() throws {
    let space = try PlotWorkspace()
    let run = try space.plot([Repo.config("megaways"), "--seed", "3", "--out", "out"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty, "\(run.errors)")
    for image in PlotWorkspace.images(["png"]) {
      try Images.expectPNG(space.url("out/\(image)"), width: 1280, height: 720)
    }
    let summary = try Reelsim.summary([Repo.config("megaways"), "--seed", "3"])
    let rows = try #require(summary["rows"] as? [Int])
    let targets = try #require(summary["targets"] as? [Int])
    // The data's last offset of each drum is its target's in the spin's geometry: k·W/rows.
    let lines = try space.text("out/data.dat").split(separator: "\n").filter { !$0.hasPrefix("#") }
    // The columns: the last comment line before the data (`# time tick drum phase …`).
    let header = try space.text("out/data.dat").split(separator: "\n").last { $0.hasPrefix("#") }
    let names = header.map { $0.dropFirst().split(separator: " ").map(String.init) } ?? []
    let drumColumn = try #require(names.firstIndex(of: "drum"))
    let offsetColumn = try #require(names.firstIndex(of: "offset"))
    var last: [Int: Double] = [:]
    for line in lines {
      let fields = line.split(separator: " ")
      guard fields.count > max(drumColumn, offsetColumn), let drum = Int(fields[drumColumn]),
        let offset = Double(fields[offsetColumn])
      else { continue }
      last[drum] = offset
    }
    #expect(last.count == 7, "six drums and the top drum: \(last.keys.sorted())")
    for (drum, count) in rows.enumerated() {
      let expected = Double(targets[drum]) * 420 / Double(count)
      #expect(abs((last[drum] ?? -1) - expected) < 1e-6, "drum \(drum): \(rows)")
    }
  }

  /// The cascading Megaways machine: its chain's fall chart, each drum's cells resting on its
  /// own rows (`r·W/rows`), the legend naming each drum's rows and the top drum; its data is
  /// the tumble trace `simulate` writes.
  @Test func theCascadingMachineHasAFallChartOnItsRows() throws {
    let space = try PlotWorkspace()
    let run = try space.plot([Repo.config("megaways-cascades"), "--seed", "3", "--out", "out"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty, "\(run.errors)")
    #expect(
      try space.names("out")
        == (PlotWorkspace.sources + ["tumble.dat", "tumble.gp"]
        + PlotWorkspace.images(["png"]) + ["tumble.png"]).sorted())
    try Images.expectPNG(space.url("out/tumble.png"), width: 1280, height: 720)
    // The events name each drum's rows this spin and the top drum.
    #expect(
      try space.text("out/events.dat").contains(
        "# rows this spin: drum 0 3, drum 1 5, drum 2 5, drum 3 3, drum 4 3, drum 5 5, drum 6 "
          + "the top drum (4 cells)\n"))
    let script = try space.text("out/tumble.gp")
    #expect(script.contains("13-88-49-88-67-71 (rows 3 5 5 3 3 5, top drum stop 14)"))
    #expect(script.contains("title \"drum 0, 3 rows\""))
    #expect(script.contains("title \"drum 6 (top)\""))
    let trace = try Reelsim.run(
      ["simulate", Repo.config("megaways-cascades"), "--seed", "3", "--tumble-trace", "cells.dat"],
      in: space.url("out"))
    #expect(trace.status == 0, "\(trace.errors)")
    #expect(try space.data("out/tumble.dat") == space.data("out/cells.dat"))
  }
}

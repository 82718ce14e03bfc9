import Foundation
import TestSupport
import Testing

/// `reelsim tune --plot`: before/after charts in `Plots/out/<name>-tuned/` of the working
/// folder, the same as `reelsim plot TUNED --compare BASE`.
@Suite struct TunePlotTests {
  @Test func plotChartsTheTunedMachineAgainstTheBase() throws {
    let space = try TuneWorkspace()
    let spec = try #require(TuningSpecs.shipped.first { $0.hasSuffix("/pachislot.json") })
    let run = try space.tune([spec, "--budget", "40", "--plot", "--out", "tuned.json"])
    #expect(run.status == 0, "\(run.errors)")
    let folder = "Plots/out/default-tuned"
    let files = PlotWorkspace.compareSources + PlotWorkspace.images(["png"])
    #expect(run.text.hasSuffix("wrote tuned.json\n" + files.map { "\(folder)/\($0)\n" }.joined()))
    #expect(try space.names() == ["Plots", "tuned.json"])
    #expect(try space.names("Plots/out") == ["default-tuned"])
    #expect(try space.names(folder) == files.sorted())
    for image in PlotWorkspace.images(["png"]) {
      try Images.expectPNG(space.url("\(folder)/\(image)"), width: 1280, height: 720)
    }
    let data = String(decoding: try space.data("\(folder)/data.dat"), as: UTF8.self)
    let compare = String(decoding: try space.data("\(folder)/compare-data.dat"), as: UTF8.self)
    #expect(data.hasPrefix("# reelsim plot data: default-tuned, targets "))
    #expect(compare.hasPrefix("# reelsim plot data: default, targets "))
    #expect(compare.contains(" cruising ") && compare.contains(" 2800 "))  // the base's speed

    // The same charts as plotting the tuned config against the base by hand.
    let plot = try Reelsim.run(
      ["plot", "tuned.json", "--compare", Repo.config("default"), "--out", "by-hand"],
      in: space.root)
    #expect(plot.status == 0, "\(plot.errors)")
    for name in PlotWorkspace.compareSources {
      #expect(try space.data("by-hand/\(name)") == space.data("\(folder)/\(name)"), "\(name)")
    }
  }

  @Test func plotIsNotDrawnForAnInfeasibleSpec() throws {
    let space = try TuneWorkspace()
    try space.write("spec.json", TuneWorkspace.infeasibleSpec)
    let run = try space.tune(["spec.json", "--budget", "20", "--plot"])
    #expect(run.status == 1)
    #expect(!run.text.contains("Plots/out"))
    #expect(try space.names() == ["spec.json"])
  }
}

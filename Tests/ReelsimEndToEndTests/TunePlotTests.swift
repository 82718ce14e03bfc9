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
    let search = "Plots/out/default-tuning"
    #expect(
      run.text.hasSuffix(
        Self.searchFilesWithFront.map { "\(search)/\($0)\n" }.joined() + "wrote tuned.json\n"
          + files.map { "\(folder)/\($0)\n" }.joined()))
    #expect(try space.names() == ["Plots", "tuned.json"])
    #expect(try space.names("Plots/out") == ["default-tuned", "default-tuning"])
    #expect(try space.names(search) == Self.searchFilesWithFront.sorted())
    for image in ["search.png", "parameters.png", "front.png"] {
      try Images.expectPNG(space.url("\(search)/\(image)"), width: 1280, height: 720)
    }
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

  /// The search's files, in the order they are printed (one objective: no front).
  static let searchFiles = [
    "search.dat", "search.gp", "parameters.gp", "search.png", "parameters.png",
  ]
  /// With two or more objectives and a feasible candidate, the Pareto front's too.
  static let searchFilesWithFront = [
    "search.dat", "search.gp", "parameters.gp", "front.dat", "front.gp", "search.png",
    "parameters.png", "front.png",
  ]

  /// An infeasible spec charts its search (it shows why) but no tuned machine.
  @Test func anInfeasibleSpecChartsItsSearchOnly() throws {
    let space = try TuneWorkspace()
    try space.write("spec.json", TuneWorkspace.infeasibleSpec)
    let run = try space.tune(["spec.json", "--budget", "20", "--plot"])
    #expect(run.status == 1)
    let folders = try space.names("Plots/out")
    #expect(folders.count == 1 && folders[0].hasSuffix("-tuning"))
    #expect(try space.names("Plots/out/\(folders[0])") == Self.searchFiles.sorted())
    #expect(!run.text.contains("-tuned/"))
    #expect(try space.names() == ["Plots", "spec.json"])
  }
}

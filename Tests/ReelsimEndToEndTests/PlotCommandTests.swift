import Foundation
import TestSupport
import Testing

/// `reelsim plot`: the folder it writes, the paths it prints, byte-stable scripts that rerun
/// by hand, image formats and sizes, `--compare`, `--drums` and `--templates`.
@Suite struct PlotCommandTests {
  static let defaultFolders: [(config: String?, folder: String)] = [
    (nil, "Plots/out/default"), ("default", "Plots/out/default"),
    ("classic-overrun", "Plots/out/classic-overrun"), ("video-5reel", "Plots/out/video-5reel"),
  ]

  @Test(arguments: defaultFolders)
  func writesEverythingToPlotsOutConfigNameAndPrintsThePaths(config: String?, folder: String)
    throws
  {
    let space = try PlotWorkspace()
    let run = try space.plot(config.map { [Repo.config($0)] } ?? [])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    let names = PlotWorkspace.sources + PlotWorkspace.images(["png"])
    #expect(run.text == names.map { "\(folder)/\($0)\n" }.joined())
    #expect(try space.names(".") == ["Plots"])
    #expect(try space.names(folder) == names.sorted())
    for image in PlotWorkspace.images(["png"]) {
      try Images.expectPNG(space.url("\(folder)/\(image)"), width: 1280, height: 720)
    }
    for script in PlotWorkspace.sources where script.hasSuffix(".gp") {
      #expect(try !space.text("\(folder)/\(script)").contains(/@[A-Z_]+@/), "\(script)")
    }
  }

  @Test func theFolderNameComesFromTheMachineNameMadeSafe() throws {
    let space = try PlotWorkspace()
    let text = try String(contentsOfFile: Repo.config("default"), encoding: .utf8)
    let renamed = text.replacingOccurrences(
      of: #""name": "default""#, with: #""name": "My reel/v2 ☃""#)
    #expect(renamed != text)
    try renamed.write(to: space.url("mine.json"), atomically: true, encoding: .utf8)
    let run = try space.plot(["mine.json", "--format", "svg"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(try space.names("Plots/out") == ["My-reel-v2"])
    #expect(run.text.hasPrefix("Plots/out/My-reel-v2/data.dat\n"))
  }

  @Test func scriptsAndDataAreByteIdenticalAcrossRunsAndFolders() throws {
    let space = try PlotWorkspace()
    let other = try PlotWorkspace()
    let arguments = [Repo.config("classic"), "--compare", Repo.config("turbo")]
    let outs = ["a", "b/c/d", other.url("elsewhere").path]
    for (index, out) in outs.enumerated() {
      let run = try space.plot(arguments + ["--out", out], in: index == 1 ? "sub" : nil)
      #expect(run.status == 0, "\(run.errors)")
    }
    let folders = ["a", "sub/b/c/d", other.url("elsewhere").path]
    let again = try space.plot(arguments + ["--out", "a"])
    #expect(again.status == 0)
    for name in PlotWorkspace.compareSources {
      let first = try space.data("a/\(name)")
      #expect(first.count > 200, "\(name)")
      for folder in folders.dropFirst() {
        #expect(try space.data("\(folder)/\(name)") == first, "\(name) in \(folder)")
      }
      if name.hasSuffix(".gp") {
        let text = String(decoding: first, as: UTF8.self)
        #expect(!text.contains(space.root.path) && !text.contains(other.root.path))
        #expect(!text.contains(/"\//), "\(name) names an absolute path")
      }
    }
  }

  @Test func aScriptRerunsByHandFromAnotherWorkingDirectory() throws {
    let space = try PlotWorkspace()
    let elsewhere = try PlotWorkspace()
    let run = try space.plot(["--out", "charts", "--format", "both", "--size", "500x300"])
    #expect(run.status == 0, "\(run.errors)")
    let gnuplot = try GnuplotTool.executable()
    try FileManager.default.createDirectory(at: space.url("sub"), withIntermediateDirectories: true)
    for (chart, script) in [
      ("velocity", "../charts/velocity.gp"), ("offset", space.url("charts/offset.gp").path),
    ] {
      let png = try space.data("charts/\(chart).png")
      let svg = try space.data("charts/\(chart).svg")
      try FileManager.default.removeItem(at: space.url("charts/\(chart).png"))
      try FileManager.default.removeItem(at: space.url("charts/\(chart).svg"))
      let folder = script.hasPrefix("/") ? elsewhere.root : space.url("sub")
      let byHand = try Launcher.run(gnuplot, [script], in: folder)
      #expect(byHand.status == 0, "\(byHand.errors)")
      #expect(byHand.errors.isEmpty)
      #expect(try space.data("charts/\(chart).png") == png, "\(chart).png")
      #expect(try space.data("charts/\(chart).svg") == svg, "\(chart).svg")
      try Images.expectPNG(space.url("charts/\(chart).png"), width: 500, height: 300)
      #expect(try elsewhere.names(".").isEmpty && space.names("sub").isEmpty)
    }
  }

  @Test(arguments: [
    ([String](), ["png"], 1280, 720),
    (["--format", "png", "--size", "640x480"], ["png"], 640, 480),
    (["--format", "svg", "--size", "800x600"], ["svg"], 800, 600),
    (["--format", "both", "--size", "1000X500"], ["png", "svg"], 1000, 500),
    (["--size", "100x10000"], ["png"], 100, 10_000),
  ])
  func formatAndSizeChooseTheImages(arguments: [String], formats: [String], width: Int, height: Int)
    throws
  {
    let space = try PlotWorkspace()
    let run = try space.plot(arguments + ["--out", "o", Repo.config("turbo")])
    #expect(run.status == 0, "\(run.errors)")
    let images = PlotWorkspace.images(formats)
    #expect(run.text == (PlotWorkspace.sources + images).map { "o/\($0)\n" }.joined())
    #expect(try space.names("o") == (PlotWorkspace.sources + images).sorted())
    for image in images {
      if image.hasSuffix(".png") {
        try Images.expectPNG(space.url("o/\(image)"), width: width, height: height)
      } else {
        try Images.expectSVG(space.url("o/\(image)"), width: width, height: height)
      }
    }
  }

  @Test func compareOverlaysASecondMachineDashed() throws {
    let space = try PlotWorkspace()
    let run = try space.plot([
      "--out", "o", "--compare", Repo.config("classic"), "--format", "both", "--size",
      "400x300",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let names = PlotWorkspace.compareSources + PlotWorkspace.images(["png", "svg"])
    #expect(run.text == names.map { "o/\($0)\n" }.joined())
    #expect(try space.names("o") == names.sorted())
    #expect(try space.blocks("o/compare-data.dat").count == 3)
    #expect(try space.blocks("o/compare-events.dat").count == 3)
    #expect(try space.text("o/compare-data.dat").hasPrefix("# reelsim plot data: classic, "))
    for chart in PlotWorkspace.charts {
      let lines = try space.text("o/\(chart).gp").split(separator: "\n")
      let compared = lines.filter { $0.contains("here.\"compare-data.dat\"") }
      #expect(!compared.isEmpty, "\(chart)")
      #expect(compared.allSatisfy { $0.contains(" dt 2 ") }, "\(chart)")
      #expect(lines.contains { $0.contains("default (solid) vs classic (dashed)") })
      try Images.expectPNG(space.url("o/\(chart).png"), width: 400, height: 300)
      try Images.expectSVG(space.url("o/\(chart).svg"), width: 400, height: 300)
    }
    #expect(try space.text("o/velocity.gp").contains("here.\"compare-events.dat\" index 2 "))
  }

  @Test(arguments: [[0, 2], [2, 0], [1]])
  func drumsLimitTheBlocks(drums: [Int]) throws {
    let space = try PlotWorkspace()
    let list = drums.map(String.init).joined(separator: ",")
    let run = try space.plot(["--out", "o", "--drums", list, "--compare", Repo.config("turbo")])
    #expect(run.status == 0, "\(run.errors)")
    for file in ["o/data.dat", "o/compare-data.dat"] {
      let blocks = try space.blocks(file)
      #expect(blocks.map { Set($0.map { Int($0[2])! }) } == drums.map { [$0] }, "\(file)")
      #expect(blocks.allSatisfy { $0.last?[3] == "stopped" && $0.last?[9] == "0" }, "\(file)")
    }
    #expect(try space.blocks("o/events.dat").allSatisfy { $0.map { Int($0[1])! } == drums })
    let velocity = try space.text("o/velocity.gp")
    #expect(velocity.contains("here.\"data.dat\" index \(drums.count - 1) using"))
    #expect(!velocity.contains("here.\"data.dat\" index \(drums.count) using"))
  }

  /// `--drums` may name a drum only the compared machine has (it used to crash).
  @Test(arguments: [([0, 4], [0]), ([4], [])])
  func drumsOfOnlyTheComparedMachineAreChartedForIt(drums: [Int], own: [Int]) throws {
    let space = try PlotWorkspace()
    let list = drums.map(String.init).joined(separator: ",")
    let run = try space.plot([
      "--out", "o", "--drums", list, "--compare", Repo.config("video-5reel"),
    ])
    #expect(run.status == 0, "\(run.errors)")
    let blocks = try space.blocks("o/data.dat").filter { !$0.isEmpty }
    #expect(blocks.map { Int($0[0][2])! } == own)
    #expect(try space.blocks("o/compare-data.dat").map { Int($0[0][2])! } == drums)
    #expect(
      try space.names("o")
        == (PlotWorkspace.compareSources + PlotWorkspace.images(["png"])).sorted())
    try Images.expectPNG(space.url("o/velocity.png"), width: 1280, height: 720)
  }

  @Test func editedTemplatesAreUsed() throws {
    let space = try PlotWorkspace()
    let templates = try space.templates(editing: "velocity") {
      $0.replacingOccurrences(of: ": velocity against time\"", with: ": EDITED speed\"")
    }
    let builtIn = try space.plot(["--out", "plain"])
    let edited = try space.plot(["--out", "edited", "--templates", templates])
    #expect(builtIn.status == 0 && edited.status == 0, "\(edited.errors)")
    let script = try space.text("edited/velocity.gp")
    #expect(script.contains("set title \"default: EDITED speed\"\n"))
    #expect(!script.contains("velocity against time\""))
    #expect(
      script
        == (try space.text("plain/velocity.gp")).replacingOccurrences(
          of: ": velocity against time\"", with: ": EDITED speed\""))
    for name in PlotWorkspace.sources where name != "velocity.gp" {
      #expect(try space.data("edited/\(name)") == space.data("plain/\(name)"), "\(name)")
    }
    try Images.expectPNG(space.url("edited/velocity.png"), width: 1280, height: 720)
    #expect(try space.data("edited/velocity.png") != space.data("plain/velocity.png"))
  }
}

import Foundation
import TestSupport
import Testing

/// `reelsim plot` failures: gnuplot missing (69), a gnuplot error (1), bad arguments (64),
/// missing inputs (66). Data and scripts are kept when gnuplot cannot render them, and no
/// staging folder is ever left behind.
@Suite struct PlotErrorTests {
  static let usageErrors: [(arguments: [String], mention: String)] = [
    (["--size", "640"], "--size"), (["--size", "axb"], "--size"),
    (["--size", "640x480x2"], "--size"), (["--size", "99x100"], "--size"),
    (["--size", "100x10001"], "--size"), (["--size", "-640x480"], "--size"),
    (["--size", ""], "--size"), (["--drums", "9"], "drum 9 does not exist (allowed: 0 ... 2)"),
    (["--drums", "0,x"], "--drums"), (["--drums", "-1"], "--drums"), (["--drums", ""], "--drums"),
    (["--format", "gif"], "gif"), (["--format", "PNG"], "PNG"),
  ]

  /// Environments without a usable gnuplot, and what the error line says about it.
  static let missingGnuplot: [(environment: [String: String], mention: String)] = {
    let inherited = ProcessInfo.processInfo.environment
    return [
      (inherited.merging(["GNUPLOT": "/nonexistent"]) { $1 }, "GNUPLOT=/nonexistent is not an"),
      (inherited.merging(["GNUPLOT": "/"]) { $1 }, "GNUPLOT=/ is not an executable file"),
      (GnuplotTool.environmentWithoutGnuplot(), "gnuplot was not found on PATH"),
    ]
  }()

  @Test(arguments: missingGnuplot)
  func missingGnuplotExits69AndKeepsDataAndScripts(
    environment: [String: String], mention: String
  ) throws {
    let space = try PlotWorkspace()
    let run = try space.plot(
      ["--out", "o", "--format", "both", "--compare", Repo.config("turbo")],
      environment: environment)
    #expect(run.status == 69, "\(run.errors)")
    #expect(run.errorLines.count == 1, "\(run.errors)")
    let line = try #require(run.errorLines.first)
    #expect(line.hasPrefix("error: "))
    #expect(line.contains("install gnuplot") && line.contains("apt-get install gnuplot-nox"))
    #expect(line.contains(mention))
    #expect(line.hasSuffix(" (data and scripts were written)"))
    #expect(run.text == PlotWorkspace.compareSources.map { "o/\($0)\n" }.joined())
    #expect(try space.names("o") == PlotWorkspace.compareSources.sorted())
    #expect(try space.blocks("o/data.dat").count == 3)
    #expect(try space.text("o/velocity.gp").contains("here.\"compare-data.dat\""))
  }

  @Test func missingGnuplotStillWritesTheDefaultFolder() throws {
    let space = try PlotWorkspace()
    let run = try space.plot([], environment: GnuplotTool.environmentWithoutGnuplot())
    #expect(run.status == 69)
    #expect(run.errorLines.count == 1)
    #expect(try space.names("Plots/out/default") == PlotWorkspace.sources.sorted())
  }

  @Test(arguments: ["velocity", "acceleration"])
  func aGnuplotErrorExits1WithItsLineAndTheScriptPath(chart: String) throws {
    let space = try PlotWorkspace()
    let templates = try space.templates(editing: chart) {
      $0.replacingOccurrences(of: "\n  plot @PLOT", with: "\n  plot nosuchvariable #")
    }
    let run = try space.plot(["--out", "o", "--templates", templates, "--format", "both"])
    #expect(run.status == 1)
    #expect(run.errorLines.count == 1, "\(run.errors)")
    let line = try #require(run.errorLines.first)
    #expect(line.hasPrefix("error: gnuplot: \"o/\(chart).gp\" line "))
    #expect(line.contains(": undefined variable: nosuchvariable"))
    #expect(line.hasSuffix(" (script o/\(chart).gp)"))
    #expect(!line.contains(".reelsim-plot-"), "names the removed staging copy")
    #expect(run.text == PlotWorkspace.sources.map { "o/\($0)\n" }.joined())
    #expect(try space.names("o") == PlotWorkspace.sources.sorted())
    // The kept script fails the same way when rerun by hand.
    let byHand = try Launcher.run(try GnuplotTool.executable(), ["o/\(chart).gp"], in: space.root)
    #expect(byHand.status != 0)
    #expect(byHand.errors.contains("\"o/\(chart).gp\" line "))
    #expect(byHand.errors.contains("undefined variable: nosuchvariable"))
  }

  @Test func aBrokenStyleFailsEveryChartAndNamesOneScript() throws {
    let space = try PlotWorkspace()
    let templates = try space.templates(editing: "style") {
      $0.replacingOccurrences(of: "set linetype cycle 8", with: "set linetype cycle nope")
    }
    let run = try space.plot(["--out", "o", "--templates", templates])
    #expect(run.status == 1)
    #expect(run.errorLines.count == 1, "\(run.errors)")
    // Every chart fails; the first in chart order is reported.
    #expect(run.errors.hasPrefix("error: gnuplot: \"o/style.gp\" line "))
    #expect(run.errors.hasSuffix(": undefined variable: nope (script o/velocity.gp)\n"))
    #expect(try space.names("o") == PlotWorkspace.sources.sorted())
  }

  @Test func theReportedLineIsGnuplotsMessageNotTheEchoedCommand() throws {
    let space = try PlotWorkspace()
    let templates = try space.templates(editing: "offset") {
      $0.replacingOccurrences(
        of: "  set yrange [0:*]\n", with: "  set style line 1 lc rgb \"nosuchcolour\"\n")
    }
    let run = try space.plot(["--out", "o", "--templates", templates])
    #expect(run.status == 1)
    #expect(run.errorLines.count == 1, "\(run.errors)")
    #expect(run.errors.hasPrefix("error: gnuplot: \"o/offset.gp\" line "))
    #expect(
      run.errors.hasSuffix(
        ": unrecognized color name and not a string \"#AARRGGBB\" or \"0xAARRGGBB\" "
          + "(script o/offset.gp)\n"))
  }

  @Test(arguments: usageErrors)
  func badArgumentsExit64AndWriteNothing(arguments: [String], mention: String) throws {
    let space = try PlotWorkspace()
    let run = try space.plot(arguments + ["--out", "o"])
    #expect(run.status == 64)
    #expect(run.errors.contains(mention), "\(run.errors)")
    #expect(run.output.isEmpty)
    #expect(try space.names(".").isEmpty)
  }

  @Test(arguments: [
    (["--compare", "nope.json"], "error: nope.json: no such file"),
    (["--templates", "nope"], "error: nope/velocity.gp: no such file"),
    (["nope.json"], "error: nope.json: no such file"),
  ])
  func missingInputsExit66AndWriteNothing(arguments: [String], line: String) throws {
    let space = try PlotWorkspace()
    let run = try space.plot(arguments + ["--out", "o"])
    #expect(run.status == 66)
    #expect(run.errors == line + "\n")
    #expect(run.output.isEmpty)
    #expect(try space.names(".").isEmpty)
  }
}

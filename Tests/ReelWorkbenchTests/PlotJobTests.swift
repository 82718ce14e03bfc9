import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// Writing a chart folder: sources first, images when gnuplot renders them, nothing half
/// written, no staging folder left; finding gnuplot and reporting its errors.
@Suite struct PlotJobTests {
  static let sourceNames = [
    "data.dat", "events.dat", "style.gp", "velocity.gp", "offset-velocity.gp", "offset.gp",
    "acceleration.gp",
  ]

  /// A job for the default machine (compared with `compare`) writing into a fresh folder.
  func job(
    compare: String? = nil, formats: [ImageFormat] = [.png],
    templates: ChartTemplates = .builtIn
  ) async throws -> PlotJob {
    let scripts = try await PlotFixture.scripts(
      "default", compare: compare,
      options: ChartOptions(formats: formats, width: 320, height: 200))
    let folder = try temporaryFolder().appendingPathComponent("charts/default")
    return PlotJob(scripts: scripts, templates: templates, folder: folder.path)
  }

  func remove(_ job: PlotJob) {
    try? FileManager.default.removeItem(
      atPath: URL(fileURLWithPath: job.folder).deletingLastPathComponent()
        .deletingLastPathComponent().path)
  }

  @Test func sourcesAreDataThenStyleThenOneScriptPerChart() async throws {
    let plain = try await job()
    defer { remove(plain) }
    #expect(plain.sources.map(\.name) == Self.sourceNames)
    #expect(plain.sources[2].text == ChartTemplates.builtIn.style)
    let compared = try await job(compare: "turbo")
    defer { remove(compared) }
    #expect(
      compared.sources.map(\.name)
        == ["data.dat", "events.dat", "compare-data.dat", "compare-events.dat"]
        + Self.sourceNames.dropFirst(2))
  }

  @Test func withoutGnuplotTheDataAndScriptsAreStillWritten() async throws {
    let job = try await job()
    defer { remove(job) }
    let outcome = try await job.run { () throws(Gnuplot.Failure) -> Gnuplot in
      throw .notFound("no gnuplot here")
    }
    #expect(outcome.failure == .notFound("no gnuplot here"))
    #expect(outcome.written == Self.sourceNames.map { job.folder + "/" + $0 })
    let folder = URL(fileURLWithPath: job.folder)
    #expect(try contents(of: folder) == Self.sourceNames.sorted())
    for source in job.sources {
      let bytes = try Data(contentsOf: folder.appendingPathComponent(source.name))
      #expect(Array(bytes) == Array(source.text.utf8), "\(source.name)")
    }
  }

  @Test(arguments: [[ImageFormat.png], [.svg], [.png, .svg]])
  func renderingAddsOneImagePerChartAndFormat(formats: [ImageFormat]) async throws {
    let job = try await job(compare: "classic", formats: formats)
    defer { remove(job) }
    let outcome = try await job.run()
    #expect(outcome.failure == nil)
    let images = job.scripts.charts.flatMap { chart in
      formats.map { "\(chart.rawValue).\($0)" }
    }
    let names = job.sources.map(\.name) + images
    #expect(outcome.written == names.map { job.folder + "/" + $0 })
    #expect(try contents(of: URL(fileURLWithPath: job.folder)) == names.sorted())
    for image in images {
      let size = try FileManager.default.attributesOfItem(atPath: job.folder + "/" + image)[.size]
      #expect((size as? Int ?? 0) > 1000, "\(image)")
    }
  }

  @Test func rerunningOverwritesWithTheSameBytes() async throws {
    let job = try await job(formats: [.svg])
    defer { remove(job) }
    let unrendered = { () throws(Gnuplot.Failure) -> Gnuplot in throw .notFound("none") }
    _ = try await job.run(locate: unrendered)
    let first = try Data(contentsOf: URL(fileURLWithPath: job.folder + "/offset.gp"))
    let outcome = try await job.run(locate: unrendered)
    #expect(outcome.written.count == Self.sourceNames.count)
    #expect(try Data(contentsOf: URL(fileURLWithPath: job.folder + "/offset.gp")) == first)
    #expect(
      !(try contents(of: URL(fileURLWithPath: job.folder))).contains { $0.hasPrefix(".") })
  }

  @Test func aGnuplotErrorNamesTheLineAndTheScriptInTheOutputFolder() async throws {
    let folder = try PlotFixture.editedTemplates(.offset) {
      $0.replacingOccurrences(of: "  plot @PLOT@\n", with: "  plot nosuchvariable\n")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let job = try await job(templates: try ChartTemplates.load(from: folder.path))
    defer { remove(job) }
    let outcome = try await job.run()
    guard case .failed(let script, let message)? = outcome.failure else {
      Issue.record("expected a gnuplot failure, got \(String(describing: outcome.failure))")
      return
    }
    #expect(script == job.folder + "/offset.gp")
    #expect(message.contains("undefined variable: nosuchvariable"))
    #expect(message.contains("\"\(job.folder)/offset.gp\" line "))
    #expect(!message.contains(".reelsim-plot-"))
    #expect(outcome.written == Self.sourceNames.map { job.folder + "/" + $0 })
    #expect(
      try contents(of: URL(fileURLWithPath: job.folder)) == Self.sourceNames.sorted())
  }

  @Test func locateReadsGNUPLOTThenPATH() throws {
    let installed = try Gnuplot.locate()
    let bin = (installed.executable as NSString).deletingLastPathComponent
    #expect(
      try Gnuplot.locate(environment: ["PATH": "/nonexistent:\(bin)"]).executable
        == bin + "/gnuplot")
    #expect(
      try Gnuplot.locate(environment: ["GNUPLOT": installed.executable, "PATH": ""])
        .executable == installed.executable)
    #expect(
      try Gnuplot.locate(environment: ["GNUPLOT": "", "PATH": bin]).executable
        == bin + "/gnuplot")
    // A folder named gnuplot is not gnuplot.
    let decoy = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: decoy) }
    try FileManager.default.createDirectory(
      at: decoy.appendingPathComponent("gnuplot"), withIntermediateDirectories: false)
    #expect(
      try Gnuplot.locate(environment: ["PATH": "\(decoy.path):\(bin)"]).executable
        == bin + "/gnuplot")
  }

  @Test(arguments: [
    (["GNUPLOT": "/nonexistent"], "GNUPLOT=/nonexistent is not an executable file; "),
    (["GNUPLOT": "/"], "GNUPLOT=/ is not an executable file; "),
    (["PATH": "/nonexistent:/also/nonexistent"], "gnuplot was not found on PATH; "),
    ([:], "gnuplot was not found on PATH; "),
  ])
  func aMissingGnuplotSaysHowToInstallIt(environment: [String: String], prefix: String) {
    #expect(throws: Gnuplot.Failure.notFound(prefix + Gnuplot.installHint)) {
      try Gnuplot.locate(environment: environment)
    }
    #expect(Gnuplot.installHint.contains("apt-get install gnuplot-nox"))
  }

  @Test(arguments: [
    (
      "         plot x\n              ^\n\"v.gp\" line 3: undefined variable: x\n\n",
      "\"v.gp\" line 3: undefined variable: x"
    ),
    // gnuplot 5.4 echoes some failing commands above a caret; the command may hold "line ".
    (
      "\nset style line 1 lc rgb \"nosuch\"\n                       ^\n\"s.gp\" line 1: "
        + "unrecognized color name\n\n", "\"s.gp\" line 1: unrecognized color name"
    ),
    (
      "\nset output \"/no/x.png\"\n     ^\n\"o.gp\" line 2: cannot open file; output not "
        + "changed\nsystem error: No such file or directory\n",
      "\"o.gp\" line 2: cannot open file; output not changed"
    ),
    ("warning: something\n  fatal error in terminal\n", "fatal error in terminal"),
    ("just a message\n  the last one  \n", "the last one"),
    ("", "gnuplot exited with an error and printed nothing"),
  ])
  func theErrorLineIsGnuplotsOwnMessage(stderr: String, line: String) {
    #expect(Gnuplot.errorLine(stderr) == line)
  }
}

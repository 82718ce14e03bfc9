import Foundation
import TestSupport
import Testing

/// The studio page as a whole in headless Chromium (`Tests/Browser/studio_page_test.py`): the
/// exported page equals the served page on the same spins (result code, every chart's axes and
/// markers); machine B of an A/B comparison is drawn and animated from B's own trace; a wheel
/// says degrees, rule badges are whole, the layout at 1280 × 800 scrolls as two regions, the
/// transport says "paused", the speed slider is logarithmic. Screenshots in `Plots/out/studio/page/`.
@Suite(SlowTests.trait) struct StudioPageBrowserTests {
  static let missing: String? = StudioExportTests.missingBrowser

  static var screenshots: URL { Repo.root.appendingPathComponent("Plots/out/studio/page") }

  /// Runs `studio_page_test.py MODE ARGUMENTS` in `folder`; returns its stdout.
  static func page(_ mode: String, _ arguments: [String], in folder: URL) throws -> String {
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let run = try Launcher.tool(
      ["python3", Repo.root.appendingPathComponent("Tests/Browser/studio_page_test.py").path, mode]
        + arguments + ["--out", screenshots.path], in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)")
    #expect(run.text.contains("PASS: studio page \(mode)"), "\(run.text)")
    return run.text
  }

  /// `video-5reel` served and exported: seeds 1 and 8 show simulate's result code in both
  /// pages and the same axes and markers on every chart (the distance chart keeps every braking
  /// marker); seed 8's three line wins are numbered as the config's `paytable.lines`.
  @Test(RequiredTool.trait(missing: missing))
  func exportedPageEqualsTheServedPage() throws {
    if let missing = Self.missing {
      Issue.record("the browser test cannot run: \(missing)"); return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = Repo.config("video-5reel")
    let export = try Reelsim.run(
      ["studio", config, "--export", "page.html"], in: folder,
      environment: StudioExportTests.environment(wasm: StudioExportTests.module.path))
    try #require(export.status == 0, "\(export.errors)")
    let server = try StudioServer([config], in: folder)
    let text = try Self.page(
      "parity",
      [
        "--url", server.url, "--file", folder.appendingPathComponent("page.html").path,
        "--config", config, "--reelsim", try Reelsim.binary().path, "--seeds", "1,8",
      ], in: folder)
    #expect(text.contains("seed 8: result code 12-12-13-10-1 in both"), "\(text)")
    #expect(text.contains("paylines: 3 line wins"), "\(text)")
  }

  /// `video-5reel` against `turbo`: B's drums are drawn at the offsets of B's trace, rest on
  /// B's window and move with A's while the clock plays.
  @Test(RequiredTool.trait(missing: missing))
  func machineBIsDrawnAndAnimated() throws {
    if let missing = Self.missing {
      Issue.record("the browser test cannot run: \(missing)"); return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(
      [Repo.config("video-5reel"), "--compare", Repo.config("turbo")], in: folder)
    let text = try Self.page(
      "ab",
      [
        "--url", server.url, "--config-b", Repo.config("turbo"), "--reelsim",
        try Reelsim.binary().path, "--seed", "7",
      ], in: folder)
    #expect(text.contains("B: 25 drum offsets equal simulate's trace"), "\(text)")
    for size in ["1280x800", "1920x1080"] {
      let png = Self.screenshots.appendingPathComponent("studio-ab-\(size).png")
      let measured = try Images.pngSize(png)
      #expect("\(measured.width)x\(measured.height)" == size)
    }
  }

  /// `Configs/classic.json` declaring the pachislot rules and `Configs/wheel.json`: units,
  /// badges, layout, the paused status and the logarithmic slider.
  @Test(RequiredTool.trait(missing: missing))
  func layoutUnitsAndSliders() throws {
    if let missing = Self.missing {
      Issue.record("the browser test cannot run: \(missing)"); return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pachislot = try String(contentsOfFile: Repo.config("classic"), encoding: .utf8)
      .replacingOccurrences(of: #""symbols":"#, with: "\"rules\": [\"pachislot\"],\n  \"symbols\":")
    try pachislot.write(
      to: folder.appendingPathComponent("pachi.json"), atomically: true, encoding: .utf8)
    let server = try StudioServer(["pachi.json"], in: folder)
    let wheel = try StudioServer([Repo.config("wheel")], in: folder)
    let text = try Self.page(
      "polish", ["--url", server.url, "--wheel-url", wheel.url], in: folder)
    #expect(text.contains("status: paused, playing, at rest"), "\(text)")
    for name in ["studio-1280x800", "studio-1920x1080", "studio-wheel-1280x800"] {
      let png = Self.screenshots.appendingPathComponent("\(name).png")
      #expect(FileManager.default.fileExists(atPath: png.path), "\(name)")
    }
  }
}

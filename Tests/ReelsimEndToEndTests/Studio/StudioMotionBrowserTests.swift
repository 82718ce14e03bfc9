import Foundation
import TestSupport
import Testing

/// The features the studio animates from the model's own frames, in a real browser
/// (`Tests/Browser/studio_motion_test.py`): the page's clock is stepped to chosen ticks and what
/// it draws is compared with `reelsim simulate`'s traces of the same spin. Screenshots in
/// `Plots/out/studio/motion/`. Each needs the WebAssembly module (the page plans the wild
/// motion and plays an exported page's chain in it).
@Suite(SlowTests.trait, .serialized) struct StudioMotionBrowserTests {
  static let screenshots = Repo.root.appendingPathComponent("Plots/out/studio/motion")

  /// Runs the script's `case` against a studio serving `config` (copied into a folder).
  func run(
    _ name: String, config: String, _ arguments: [String], export: Bool = false
  ) throws -> RunResult? {
    if let missing = StudioExportTests.missingBrowser {
      Issue.record("the browser test cannot run: \(missing)")
      return nil
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(config + ".json")
    try FileManager.default.copyItem(atPath: Repo.config(config), toPath: file.path)
    let environment = StudioExportTests.environment(wasm: StudioExportTests.module.path)
    var extra: [String] = []
    if export {
      let page = folder.appendingPathComponent(config + ".html").path
      let written = try Reelsim.run(
        ["studio", file.path, "--export", page], in: folder, environment: environment)
      try #require(written.status == 0, "\(written.errors)")
      extra = ["--file", page]
    }
    let server = try StudioServer([file.lastPathComponent], in: folder, environment: environment)
    try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
    let result = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/studio_motion_test.py").path,
        name, "--url", server.url, "--reelsim", try Reelsim.binary().path, "--config", file.path,
        "--out", Self.screenshots.path,
      ] + arguments + extra, in: folder)
    #expect(result.status == 0, "\(result.text)\n\(result.errors)\nserver: \(server.errors)")
    #expect(result.text.contains("PASS: studio motion \(name)"), "\(result.text)")
    return result
  }

  /// `Configs/tumble.json` seed 3 (the chain runs to 4.808 s, the spin rests at 2.821 s): the
  /// served and the exported page play it to its last tick, the last cell to land drawn where
  /// `--tumble-trace` puts it, and the outcome card says "landing…" until the last drum lands.
  @Test(RequiredTool.trait(missing: StudioExportTests.missingBrowser))
  func tumbleChainPlaysToItsEndServedAndExported() throws {
    guard let result = try run("tumble", config: "tumble", ["--seed", "3"], export: true) else {
      return
    }
    #expect(result.text.contains("served: 3 tumbles to tick 1154, the last cell at 4 ticks"))
    #expect(result.text.contains("exported: 3 tumbles to tick 1154, the last cell at 4 ticks"))
  }

  /// `Configs/sticky-wilds.json` on 10-7-10-8-10 (its worked spin's window): the base window's
  /// WILDs grow over drums 1 and 3, 8 free spins hold the sticky wilds while the others spin —
  /// every event's tick equal to `--wild-trace`, the wholly held drum still.
  @Test(RequiredTool.trait(missing: StudioExportTests.missingBrowser))
  func stickyAndExpandingWildsMoveAsTheTrace() throws {
    guard
      let result = try run(
        "wild", config: "sticky-wilds", ["--targets", "10,7,10,8,10", "--prefix", "sticky-"])
    else { return }
    #expect(result.text.contains("of 9 steps match the trace, held drums [2] still in step 2"))
  }

  /// `Configs/walking-wilds.json` seed 9 (a walking chain of 5 respins) and `Configs/book-of.json`
  /// on BOOK,BOOK,BOOK,J,Q (10 free spins, the round's symbol expanding in two of them).
  @Test(RequiredTool.trait(missing: StudioExportTests.missingBrowser))
  func walkingWildsAndTheBookSymbolMoveAsTheTrace() throws {
    let walking = try run("wild", config: "walking-wilds", ["--seed", "9", "--prefix", "walk-"])
    #expect(walking?.text.contains("of 6 steps match the trace") ?? true)
    let book = try run(
      "wild", config: "book-of", ["--targets", "BOOK,BOOK,BOOK,J,Q", "--prefix", "book-"])
    #expect(book?.text.contains("of 10 steps match the trace") ?? true)
  }

  /// `Configs/video-5reel.json` seed 8, then Respin holding drums 0 and 2: the outcome of
  /// `simulate --from-result CODE --hold 0,2 --seed 8`, the held drums still and marked while
  /// the others spin again.
  @Test(RequiredTool.trait(missing: StudioExportTests.missingBrowser))
  func aRespinHoldsItsDrumsWhileTheOthersSpin() throws {
    let result = try run("respin", config: "video-5reel", ["--seed", "8", "--hold", "0,2"])
    #expect(result?.text.contains("holding [0, 2] lands on") ?? true)
  }

  /// `Configs/video-5reel.json` seed 8: every drum the model spliced is marked on its drum and
  /// by a vertical line at its tick on all four charts.
  @Test(RequiredTool.trait(missing: StudioExportTests.missingBrowser))
  func splicesAreMarkedOnDrumsAndCharts() throws {
    let result = try run("splice", config: "video-5reel", ["--seed", "8"])
    #expect(result?.text.contains("5 splices marked on the drums and on 4 charts") ?? true)
  }
}

import Foundation
import TestSupport
import Testing

/// The studio page in a real browser: headless Chromium, driven by Python's selenium
/// (`Tests/Browser/studio_test.py`), spins the default machine, checks that the drums it
/// draws show the summary's window, slows playback to 0.1×, drags the cruise speed, saves
/// the config and takes screenshots into `Plots/out/studio/`.
///
/// Needs `chromium`, `chromium-driver` and `python3 -m pip install selenium`. Without them
/// the test is skipped with the reason, unless `REELSIM_REQUIRE_ALL_TESTS=1` (as in CI),
/// where a missing tool is a failure.
@Suite(SlowTests.trait) struct StudioBrowserTests {
  /// Why the browser test cannot run here, or `nil` when it can.
  static let missing: String? = {
    var problems: [String] = []
    let paths = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    if !paths.contains(where: FileManager.default.isExecutableFile(atPath:)) {
      problems.append("no Chromium (apt-get install chromium)")
    }
    if !FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver") {
      problems.append("no chromedriver (apt-get install chromium-driver)")
    }
    if (try? Launcher.tool(
      ["python3", "-c", "import selenium"], in: URL(fileURLWithPath: "/")))?.status != 0
    {
      problems.append("no Python selenium (python3 -m pip install selenium)")
    }
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }()

  @Test(RequiredTool.trait(missing: missing))
  func pageShowsTheSpinTunesAndSaves() throws {
    if let missing = Self.missing {
      Issue.record("the browser test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      atPath: Repo.config("default"), toPath: folder.appendingPathComponent("default.json").path)
    let server = try StudioServer(["default.json"], in: folder)
    let screenshots = Repo.root.appendingPathComponent("Plots/out/studio")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let run = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/studio_test.py").path,
        "--url", server.url, "--out", screenshots.path, "--config-dir", folder.path,
        "--reelsim", try Reelsim.binary().path,
      ] + (StudioExportTests.missingModule == nil ? ["--require-model"] : []), in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)\nserver: \(server.errors)")
    for name in ["studio-rest.png", "studio-mid-spin.png", "studio-tuned.png"] {
      let size = try Images.pngSize(screenshots.appendingPathComponent(name))
      #expect(size.width >= 1000, "\(name)")
    }
  }

  /// Windows of 4 rows (result row 1, the default), of 2 rows with the result row at the top
  /// and of 6 rows with it at the bottom: the page draws, at rest, exactly the summary's window.
  @Test(
    RequiredTool.trait(missing: missing),
    arguments: [
      ("video-5x4", [(String, String?)]()),
      (
        "two-rows-top",
        [
          ("geometry.visibleRows", "2"), ("geometry.resultRow", "0"),
          ("paytable.lines", "[[0, 0, 0, 0, 0], [1, 1, 1, 1, 1], [0, 1, 0, 1, 0]]"),
        ]
      ),
      ("six-rows-bottom", [("geometry.visibleRows", "6"), ("geometry.resultRow", "5")]),
    ])
  func pageDrawsWindowsOfAnyRowCount(name: String, edits: [(String, String?)]) throws {
    if let missing = Self.missing {
      Issue.record("the browser test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = try JSONSerialization.jsonObject(with: Data(try Repo.bytes("video-5x4")))
    let config = try JSONEdit.applying(edits, to: base)
    try JSONSerialization.data(withJSONObject: config).write(
      to: folder.appendingPathComponent("\(name).json"))
    let server = try StudioServer(["\(name).json"], in: folder)
    let run = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/studio_test.py").path,
        "--url", server.url, "--out", folder.path, "--windows-only", name,
      ], in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)\nserver: \(server.errors)")
    #expect(run.text.contains("PASS: studio page"), "\(run.text)")
  }

  /// The Megaways machine (`Configs/megaways.json`): seeds 1 to 5 spun in the page (with the
  /// model) and by the server, each at rest drawing the summary's window, every drum its rows
  /// of W/rows pt, the top drum the summary's symbols, the outcome card the rows and ways, and
  /// the summary equal to `reelsim simulate --seed N --json`'s; mid-spin, drums draw the
  /// previous spin's cells below the seam; the top drum is "top" in the charts' legend and
  /// the metrics table and not judged by the rpm80 badge. Screenshots in `Plots/out/studio/`.
  @Test(RequiredTool.trait(missing: missing))
  func pageDrawsMegawaysRowsSeamsAndTheTopDrum() throws {
    if let missing = Self.missing {
      Issue.record("the browser test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A copy that declares the pachislot rules, whose rpm80 badge names the top drum.
    let text = try String(contentsOfFile: Repo.config("megaways"), encoding: .utf8)
      .replacingOccurrences(of: #""symbols":"#, with: #""rules": ["pachislot"], "symbols":"#)
    try text.write(
      to: folder.appendingPathComponent("megaways.json"), atomically: true, encoding: .utf8)
    let server = try StudioServer(["megaways.json"], in: folder)
    let screenshots = Repo.root.appendingPathComponent("Plots/out/studio")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let run = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/studio_test.py").path,
        "--url", server.url, "--out", screenshots.path, "--rows-only", "megaways.json",
        "--reelsim", try Reelsim.binary().path,
      ] + (StudioExportTests.missingModule == nil ? ["--require-model"] : []), in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)\nserver: \(server.errors)")
    #expect(run.text.contains("PASS: studio page"), "\(run.text)")
    #expect(run.text.contains("seed 5 at rest: rows"), "\(run.text)")
    #expect(
      run.text.contains("legend: drum 0, drum 1, drum 2, drum 3, drum 4, drum 5, top;"),
      "\(run.text)")
    for name in [
      "studio-megaways-mid.png", "studio-megaways-rest.png", "studio-megaways-legend.png",
    ] {
      let size = try Images.pngSize(screenshots.appendingPathComponent(name))
      #expect(size.width >= 1000, "\(name)")
    }
  }

  /// A tumbling machine's chain, seed 3, played through the one `tumble` path: the cascading
  /// Megaways machine (`Configs/megaways-cascades.json`, 2 cascades) and the fixed-row one
  /// (`Configs/tumble.json`, 3 tumbles). The page plays the whole chain after the spin —
  /// mid-fall every drum draws its rows' cells (W/rows pt on variable rows), some between two
  /// rows; at rest the drums (and the top drum) show the chain's final window, not the landing
  /// window. Screenshots `studio-cascade-*.png` and `studio-tumble-*.png` in
  /// `Plots/out/studio/`.
  @Test(
    RequiredTool.trait(missing: missing),
    arguments: [
      ("megaways-cascades", "seed 3: 2 cascades played", "studio-cascade-"),
      ("tumble", "seed 3: 3 cascades played", "studio-tumble-"),
    ])
  func pagePlaysATumbleChain(config: String, played: String, screenshot: String) throws {
    if let missing = Self.missing {
      Issue.record("the browser test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(try Repo.bytes(config)).write(to: folder.appendingPathComponent("\(config).json"))
    let server = try StudioServer(["\(config).json"], in: folder)
    let screenshots = Repo.root.appendingPathComponent("Plots/out/studio")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let run = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/studio_test.py").path,
        "--url", server.url, "--out", screenshots.path, "--rows-only", "\(config).json",
        "--cascade-seed", "3",
      ], in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)\nserver: \(server.errors)")
    #expect(run.text.contains("PASS: studio page"), "\(run.text)")
    #expect(run.text.contains(played), "\(run.text)")
    for name in ["mid.png", "rest.png"] {
      let size = try Images.pngSize(screenshots.appendingPathComponent(screenshot + name))
      #expect(size.width >= 1000, "\(screenshot)\(name)")
    }
  }

  /// A wheel config: the page draws a wheel (`/api/machine` says `kind: wheel`) and, at rest,
  /// the segment under its pointer is the summary's window.
  @Test(RequiredTool.trait(missing: missing))
  func pageDrawsAWheelUnderItsPointer() throws {
    if let missing = Self.missing {
      Issue.record("the browser test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(try Repo.bytes("wheel")).write(to: folder.appendingPathComponent("wheel.json"))
    let server = try StudioServer(["wheel.json"], in: folder)
    // Over a plain socket: Foundation on Linux loads http URLs only with FoundationNetworking.
    let object = try server.request("GET", "/api/machine").object()
    #expect(object["kind"] as? String == "wheel")
    let wheel = try #require(object["wheel"] as? [String: Any])
    #expect(
      wheel["widths"] as? [Double] == [7.5, 37.5, 30, 30, 30, 30, 37.5, 30, 30, 30, 37.5, 30])
    // The sliders speak of degrees: `°/s` for a speed, never `pt/s`.
    let parameters = try #require(object["parameters"] as? [[String: Any]])
    let units = Set(parameters.compactMap { $0["unit"] as? String })
    #expect(units.contains("°/s") && !units.contains { $0.contains("pt") }, "\(units)")
    let run = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/studio_test.py").path,
        "--url", server.url, "--out", folder.path, "--windows-only", "wheel",
      ], in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)\nserver: \(server.errors)")
    #expect(run.text.contains("PASS: studio page"), "\(run.text)")
  }

  /// Pay-rule machines: a multiplied line win (`classic-bars` seed 1: CHERRY ×2) and ways wins
  /// with a scatter (`ways-243` seed 3): the wins table shows each win's ways count,
  /// multiplier and pay as the summary gives them. Features: `ways-243-free-spins` seed 12
  /// triggers 8 free spins, whose every spin and win the feature panel lists; `tumble` seed 3
  /// tumbles 3 times, each tumble and the chain pay listed. A max win cap:
  /// `ways-243-bonus-buy` seed 194's round of 67.75 is capped at 40 × bet, which the pay says.
  @Test(
    RequiredTool.trait(missing: missing),
    arguments: [
      ("classic-bars", 1, nil), ("ways-243", 3, nil), ("ways-243-free-spins", 12, "free spins"),
      ("tumble", 3, "tumbles"), ("ways-243-bonus-buy", 194, "free spins"),
    ] as [(String, Int, String?)])
  func pageShowsWaysMultipliersAndPays(config: String, seed: Int, feature: String?) throws {
    if let missing = Self.missing {
      Issue.record("the browser test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(try Repo.bytes(config)).write(to: folder.appendingPathComponent("\(config).json"))
    let server = try StudioServer(["\(config).json"], in: folder)
    let screenshots = Repo.root.appendingPathComponent("Plots/out/studio/\(config)")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let run = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/studio_test.py").path,
        "--url", server.url, "--out", screenshots.path, "--wins-seed", String(seed),
      ] + (feature.map { ["--feature", $0] } ?? []), in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)\nserver: \(server.errors)")
    #expect(run.text.contains("PASS: studio page"), "\(run.text)")
  }
}

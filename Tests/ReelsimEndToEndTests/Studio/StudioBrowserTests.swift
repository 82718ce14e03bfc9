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
@Suite struct StudioBrowserTests {
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
      ], in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)\nserver: \(server.errors)")
    for name in ["studio-rest.png", "studio-mid-spin.png", "studio-tuned.png"] {
      let size = try Images.pngSize(screenshots.appendingPathComponent(name))
      #expect(size.width >= 1000, "\(name)")
    }
  }
}

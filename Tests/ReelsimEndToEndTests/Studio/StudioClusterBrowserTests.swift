import Foundation
import ReelKit
import ReelWorkbench
import TestSupport
import Testing

/// A cluster grid's cascades in a real browser (`Tests/Browser/studio_cluster_test.py`):
/// `Configs/cluster-7x7.json` with cell multipliers up to ×8, spun for an outcome the maths
/// says pays a multiplied cluster and for seeds 4, 1 and 3. A frame loop over every tick of
/// each chain (some twice) checks that the page draws the window of the step under way and its
/// multipliers as the summary has them, no cascade while the drums spin, and at rest every
/// cell on its row in the summary's last window. Screenshots in `Plots/out/studio/cluster/`.
@Suite(SlowTests.trait, .serialized) struct StudioClusterBrowserTests {
  @Test(RequiredTool.trait(missing: StudioBrowserTests.missing))
  func pageAnimatesTheCascadesWithMultipliers() throws {
    if let missing = StudioBrowserTests.missing {
      Issue.record("the browser test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOfFile: Repo.config("cluster-7x7"), encoding: .utf8)
      .replacingOccurrences(
        of: #""maxWin": 5000,"#, with: #""maxWin": 5000, "cellMultiplierCap": 8,"#)
    let path = folder.appendingPathComponent("candy.json")
    try text.write(to: path, atomically: true, encoding: .utf8)
    // An outcome whose chain pays a cluster on a ×2 (or more) position, found by the maths.
    let game = try #require(try ConfigLoader.load(path: path.path).cluster)
    var generator = SplitMix64(seed: 33)
    var multiplied: [Int]?
    while multiplied == nil {
      let stops = game.reels.reels.map { Int.random(in: 0..<$0.strip.count, using: &generator) }
      if game.play(stops: stops).steps.joined().contains(where: { $0.multiplier > 1 }) {
        multiplied = stops
      }
    }
    let server = try StudioServer(["candy.json"], in: folder)
    let screenshots = Repo.root.appendingPathComponent("Plots/out/studio/cluster")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let run = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/studio_cluster_test.py").path,
        "--url", server.url, "--out", screenshots.path, "--seeds", "4,1,3",
        "--targets", (multiplied ?? []).map(String.init).joined(separator: ","),
      ], in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)\nserver: \(server.errors)")
    #expect(run.text.contains("PASS: studio cluster page"), "\(run.text)")
    #expect(run.text.contains("seed 3: no cascade"), "\(run.text)")
    for name in [
      "studio-cluster-removed.png", "studio-cluster-falling.png", "studio-cluster-rest.png",
    ] {
      let size = try Images.pngSize(screenshots.appendingPathComponent(name))
      #expect(size.width >= 1000, "\(name)")
    }
  }

  /// `Configs/cluster-fill-3x3.json`: the drums land, drum by drum, on the grid the fill drew
  /// (not their strips' window), and `Configs/cluster-free-spins.json` with its cap lowered to
  /// 30 × bet: seed 53 triggers 8 free spins, played on the page spin by spin (the grid
  /// cleared and dropped in, the cascades, the persisting cell multipliers, the counter and
  /// the capped round win) as the summary has them.
  @Test(RequiredTool.trait(missing: StudioBrowserTests.missing))
  func pageDrawsTheFillAndPlaysTheFreeSpinsRound() throws {
    if let missing = StudioBrowserTests.missing {
      Issue.record("the browser test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOfFile: Repo.config("cluster-free-spins"), encoding: .utf8)
      .replacingOccurrences(of: #""maxWin": 5000,"#, with: #""maxWin": 30,"#)
    try text.write(
      to: folder.appendingPathComponent("round.json"), atomically: true, encoding: .utf8)
    let screenshots = Repo.root.appendingPathComponent("Plots/out/studio/cluster")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let script = Repo.root.appendingPathComponent("Tests/Browser/studio_cluster_test.py").path
    let fill = try StudioServer([Repo.config("cluster-fill-3x3")], in: folder)
    let filled = try Launcher.tool(
      [
        "python3", script, "--url", fill.url, "--out", screenshots.path, "--seeds", "4",
        "--prefix", "fill-",
      ], in: folder)
    #expect(filled.status == 0, "\(filled.text)\n\(filled.errors)\nserver: \(fill.errors)")
    #expect(filled.text.contains("seed 4: no cascade, the fill's grid drawn drum by drum"))
    let round = try StudioServer(["round.json"], in: folder)
    let played = try Launcher.tool(
      [
        "python3", script, "--url", round.url, "--out", screenshots.path, "--seeds", "",
        "--round-seeds", "53", "--prefix", "round-",
      ], in: folder)
    #expect(played.status == 0, "\(played.text)\n\(played.errors)\nserver: \(round.errors)")
    #expect(
      played.text.contains("round seed 53: 8 free spins, 20 steps checked, round win 30 (capped)"),
      "\(played.text)")
    for name in [
      "fill-studio-cluster-rest.png", "round-studio-cluster-round-drop.png",
      "round-studio-cluster-round-multipliers.png", "round-studio-cluster-round-end.png",
    ] {
      let size = try Images.pngSize(screenshots.appendingPathComponent(name))
      #expect(size.width >= 1000, "\(name)")
    }
  }
}

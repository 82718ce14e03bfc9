import Foundation
import TestSupport
import Testing

/// `reelsim studio --export FILE`: one offline HTML file with the page, the model and the
/// machine inside; its exit codes; and, in headless Chromium (`Tests/Browser/export_test.py`),
/// the file opened from disk spins seeds in the page to `simulate`'s windows and draws spliced
/// drums as the model shows them.
///
/// The model is `.build/wasm/reelkit.wasm`, which CI builds (`Scripts/build-wasm.sh`) before
/// the tests; without it, or without the browser, the tests say what is missing and are
/// skipped, unless `REELSIM_REQUIRE_ALL_TESTS=1`.
@Suite struct StudioExportTests {
  /// The module the exports embed.
  static let module = WasmModule.path

  static let missingModule = WasmModule.missing

  static let missingBrowser: String? = {
    let problems = [StudioBrowserTests.missing, missingModule].compactMap(\.self)
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }()

  /// The environment with `REELSIM_WASM` set to `path`.
  static func environment(wasm path: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["REELSIM_WASM"] = path
    return environment
  }

  @Test(RequiredTool.trait(missing: missingModule))
  func exportWritesOneSelfContainedPage() throws {
    if let missing = Self.missingModule { Issue.record("missing: \(missing)"); return }
    guard WasmModule.isCurrent() else { return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(
      ["studio", Repo.config("video-5reel"), "--export", "spin.html"], in: folder,
      environment: Self.environment(wasm: Self.module.path))
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty, "\(run.errors)")
    let page = try String(contentsOf: folder.appendingPathComponent("spin.html"), encoding: .utf8)
    let model = try Data(contentsOf: Self.module).base64EncodedString()
    #expect(page.contains(model), "the module is not inside as base64")
    #expect(page.contains(#"id="reelsim-export""#))
    #expect(!page.contains(#"src="/studio.js""#), "the page still loads a module file")
    #expect(!page.contains(#"href="/studio.css""#), "the page still loads a style file")
    // Only the page's own tags: the JSON inside never closes its script element.
    #expect(page.components(separatedBy: "</script>").count == 3)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["spin.html"])

    let stdout = try Reelsim.run(
      ["studio", "--export", "-"], in: folder, environment: Self.environment(wasm: Self.module.path)
    )
    #expect(stdout.status == 0, "\(stdout.errors)")
    #expect(stdout.text.hasPrefix("<!doctype html>") || stdout.text.hasPrefix("<!DOCTYPE html>"))
    #expect(stdout.text.contains(model))
  }

  /// The server serves the module it found beside the page, or says why the page has none.
  @Test(RequiredTool.trait(missing: missingModule))
  func serverServesTheModuleOrSaysItIsMissing() throws {
    if let missing = Self.missingModule { Issue.record("missing: \(missing)"); return }
    guard WasmModule.isCurrent() else { return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder, environment: Self.environment(wasm: Self.module.path))
    let answer = try server.request("GET", "/reelkit.wasm")
    #expect(answer.status == 200)
    #expect(answer.headers["content-type"] == "application/wasm")
    #expect(answer.body == (try Data(contentsOf: Self.module)))
    let machine = try server.request("GET", "/api/machine").object()
    let spec = try #require(machine["spec"] as? [String: Any])
    #expect((spec["drums"] as? [Any])?.count == 3)
    #expect(machine["weights"] is NSNull)
    #expect(server.errors.isEmpty, "\(server.errors)")

    let none = folder.appendingPathComponent("none.wasm").path
    let without = try StudioServer(in: folder, environment: Self.environment(wasm: none))
    let missing = try without.request("GET", "/reelkit.wasm")
    #expect(missing.status == 404)
    let error = try missing.object()["error"] as? String
    #expect(
      error
        == "reelkit.wasm: missing (build it with Scripts/build-wasm.sh, or name it in REELSIM_WASM)"
    )
    #expect(without.errors.contains("note: reelkit.wasm: missing"), "\(without.errors)")
  }

  @Test func exportFailuresWriteNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let old = folder.appendingPathComponent("spin.html")
    try Data("old".utf8).write(to: old)

    let noModule = try Reelsim.run(
      ["studio", "--export", "spin.html"], in: folder,
      environment: Self.environment(wasm: folder.appendingPathComponent("none.wasm").path))
    #expect(noModule.status == 66)
    #expect(
      noModule.errors
        == "error: reelkit.wasm: missing (build it with Scripts/build-wasm.sh, or name it in "
        + "REELSIM_WASM)\n")

    // A file that is not a WebAssembly module is no module either.
    let notWasm = folder.appendingPathComponent("fake.wasm")
    try Data("not wasm".utf8).write(to: notWasm)
    let fake = try Reelsim.run(
      ["studio", "--export", "spin.html"], in: folder,
      environment: Self.environment(wasm: notWasm.path))
    #expect(fake.status == 66)

    let noConfig = try Reelsim.run(
      ["studio", "missing.json", "--export", "spin.html"], in: folder,
      environment: Self.environment(wasm: Self.module.path))
    #expect(noConfig.status == 66)
    #expect(noConfig.errors.hasPrefix("error: missing.json: "), "\(noConfig.errors)")

    try Data("{\"drums\": 3}".utf8).write(to: folder.appendingPathComponent("bad.json"))
    let badConfig = try Reelsim.run(
      ["studio", "bad.json", "--export", "spin.html"], in: folder,
      environment: Self.environment(wasm: Self.module.path))
    #expect(badConfig.status == 65, "\(badConfig.errors)")
    #expect(try Data(contentsOf: old) == Data("old".utf8), "a failed export changed the file")

    if Self.missingModule == nil {
      let noFolder = try Reelsim.run(
        ["studio", "--export", "absent/spin.html"], in: folder,
        environment: Self.environment(wasm: Self.module.path))
      #expect(noFolder.status == 73)
      #expect(
        noFolder.errors.hasPrefix("error: absent/spin.html: cannot write"), "\(noFolder.errors)")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["bad.json", "fake.wasm", "spin.html"])
  }

  /// The exported `video-5reel` (a splicing machine) opened from disk: seeds 1, 3 and 8 rest
  /// on `simulate`'s windows, spun in the page, with `simulate`'s wins and pay (three line wins
  /// for seed 8), and the symbols drawn after every splice are the model's; the check card
  /// shows the check embedded at export time. The exported `classic-bars` shows its
  /// multiplied win (seed 1: a cherry with the double diamond, ×2).
  @Test(RequiredTool.trait(missing: missingBrowser), SlowTests.trait)
  func exportedPageSpinsOfflineInABrowser() throws {
    if let missing = Self.missingBrowser {
      Issue.record("the browser test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = Repo.config("video-5reel")
    let export = try Reelsim.run(
      ["studio", config, "--export", "video-5reel.html"], in: folder,
      environment: Self.environment(wasm: Self.module.path))
    try #require(export.status == 0, "\(export.errors)")
    let screenshots = Repo.root.appendingPathComponent("Plots/out/studio")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let run = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/export_test.py").path,
        "--file", folder.appendingPathComponent("video-5reel.html").path,
        "--reelsim", try Reelsim.binary().path, "--config", config, "--seeds", "1,3,8",
        "--out", screenshots.path,
      ], in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)")
    #expect(run.text.contains("PASS: "), "\(run.text)")
    #expect(
      run.text.contains("splice frames") && !run.text.contains(" 0 splice frames"), "\(run.text)")
    // video-5reel declares no rule set: no badges, as `reelsim check`.
    #expect(run.text.contains("check: 0 rules"), "\(run.text)")
    #expect(
      run.text.contains(
        "wins [['0', 'CROWN', '3', '25'], ['6', 'J', '3', '8'], ['10', 'CROWN', '4', '90']], pay 123"
      ),
      "\(run.text)")

    let bars = Repo.config("classic-bars")
    let barsExport = try Reelsim.run(
      ["studio", bars, "--export", "classic-bars.html"], in: folder,
      environment: Self.environment(wasm: Self.module.path))
    try #require(barsExport.status == 0, "\(barsExport.errors)")
    let barsRun = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/export_test.py").path,
        "--file", folder.appendingPathComponent("classic-bars.html").path,
        "--reelsim", try Reelsim.binary().path, "--config", bars, "--seeds", "1",
        "--out", screenshots.path,
      ], in: folder)
    #expect(barsRun.status == 0, "\(barsRun.text)\n\(barsRun.errors)")
    #expect(
      barsRun.text.contains("wins [['0', 'CHERRY', '1', '×2', '2']], pay 2"), "\(barsRun.text)")
  }
}

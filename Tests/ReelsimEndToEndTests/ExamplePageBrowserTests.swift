import Foundation
import TestSupport
import Testing

/// The example page (`Examples/WebPage/index.html`) as a user serves it — beside
/// `Studio/reelkit.mjs`, the module and a `spec.json` — in headless Chromium, driven frame by
/// frame by `Tests/Browser/example_page_test.py`: three spins of 1/60 s frames, most of them
/// without events (each once threw `RangeError: start offset of Float64Array should be a
/// multiple of 8` and stopped the page), no page error, the drums at rest on the targets
/// `reelsim simulate --seed N` draws, the status showing its spin time.
///
/// Needs Chromium, chromedriver, Python's selenium and `.build/wasm/reelkit.wasm`
/// (`Scripts/build-wasm.sh`, run by CI before the tests); skipped with the reason without
/// them, unless `REELSIM_REQUIRE_ALL_TESTS=1`.
@Suite(SlowTests.trait) struct ExamplePageBrowserTests {
  static let missing: String? = {
    let problems = [StudioBrowserTests.missing, WasmModule.missing].compactMap(\.self)
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }()

  @Test(RequiredTool.trait(missing: missing), arguments: ["default", "video-5reel"])
  func theExamplePageSpinsFrameByFrameToRest(config: String) throws {
    if let missing = Self.missing {
      Issue.record("the browser test cannot run: \(missing)"); return
    }
    guard WasmModule.isCurrent() else { return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let screenshots = Repo.root.appendingPathComponent("Plots/out/example-page/\(config)")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let run = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/example_page_test.py").path,
        "--wasm", WasmModule.path.path, "--reelsim", try Reelsim.binary().path,
        "--config", Repo.config(config), "--spins", "3", "--out", screenshots.path,
      ], in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)")
    #expect(run.text.hasPrefix("PASS: example page: seed 1: "), "\(run.text)")
    #expect(run.text.contains("seed 3: "), "\(run.text)")
  }
}

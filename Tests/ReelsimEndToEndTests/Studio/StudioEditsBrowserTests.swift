import Foundation
import ReelWorkbench
import TestSupport
import Testing

/// Editing in a real browser (`Tests/Browser/studio_edits_test.py`): a copy of
/// `Configs/classic.json` that declares the pachislot rules and cruises at 3500 pt/s (100 rpm),
/// and `Configs/wheel.json`, which declares none. The page refuses cruiseSpeed 99999999
/// without spinning (the field says why, the last valid spin stays, the run badge says "not
/// run"); undo/redo is the page's own (a value typed digit by digit is one edit; Ctrl+Z in the
/// focused field gives the loaded value); only declared rules are badged, a FAIL shows check's
/// fix and Apply is one undoable edit; Save changes the edited value's line and no other byte.
/// Screenshots at 1280×800 and 1920×1080 in `Plots/out/studio/edits/`.
@Suite(SlowTests.trait) struct StudioEditsBrowserTests {
  @Test(RequiredTool.trait(missing: StudioBrowserTests.missing))
  func editsAreRefusedUndoneFixedAndSavedInPlace() throws {
    if let missing = StudioBrowserTests.missing {
      Issue.record("the browser test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try String(contentsOfFile: Repo.config("classic"), encoding: .utf8)
      .replacingOccurrences(of: #""symbols":"#, with: "\"rules\": [\"pachislot\"],\n  \"symbols\":")
      .replacingOccurrences(of: #""cruiseSpeed": 2800"#, with: #""cruiseSpeed": 3500"#)
    try original.write(
      to: folder.appendingPathComponent("pachi.json"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      atPath: Repo.config("wheel"), toPath: folder.appendingPathComponent("wheel.json").path)
    let server = try StudioServer(["pachi.json"], in: folder)
    let wheel = try StudioServer(["wheel.json"], in: folder)
    let screenshots = Repo.root.appendingPathComponent("Plots/out/studio/edits")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let run = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Tests/Browser/studio_edits_test.py").path,
        "--url", server.url, "--wheel-url", wheel.url, "--out", screenshots.path,
        "--save-name", "edited.json",
      ] + (StudioExportTests.missingModule == nil ? ["--require-model"] : []), in: folder)
    #expect(run.status == 0, "\(run.text)\n\(run.errors)\nserver: \(server.errors)")
    #expect(run.text.contains("PASS: studio edits"), "\(run.text)")
    // Save: the loaded file with cruiseSpeed's line changed, every other byte kept.
    let saved = try String(
      contentsOf: folder.appendingPathComponent("edited.json"), encoding: .utf8)
    let before = original.split(separator: "\n", omittingEmptySubsequences: false)
    let after = saved.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count)
    let changed = zip(before, after).filter { $0.0 != $0.1 }.map { String($0.1) }
    #expect(changed == [#"    "cruiseSpeed": 2000,"#])
    for name in [
      "studio-edit-refused", "studio-edit-history", "studio-edit-fail-badges", "studio-edit-wheel",
    ] {
      for (width, height) in [(1280, 800), (1920, 1080)] {
        let size = try Images.pngSize(
          screenshots.appendingPathComponent("\(name)-\(width)x\(height).png"))
        #expect(size.width == width && size.height == height, "\(name)")
      }
    }
  }
}

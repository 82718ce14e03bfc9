import Foundation
import ReelKit
import ReelKitWasm
import TestSupport
import Testing

@testable import ReelWorkbench

/// The Python package (`Bindings/python`: ctypes over `libreelkit.so`, traces as NumPy
/// arrays) installed with `pip install` and run with pytest: its whole spins and frame loops
/// equal the Swift model's bit for bit, and bad input raises `ReelKitError` with the
/// library's line.
@Suite(.serialized, SlowTests.trait) struct PythonBindingTests {
  /// What is missing to install and test the package, or `nil`.
  static let missing: String? = {
    if let library = CLibrary.missing { return library }
    let python = try? Launcher.tool(
      ["python3", "-c", "import numpy, pytest, setuptools, wheel, pip"], in: Repo.root)
    return python?.status == 0
      ? nil
      : "python3 with numpy, pytest, setuptools, wheel and pip (pip install numpy pytest wheel)"
  }()

  @Test(RequiredTool.trait(missing: missing))
  func packageGivesTheSwiftModelsSpinsAndFrames() throws {
    if let missing = Self.missing { Issue.record("missing: \(missing)"); return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A copy, so that the build leaves nothing in the repository.
    let source = folder.appendingPathComponent("python")
    try FileManager.default.copyItem(
      at: Repo.root.appendingPathComponent("Bindings/python"), to: source)
    let site = folder.appendingPathComponent("site")
    let install = try Launcher.tool(
      [
        "python3", "-m", "pip", "install", "--quiet", "--no-build-isolation", "--no-deps",
        "--no-index", "--target", site.path, source.path,
      ], in: folder)
    try #require(install.status == 0, "pip install failed: \(install.errors)")

    var cases: [[String: Any]] = []
    for (config, seed, slam) in [
      ("default", UInt64(1), nil), ("video-5reel", 2, 40), ("wheel", 3, nil), ("classic", 4, 70),
    ] as [(String, UInt64, Int?)] {
      let spec = try ConfigLoader.load(path: Repo.config(config)).spec
      let text = String(decoding: try JSONEncoder().encode(spec), as: UTF8.self)
      let decoded = try JSONDecoder().decode(MachineSpec.self, from: Data(text.utf8))
      let targets = Outcome.randomTargets(for: decoded, seed: seed)
      let spin = try SpinRunner(spec: decoded, targets: targets, recordsTrace: true).runInline()
      var entry: [String: Any] = [
        "name": config, "spec": text, "seed": seed, "targets": targets,
        "record": SpinRecord.write(spin).map { CLibraryTests.bits($0) },
        "frames": try CLibraryTests.swiftModel(decoded, targets: targets, slam: slam),
      ]
      entry["slam"] = slam ?? NSNull()
      cases.append(entry)
    }
    let casesURL = folder.appendingPathComponent("cases.json")
    try JSONSerialization.data(withJSONObject: cases).write(to: casesURL)

    var environment = ProcessInfo.processInfo.environment
    environment["PYTHONPATH"] = site.path
    environment["REELKIT_LIBRARY"] = CLibrary.path.path
    environment["REELKIT_CASES"] = casesURL.path
    environment["PYTHONDONTWRITEBYTECODE"] = "1"
    let pytest = try Launcher.tool(
      [
        "python3", "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs",
        source.appendingPathComponent("tests").path,
      ], in: folder, environment: environment)
    #expect(pytest.status == 0, "pytest: \(pytest.text)\(pytest.errors)")
    #expect(pytest.text.contains("3 passed"), "\(pytest.text)")
  }
}

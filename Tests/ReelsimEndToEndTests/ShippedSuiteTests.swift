import Foundation
import TestSupport
import Testing

/// The real regression check: the shipped suite `Regressions/suite.json`, run from the
/// repository root exactly as `reelsim regress` runs it by default, matches its committed
/// goldens — and comparing writes nothing.
@Suite struct ShippedSuiteTests {
  /// The bytes of every file under `Regressions/`, by relative path.
  static func regressionFiles() throws -> [String: Data] {
    let folder = Repo.root.appendingPathComponent("Regressions")
    var files: [String: Data] = [:]
    let paths = try #require(FileManager.default.subpaths(atPath: folder.path))
    for path in paths {
      var isDirectory: ObjCBool = false
      let url = folder.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[path] = try Data(contentsOf: url)
      }
    }
    return files
  }

  @Test func theShippedSuiteMatchesItsCommittedGoldens() throws {
    let suiteURL = Repo.root.appendingPathComponent("Regressions/suite.json")
    let suite = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: suiteURL)) as? [String: Any])
    let scenarios = try #require(suite["scenarios"] as? [[String: Any]])
    let names = scenarios.compactMap { $0["name"] as? String }
    #expect(names.count == scenarios.count && !names.isEmpty)
    let before = try Self.regressionFiles()
    #expect(names.allSatisfy { before["golden/\($0).json"] != nil }, "a golden is not committed")

    let run = try Reelsim.run(["regress"], in: Repo.root)
    #expect(run.status == 0, "\(run.text)\(run.errors)")
    #expect(run.errors.isEmpty)
    let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first?.hasPrefix("regress Regressions/suite.json: \(names.count) scenarios, ") == true)
    for name in names {
      #expect(lines.contains { $0.hasPrefix("  ok       \(name) (") }, "\(name) did not match")
    }
    #expect(run.text.hasSuffix("\nall \(names.count) scenarios match their goldens\n"))
    #expect(try Self.regressionFiles() == before, "regress changed Regressions/")
  }
}

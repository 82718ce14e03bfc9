import Foundation
import TestSupport
import TestTiers
import Testing

/// The pay warnings of `check` and `par` on every kind of machine, not only lines and ways:
/// wild features, Megaways, cluster grids. Each doctored config multiplies every pay by 3, so
/// its total RTP is exactly 3 × the shipped one (every part of these machines pays in
/// proportion to the paytable): the expected figure comes from the shipped sheet, not from
/// the doctored run.
@Suite struct PayWarningsCommandTests {
  /// A copy of the shipped config `name` with every line, ways, scatter and cluster pay ×
  /// `factor` and no max win cap (a cap would cut the tripled pays, not the shipped ones).
  func scaled(_ name: String, by factor: Double) throws -> (URL, String) {
    let folder = try temporaryFolder()
    var config = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: Repo.config(name)))) as? [String: Any])
    var paytable = try #require(config["paytable"] as? [String: Any])
    for key in ["pays", "scatterPays", "clusterPays"] {
      guard let entries = paytable[key] as? [[String: Any]] else { continue }
      paytable[key] = entries.map { entry in
        var entry = entry
        entry["pay"] = (entry["pay"] as? Double ?? 0) * factor
        return entry
      }
    }
    paytable["maxWin"] = nil
    config["paytable"] = paytable
    let file = folder.appendingPathComponent("\(name)-\(factor).json")
    try JSONSerialization.data(withJSONObject: config).write(to: file)
    return (folder, file.path)
  }

  /// The total RTP of `par --json` on `file` (`rtp` of every sheet kind).
  func parRTP(_ file: String) throws -> (rtp: Double, warnings: [String]) {
    let run = try Reelsim.run(["par", file, "--json", "--no-progress"])
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    let rtp = try #require((object["rtp"] ?? object["totalRTP"]) as? Double)
    return (rtp, object["warnings"] as? [String] ?? [])
  }

  /// Checks `name` tripled: `par` warns on the sheet and in its JSON, `check` warns (exit 0,
  /// 1 with --strict), at 3 × the shipped total.
  func expectWarned(_ name: String) throws {
    let (uncappedFolder, uncapped) = try scaled(name, by: 1)
    defer { try? FileManager.default.removeItem(at: uncappedFolder) }
    let shipped = try parRTP(uncapped)
    #expect(shipped.rtp < 1 && shipped.warnings.isEmpty)
    let (folder, file) = try scaled(name, by: 3)
    defer { try? FileManager.default.removeItem(at: folder) }
    let doctored = try parRTP(file)
    #expect(abs(doctored.rtp - 3 * shipped.rtp) <= 1e-9, "\(doctored.rtp) vs 3 × \(shipped.rtp)")
    let figure = String(format: "%.6f", doctored.rtp)
    #expect(
      doctored.warnings == [
        "warning: the total RTP \(figure) is above 1: the machine pays out more than it takes "
          + "(check the pays and the multiplier rule)"
      ])
    let check = try Reelsim.run(["check", "--strict", file])
    #expect(check.status == 1, "\(check.errors)")
    #expect(
      check.text.contains(": paytable: the total RTP is \(figure), above 1: the machine pays out"),
      "\(check.text)")
  }

  @Test(arguments: ["walking-wilds", "sticky-wilds"])
  func wildFeatureMachinesAboveOneHundredPercentAreWarned(name: String) throws {
    try expectWarned(name)
  }

  @Test(SlowTests.trait, arguments: ["megaways", "cluster-fill-3x3"])
  func megawaysAndClusterMachinesAboveOneHundredPercentAreWarned(name: String) throws {
    try expectWarned(name)
  }

  /// A machine whose exact figures `check` does not play (a 7 × 7 cluster grid, a tumbling
  /// machine's 3.2 million chains) gets a note saying so, never silence.
  @Test func aMachineOutOfCheckReachGetsANote() throws {
    let run = try Reelsim.run([
      "check", "--json", Repo.config("cluster-7x7"), Repo.config("tumble"),
    ])
    #expect(run.status == 0, "\(run.errors)")
    let findings = try #require(
      try JSONSerialization.jsonObject(with: run.output) as? [[String: String]])
    let notes = findings.filter { $0["severity"] == "note" && $0["path"] == "paytable" }
    #expect(notes.count == 2, "\(findings)")
    #expect(
      notes.allSatisfy {
        $0["message"]?.hasPrefix("the RTP and the top award are not checked: ") == true
      })
  }
}

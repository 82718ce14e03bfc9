import Foundation
import TestSupport
import Testing

/// `reelsim tune` on a hold-and-win machine from the built binary: the shipped spec is
/// judged on spins that start a respin round, with the same answer on one job and on two; a
/// feature field on a machine without the feature is one line, exit 65, nothing written.
@Suite struct FeatureTuneCommandTests {
  static let spec = Repo.root.appendingPathComponent("Configs/tuning/hold-and-win-round.json").path

  @Test func theRoundSpecIsJudgedOnRoundsAndIsTheSameOnOneJobAndOnTwo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var texts: [String] = []
    for jobs in ["1", "2"] {
      let run = try Reelsim.run(
        [
          "tune", Self.spec, "--budget", "3", "--jobs", jobs, "--no-progress", "--out",
          "tuned-\(jobs).json",
        ], in: folder)
      #expect(run.status == 0, "\(run.errors)")
      texts.append(run.text.replacingOccurrences(of: "tuned-\(jobs).json", with: "tuned.json"))
    }
    #expect(texts[0] == texts[1])
    #expect(
      texts[0].contains(
        "judged on: 16 sampled by weight that start a respin round (drawn from seeds 1 … 1443)"),
      "\(texts[0])")
    let one = try Data(contentsOf: folder.appendingPathComponent("tuned-1.json"))
    #expect(one == (try Data(contentsOf: folder.appendingPathComponent("tuned-2.json"))))
    #expect(String(decoding: one, as: UTF8.self).contains("\"cellReels\""))
  }

  @Test func aFallFieldOnAMachineWithoutAChainIsOneLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec =
      #"{"base": "\#(Repo.config("default"))", "parameters": [{"path": "tumble.gravity", "#
      + #""min": 4000, "max": 9000}], "objectives": [{"metric": "featureTime", "minimize": true}]}"#
    try spec.write(to: folder.appendingPathComponent("t.json"), atomically: true, encoding: .utf8)
    let run = try Reelsim.run(["tune", "t.json", "--out", "tuned.json"], in: folder)
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(
      run.errorLines == [
        "error: t.json: parameters[0].path: tumble.gravity: the machine plays no cascade chain "
          + "(allowed: tumble.FIELD on a cluster grid with cascades or a machine with a tumble "
          + "block)"
      ], "\(run.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["t.json"])
  }
}

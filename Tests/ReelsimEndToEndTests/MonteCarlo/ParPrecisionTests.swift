import Foundation
import TestSupport
import Testing

/// `reelsim par --precision P`: Monte Carlo blocks counted in block order until the RTP's
/// 99 % interval is at most `P` either side, the same spins for every `--jobs`; the run is
/// exactly the fixed run of the spins it took.
@Suite struct ParPrecisionTests {
  static let config = Repo.config("video-5reel")

  /// The `"spins"`, `"rtp"` and `"precision"` of a JSON estimate.
  static func figures(_ output: String) throws -> (
    spins: Int, rtp: Double, precision: [String: Any]
  ) {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return (
      try #require(object["spins"] as? Int), try #require(object["rtp"] as? Double),
      try #require(object["precision"] as? [String: Any])
    )
  }

  @Test(SlowTests.trait) func aRequestedPrecisionStopsAtTheFirstBlockThatMeetsIt() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = ["par", Self.config, "--precision", "0.02", "--seed", "5", "--json"]
    let one = try Reelsim.run(base + ["--jobs", "1"], in: folder)
    #expect(one.status == 0, "\(one.errors)")
    let three = try Reelsim.run(base + ["--jobs", "3"], in: folder)
    #expect(three.output == one.output, "the same spins for every --jobs")
    let (spins, rtp, precision) = try Self.figures(one.text)
    // σ ≈ 2.65 and the 99 % interval: 2.5758·2.65/√65536 ≈ 0.0267 > 0.02, and
    // 2.5758·2.65/√131072 ≈ 0.0189 ≤ 0.02, so two blocks.
    #expect(spins == 2 * 65536)
    #expect(precision["reached"] as? Bool == true)
    #expect(try #require(precision["halfWidth"] as? Double) <= 0.02)
    #expect(precision["maximumSpins"] as? Int == 1_000_000_000)
    // The same as the fixed run of that many spins.
    let fixed = try Reelsim.run(
      ["par", Self.config, "--monte-carlo", "\(spins)", "--seed", "5", "--json"], in: folder)
    let object = try #require(
      try JSONSerialization.jsonObject(with: fixed.output) as? [String: Any])
    #expect(object["rtp"] as? Double == rtp)
    let table = try Reelsim.run(
      ["par", Self.config, "--precision", "0.02", "--seed", "5"], in: folder)
    #expect(table.text.contains("131072 spins from seed 5\nprecision: RTP half-width 0.0"))
    #expect(table.text.contains("<= 0.02 reached\n"))
    #expect(table.errors.hasPrefix("par video-5reel: 131072 spins in "))
  }

  @Test func theCapStopsARunThatCannotReachIt() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(
      ["par", Self.config, "--monte-carlo", "70000", "--precision", "0.0001", "--seed", "5"],
      in: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.text.contains("70000 spins from seed 5\nprecision: RTP half-width "))
    #expect(run.text.contains("> 0.0001: not reached at the cap of 70000 spins\n"))
    #expect(run.errors.hasSuffix("; precision not reached at the cap\n"), "\(run.errors)")
  }

  @Test(arguments: [
    (["--precision", "0"], "--precision must be a number above 0 and at most 1"),
    (["--precision", "-0.1"], "--precision must be a number above 0 and at most 1"),
    (["--precision", "1.5"], "--precision must be a number above 0 and at most 1"),
    (["--precision", "nan"], "--precision must be a number above 0 and at most 1"),
    (["--precision", "abc"], "--precision"),
    (["--precision", "0.01", "--monte-carlo", "1"], "--monte-carlo must be"),
    (
      ["--precision", "0.01", "--monte-carlo", "100000", "--shard", "1/2", "--out", "a.json"],
      "cannot be sharded"
    ),
    (["--precision", "0.01", "--out", "a.json"], "cannot be sharded"),
    (["--precision", "0.01", "--merge", "a.json"], "cannot be sharded"),
  ])
  func usageErrorsExit64(arguments: [String], mention: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(["par", Self.config] + arguments, in: folder)
    #expect(run.status == 64)
    #expect(run.errors.contains(mention), "\(run.errors)")
    #expect(run.output.isEmpty)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written")
  }
}

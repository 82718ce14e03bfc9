import Foundation
import TestSupport
import Testing

/// `reelsim par --shard i/n --out FILE` and `--merge FILES…`: shards of one seeded run merge
/// into exactly the bytes of the unsharded run, for every shard count and `--jobs`; shard
/// files are checked as untrusted input.
@Suite struct ParShardTests {
  static let config = Repo.config("video-5reel")
  static let run = ["--monte-carlo", "200000", "--seed", "5"]

  /// Writes the `count` shards of ``run`` into `folder` and returns their names.
  static func shards(_ count: Int, in folder: URL, jobs: Int = 1) throws -> [String] {
    try (1...count).map { index in
      let name = "shard-\(index)-of-\(count).json"
      let result = try Reelsim.run(
        ["par", config] + run + [
          "--shard", "\(index)/\(count)", "--out", name, "--jobs", "\(jobs)",
        ],
        in: folder)
      #expect(result.status == 0, "\(result.errors)")
      #expect(result.output.isEmpty)
      #expect(result.errors.hasPrefix("par video-5reel: shard \(index)/\(count), "))
      return name
    }
  }

  @Test(SlowTests.trait) func mergedShardsPrintTheUnshardedRunByteForByte() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in [[], ["--json"]] {
      let whole = try Reelsim.run(["par", Self.config] + Self.run + format, in: folder)
      #expect(whole.status == 0)
      let one = try Reelsim.run(
        ["par", Self.config] + Self.run + format + ["--jobs", "1"], in: folder)
      #expect(one.output == whole.output, "--jobs 1 and the default agree")
      for count in [1, 3, 5] {
        let names = try Self.shards(count, in: folder)
        let merged = try Reelsim.run(
          ["par", Self.config] + format + ["--merge"] + names.reversed(), in: folder)
        #expect(merged.status == 0, "\(merged.errors)")
        #expect(merged.output == whole.output, "\(count) shards \(format)")
        #expect(
          merged.errors
            == "par video-5reel: 200000 spins from \(count) shard\(count == 1 ? "" : "s")\n")
      }
    }
    let text = try String(
      contentsOf: folder.appendingPathComponent("shard-2-of-3.json"), encoding: .utf8)
    #expect(text.contains("\"format\": \"reelsim-monte-carlo-shard/3\""))
    #expect(text.contains("\"triggers\": 0") && text.contains("\"featureUnits\": \"0\""))
    #expect(text.contains("\"blocks\": [1, 2]"))
  }

  @Test func aShardFileIsTheSameForEveryJobCount() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = try Self.shards(1, in: folder, jobs: 1)
    let first = try Data(contentsOf: folder.appendingPathComponent(names[0]))
    let again = try Reelsim.run(
      ["par", Self.config] + Self.run + ["--out", "all.json", "--jobs", "3"], in: folder)
    #expect(again.status == 0)
    #expect(try Data(contentsOf: folder.appendingPathComponent("all.json")) == first)
  }

  /// Edits shard 2 of 3 (its text, as a string replacement) and merges all three.
  func mergeEdited(
    _ edit: (String) -> String, extra: [String] = [], drop: Bool = false
  ) throws -> (RunResult, URL) {
    let folder = try temporaryFolder()
    var names = try Self.shards(3, in: folder)
    let target = folder.appendingPathComponent(names[1])
    let text = try String(contentsOf: target, encoding: .utf8)
    try edit(text).write(to: target, atomically: true, encoding: .utf8)
    if drop { names.remove(at: 2) }
    let run = try Reelsim.run(["par", Self.config, "--merge"] + names + extra, in: folder)
    return (run, folder)
  }

  @Test(arguments: [
    (
      "\"seed\": 5", "\"seed\": 6",
      "seed: 6 is not 5 (allowed: shards of one run, as in shard-1-of-3.json)"
    ),
    (
      // A file of the first format (before the free-spins counts) is refused.
      "\"format\": \"reelsim-monte-carlo-shard/3\"", "\"format\": \"reelsim-monte-carlo-shard/1\"",
      "format: \"reelsim-monte-carlo-shard/1\" is not known (allowed: reelsim-monte-carlo-shard/3"
    ),
    (
      "\"triggers\": 0", "\"triggers\": 3",
      "tally.triggers: 3 (allowed: 0, the config has no free spins)"
    ),
    ("\"featureUnits\": \"0\"", "\"featureUnits\": \"-1\"", "tally.featureUnits: \"-1\""),
    ("\"freeSpinsPlayed\"", "\"freeSpinsPlayedX\"", "tally.freeSpinsPlayedX: unknown key"),
    ("\"blocks\": [1, 2]", "\"blocks\": [1, 3]", "blocks: [1, 3] (allowed: [1, 2], shard 2/3's"),
    (
      // A renumbered shard keeps its blocks, which are not shard 1's (a true duplicate,
      // the same file twice under two names, is refused below).
      "\"shard\": 2", "\"shard\": 1", "blocks: [1, 2] (allowed: [0, 1], shard 1/3's"
    ),
    ("\"shard\": 2", "\"shard\": 4", "shard: 4 of 3 shards (allowed: 1 … 3)"),
    ("\"paidSpins\": ", "\"paidSpins\": 1", "tally.paidSpins: "),
    (
      "\"unitsPerCredit\": 1", "\"unitsPerCredit\": 10",
      "unitsPerCredit: 10 (allowed: 1, the config's unit)"
    ),
    ("\"configSHA256\": \"", "\"configSHA256\": \"0", #"configSHA256: "0"#),
    (
      "\"spins\": 65536", "\"spins\": 65537",
      "tally.spins: 65537 (allowed: 65536, the spins of its blocks)"
    ),
    ("\"payUnits\": \"", "\"payUnits\": \"x", "tally.payUnits: \"x"),
    ("{", "{\"extra\": 1, ", "extra: "),
    ("{", "[", "line 2, column 14: expected ',' or ']' after an element, found ':'"),
  ])
  func aDamagedShardIsRefusedOnOneLine(find: String, replace: String, message: String) throws {
    let (run, folder) = try mergeEdited { text in
      guard let range = text.range(of: find) else { return text }
      return text.replacingCharacters(in: range, with: replace)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    let lines = run.errors.split(separator: "\n")
    #expect(lines.count == 1, "\(run.errors)")
    #expect(run.errors.hasPrefix("error: shard-2-of-3.json: \(message)"), "\(run.errors)")
  }

  @Test func aSeedMismatchAcrossShardsIsNamed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = try Self.shards(2, in: folder)
    let other = try Reelsim.run(
      [
        "par", Self.config, "--monte-carlo", "200000", "--seed", "6", "--shard", "2/2", "--out",
        "o.json",
      ],
      in: folder)
    #expect(other.status == 0)
    let run = try Reelsim.run(["par", Self.config, "--merge", names[0], "o.json"], in: folder)
    #expect(run.status == 65)
    #expect(
      run.errors
        == "error: o.json: seed: 6 is not 5 (allowed: shards of one run, as in shard-1-of-2.json)\n"
    )
  }

  @Test func aShardGivenTwiceIsNamed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = try Self.shards(2, in: folder)
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent(names[0]), to: folder.appendingPathComponent("copy.json"))
    let run = try Reelsim.run(["par", Self.config, "--merge", names[0], "copy.json"], in: folder)
    #expect(run.status == 65)
    #expect(
      run.errors
        == "error: copy.json: shard: 1/2 is also shard-1-of-2.json (allowed: each shard once)\n")
    #expect(run.output.isEmpty)
  }

  @Test func missingShardsAnotherConfigAndMissingFiles() throws {
    let (run, folder) = try mergeEdited({ $0 }, drop: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(run.status == 65)
    #expect(
      run.errors
        == "error: --merge: 1 shard missing: 3/3 (allowed: every shard 1/3 … 3/3 once)\n")
    let other = try Reelsim.run(
      ["par", Repo.config("video-5x4"), "--merge", "shard-1-of-3.json"], in: folder)
    #expect(other.status == 65)
    #expect(other.errors.hasPrefix("error: shard-1-of-3.json: configSHA256: "))
    #expect(
      other.errors.hasSuffix("(allowed: shards run on the same config file, byte for byte)\n"))
    let absent = try Reelsim.run(["par", Self.config, "--merge", "nope.json"], in: folder)
    #expect(absent.status == 66)
    #expect(absent.errors == "error: nope.json: no such file\n")
  }

  @Test(arguments: [
    (["--monte-carlo", "10", "--shard", "0/3", "--out", "a.json"], "--shard must be i/n"),
    (["--monte-carlo", "10", "--shard", "4/3", "--out", "a.json"], "--shard must be i/n"),
    (["--monte-carlo", "10", "--shard", "1/x", "--out", "a.json"], "--shard must be i/n"),
    (["--monte-carlo", "10", "--shard", "1/2"], "add --out FILE"),
    (["--out", "a.json"], "add --monte-carlo N"),
    (["--merge", "a.json", "--seed", "3"], "--merge adds shard files"),
    (["--monte-carlo", "1000000000001"], "from 2 to 1000000000000"),
  ])
  func usageErrorsExit64(arguments: [String], mention: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(["par", Self.config] + arguments, in: folder)
    #expect(run.status == 64)
    #expect(run.errors.contains(mention), "\(run.errors)")
    #expect(try contents(of: folder).isEmpty, "nothing written")
  }

  @Test func anUnwritableOutputExits73AndLeavesNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(
      ["par", Self.config, "--monte-carlo", "100", "--out", "no/such/folder/s.json"], in: folder)
    #expect(run.status == 73)
    #expect(run.errors.hasPrefix("error: "))
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(try contents(of: folder).isEmpty)
  }

  @Test func fractionalPaysAreCountedInTenthsAndUnpayableOnesRefused() throws {
    let workspace = try RegressWorkspace(configs: ["video-5reel"])
    try workspace.edit("video-5reel.json", replacing: #""bet": 1,"#, with: #""bet": 0.1,"#)
    let sharded = try workspace.run(
      ["par", "video-5reel.json", "--monte-carlo", "1000", "--out", "s.json"])
    #expect(sharded.status == 0, "\(sharded.errors)")
    let text = try workspace.text("s.json")
    #expect(text.contains("\"unitsPerCredit\": 10"))
    try workspace.edit("video-5reel.json", replacing: #""bet": 0.1,"#, with: #""bet": 0.1234567,"#)
    let refused = try workspace.run(["par", "video-5reel.json", "--monte-carlo", "1000"])
    #expect(refused.status == 65)
    #expect(
      refused.errors.hasPrefix(
        "error: video-5reel.json: paytable: a pay factor of 0.1234567 is not a fraction"))
    #expect(refused.output.isEmpty)
  }
}

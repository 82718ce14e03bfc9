import Foundation
import TestSupport
import Testing

/// A cluster grid's cascade chain, a hold-and-win round and a wild motion in history lines and
/// goldens, from the built binary: the line carries the digest of the whole chain's, round's or
/// motion's trace (the `sha256sum` of what `--tumble-trace` / `--respin-trace` /
/// `--wild-trace` write), `replay` reproduces the
/// line byte for byte, a changed value of a later step differs (exit 1) and a malformed digest
/// is one line, exit 65, nothing on stdout.
@Suite struct FeatureHistoryTests {
  /// A spin whose chain cascades twice (cluster-7x7, seed 1) and a round of several respins
  /// (hold-and-win, seed 184 on 4-4-4-0-0), a wild that walks over 6 steps (walking-wilds,
  /// seed 9), with the trace option that writes the whole of it and the line's digest key.
  static let spins: [(config: String, arguments: [String], trace: String, key: String)] = [
    ("cluster-7x7", ["--seed", "1"], "--tumble-trace", "tumbleTraceDigest"),
    (
      "hold-and-win", ["--seed", "184", "--targets", "4-4-4-0-0"], "--respin-trace",
      "respinTraceDigest"
    ),
    ("walking-wilds", ["--seed", "9"], "--wild-trace", "wildTraceDigest"),
  ]

  static func workspace() throws -> RegressWorkspace {
    try RegressWorkspace(configs: ["cluster-7x7", "hold-and-win", "walking-wilds"])
  }

  static func line(_ workspace: RegressWorkspace) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("h.jsonl")))
        as? [String: Any])
  }

  @Test(arguments: spins.indices)
  func theLineCarriesTheDigestOfTheWholeChainOrRoundAndReplaysByteForByte(index: Int) throws {
    let (config, arguments, trace, key) = Self.spins[index]
    let workspace = try Self.workspace()
    let simulate = try workspace.run(
      ["simulate", "\(config).json", "--history", "h.jsonl", trace, "f.dat"] + arguments)
    #expect(simulate.status == 0, "\(simulate.errors)")
    let line = try Self.line(workspace)
    #expect(line[key] as? String == (try SystemSHA256.digest(of: "f.dat", in: workspace.root)))
    let other = key == "tumbleTraceDigest" ? "respinTraceDigest" : "tumbleTraceDigest"
    #expect(line[other] == nil)
    // The whole chain or round is in the trace, not only its first step.
    let dat = try workspace.text("f.dat")
    if key == "tumbleTraceDigest" {
      let tumbles = Set(
        dat.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
          $0.split(separator: " ").dropFirst(2).first
        })
      #expect(tumbles == ["1", "2"], "\(tumbles)")
      let summary = try #require(line["summary"] as? [String: Any])
      let chain = try #require(summary["tumble"] as? [String: Any])
      #expect(chain["tumbles"] as? Int == 2)
    } else if key == "wildTraceDigest" {
      #expect(dat.contains("# steps: 6, end tick: 3413\n"), "\(dat.prefix(400))")
      #expect(line["respinTraceDigest"] == nil)
    } else {
      #expect(dat.contains("# respins: 5\n"), "\(dat.prefix(400))")
    }
    let replay = try workspace.run(["replay", "h.jsonl"])
    #expect(replay.status == 0, "\(replay.text)\(replay.errors)")
    #expect(replay.text.contains("replay identically"), "\(replay.text)")

    // A different (well-formed) digest differs, by name.
    let digest = try #require(line[key] as? String)
    let zeros = String(repeating: "0", count: 64)
    try workspace.edit("h.jsonl", replacing: digest, with: zeros)
    let differs = try workspace.run(["replay", "h.jsonl"])
    #expect(differs.status == 1, "\(differs.text)\(differs.errors)")
    #expect(differs.text.contains(key), "\(differs.text)")

    // A malformed digest is refused before any spin: one line, exit 65, nothing on stdout.
    try workspace.edit("h.jsonl", replacing: zeros, with: "not-a-digest")
    let refused = try workspace.run(["replay", "h.jsonl"])
    #expect(refused.status == 65)
    #expect(refused.output.isEmpty)
    #expect(
      refused.errorLines == [
        "error: h.jsonl: line 1: \(key): \"not-a-digest\" is not a SHA-256 (allowed: 64 "
          + "lowercase hex digits, as simulate --history writes it)"
      ], "\(refused.errors)")
  }

  /// A golden of a round records the whole round's digest: recorded, it matches; with the
  /// cell reels' pause changed (every respin after the first starts later) the scenario
  /// differs, the round's digest among the values named.
  @Test func aGoldenOfARoundDiffersWhenALaterRespinMoves() throws {
    let workspace = try Self.workspace()
    try workspace.write(
      "suite.json",
      #"{"scenarios": [{"name": "rounds", "config": "hold-and-win.json", "seeds": [184], "#
        + #""targets": [[4, 4, 4, 0, 0]]}]}"#)
    let record = try workspace.regress(["suite.json", "--record"])
    #expect(record.status == 0, "\(record.errors)")
    let golden = try workspace.text("golden/rounds.json")
    #expect(golden.contains("\"respinTraceDigest\""))
    #expect(try workspace.regress().status == 0)
    try workspace.edit(
      "hold-and-win.json", replacing: #""respinPause": 0.5"#, with: #""respinPause": 0.55"#)
    let differs = try workspace.regress()
    #expect(differs.status == 1, "\(differs.text)\(differs.errors)")
    #expect(differs.text.contains("respinTraceDigest"), "\(differs.text)")
  }

  /// A later respin's result changed in the line: replay names it.
  @Test func aChangedLaterRespinDiffers() throws {
    let workspace = try Self.workspace()
    let simulate = try workspace.run(
      [
        "simulate", "hold-and-win.json", "--history", "h.jsonl", "--seed", "184", "--targets",
        "4-4-4-0-0",
      ])
    #expect(simulate.status == 0, "\(simulate.errors)")
    var line = try Self.line(workspace)
    var summary = try #require(line["summary"] as? [String: Any])
    var round = try #require(summary["holdAndWin"] as? [String: Any])
    var respins = try #require(round["respins"] as? [[String: Any]])
    #expect(respins.count == 5)
    let last = respins.count - 1
    respins[last]["settleTime"] = ((respins[last]["settleTime"] as? Double) ?? 0) + 1
    round["respins"] = respins
    summary["holdAndWin"] = round
    line["summary"] = summary
    try JSONSerialization.data(withJSONObject: line).write(to: workspace.url("h.jsonl"))
    let replay = try workspace.run(["replay", "h.jsonl"])
    #expect(replay.status == 1)
    #expect(
      replay.text.contains("summary.holdAndWin.respins[\(last)].settleTime"), "\(replay.text)")
  }

  /// A line written before `wildTraceDigest` (the key removed) still reads and replays
  /// identically; a golden of a wild motion records the digest, and a golden whose digest no
  /// longer matches the motion differs by that name.
  @Test func aLineWithoutTheWildDigestReplaysAndAGoldenChecksIt() throws {
    let workspace = try Self.workspace()
    let simulate = try workspace.run(
      ["simulate", "walking-wilds.json", "--history", "h.jsonl", "--seed", "9"])
    #expect(simulate.status == 0, "\(simulate.errors)")
    var line = try Self.line(workspace)
    let digest = try #require(line["wildTraceDigest"] as? String)
    line["wildTraceDigest"] = nil
    try JSONSerialization.data(withJSONObject: line).write(to: workspace.url("h.jsonl"))
    let replay = try workspace.run(["replay", "h.jsonl"])
    #expect(replay.status == 0, "\(replay.text)\(replay.errors)")
    #expect(replay.text.contains("replay identically"), "\(replay.text)")

    try workspace.write(
      "suite.json",
      #"{"scenarios": [{"name": "walk", "config": "walking-wilds.json", "seeds": [9]}]}"#)
    #expect(try workspace.regress(["suite.json", "--record"]).status == 0)
    #expect(try workspace.text("golden/walk.json").contains("\"wildTraceDigest\": \"\(digest)\""))
    #expect(try workspace.regress().status == 0)
    try workspace.edit(
      "golden/walk.json", replacing: digest, with: String(repeating: "0", count: 64))
    let differs = try workspace.regress()
    #expect(differs.status == 1, "\(differs.text)\(differs.errors)")
    #expect(differs.text.contains("wildTraceDigest"), "\(differs.text)")
    #expect(!differs.text.contains(" traceDigest "), "\(differs.text)")
  }
}

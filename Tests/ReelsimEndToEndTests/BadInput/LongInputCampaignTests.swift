import Foundation
import ReelWorkbench
import TestSupport
import Testing

/// Long input is never echoed whole (issue 30, item 5): for every kind of input reelsim reads,
/// each string of a real file (walked as JSON) is replaced by 1 MiB of text, and each option
/// that takes text is given 1 MiB; every run exits with a documented code and every line on
/// stderr stays short (the cut of Docs/hardening.md: 64 characters and the length, with a net
/// at 1,000 characters for a whole line).
@Suite("Long input campaign", SlowTests.trait, .timeLimit(.minutes(60)))
struct LongInputCampaignTests {
  /// The longest stderr line allowed, characters.
  static let longestLine = 1100
  /// 1 MiB of one letter, and of a two-byte letter (cut on a character, not a byte).
  static let long = [
    String(repeating: "W", count: 1 << 20), String(repeating: "é", count: 1 << 19),
  ]

  /// One kind of input: files written in a fresh folder, the file whose strings are edited
  /// (its first line when it is JSON Lines), the command that reads it and the exit codes
  /// it may end with.
  struct Kind: Sendable, CustomTestStringConvertible {
    var name: String
    /// Prepares the folder (writes the real file with reelsim where it can).
    var prepare: @Sendable (URL) throws -> Void
    var file: String
    var arguments: [String]
    var statuses: Set<Int32>
    /// Which strings to edit (all by default; a sample of long repeated lists).
    var include: @Sendable (JSONPath) -> Bool = { _ in true }
    var testDescription: String { name }
  }

  /// Copies a shipped config into the folder as `name`.
  static func copy(_ config: String, to name: String, in folder: URL) throws {
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Repo.config(config)), to: folder.appendingPathComponent(name))
  }

  /// Runs reelsim in `folder` and expects success (preparing a real file).
  static func reelsim(_ arguments: [String], in folder: URL) throws {
    let run = try Reelsim.run(arguments, in: folder)
    #expect(run.status == 0, "\(arguments): \(run.errors)")
  }

  /// One strip symbol of each strip, not all 20: the other symbols are read the same way.
  static func sampleStrips(_ path: JSONPath) -> Bool {
    guard case .index(let index)? = path.components.last,
      path.components.dropLast().last == .key("strip")
    else { return true }
    return index == 0
  }

  static let kinds: [Kind] = [
    Kind(
      name: "config", prepare: { try copy("default", to: "c.json", in: $0) }, file: "c.json",
      arguments: ["simulate", "c.json"], statuses: [0, 65], include: sampleStrips),
    Kind(
      name: "controls file",
      prepare: { folder in
        try copy("default", to: "c.json", in: folder)
        try Data(
          #"{"slam": {"at": 1.3}, "anticipation": {"symbol": "BAR", "count": 1, "extend": 0.5, "interval": 0.3}}"#
            .utf8
        ).write(to: folder.appendingPathComponent("k.json"))
      }, file: "k.json", arguments: ["simulate", "c.json", "--controls", "k.json"],
      statuses: [65]),
    Kind(
      name: "snapshot",
      prepare: { try reelsim(["simulate", "--save-at", "1.2", "--snapshot", "s.json"], in: $0) },
      file: "s.json", arguments: ["resume", "s.json"], statuses: [0, 65],
      include: {
        sampleStrips($0) && !$0.description.contains("drums[1]")
          && !$0.description.contains("drums[2]")
      }
    ),
    Kind(
      name: "shard",
      prepare: { folder in
        try copy("default", to: "c.json", in: folder)
        for index in 1...2 {
          try reelsim(
            [
              "par", "c.json", "--monte-carlo", "70000", "--shard", "\(index)/2", "--out",
              "s\(index).json",
            ],
            in: folder)
        }
      }, file: "s1.json", arguments: ["par", "c.json", "--merge", "s2.json", "s1.json"],
      statuses: [65]),
    Kind(
      name: "history line",
      prepare: { try reelsim(["simulate", "--seed", "4", "--history", "h.jsonl"], in: $0) },
      file: "h.jsonl", arguments: ["replay", "h.jsonl"], statuses: [0, 1, 65, 66]),
    Kind(
      name: "suite",
      prepare: { folder in
        try copy("default", to: "c.json", in: folder)
        try Data(
          #"{"description": "two spins", "golden": "golden", "scenarios": [{"name": "seeds", "config": "c.json", "seeds": [1, 2]}]}"#
            .utf8
        ).write(to: folder.appendingPathComponent("suite.json"))
        try reelsim(["regress", "suite.json", "--record", "--no-progress"], in: folder)
      }, file: "suite.json", arguments: ["regress", "suite.json", "--no-progress"],
      statuses: [0, 1, 65, 66]),
    Kind(
      name: "golden",
      prepare: { folder in
        try copy("default", to: "c.json", in: folder)
        try Data(
          #"{"golden": "golden", "scenarios": [{"name": "seeds", "config": "c.json", "seeds": [1]}]}"#
            .utf8
        ).write(to: folder.appendingPathComponent("suite.json"))
        try reelsim(["regress", "suite.json", "--record", "--no-progress"], in: folder)
      }, file: "golden/seeds.json", arguments: ["regress", "suite.json", "--no-progress"],
      statuses: [1, 65],
      include: { !$0.description.contains("window[") || $0.description.hasSuffix("window[0]") }),
    Kind(
      name: "tuning spec",
      prepare: { folder in
        try copy("video-5reel", to: "video-5reel.json", in: folder)
        try FileManager.default.createDirectory(
          at: folder.appendingPathComponent("tuning"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
          at: Repo.root.appendingPathComponent("Configs/tuning/video-feel.json"),
          to: folder.appendingPathComponent("tuning/t.json"))
      }, file: "tuning/t.json",
      arguments: ["tune", "tuning/t.json", "--budget", "2", "--no-progress"],
      statuses: [0, 1, 65, 66]),
  ]

  /// Checks one run: a documented exit code and every stderr line short.
  static func expectShort(
    _ run: RunResult, _ statuses: Set<Int32>, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      statuses.contains(run.status), "\(context): exit \(run.status): \(run.errors.prefix(300))",
      sourceLocation: sourceLocation)
    let longest = run.errorLines.map(\.count).max() ?? 0
    #expect(
      longest < longestLine, "\(context): a \(longest)-character line: \(run.errors.prefix(300))",
      sourceLocation: sourceLocation)
  }

  @Test("every string of a real input file, made 1 MiB long, gives short lines", arguments: kinds)
  func everyStringLong(kind: Kind) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try kind.prepare(folder)
    let url = folder.appendingPathComponent(kind.file)
    let original = try String(contentsOf: url, encoding: .utf8)
    let document = kind.file.hasSuffix(".jsonl") ? String(original.prefix { $0 != "\n" }) : original
    let tree = try JSONParser.parse(Array(document.utf8)).value
    let paths = JSONTree.stringPaths(in: tree).filter(kind.include)
    #expect(!paths.isEmpty)
    for path in paths {
      for text in Self.long {
        let edited = JSONTree.text(of: tree, replacing: path, with: JSONWriter.quote(text))
        try Data(edited.utf8).write(to: url)
        let run = try Reelsim.run(kind.arguments, in: folder)
        Self.expectShort(run, kind.statuses, "\(kind.name): \(path) = \(text.prefix(1))…")
      }
    }
  }

  /// An argument is at most 128 KiB on Linux (`MAX_ARG_STRLEN`), so options get 100 kB.
  @Test("options that take text, given 100 kB, give short lines")
  func longOptions() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases: [([String], Set<Int32>)] = [
      (["simulate", "--targets", String(repeating: "BAR,", count: 25_000)], [64, 65]),
      (["simulate", "--targets", String(repeating: "W", count: 100_000)], [64, 65]),
      (
        ["simulate", "--from-result", String(repeating: "3-", count: 50_000), "--hold", "0"],
        [64, 65]
      ),
      (
        ["simulate", "--from-result", String(repeating: "é", count: 50_000), "--hold", "0"],
        [64, 65]
      ),
      (["simulate", String(repeating: "c", count: 1 << 12) + ".json"], [66]),
      // ArgumentParser's own messages quote the bad value whole: the usage line is cut.
      (["simulate", "--seed", String(repeating: "9", count: 100_000)], [64]),
      (["par", "--method", String(repeating: "w", count: 100_000)], [64]),
      (["simulate", "--bogus-" + String(repeating: "w", count: 100_000)], [64]),
      (["par", "--shard", String(repeating: "w", count: 100_000)], [64]),
      (["regress", "--filter", String(repeating: "w", count: 100_000)], [0, 1, 66]),
    ]
    for (arguments, statuses) in cases {
      let run = try Reelsim.run(arguments, in: folder)
      Self.expectShort(
        run, statuses, "\(arguments[1]) \(arguments.count > 2 ? arguments[2].prefix(8) : "")…")
    }
  }
}

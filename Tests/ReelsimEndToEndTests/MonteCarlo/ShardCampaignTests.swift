import Foundation
import ReelWorkbench
import TestSupport
import Testing

/// Shard files are untrusted (issue 30): a real shard written by `par … --shard 1/2 --out`
/// with every number set in turn to −1, 0, 2⁶³ − 1, 2⁶⁴, 1e308 and a string, and every string
/// to 1 MiB, is merged; each run exits 65 with one `error:` line naming the file and the
/// field's JSON path (or the pair or list that holds it) — never a crash, never a hang.
@Suite("Shard file campaign", SlowTests.trait, .timeLimit(.minutes(60)))
struct ShardCampaignTests {
  static let config = Repo.config("default")
  static let run = ["--monte-carlo", "140000", "--seed", "3"]
  static let values = ["-1", "0", "9223372036854775807", "18446744073709551616", "1e308", #""x""#]

  /// Writes shards `1/count … count/count` of ``run`` of `config` into `folder` as `s1.json`….
  static func writeShards(
    _ count: Int, of config: String = config, in folder: URL
  ) throws -> [URL] {
    try (1...count).map { index in
      let result = try Reelsim.run(
        ["par", config] + run + ["--shard", "\(index)/\(count)", "--out", "s\(index).json"],
        in: folder)
      #expect(result.status == 0, "\(result.errors)")
      return folder.appendingPathComponent("s\(index).json")
    }
  }

  /// The tree of a shard file.
  static func tree(_ url: URL) throws -> JSONValue {
    try JSONParser.parse(Array(try Data(contentsOf: url))).value
  }

  /// Writes `tree` to `url` and merges `s2.json s1.json` (the edited shard last, so that a
  /// field that must agree with the first file's is blamed on the edited one).
  static func merge(_ text: String, into url: URL, config: String = config, in folder: URL)
    throws -> RunResult
  {
    try Data(text.utf8).write(to: url)
    return try Reelsim.run(["par", config, "--merge", "s2.json", "s1.json"], in: folder)
  }

  /// Checks a refused run: exit 65, one short line `error: s1.json: PATH: …` whose path is
  /// `path` or contains it; nothing on stdout.
  static func expectRefused(
    _ result: RunResult, at path: JSONPath, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      result.status == 65, "\(context): \(result.errors.prefix(300))",
      sourceLocation: sourceLocation)
    #expect(
      result.errorLines.count == 1, "\(context): \(result.errors.prefix(300))",
      sourceLocation: sourceLocation)
    #expect(result.output.isEmpty, "\(context)", sourceLocation: sourceLocation)
    let line = result.errorLines.first.map(String.init) ?? ""
    #expect(
      line.count < 1000, "\(context): \(line.count) characters", sourceLocation: sourceLocation)
    let prefix = "error: s1.json: "
    guard line.hasPrefix(prefix),
      let end = line.range(
        of: ": ", range: line.index(line.startIndex, offsetBy: prefix.count)..<line.endIndex)
    else {
      Issue.record("\(context): \(line.prefix(300))", sourceLocation: sourceLocation)
      return
    }
    let reported = JSONPath(
      String(line[line.index(line.startIndex, offsetBy: prefix.count)..<end.lowerBound]))
    // A count that must agree with another may be reported at the other one, naming it
    // (`tally.freeSpinsPlayed: 22851 for 0 triggers`).
    let key = path.description.split(separator: ".").last.map(String.init) ?? ""
    #expect(
      JSONTree.path(reported, contains: path) || line.contains(" \(key)"),
      "\(context): \(line.prefix(300))", sourceLocation: sourceLocation)
  }

  @Test(
    "every number of a real shard, set to -1, 0, 2^63-1, 2^64, 1e308 or a string, is refused at its path"
  )
  func everyNumberEdited() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let urls = try Self.writeShards(2, in: folder)
    let good = try Reelsim.run(["par", Self.config, "--merge", "s2.json", "s1.json"], in: folder)
    #expect(good.status == 0, "\(good.errors)")
    let tree = try Self.tree(urls[0])
    let paths = JSONTree.numberPaths(in: tree)
    #expect(paths.count > 40, "\(paths.count) numbers")
    var refused = 0
    for path in paths {
      for value in Self.values {
        let replacement = JSONTree.parse(value)
        if replacement == JSONTree.value(at: path, in: tree) { continue }
        let result = try Self.merge(
          JSONTree.text(of: tree, replacing: path, with: value), into: urls[0], in: folder)
        let context = "\(path) = \(value)"
        // An entry's hit count is only checked for its range and summed with overflow
        // checks: the estimate does not read it, so an edit in range changes no output.
        let hits =
          path.description.hasPrefix("tally.lineHits[")
          || path.description.hasPrefix("tally.scatterHits[")
        if hits, result.status == 0 {
          #expect(result.output == good.output, "\(context)")
          continue
        }
        Self.expectRefused(result, at: path, context)
        refused += 1
      }
    }
    #expect(refused > paths.count * 4)
  }

  @Test("the counts of the free-spins feature, edited, are refused at their path")
  func featureCountsEdited() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = Repo.config("ways-243-free-spins")
    let urls = try Self.writeShards(2, of: config, in: folder)
    let tree = try Self.tree(urls[0])
    for key in ["triggers", "freeSpinsPlayed", "truncatedFeatures", "paidSpins", "spins"] {
      let path = JSONPath("tally.\(key)")
      for value in Self.values {
        let replacement = JSONTree.parse(value)
        if replacement == JSONTree.value(at: path, in: tree) { continue }
        let result = try Self.merge(
          JSONTree.text(of: tree, replacing: path, with: value), into: urls[0], config: config,
          in: folder)
        Self.expectRefused(result, at: path, "\(path) = \(value)")
      }
    }
  }

  @Test("every number of a variable-row (cascade) shard, edited, is refused at its path")
  func everyCascadeNumberEdited() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ParMegawaysFreeSpinsCommandTests.config.write(
      to: folder.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
    let urls = try Self.writeShards(2, of: "c.json", in: folder)
    let good = try Reelsim.run(["par", "c.json", "--merge", "s2.json", "s1.json"], in: folder)
    #expect(good.status == 0, "\(good.errors)")
    let tree = try Self.tree(urls[0])
    let paths = JSONTree.numberPaths(in: tree)
    #expect(paths.count > 15, "\(paths.count) numbers")
    for path in paths {
      for value in Self.values {
        if JSONTree.parse(value) == JSONTree.value(at: path, in: tree) { continue }
        let result = try Self.merge(
          JSONTree.text(of: tree, replacing: path, with: value), into: urls[0], config: "c.json",
          in: folder)
        Self.expectRefused(result, at: path, "\(path) = \(value)")
      }
    }
    for path in JSONTree.stringPaths(in: tree) {
      let result = try Self.merge(
        JSONTree.text(
          of: tree, replacing: path, with: JSONWriter.quote(String(repeating: "7", count: 1 << 20))),
        into: urls[0], config: "c.json", in: folder)
      Self.expectRefused(result, at: path, "\(path) = 7…")
    }
  }

  @Test("every string of a real shard, made 1 MiB long, is refused in one short line")
  func everyStringLong() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let urls = try Self.writeShards(2, in: folder)
    let tree = try Self.tree(urls[0])
    let paths = JSONTree.stringPaths(in: tree)
    #expect(paths.map(\.description).contains("configSHA256"))
    for path in paths {
      for text in [String(repeating: "7", count: 1 << 20), String(repeating: "é", count: 1 << 19)] {
        let result = try Self.merge(
          JSONTree.text(of: tree, replacing: path, with: JSONWriter.quote(text)), into: urls[0],
          in: folder)
        Self.expectRefused(result, at: path, "\(path) = \(text.prefix(1))…")
      }
    }
  }

  @Test("hits that overflow 64 bits across shards are refused at their path, in the last file")
  func overflowAcrossShards() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let urls = try Self.writeShards(3, in: folder)
    for url in urls {
      let text = JSONTree.text(
        of: try Self.tree(url), replacing: JSONPath("tally.lineHits[0]"),
        with: "9223372036854775807")
      try Data(text.utf8).write(to: url)
    }
    let result = try Reelsim.run(
      ["par", Self.config, "--merge", "s1.json", "s2.json", "s3.json"], in: folder)
    #expect(result.status == 65)
    #expect(
      result.errors
        == "error: s3.json: tally.lineHits[0]: the sum exceeds 64 bits (allowed: at most "
        + "18446744073709551615) when added to the shards before it\n")
    #expect(result.output.isEmpty)
  }

  @Test("a FIFO with no writer, a device or a directory as a shard: exit 66 at once, one line")
  func nonRegularShards() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Self.writeShards(2, in: folder)
    let fifo = folder.appendingPathComponent("fifo.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("dir.json"), withIntermediateDirectories: false)
    let cases = [
      ("fifo.json", "is a FIFO or pipe"), ("/dev/zero", "is a character device"),
      ("dir.json", "is a directory"),
    ]
    for (path, what) in cases {
      let started = Date()
      let result = try BoundedRun.reelsim(
        ["par", Self.config, "--merge", "s1.json", path], in: folder, seconds: 20)
      let seconds = Date().timeIntervalSince(started)
      #expect(result?.status == 66, "\(path): \(result?.errors ?? "still running after 20 s")")
      #expect(
        result?.errors
          == "error: \(path): \(what), not a regular file (allowed: a shard file written by "
          + "reelsim par --shard --out; copy a pipe to a file first)\n")
      #expect(seconds < 10, "\(path): \(seconds) s")
    }
  }
}

/// Runs `reelsim` with a deadline, for inputs that could block (a FIFO without a writer).
enum BoundedRun {
  /// The run, or `nil` when it was still running after `seconds` (it is killed then).
  static func reelsim(_ arguments: [String], in folder: URL, seconds: Double) throws
    -> (status: Int32, errors: String)?
  {
    let logs = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: logs) }
    let outURL = logs.appendingPathComponent("stdout")
    let errURL = logs.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = try Reelsim.binary()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    let done = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in done.signal() }
    try process.run()
    guard done.wait(timeout: .now() + seconds) == .success else {
      kill(process.processIdentifier, SIGKILL)
      done.wait()
      return nil
    }
    #expect(try Data(contentsOf: outURL).isEmpty, "nothing on stdout")
    return (
      process.terminationStatus, String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
    )
  }
}

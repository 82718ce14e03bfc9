import Foundation
import ReelKit

/// One spin in a history file (JSON Lines): which machine (config path and the SHA-256 of
/// its bytes), the seed and targets decided before the spin, each drum's stop request tick,
/// the trace digest and the summary. A history is a portable record of what a machine did
/// that `reelsim replay` re-runs spin by spin.
public struct HistoryRecord: Sendable, Equatable {
  /// The config as the user named it, or ``ConfigLoader/defaultName``.
  public var config: String
  /// SHA-256 of the config file's bytes.
  public var configDigest: String
  /// The spin's record (seed, targets, trace digest, summary).
  public var spin: SpinRecord
  /// Each drum's stop request tick (`null` when it never fired).
  public var stopRequests: [Int?]

  /// The record of a spin that ran with its trace recorded.
  public init(
    config: String, request: SpinRequest, result: SpinResult, failure: SpinFailure?
  ) {
    self.config = config
    configDigest = request.machine.digest
    spin = SpinRecord(request: request, label: "", result: result, failure: failure)
    stopRequests = result.drums.map(\.stopRequestTick)
  }

  /// The record of a spin run now, in the calling task.
  public static func run(_ request: SpinRequest, config: String) throws -> HistoryRecord {
    let (result, failure) = try request.runInline()
    return HistoryRecord(config: config, request: request, result: result, failure: failure)
  }

  /// The JSON object of one line.
  public var json: JSONValue {
    .object([
      "config": .string(config),
      "configDigest": .string(configDigest),
      "seed": .number(Double(spin.seed), text: String(spin.seed)),
      "targets": .array(spin.targets.map { .number($0) }),
      "stopRequests": .array(stopRequests.map { JSONValue.optional($0) }),
      "traceDigest": .string(spin.traceDigest),
      "summary": spin.summary,
    ])
  }

  /// The line, without its newline.
  public var line: String { JSONWriter.writeLine(json) }

  /// Appends this record to a history file atomically (a regular file is rewritten to a
  /// temporary name with the new line and renamed; a FIFO, a device or `-` just gets the
  /// line), creating it if needed. See ``AtomicFile/appendLine(_:to:)``.
  public func append(to path: String) throws(AtomicFile.WriteError) {
    try AtomicFile.appendLine(Array((line + "\n").utf8), to: path)
  }
}

/// A history line read back: enough to re-run the spin.
public struct HistoryEntry: Sendable, Equatable {
  /// The 1-based line number.
  public var line: Int
  /// The config as recorded.
  public var config: String
  /// The recorded config digest.
  public var configDigest: String
  /// The seed.
  public var seed: UInt64
  /// The targets.
  public var targets: [Int]
  /// Where the targets came from when the spin was recorded (`seed`, `config`, …).
  public var targetSource: String
  /// The whole line as JSON, to compare with a re-run.
  public var json: JSONValue

  /// Reads every line of a history file, line by line: the file may be of any size, each
  /// line at most ``LineReader/maximumLineSize`` bytes.
  ///
  /// - Throws: ``ConfigError`` naming the file, the line and the field that is wrong.
  public static func read(path: String) throws(ConfigError) -> [HistoryEntry] {
    var entries: [HistoryEntry] = []
    try LineReader.lines(of: path) { number, line throws(ConfigError) in
      if let entry = try entry(line, number: number, path: path) { entries.append(entry) }
    }
    return entries
  }

  /// The entry of one line (`nil` for a blank line).
  private static func entry(
    _ line: [UInt8], number: Int, path: String
  ) throws(ConfigError) -> HistoryEntry? {
    if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { return nil }
    let node: JSONNode
    do {
      node = try ConfigLoader.parse(bytes: line, file: path)
    } catch {
      // The line is parsed alone, so a syntax error's position says line 1: use the file's.
      throw ConfigError(
        file: path, kind: .invalid,
        lines: error.lines.map {
          $0.hasPrefix("line 1, column ")
            ? "line \(number)" + $0.dropFirst("line 1".count) : "line \(number): \($0)"
        })
    }
    func bad(_ field: String, _ what: String) -> ConfigError {
      ConfigError(
        file: path, kind: .invalid,
        lines: [
          "line \(number): \(field): \(what) (allowed: a line written by reelsim simulate --history)"
        ])
    }
    guard case .object(let members) = node.value else {
      throw bad("$", "expected an object, found \(node.value.typeDescription)")
    }
    func value(_ key: String) -> JSONValue? { members.first { $0.key == key }?.node.value }
    guard case .string(let config)? = value("config") else { throw bad("config", "is missing") }
    guard case .string(let digest)? = value("configDigest") else {
      throw bad("configDigest", "is missing")
    }
    guard case .number(_, let seedText)? = value("seed"), let seed = UInt64(seedText) else {
      throw bad("seed", "is missing or not a whole number")
    }
    guard case .array(let targetNodes)? = value("targets") else {
      throw bad("targets", "is missing")
    }
    var targets: [Int] = []
    for node in targetNodes {
      guard case .number(_, let text) = node.value, let target = Int(text) else {
        throw bad("targets", "must be strip indices")
      }
      targets.append(target)
    }
    var source = "history"
    if case .object(let summary)? = value("summary"),
      case .string(let written)? = summary.first(where: { $0.key == "targetSource" })?.node.value
    {
      source = written
    }
    return HistoryEntry(
      line: number, config: config, configDigest: digest, seed: seed, targets: targets,
      targetSource: source, json: node.value)
  }
}

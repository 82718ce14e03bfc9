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
  /// The rows of a variable-row spin (rows, rows before, top stop); `nil` for fixed rows.
  public var rows: SpinRows?
  /// The coin level played on a machine with coin levels (`nil` without).
  public var coins: Int?

  /// The record of a spin that ran with its trace recorded (its watchdog failure, if any, is
  /// the result's ``/ReelKit/SpinResult/failure``).
  public init(config: String, request: SpinRequest, result: SpinResult) {
    self.config = config
    configDigest = request.machine.digest
    spin = SpinRecord(request: request, label: "", result: result)
    stopRequests = result.drums.map(\.stopRequestTick)
    rows = request.rows
    coins = request.machine.coins
  }

  /// The record of a spin run now, in the calling task.
  public static func run(_ request: SpinRequest, config: String) throws -> HistoryRecord {
    let result = try request.runInline(recordingTrace: true)
    return HistoryRecord(config: config, request: request, result: result)
  }

  /// The JSON object of one line; a cluster chain adds `tumbleTraceDigest`, a hold-and-win
  /// round `respinTraceDigest`, a wild motion `wildTraceDigest` (``SpinRecord``); a variable-row spin adds `rows`,
  /// `previousRows` and, with a top drum, `topStop` (the outcome with the targets).
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("config", .string(config)),
      ("configDigest", .string(configDigest)),
      ("seed", .number(Double(spin.seed), text: String(spin.seed))),
      ("targets", .array(spin.targets.map { .number($0) })),
      ("stopRequests", .array(stopRequests.map { JSONValue.optional($0) })),
      ("traceDigest", .string(spin.traceDigest)),
      ("summary", spin.summary),
    ]
    members += spin.featureDigestMembers
    if let rows {
      members.append(("rows", .array(rows.rows.map { .number($0) })))
      members.append(("previousRows", .array(rows.previousRows.map { .number($0) })))
      if let top = rows.topStop { members.append(("topStop", .number(top))) }
    }
    if let coins { members.append(("coins", .number(coins))) }
    return .object(members.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
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
  /// The recorded rows of a variable-row spin, left to right (`nil` for fixed rows).
  public var rows: [Int]? = nil
  /// The recorded rows before the spin (`nil` for fixed rows).
  public var previousRows: [Int]? = nil
  /// The recorded top drum's stop (`nil` without a top drum).
  public var topStop: Int? = nil
  /// The recorded coin level (`nil` on a machine without coin levels).
  public var coins: Int? = nil
  /// The whole line as JSON, to compare with a re-run.
  public var json: JSONValue

  /// Reads every line of a history file, line by line: the file may be of any size, each
  /// line at most `LineReader/maximumLineSize` bytes.
  ///
  /// - Throws: ``ConfigError`` naming the file, the line and the field that is wrong.
  public static func read(path: String) throws(ConfigError) -> [HistoryEntry] {
    var entries: [HistoryEntry] = []
    try LineReader.lines(of: path) { number, line throws(ConfigError) in
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { return }
      entries.append(try HistoryEntry(line: line, number: number, file: path))
    }
    return entries
  }
}

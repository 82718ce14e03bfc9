extension HistoryEntry {
  /// The fields of a line that replay needs; the rest is compared as JSON.
  private struct Line: Decodable {
    var config: String
    var configDigest: String
    var seed: UInt64
    var targets: [Int]
    var rows: [Int]?
    var previousRows: [Int]?
    var topStop: Int?
    var coins: Int?
  }

  /// The shape of a history line: the keys ``HistoryRecord/json`` writes.
  static let shape: ConfigShape = .object([
    ("config", .string, true),
    ("configDigest", .string, true),
    ("seed", .seed, true),
    ("targets", .array(.integer(Int.min...Int.max)), true),
    ("stopRequests", .array(.nullOr(.integer(Int.min...Int.max))), true),
    ("traceDigest", .string, true),
    ("summary", .any, true),
    ("tumbleTraceDigest", .string, false),
    ("respinTraceDigest", .string, false),
    ("wildTraceDigest", .string, false),
    ("rows", .array(.integer(Int.min...Int.max)), false),
    ("previousRows", .array(.integer(Int.min...Int.max)), false),
    ("topStop", .integer(Int.min...Int.max), false),
    ("coins", .integer(Int.min...Int.max), false),
  ])

  /// Decodes line `number` (1-based) of the history file `file`.
  ///
  /// - Throws: ``ConfigError`` naming the file, the line and the JSON path of the first
  ///   problem: a syntax error, an unknown or missing key, a wrong type, no targets or a
  ///   negative one.
  public init(line bytes: [UInt8], number: Int, file: String) throws(ConfigError) {
    // The line is parsed alone, so a syntax error's position says line 1: use the file's.
    func located(_ error: ConfigError) -> ConfigError {
      ConfigError(
        file: file, kind: error.kind,
        lines: error.lines.map {
          $0.hasPrefix("line 1, column ")
            ? "line \(number)" + $0.dropFirst("line 1".count) : "line \(number): \($0)"
        }, notes: error.notes)
    }
    let node: JSONNode
    let line: Line
    do {
      node = try ConfigLoader.parse(bytes: bytes, file: file)
      line = try ConfigLoader.decode(Line.self, node: node, file: file, shape: Self.shape)
    } catch {
      throw located(error)
    }
    if line.targets.isEmpty {
      throw located(
        ConfigError(
          file: file,
          problems: [
            .init(
              path: JSONPath("targets"), message: "is empty (allowed: one strip index per drum)")
          ]))
    }
    if let index = line.targets.firstIndex(where: { $0 < 0 }) {
      throw located(
        ConfigError(
          file: file,
          problems: [
            .init(
              path: JSONPath("targets").appending(index),
              message: "\(line.targets[index]) is not a strip index (allowed: 0 or more)")
          ]))
    }
    if let problem = Self.featureDigestProblem(node.value) {
      throw located(ConfigError(file: file, problems: [problem]))
    }
    if let problem = Self.rowsProblem(line) {
      throw located(ConfigError(file: file, problems: [problem]))
    }
    var source = "history"
    if case .object(let members) = node.value,
      case .object(let summary)? = members.first(where: { $0.key == "summary" })?.node.value,
      case .string(let written)? = summary.first(where: { $0.key == "targetSource" })?.node.value
    {
      source = written
    }
    self.init(
      line: number, config: line.config, configDigest: line.configDigest, seed: line.seed,
      targets: line.targets, targetSource: source, rows: line.rows,
      previousRows: line.previousRows, topStop: line.topStop, coins: line.coins, json: node.value)
  }

  /// What is wrong with a line's rows, before any machine is read: `rows` and
  /// `previousRows` go together, one per target, each from 1; `topStop` from 0, only with
  /// rows. The machine then checks each count against its window
  /// (``/ReelKit/VariableRowsOutcome/issues(reels:rows:)``).
  private static func rowsProblem(_ line: Line) -> ConfigProblem? {
    func problem(_ path: String, _ message: String) -> ConfigProblem {
      ConfigProblem(path: JSONPath(path), message: message)
    }
    guard let rows = line.rows else {
      if line.previousRows != nil {
        return problem("previousRows", "is given without rows (allowed: with rows, or neither)")
      }
      if line.topStop != nil {
        return problem("topStop", "is given without rows (allowed: with rows, or neither)")
      }
      return nil
    }
    guard let previous = line.previousRows else {
      return problem("previousRows", "is missing (allowed: with rows, one count per drum)")
    }
    for (key, list) in [("rows", rows), ("previousRows", previous)] {
      if list.count != line.targets.count {
        return problem(
          key,
          "has \(list.count) entries for \(line.targets.count) targets (allowed: one per drum)")
      }
      if let index = list.firstIndex(where: { $0 < 1 }) {
        return problem(
          "\(key)[\(index)]", "\(list[index]) is not a row count (allowed: 1 or more)")
      }
    }
    if let top = line.topStop, top < 0 {
      return problem("topStop", "\(top) is not a strip index (allowed: 0 or more)")
    }
    return nil
  }
}

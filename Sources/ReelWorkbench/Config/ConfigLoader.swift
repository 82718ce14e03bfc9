import Foundation
import ReelKit

/// Reads, checks, decodes and validates machine configs.
///
/// The steps, each reporting its own errors with the file name:
/// 1. read the file (missing or unreadable: ``ConfigError/Kind/unreadable``; larger than
///    ``maximumFileSize``: invalid);
/// 2. require UTF-8 and parse strict JSON (syntax errors with line and column);
/// 3. check keys and types against `ConfigShape` (unknown keys with the nearest valid key);
/// 4. decode from the parsed tree (`JSONNodeDecoder`: no second parser), each config type
///    reading the keys it lists in its `keys`, the same list its shape is made from;
/// 5. validate ranges and cross-field rules and fill in defaults (``MachineConfig/resolve()``).
public enum ConfigLoader {
  /// The largest config file accepted, bytes (4 MiB).
  public static let maximumFileSize = 4 << 20

  /// The name used in messages for the built-in default machine.
  public static let defaultName = "<built-in default>"

  /// Loads the config at `path`.
  public static func load(path: String) throws(ConfigError) -> ResolvedMachine {
    try load(bytes: try read(path), file: path)
  }

  /// Loads the built-in default machine (the same bytes as `Configs/default.json`).
  public static func loadDefault() -> ResolvedMachine {
    do {
      return try load(bytes: PackageResources.default_json, file: defaultName)
    } catch {
      fatalError("the built-in default machine is invalid: \(error)")
    }
  }

  /// Loads a config from bytes; `file` names it in messages.
  public static func load(bytes: [UInt8], file: String) throws(ConfigError) -> ResolvedMachine {
    try loadWithTree(bytes: bytes, file: file).machine
  }

  /// Loads a config from bytes and also returns its parsed tree (parsed once), for callers
  /// that edit the config as JSON (the studio, `tune`).
  public static func loadWithTree(bytes: [UInt8], file: String) throws(ConfigError) -> (
    machine: ResolvedMachine, tree: JSONNode
  ) {
    let node = try parse(bytes: bytes, file: file)
    var machine = try load(node: node, file: file)
    machine.digest = SHA256.hex(of: bytes)
    return (machine, node)
  }

  /// Checks, decodes and validates a config that is already parsed — an edited tree (a
  /// tuning candidate, the studio's edits) or one inside another file (a tuning spec's
  /// inline base) — without writing it out and parsing it again.
  ///
  /// The machine's ``ResolvedMachine/digest`` is left empty: it is the SHA-256 of a file's
  /// bytes, which only the caller that writes or read those bytes knows.
  public static func load(node: JSONNode, file: String) throws(ConfigError) -> ResolvedMachine {
    let (config, shapeProblems) = try check(
      MachineConfig.self, node: node, file: file, shape: .machine)
    guard let config else {
      throw ConfigError(file: file, problems: shapeProblems, notes: [uncheckedNote])
    }
    switch config.resolve() {
    case .success(let machine) where shapeProblems.isEmpty: return machine
    case .success: throw ConfigError(file: file, problems: shapeProblems)
    case .failure(let found):
      throw ConfigError(file: file, problems: shapeProblems + found.problems)
    }
  }

  /// What a file whose values cannot all be read has not been checked for yet.
  static let uncheckedNote =
    "ranges and the rules between fields are checked once the errors above are fixed"

  /// Parses `bytes` as JSON, checks its keys and types against `shape` (so that every
  /// mistake is reported at its JSON path) and decodes it: the first steps of loading any
  /// of reelsim's JSON files.
  static func decode<Value: Decodable>(
    _ type: Value.Type, bytes: [UInt8], file: String, shape: ConfigShape
  ) throws(ConfigError) -> (value: Value, node: JSONNode) {
    let node = try parse(bytes: bytes, file: file)
    return (try decode(type, node: node, file: file, shape: shape), node)
  }

  /// Checks a parsed `node` against `shape` and decodes it. The first shape problem, in file
  /// order, is reported: the files reelsim itself writes or that hold one small value
  /// (snapshots, history lines, controls, suites, tuning specs) keep one line per error;
  /// machine configs report every problem at once (``load(node:file:)``).
  static func decode<Value: Decodable>(
    _ type: Value.Type, node: JSONNode, file: String, shape: ConfigShape
  ) throws(ConfigError) -> Value {
    let (value, problems) = try check(type, node: node, file: file, shape: shape)
    if let first = problems.first { throw ConfigError(file: file, problems: [first]) }
    guard let value else { throw ConfigError(file: file, problems: problems) }
    return value
  }

  /// Checks a parsed `node` against `shape`: every problem, and the decoded value when the
  /// only problems are unknown keys (which cannot change a value, so the value's own checks
  /// can still run) or there are none; `nil` when a value has the wrong type or is missing.
  static func check<Value: Decodable>(
    _ type: Value.Type, node: JSONNode, file: String, shape: ConfigShape
  ) throws(ConfigError) -> (value: Value?, problems: [ConfigProblem]) {
    let found = shape.check(node, at: .root)
    guard let decodable = found.decodable else { return (nil, found.problems) }
    do {
      return (try JSONNodeDecoder.decode(Value.self, from: decodable), found.problems)
    } catch {
      throw ConfigError(
        file: file, kind: .invalid,
        lines: found.problems.map(\.description) + [ConfigError.line(describing: error)])
    }
  }

  /// Reads a file of at most `limit` bytes (a config, a spec, a suite: ``maximumFileSize``).
  public static func read(
    _ path: String, limit: Int = maximumFileSize
  ) throws(ConfigError) -> [UInt8] {
    let handle = try open(path)
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw ConfigError(file: path, kind: .unreadable, lines: ["cannot be read: \(error)"])
    }
    if data.count > limit {
      throw ConfigError(
        file: path, kind: .invalid,
        lines: ["$: the file is larger than \(limit >> 20) MiB (allowed: at most \(limit) bytes)"])
    }
    return Array(data)
  }

  /// Opens an input file for reading (missing, a directory or unreadable: exit 66).
  static func open(_ path: String) throws(ConfigError) -> FileHandle {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ConfigError(file: path, kind: .unreadable, lines: ["no such file"])
    }
    if isDirectory.boolValue {
      throw ConfigError(file: path, kind: .unreadable, lines: ["is a directory, not a file"])
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ConfigError(
        file: path, kind: .unreadable, lines: ["cannot be read (permission denied?)"])
    }
    return handle
  }

  /// Checks UTF-8 and parses JSON.
  public static func parse(bytes: [UInt8], file: String) throws(ConfigError) -> JSONNode {
    guard String(validating: bytes, as: UTF8.self) != nil else {
      let offset = firstInvalidUTF8(in: bytes)
      throw ConfigError(
        file: file, kind: .invalid,
        lines: ["$: not valid UTF-8 at byte \(offset) (allowed: UTF-8 text)"])
    }
    do {
      return try JSONParser.parse(bytes)
    } catch {
      throw ConfigError(file: file, kind: .invalid, lines: [error.description])
    }
  }

  /// The byte offset of the first byte that is not part of a valid UTF-8 sequence.
  private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput, .error: return offset
      }
    }
  }
}

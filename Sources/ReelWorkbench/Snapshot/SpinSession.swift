import Foundation
import ReelKit

/// A spin driven tick by tick through ``SpinMachine``, keeping its trace and events: what
/// `simulate --save-at` saves and `reelsim resume` continues.
///
/// Its trace and events equal a ``SpinRunner`` run's: every drum's samples from tick 0 to its
/// settle tick (or the watchdog), events by tick then drum.
public struct SpinSession: Sendable, Codable {
  /// The snapshot format, for readers.
  public var format = SpinSession.currentFormat
  /// The config as the user named it (or the built-in default's name).
  public var config: String
  /// SHA-256 of the config's bytes.
  public var configDigest: String
  /// The seed of the targets.
  public var seed: UInt64
  /// Where the targets came from.
  public var targetSource: String
  /// The machine, mid-spin.
  public var machine: SpinMachine
  /// Every drum's samples so far.
  public var traces: [[DrumSample]]
  /// Every event so far.
  public var events: [SpinEvent]

  /// Starts a session at tick 0.
  public init(request: SpinRequest, config: String, controls: SpinControls?) {
    self.config = config
    configDigest = request.machine.digest
    seed = request.seed
    targetSource = request.targetSource
    machine = SpinMachine(spec: request.machine.spec, targets: request.targets, controls: controls)
    traces = machine.drums.map { [$0.sample] }
    events = machine.startEvents
  }

  /// Advances one tick.
  public mutating func step() {
    let moving = machine.drums.map { !$0.isStopped }
    events += machine.step()
    for (index, drum) in machine.drums.enumerated() where moving[index] {
      traces[index].append(drum.sample)
    }
  }

  /// Steps until the time of the current tick is at least `seconds`, or the spin is over.
  public mutating func run(until seconds: Double) {
    while !machine.isFinished, machine.time < seconds { step() }
  }

  /// Steps to the end and returns the spin, with the watchdog failure if it fired.
  public mutating func finish() -> (SpinResult, SpinFailure?) {
    while !machine.isFinished { step() }
    let spec = machine.spec
    let result = SpinResult(
      machine: spec.name, clock: spec.clock, targets: machine.targets, drums: machine.results,
      events: events, traces: traces)
    return (
      result,
      machine.failure.map { _ in SpinFailure(watchdogTick: spec.watchdogTick, result: result)! }
    )
  }

  /// The snapshot as JSON (sorted keys; numbers read back to the same bits).
  public func encoded() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
  }

  /// Reads a snapshot file and checks it before anything runs: strict JSON, its format, its
  /// shape (unknown keys with the nearest valid one, missing keys, wrong types, all with
  /// their JSON path), then every field of the run state (``problems``).
  ///
  /// - Throws: ``ConfigError`` naming the file when it is missing (unreadable) or not a
  ///   usable snapshot (invalid, one line per problem).
  public static func read(path: String) throws(ConfigError) -> SpinSession {
    try decode(bytes: try ConfigLoader.read(path), file: path)
  }

  /// Decodes and checks snapshot bytes; `file` names them in messages.
  ///
  /// - Throws: ``ConfigError`` with one line per problem.
  public static func decode(bytes: [UInt8], file: String) throws(ConfigError) -> SpinSession {
    let node = try ConfigLoader.parse(bytes: bytes, file: file)
    let allowed = "(allowed: \(currentFormat), a snapshot written by reelsim simulate --snapshot)"
    guard case .object(let members) = node.value,
      let format = members.first(where: { $0.key == "format" })?.node.value
    else {
      throw ConfigError(file: file, kind: .invalid, lines: ["format: is missing \(allowed)"])
    }
    guard format == .string(currentFormat) else {
      let found: String
      if case .string(let text) = format {
        found = "\"\(text)\""
      } else {
        found = format.typeDescription
      }
      throw ConfigError(
        file: file, kind: .invalid, lines: ["format: \(found) is not known \(allowed)"])
    }
    let (session, _) = try ConfigLoader.decode(
      SpinSession.self, bytes: bytes, file: file, shape: .snapshot)
    let problems = session.problems
    guard problems.isEmpty else { throw ConfigError(file: file, problems: problems) }
    return session
  }
}

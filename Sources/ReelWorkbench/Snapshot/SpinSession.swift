import Foundation
import ReelKit

/// A spin driven tick by tick through ``SpinMachine``, keeping its trace and events: what
/// `simulate --save-at` saves and `reelsim resume` continues.
///
/// Its trace and events equal a ``SpinRunner`` run's: every drum's samples from tick 0 to its
/// settle tick (or the watchdog), events by tick then drum.
///
/// A snapshot is compact: it holds the machine at tick 0 (``start``) and at the saved tick
/// (``machine``), not the trace so far, so its size does not grow with the spin. Reading it
/// steps ``start`` to the saved tick again (at tens of millions of drum-ticks a second, so at
/// most a fraction of a second within the spin limits), which gives back the trace and events
/// and proves that ``machine`` is the state that spin reaches.
public struct SpinSession: Sendable, Codable {
  /// The largest snapshot read, bytes (32 MiB): a snapshot holds the machine's spec four
  /// times (in ``start`` and ``machine``, each with every drum's own copy), so the snapshot
  /// of the largest config (4 MiB) is about 15 MiB, whatever the tick.
  public static let maximumFileSize = 8 * ConfigLoader.maximumFileSize

  /// The snapshot format written now.
  public static let currentFormat = "reelsim-snapshot-2"

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
  /// The machine at tick 0, with its controls: the trace so far is stepped from it.
  public var start: SpinMachine
  /// The machine, mid-spin.
  public var machine: SpinMachine
  /// Every drum's samples so far (not encoded: stepped again from ``start`` on reading).
  public var traces: [[DrumSample]] = []
  /// Every event so far (not encoded, like ``traces``).
  public var events: [SpinEvent] = []

  private enum CodingKeys: String, CodingKey {
    case format, config, configDigest, seed, targetSource, start, machine
  }

  /// Starts a session at tick 0, scripted by the request's controls.
  public init(request: SpinRequest, config: String) {
    self.config = config
    configDigest = request.machine.digest
    seed = request.seed
    targetSource = request.targetSource
    machine = SpinMachine(
      spec: request.machine.spec, targets: request.targets, controls: request.controls)
    start = machine
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

  /// Steps to the end and returns the spin — equal to a ``SpinRunner`` run's, the watchdog
  /// failure included (``SpinResult/failure``) when it fired.
  public mutating func finish() -> SpinResult {
    while !machine.isFinished { step() }
    let spec = machine.spec
    return SpinResult(
      machine: spec.name, clock: spec.clock, targets: machine.targets, drums: machine.results,
      events: events, traces: traces,
      watchdogTick: machine.failure == nil ? nil : spec.watchdogTick)
  }

  /// The snapshot as JSON (sorted keys; numbers read back to the same bits).
  public func encoded() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
  }

  /// What makes a decoded snapshot unusable: an invalid machine, or drums that do not match
  /// it (a hand-edited file must not crash the simulator). Checks ``start``, the machine that
  /// is stepped; ``machine`` must then equal what stepping it gives.
  var problems: [String] {
    let spec = start.spec
    var found = spec.issues().map(\.description)
    guard found.isEmpty else { return found }
    if start.drums.count != spec.drums.count {
      found.append("drums: \(start.drums.count) drums for \(spec.drums.count)")
    }
    for (index, drum) in start.drums.enumerated()
    where
      !(spec.drums.indices.contains(index) && drum.spec == spec.drums[index]
      && drum.spec.geometry.strip.indices.contains(drum.target) && drum.clock == spec.clock)
    {
      found.append("drums[\(index)]: does not match the machine or its target is off the strip")
    }
    return found
  }

  /// Steps ``start`` again to the saved tick, filling ``traces`` and ``events``; `false` when
  /// the machine reached is not ``machine`` (an edited snapshot).
  mutating func restoreTrace() throws -> Bool {
    var replayed = self
    replayed.machine = start
    replayed.traces = start.drums.map { [$0.sample] }
    replayed.events = start.startEvents
    while !replayed.machine.isFinished, replayed.machine.tick < machine.tick { replayed.step() }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard try encoder.encode(replayed.machine) == encoder.encode(machine) else { return false }
    traces = replayed.traces
    events = replayed.events
    return true
  }

  /// Reads a snapshot file (of any size: it is compact, see ``SpinSession``).
  ///
  /// - Throws: ``ConfigError`` naming the file when it is missing or not a snapshot.
  public static func read(path: String) throws(ConfigError) -> SpinSession {
    try decode(try ConfigLoader.read(path, limit: maximumFileSize), file: path)
  }

  /// Decodes, checks and restores a snapshot; `file` names it in messages.
  public static func decode(_ bytes: [UInt8], file path: String) throws(ConfigError) -> SpinSession
  {
    _ = try ConfigLoader.parse(bytes: bytes, file: path)
    do {
      var session = try JSONDecoder().decode(SpinSession.self, from: Data(bytes))
      guard session.format == currentFormat else {
        throw ConfigError(
          file: path, kind: .invalid,
          lines: [
            "format: \(QuotedInput.quoted(session.format)) is not known (allowed: \(currentFormat))"
          ])
      }
      let problems = session.problems
      guard problems.isEmpty else {
        throw ConfigError(
          file: path, kind: .invalid,
          lines: problems.map { "start.spec.\($0) (allowed: a snapshot written by reelsim)" })
      }
      guard try session.restoreTrace() else {
        throw ConfigError(
          file: path, kind: .invalid,
          lines: [
            "machine: is not the state the spin reaches from start at tick "
              + "\(session.machine.tick) (allowed: a snapshot written by reelsim simulate --snapshot)"
          ])
      }
      return session
    } catch let error as ConfigError {
      throw error
    } catch {
      throw ConfigError(
        file: path, kind: .invalid,
        lines: [
          "\(ConfigError.line(describing: error)) (allowed: a snapshot written by reelsim "
            + "simulate --snapshot)"
        ])
    }
  }
}

import Foundation
import ReelKit

/// A spin driven tick by tick through ``SpinMachine``, keeping its trace and events: what
/// `simulate --save-at` saves and `reelsim resume` continues.
///
/// Its trace and events equal a ``SpinRunner`` run's: every drum's samples from tick 0 to its
/// settle tick (or the watchdog), events by tick then drum.
public struct SpinSession: Sendable, Codable {
  /// The snapshot format, for readers.
  public var format = "reelsim-snapshot-1"
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

  /// What makes a decoded snapshot unusable: an invalid machine, or drums that do not match
  /// it (a hand-edited file must not crash the simulator).
  var problems: [String] {
    let spec = machine.spec
    var found = spec.issues().map(\.description)
    guard found.isEmpty else { return found }
    if machine.drums.count != spec.drums.count || traces.count != spec.drums.count {
      found.append(
        "drums: \(machine.drums.count) drums and \(traces.count) traces for \(spec.drums.count)")
    }
    for (index, drum) in machine.drums.enumerated()
    where
      !(spec.drums.indices.contains(index) && drum.spec == spec.drums[index]
      && drum.spec.geometry.strip.indices.contains(drum.target) && drum.clock == spec.clock)
    {
      found.append("drums[\(index)]: does not match the machine or its target is off the strip")
    }
    return found
  }

  /// Reads a snapshot file.
  ///
  /// - Throws: ``ConfigError`` naming the file when it is missing or not a snapshot.
  public static func read(path: String) throws(ConfigError) -> SpinSession {
    let bytes = try ConfigLoader.read(path)
    _ = try ConfigLoader.parse(bytes: bytes, file: path)
    do {
      let session = try JSONDecoder().decode(SpinSession.self, from: Data(bytes))
      guard session.format == "reelsim-snapshot-1" else {
        throw ConfigError(
          file: path, kind: .invalid,
          lines: [
            "format: \(QuotedInput.quoted(session.format)) is not known (allowed: reelsim-snapshot-1)"
          ])
      }
      let problems = session.problems
      guard problems.isEmpty else {
        throw ConfigError(
          file: path, kind: .invalid,
          lines: problems.map { "machine.spec.\($0) (allowed: a snapshot written by reelsim)" })
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

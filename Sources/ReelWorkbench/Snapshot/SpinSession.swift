import Foundation
import ReelKit
import ReelKitSupport

/// A spin driven tick by tick through ``/ReelKit/SpinMachine``, keeping its trace and events: what
/// `simulate --save-at` saves and `reelsim resume` continues.
///
/// Its trace and events equal a ``/ReelKit/SpinRunner`` run's: every drum's samples from tick 0 to
/// its settle tick (or the watchdog), events by tick then drum.
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
      spec: request.spec, targets: request.motionTargets, controls: request.controls)
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

  /// Steps to the end and returns the spin — equal to a ``/ReelKit/SpinRunner`` run's, the watchdog
  /// failure included (``/ReelKit/SpinResult/failure``) when it fired.
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

  /// Steps ``start`` again to the saved tick, filling ``traces`` and ``events``; the first
  /// field where the machine reached differs from ``machine`` (an edited snapshot), if any.
  ///
  /// ``start`` must have passed ``/ReelKit/SpinMachine/issues()``, so the replay ends by its
  /// watchdog.
  mutating func restoreTrace() throws -> JSONDifference? {
    var replayed = self
    replayed.machine = start
    replayed.traces = start.drums.map { [$0.sample] }
    replayed.events = start.startEvents
    while !replayed.machine.isFinished, replayed.machine.tick < machine.tick { replayed.step() }
    let tick = replayed.machine.tick
    for (index, drum) in machine.drums.enumerated() where drum.tick != tick {
      return JSONDifference(
        path: JSONPath("machine.drums[\(index)].tick"), old: "\(tick)", new: "\(drum.tick)")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let reached = try encoder.encode(replayed.machine)
    let saved = try encoder.encode(machine)
    guard reached == saved else {
      return JSONDiff.differences(
        old: try JSONParser.parse(Array(reached)).value,
        new: try JSONParser.parse(Array(saved)).value, at: JSONPath("machine")
      ).first ?? JSONDifference(path: JSONPath("machine"), old: "", new: "")
    }
    traces = replayed.traces
    events = replayed.events
    return nil
  }

  /// Reads a snapshot file and checks it before anything runs: strict JSON, its format, its
  /// shape (unknown keys with the nearest valid one, missing keys, wrong types, all with
  /// their JSON path), then every field of the machine at tick 0 (``problems``, and the
  /// motion that has not happened yet: `tickZeroProblems(in:)`); then steps
  /// that machine to the saved tick, which must reach the saved ``machine`` exactly. A
  /// snapshot is compact (see ``SpinSession``), so it is read whatever the tick, up to
  /// ``maximumFileSize``.
  ///
  /// - Throws: ``ConfigError`` naming the file when it is missing (unreadable) or not a
  ///   usable snapshot (invalid, one line per problem).
  public static func read(path: String) throws(ConfigError) -> SpinSession {
    try decode(try ConfigLoader.read(path, limit: maximumFileSize), file: path)
  }

  /// Decodes and checks snapshot bytes; `file` names them in messages.
  ///
  /// - Throws: ``ConfigError`` with one line per problem.
  public static func decode(_ bytes: [UInt8], file: String) throws(ConfigError) -> SpinSession {
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
        found = QuotedInput.quoted(text)
      } else {
        found = format.typeDescription
      }
      throw ConfigError(
        file: file, kind: .invalid, lines: ["format: \(found) is not known \(allowed)"])
    }
    var session = try ConfigLoader.decode(
      SpinSession.self, node: node, file: file, shape: .snapshot)
    let problems = session.problems
    guard problems.isEmpty else { throw ConfigError(file: file, problems: problems) }
    let still = session.tickZeroProblems(in: node)
    // The first only: a drum's edited velocity also makes its `previous` sample disagree.
    guard still.isEmpty else { throw ConfigError(file: file, problems: [still[0]]) }
    let difference: JSONDifference?
    do {
      difference = try session.restoreTrace()
    } catch {
      throw ConfigError(file: file, kind: .invalid, lines: ["$: \(error)"])
    }
    if let difference {
      throw ConfigError(
        file: file,
        problems: [
          ConfigProblem(
            path: difference.path,
            message:
              "\(QuotedInput.bare(difference.new)) is not the state the spin reaches from start "
              + "at tick \(session.machine.tick) (allowed: \(QuotedInput.bare(difference.old)), as "
              + "simulate --snapshot writes it)")
        ])
    }
    return session
  }
}

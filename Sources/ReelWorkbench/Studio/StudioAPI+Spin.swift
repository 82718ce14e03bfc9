import Foundation
import ReelKit
import ReelKitSupport

extension StudioAPI {
  /// The most drum-ticks a studio spin may run (`drums × watchdog ticks`): its trace is sent
  /// whole, so a spin that could run longer is refused before it runs.
  public static let maximumDrumTicks = 500_000

  /// `POST /api/spin`: one spin of the edited machine (or of B), with its summary — exactly
  /// what `reelsim simulate --json` prints for the same inputs — the trace of every drum as
  /// columns, the events, the check, the hold-and-win round on its cell reels
  /// (``cellReelsJSON(of:request:)``) and the tumble chain the page plays (``tumbleJSON(of:clock:)``:
  /// fixed rows, variable rows and cluster grids).
  func spin(_ bytes: [UInt8]) async throws(StudioError) -> JSONValue {
    let body = try StudioBody(
      bytes,
      allowed: ["overrides", "machine", "seed", "targets", "resultCode", "controls", "respin"])
    let machine = try self.machine(for: body)
    var request = try Self.respin(body["respin"], request: spinRequest(body, machine: machine))
    request.controls = try StudioControls.decode(body["controls"], for: request)
    // The machine the spin runs: a variable-row spin's has the top drum as a drum of its own.
    let spun = request.spec
    let ticks = spun.drums.count.multipliedReportingOverflow(by: spun.watchdogTick)
    guard !ticks.overflow, ticks.partialValue <= Self.maximumDrumTicks else {
      throw StudioError(
        "the spin may run \(counted(spun.drums.count, "drum")) × \(spun.watchdogTick) ticks "
          + "(allowed: at most \(Self.maximumDrumTicks) drum-ticks in the studio; lower "
          + "simulation.maxDuration or raise simulation.timeStep)", path: "$.overrides")
    }
    let result: SpinResult
    do {
      result = try await request.run(recordingTrace: true)
    } catch {
      throw StudioError(status: 500, "\(error)")
    }
    let summary = request.summary(of: result)
    let drums = machine.spec.drums.count
    return JSONValue.object([
      "summary": summary.json,
      "trace": Self.traceColumns(of: result, spec: request.spec),
      "events": JSONValue.array(
        result.events.map { Self.json(of: $0, topDrum: request.rows?.topStop.map { _ in drums }) }),
      "tumble": Self.tumbleJSON(
        of: summary, clock: result.clock, round: machine.clusterRoundMotion(of: summary)),
      "check": StudioCheck(machine: machine, result: result, spec: request.spec).json,
      "cellReels": Self.cellReelsJSON(of: result, request: request),
    ])
  }

  /// The machine a request names: `"machine": "a"` (default), the loaded config with the
  /// request's overrides; `"b"`, the comparison config (or A as loaded, without overrides).
  func machine(for body: StudioBody) throws(StudioError) -> ResolvedMachine {
    let drums = workspace.primary.machine.spec.drums.count
    switch try body.string("machine") ?? "a" {
    case "a":
      let overrides = try StudioOverrides(body["overrides"], drums: drums)
      return try workspace.edited(with: overrides).0
    case "b":
      return (workspace.comparison ?? workspace.primary).machine
    case let other:
      throw StudioError(
        "\(QuotedInput.quoted(other)) is not a machine (allowed: \"a\", the edited config, or "
          + "\"b\", the comparison)", path: "$.machine")
    }
  }

  /// The targets: `seed`, `targets` or `resultCode` (at most one), else the config's own.
  private func spinRequest(_ body: StudioBody, machine: ResolvedMachine) throws(StudioError)
    -> SpinRequest
  {
    let given = ["seed", "targets", "resultCode"].filter { body[$0] != nil }
    guard given.count <= 1 else {
      throw StudioError(
        "give at most one of seed, targets and resultCode (found \(given.joined(separator: ", ")))",
        path: "$.\(given[1])")
    }
    var seed: UInt64?
    if let node = body["seed"] {
      guard case .number(_, let written) = node.value, let value = UInt64(written) else {
        throw StudioError(
          "\(Self.describe(node.value)) is not a seed (allowed: a whole number from 0 to "
            + "18446744073709551615)", path: "$.seed")
      }
      seed = value
    }
    if let written = try body.string("resultCode") {
      // Read once; the request takes its stops (and, on a variable-row machine, the rows and
      // top stop a code with rows carries).
      let code: ResultCode
      do {
        code = try ResultCode(parsing: written)
      } catch {
        throw StudioError("result code \(error.message)", path: "$.resultCode")
      }
      do {
        return try SpinRequest(machine: machine, seed: seed, resultCode: code)
      } catch {
        throw StudioError(error.message, path: "$.resultCode")
      }
    }
    let text = try body["targets"].map(Self.targetText)
    do {
      return try SpinRequest(machine: machine, seed: seed, targets: text)
    } catch {
      throw StudioError(error.message, path: "$.targets")
    }
  }

  /// `[11, "BAR", 20]` or `"11,BAR,20"` as the `--targets` text (names always quoted, so a
  /// symbol named like a number stays a name).
  private static func targetText(_ node: JSONNode) throws(StudioError) -> String {
    switch node.value {
    case .string(let text): return text
    case .array(let items):
      var parts: [String] = []
      for (index, item) in items.enumerated() {
        switch item.value {
        case .number(_, let written) where Int(written) != nil: parts.append(written)
        case .string(let name) where !name.contains("\"") && !name.contains(","):
          parts.append("\"\(name)\"")
        default:
          throw StudioError(
            "\(describe(item.value)) is not a target (allowed: a strip index or a symbol name)",
            path: "$.targets[\(index)]")
        }
      }
      return parts.joined(separator: ",")
    default:
      throw StudioError(
        "expected an array or a string, found \(node.value.typeDescription) (allowed: "
          + "[11, \"BAR\", 20] or \"11,BAR,20\")", path: "$.targets")
    }
  }

  /// A value for messages: a number as written, a string quoted and clipped, else its type.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .number(_, let written): QuotedInput.bare(written)
    case .string(let text): QuotedInput.quoted(text)
    default: value.typeDescription
    }
  }

  /// Every drum's trace as columns (`tick`, `phase`, `travel`, `offset`, `velocity`,
  /// `acceleration`) with what the page needs to draw it: the offset at travel 0, the strip
  /// length and the symbol height of `spec`, the machine the spin ran (a variable-row spin's
  /// own, with the seam's inputs: ``rowsMembers(of:)``).
  static func traceColumns(of result: SpinResult, spec: MachineSpec) -> JSONValue {
    let drums = zip(result.traces ?? [], spec.drums).map { samples, drum -> JSONValue in
      func column(_ value: (DrumSample) -> Double) -> JSONValue {
        JSONValue.array(samples.map { JSONValue.number(value($0)) })
      }
      let geometry = drum.geometry
      let members: [(String, JSONValue)] = [
        ("tick", column { Double($0.tick) }),
        ("phase", JSONValue.array(samples.map { .string($0.phase.rawValue) })),
        ("travel", column(\.travel)),
        ("offset", column(\.offset)),
        ("velocity", column(\.velocity)),
        ("acceleration", column(\.acceleration)),
        // Where the motion starts: a drum whose rows change starts from s′ (RowChange).
        ("startOffset", JSONValue.number(geometry.centredOffset(of: drum.motionStartIndex))),
        ("stripLength", JSONValue.number(geometry.stripLength)),
        ("symbolHeight", JSONValue.number(geometry.symbolHeight)),
      ]
      return JSONValue.object(
        (members + rowsMembers(of: drum)).map {
          (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0))
        })
    }
    return JSONValue.object([
      "timeStep": JSONValue.number(result.clock.timeStep), "drums": JSONValue.array(drums),
    ])
  }

  /// One event: `tick`, `time`, `drum` (`null` for the machine), `kind` and its values; a
  /// stop event of a variable-row spin's drum its `rows` (``/ReelKit/SpinEvent/rows``), and
  /// every event of the top drum (drum `topDrum`, the spin machine's last) `"topDrum": true`.
  static func json(of event: SpinEvent, topDrum: Int? = nil) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("tick", .number(event.tick)), ("time", .number(event.time)),
      ("drum", .optional(event.drum)),
    ]
    if let rows = event.rows { members.append(("rows", .number(rows))) }
    if let topDrum, event.drum == topDrum { members.append(("topDrum", .bool(true))) }
    let kind: String
    switch event.kind {
    case .started: kind = "started"
    case .reachedCruise: kind = "reachedCruise"
    case .stopRequested: kind = "stopRequested"
    case .brakingStarted(let target, let distance):
      kind = "brakingStarted"
      members += [("target", .number(target)), ("distance", .number(distance))]
    case .windowMissed(let count):
      kind = "windowMissed"
      members.append(("count", .number(count)))
    case .reachedTarget: kind = "reachedTarget"
    case .settled: kind = "settled"
    case .allStopped: kind = "allStopped"
    case .slammed: kind = "slammed"
    case .resultArrived(let target):
      kind = "resultArrived"
      members.append(("target", .number(target)))
    case .anticipationStarted: kind = "anticipationStarted"
    }
    members.append(("kind", .string(kind)))
    return .object(members.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
  }
}

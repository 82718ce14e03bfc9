import Foundation
import ReelKit

extension StudioAPI {
  /// `GET /api/machine`: the loaded config, its symbols, drums (strip, window, geometry and
  /// effective motion), paylines, every editable field with its value and allowed range,
  /// the comparison machine's name, its `kind` (`reels` or `wheel`) and, for a wheel, how to
  /// draw it (`wheel`: direction, pointer angle, segment widths and centres); for the in-page
  /// model, the `spec`, the stop `weights` (or `null`) and the `paytable` (or `null`), which
  /// the page evaluates itself; for a variable-row machine its `rows` (``rowsJSON(_:)``;
  /// `null` for fixed rows).
  func machineInfo() -> JSONValue {
    let loaded = workspace.primary
    let spec = loaded.machine.spec
    let fields = parameters()
    let isWheel = loaded.machine.kind == .wheel
    let lines = loaded.machine.paytable?.lines.map { line in
      JSONValue.array(line.map { JSONValue.number($0) })
    }
    let comparison = workspace.comparison.map { other in
      JSONValue.object([
        "file": .string(other.displayName), "name": .string(other.machine.spec.name),
        "drums": Self.drums(of: other.machine.spec),
      ])
    }
    return JSONValue.object([
      "file": loaded.file.map { .string($0) } ?? .null,
      "name": .string(spec.name),
      "config": loaded.tree.value,
      "symbols": JSONValue.array(loaded.machine.config.symbols.map { .string($0) }),
      "rules": JSONValue.array((loaded.machine.config.rules ?? []).map { .string($0) }),
      "drums": Self.drums(of: spec),
      "paylines": JSONValue.array(lines ?? []),
      "paytable": Self.paytableJSON(
        loaded.machine.paytable, freeSpins: loaded.machine.freeSpins,
        maxWin: loaded.machine.winCap?.multiple),
      "parameters": JSONValue.array(
        fields.filter { $0.choices == nil }.map { $0.json(isWheel: isWheel) }),
      "choices": JSONValue.array(
        fields.filter { $0.choices != nil }.map { $0.json(isWheel: isWheel) }),
      "compare": comparison ?? .null,
      "kind": .string(loaded.machine.kind.rawValue),
      "wheel": loaded.machine.wheelLayout.map(Self.wheel) ?? .null,
      "spec": Self.specJSON(spec),
      "weights": loaded.machine.weights.map { weights in
        JSONValue.array(weights.drums.map { .array($0.map { JSONValue.number($0) }) })
      } ?? .null,
      "rows": Self.rowsJSON(loaded.machine),
    ])
  }

  /// The machine as ReelKit's ``/ReelKit/MachineSpec`` JSON, which the page's in-page model
  /// (`reelkit.mjs`) loads; the module applies the page's edits to it (`rk_machine_edit`: the
  /// config's merge, ReelKit's ``/ReelKit/DrumMotion``).
  static func specJSON(_ spec: MachineSpec) -> JSONValue {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(spec), let node = try? JSONParser.parse(Array(data))
    else { return .null }
    return node.value
  }

  /// A wheel as the page draws it: direction, pointer angle (degrees clockwise from the top),
  /// and each segment's width and centre along the strip (pt, which a wheel's are degrees).
  static func wheel(_ layout: WheelLayout) -> JSONValue {
    let geometry = layout.geometry
    let widths =
      geometry.segmentWidths
      ?? Array(repeating: geometry.symbolHeight, count: geometry.symbolCount)
    return JSONValue.object([
      "direction": .string(layout.direction.rawValue),
      "pointerAngle": JSONValue.number(layout.pointerAngle),
      "widths": JSONValue.array(widths.map { JSONValue.number($0) }),
      "centres": JSONValue.array(
        geometry.strip.indices.map { JSONValue.number(geometry.centredOffset(of: $0)) }),
    ])
  }

  /// Every drum's strip, window, geometry and effective motion (profile, strategy and the
  /// classic zones, which the page draws on the approach chart).
  static func drums(of spec: MachineSpec) -> JSONValue {
    .array(
      spec.drums.map { drum -> JSONValue in
        let geometry = drum.geometry
        let motion = drum.motion
        return JSONValue.object([
          "strip": JSONValue.array(geometry.strip.map { .string($0) }),
          "visibleRows": JSONValue.number(geometry.visibleRows),
          "resultRow": JSONValue.number(geometry.targetRow),
          "symbolHeight": JSONValue.number(geometry.symbolHeight),
          "stripLength": JSONValue.number(geometry.stripLength),
          "startOffset": JSONValue.number(geometry.centredOffset(of: drum.startIndex)),
          "startIndex": JSONValue.number(drum.startIndex),
          "profile": .string(motion.profile.rawValue),
          "strategy": .string(motion.strategy.rawValue),
          "slowZone": JSONValue.number(motion.slowZone),
          "stopTolerance": JSONValue.number(motion.stopTolerance),
          "slowSpeed": JSONValue.number(motion.slowSpeed),
        ])
      })
  }

  /// One editable field at one place, with its current value.
  struct Parameter {
    var path: String
    var field: StudioField
    var drum: Int?
    var value: JSONValue
    /// The allowed strings of a choice; `nil` for a number.
    var choices: [String]? { field.choices.isEmpty ? nil : field.choices }

    /// The field as the page shows it; a wheel's lengths are degrees (`°/s` for `pt/s`).
    func json(isWheel: Bool) -> JSONValue {
      var members: [(String, JSONValue)] = [
        ("path", .string(path)), ("field", .string(field.name)),
        ("drum", JSONValue.optional(drum)), ("value", value), ("doc", .string(field.doc)),
      ]
      if let choices {
        members.append(("allowed", JSONValue.array(choices.map { .string($0) })))
      } else {
        let current: Double
        if case .number(let number, _) = value { current = number } else { current = 0 }
        let (low, high, step) = sliderRange(current)
        members += [
          ("unit", .string(isWheel ? field.unit.replacing("pt", with: "°") : field.unit)),
          ("min", JSONValue.number(field.minimum)),
          ("minExclusive", .bool(field.minimumExcluded)), ("max", JSONValue.number(field.maximum)),
          ("integer", .bool(field.isInteger)), ("sliderMin", JSONValue.number(low)),
          ("sliderMax", JSONValue.number(high)), ("step", JSONValue.number(step)),
        ]
      }
      return .object(members.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
    }

    /// A useful slider span inside the allowed range — a quarter to four times the value, or
    /// from 0 to a typical scale when the value is 0 — and a round step (1, 2 or 5 × 10ⁿ, about
    /// a 500th of the span), with both ends on multiples of the step.
    func sliderRange(_ value: Double) -> (low: Double, high: Double, step: Double) {
      if field.isInteger { return (field.minimum, min(field.maximum, max(10, value * 4)), 1) }
      let typical: Double =
        switch field.unit {
        case "pt": 200
        case "s": 1
        case "pt/s": 5_000
        case "pt/s²": 50_000
        default: min(field.maximum, 1)
        }
      let low = value > 0 ? value / 4 : field.minimum
      let high = value > 0 ? value * 4 : typical
      let raw = (high - low) / 500
      let magnitude = pow(10, (log10(raw)).rounded(.down))
      let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
      var start = (low / step).rounded(.down) * step
      if start < field.minimum || (field.minimumExcluded && start <= field.minimum) {
        start += step
      }
      return (start, min((high / step).rounded(.up) * step, field.maximum), step)
    }
  }

  /// Every field, machine-wide then per drum, with the value the loaded config gives it (the
  /// drum's own, else the machine-wide one, else the schema's default).
  func parameters() -> [Parameter] {
    let root = workspace.primary.tree
    func value(_ path: String) -> JSONValue? { JSONPath(path).node(in: root)?.value }
    var found: [Parameter] = []
    for field in StudioField.all {
      let shared = value("motion.\(field.name)") ?? field.defaultValue
      found.append(Parameter(path: "motion.\(field.name)", field: field, drum: nil, value: shared))
    }
    for drum in workspace.primary.machine.spec.drums.indices {
      for field in StudioField.all {
        let path = "drums[\(drum)].motion.\(field.name)"
        let shared = value("motion.\(field.name)") ?? field.defaultValue
        found.append(Parameter(path: path, field: field, drum: drum, value: value(path) ?? shared))
      }
    }
    return found
  }

  /// `POST /api/check`: the warnings and rule badges of the edited machine (or of B), judged
  /// on a spin of its own targets (the config's, else drawn from its seed), run by the
  /// runner itself: the badges measure the motion (a spin the watchdog stopped included), and
  /// the window is checked where a spin is shown, in `POST /api/spin`.
  func check(_ bytes: [UInt8]) throws(StudioError) -> JSONValue {
    let body = try StudioBody(bytes, allowed: ["overrides", "machine"])
    let machine = try machine(for: body)
    let targets = machine.targets ?? machine.randomTargets(seed: machine.seed)
    let result: SpinResult
    do {
      result = try SpinRunner(spec: machine.spec, targets: targets).runInline()
    } catch {
      throw StudioError(status: 500, "\(error)")
    }
    return StudioCheck(machine: machine, result: result).json
  }
}

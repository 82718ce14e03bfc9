import ReelKit

/// What the studio shows beside a spin: `reelsim check`'s motion warnings for the edited
/// machine, and the rule presets as pass/fail badges with the measured value.
///
/// | badge | measured | passes when |
/// |---|---|---|
/// | `rpm80` | the fastest cruise, `60·V/L` rpm | ≤ 80 (pachislot) |
/// | `atSpeed` | time from the last drum at cruise to the first stop request, s | ≥ 0 (pachislot) |
/// | `skillStop` | the stops a skill stop can reach from cruise within 4 symbols and 190 ms, symbols | ≥ 1 on every drum |
/// | `gameCycle` | the spin's last settle, s | ≥ 2.5 (UK online) |
struct StudioCheck {
  /// The machine checked.
  var machine: ResolvedMachine
  /// The spin measured (the badges of a spin are the spin's own).
  var result: SpinResult

  var json: JSONValue {
    let findings = MotionWarnings(machine: machine).findings(file: machine.spec.name)
    return JSONValue.object([
      "findings": JSONValue.array(findings.map(\.json)),
      "rules": JSONValue.array(rules.map(\.json)),
    ])
  }

  /// One badge.
  struct Rule {
    var id: String
    var name: String
    var measured: Double
    var limit: Double
    var unit: String
    var pass: Bool

    var json: JSONValue {
      JSONValue.object([
        "id": .string(id), "name": .string(name), "measured": JSONValue.number(measured),
        "limit": JSONValue.number(limit), "unit": .string(unit), "pass": .bool(pass),
      ])
    }
  }

  /// The badges, in table order.
  var rules: [Rule] {
    let spec = machine.spec
    let rpm = SpinMetric.cruiseRpm.value(of: result, spec: spec)
    let margin = SpinMetric.cruiseMargin.value(of: result, spec: spec)
    let cycle = SpinMetric.gameCycle.value(of: result, spec: spec)
    let reach =
      spec.drums.map { drum in
        let (nearest, farthest) = MotionWarnings.skillStopReach(of: drum)
        return max(0, farthest - nearest) / drum.geometry.symbolHeight
      }.min() ?? 0
    return [
      Rule(
        id: "rpm80", name: "at most 80 rpm", measured: rpm, limit: 80, unit: "rpm",
        pass: rpm <= 80),
      Rule(
        id: "atSpeed", name: "every drum at speed before the first stop", measured: margin,
        limit: 0, unit: "s", pass: margin >= 0),
      Rule(
        id: "skillStop", name: "skill stop within 4 symbols and 190 ms", measured: reach,
        limit: 1, unit: "symbols", pass: reach >= 1),
      Rule(
        id: "gameCycle", name: "game cycle at least 2.5 s", measured: cycle, limit: 2.5,
        unit: "s", pass: result.allStopped && cycle >= 2.5),
    ]
  }
}

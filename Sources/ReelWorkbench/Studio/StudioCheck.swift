import ReelKit

/// What the studio shows beside a spin: `reelsim check`'s motion warnings for the edited
/// machine, and the rule presets as pass/fail badges with the measured value.
///
/// | badge | measured | passes when |
/// |---|---|---|
/// | `rpm80` | the fastest cruise, `60·V/L` rpm | ≤ 80 (pachislot) |
/// | `atSpeed` | time from the last drum at cruise to the first stop request, s | ≥ 0 (pachislot) |
/// | `skillStop` | the longest time from a press to rest over every press moment of a revolution at cruise, s (``SkillStopProbe``; the detail gives the slide too) | ≤ 0.19 s and ≤ 4 symbols on every drum |
/// | `gameCycle` | the spin's last settle, s | ≥ 2.5 (UK online) |
///
/// The pachislot badges (`rpm80`, `atSpeed`, `skillStop`) judge the machine's drums; a
/// variable-row spin's top drum, which has no stop button, is not judged: the `rpm80` badge's
/// detail gives its rpm and says so (``TopDrumRules``). `gameCycle` ends with the top drum.
struct StudioCheck {
  /// The machine checked.
  var machine: ResolvedMachine
  /// The spin measured (the badges of a spin are the spin's own).
  var result: SpinResult
  /// The machine the spin ran: a variable-row spin's own (its rows, and its top drum as its
  /// last drum), else the machine's spec.
  var spec: MachineSpec

  init(machine: ResolvedMachine, result: SpinResult, spec: MachineSpec? = nil) {
    self.machine = machine
    self.result = result
    self.spec = spec ?? machine.spec
  }

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
    /// What the badge shows instead of `measured unit (limit …)`, when one number is not
    /// enough.
    var detail: String? = nil

    var json: JSONValue {
      JSONValue.object([
        "id": .string(id), "name": .string(name), "measured": JSONValue.number(measured),
        "limit": JSONValue.number(limit), "unit": .string(unit), "pass": .bool(pass),
        "detail": detail.map { .string($0) } ?? .null,
      ])
    }
  }

  /// The badges, in table order.
  var rules: [Rule] {
    // The pachislot badges judge the machine's drums; a variable-row spin's top drum is
    // shown beside them, not judged (TopDrumRules).
    let drums = machine.spec.drums.count
    let rpm = SpinMetric.cruiseRpm.value(of: result, spec: spec, drum: nil, drums: machine.spec)
    let margin = SpinMetric.cruiseMargin.value(
      of: result, spec: spec, drum: nil, drums: machine.spec)
    let cycle = SpinMetric.gameCycle.value(of: result, spec: spec)
    let skill = SkillStopProbe(spec: TopDrumRules.machineDrums(of: spec, drums: drums))
    let top = TopDrumRules.rpm(spec: spec, drums: drums)
    let notJudged = top.map {
      "; top drum \(formatFixed($0, decimals: 1)) rpm, not judged: no stop button"
    }
    let time = skill.time()
    let slide = skill.slide()
    let shown = { (value: Double, decimals: Int) in
      value.isFinite ? formatFixed(value, decimals: decimals) : "never at rest"
    }
    return [
      Rule(
        id: "rpm80", name: "at most 80 rpm", measured: rpm, limit: 80, unit: "rpm",
        pass: rpm <= 80,
        detail: notJudged.map { "\(formatFixed(rpm, decimals: 1)) rpm (limit 80)" + $0 }),
      Rule(
        id: "atSpeed", name: "every drum at speed before the first stop", measured: margin,
        limit: 0, unit: "s", pass: margin >= 0),
      Rule(
        id: "skillStop", name: "skill stop within 4 symbols and 190 ms",
        measured: time.isFinite ? time : -1, limit: skill.rule.timeLimit, unit: "s",
        pass: skill.meetsRule,
        detail: "worst press: \(shown(time * 1000, 1)) ms, \(shown(slide, 2)) symbols "
          + "(limits 190 ms, 4 symbols)" + (top == nil ? "" : "; the top drum has no stop button")),
      Rule(
        id: "gameCycle", name: "game cycle at least 2.5 s", measured: cycle, limit: 2.5,
        unit: "s", pass: result.allStopped && cycle >= 2.5),
    ]
  }
}

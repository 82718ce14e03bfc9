import ReelKit

/// What the studio shows beside a spin: `reelsim check`'s motion warnings for the edited
/// machine, and the badges of the rule sets the config declares (`rules`, as `reelsim check`
/// picks them) as pass/fail with the measured value. A machine that declares none (a prize
/// wheel, a video slot) has no badges.
///
/// | badge | rule set | measured | passes when |
/// |---|---|---|---|
/// | `rpm80` | `pachislot` | the fastest cruise, `60·V/L` rpm | ≤ 80 |
/// | `atSpeed` | `pachislot` | time from the last drum at cruise to the first stop request, s | ≥ 0 |
/// | `gameCycle` | `uk-online` | the shortest game cycle over every outcome, s (`check`'s measurement; the detail gives this spin's) | ≥ 2.5 s |
/// | `realStrips` | `pachislot`, `gli-11`, `ontario` | drums that splice | 0 |
/// | `skillStop` | `pachislot` | the longest time from a press to rest over every press moment of a revolution at cruise, s (``SkillStopProbe``; the detail gives the slide too) | ≤ 0.19 s and ≤ 4 symbols on every drum |
///
/// A failing badge carries its fix in `reelsim check`'s words (the finding at the same path)
/// and, when one edit is known to pass, `apply`: the page's overrides that make it pass.
///
/// The pachislot badges judge the machine's drums; a variable-row spin's top drum, which has
/// no stop button, is not judged: the `rpm80` badge's detail gives its rpm and says so
/// (``TopDrumRules``).
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

  /// The rule sets the config declares (`rules`), which `reelsim check` checks.
  var declared: [String] { machine.config.rules ?? [] }

  var json: JSONValue {
    let findings = MotionWarnings(machine: machine).findings(file: machine.spec.name)
    return JSONValue.object([
      "findings": JSONValue.array(findings.map(\.json)),
      "declared": JSONValue.array(declared.map { .string($0) }),
      "rules": JSONValue.array(rules(findings: findings).map(\.json)),
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
    /// The rule set the badge belongs to.
    var ruleSet = "pachislot"
    /// What would fix a failing badge, in `reelsim check`'s words.
    var fix: String? = nil
    /// The edits (override path → value) that make a failing badge pass.
    var apply: [(path: String, value: JSONValue)] = []

    var json: JSONValue {
      JSONValue.object([
        "id": .string(id), "name": .string(name), "measured": JSONValue.number(measured),
        "limit": JSONValue.number(limit), "unit": .string(unit), "pass": .bool(pass),
        "detail": detail.map { .string($0) } ?? .null, "ruleSet": .string(ruleSet),
        "fix": fix.map { .string($0) } ?? .null,
        "apply": apply.isEmpty
          ? .null
          : .object(
            apply.map { (key: $0.path, node: JSONNode(value: $0.value, line: 0, column: 0)) }),
      ])
    }
  }

  /// The badges of the declared rule sets, in table order.
  func rules(findings: [ConfigFinding]) -> [Rule] {
    var rules: [Rule] = []
    if machine.config.follows(.pachislot) { rules += pachislotRules }
    if machine.config.follows(.ukOnline) { rules.append(gameCycleRule) }
    let strict = machine.config.ruleSets.filter(\.forbidsSplice)
    if !strict.isEmpty { rules.append(realStripsRule(strict)) }
    for index in rules.indices where !rules[index].pass {
      let fix = StudioCheckFix(machine: machine, findings: findings)
      switch rules[index].id {
      case "rpm80": (rules[index].fix, rules[index].apply) = fix.cruise()
      case "skillStop": (rules[index].fix, rules[index].apply) = fix.skillStop()
      case "atSpeed":
        (rules[index].fix, rules[index].apply) = fix.atSpeed(margin: rules[index].measured)
      case "gameCycle":
        (rules[index].fix, rules[index].apply) = fix.gameCycle(shortest: rules[index].measured)
      case "realStrips": (rules[index].fix, rules[index].apply) = fix.realStrips()
      default: break
      }
    }
    return rules
  }

  /// `uk-online`: a game cycle of at least 2.5 s for every outcome. Measured: the shortest
  /// game cycle over every outcome (`check`'s measurement); the detail gives this spin's too.
  var gameCycleRule: Rule {
    let warnings = MotionWarnings(machine: machine)
    let shortest = warnings.shortestGameCycle()
    let limit = RuleSet.ukGameCycle
    let spin = SpinMetric.gameCycle.value(
      of: result, spec: spec, drum: nil, drums: machine.spec)
    let measured = shortest?.time ?? spin
    return Rule(
      id: "gameCycle", name: "game cycle at least 2.5 s", measured: measured, limit: limit,
      unit: "s", pass: measured >= limit,
      detail: "shortest over every outcome \(formatFixed(measured, decimals: 3)) s, this spin "
        + "\(formatFixed(spin, decimals: 3)) s (limit 2.5 s)",
      ruleSet: RuleSet.ukOnline.name)
  }

  /// The sets that forbid `splice`: the reels show the real strips. Measured: how many drums
  /// splice.
  func realStripsRule(_ sets: [RuleSet]) -> Rule {
    let splicing = machine.spec.drums.filter {
      $0.motion.profile.isPlanned && $0.motion.strategy == .splice
    }.count
    return Rule(
      id: "realStrips", name: "the reels show the real strips", measured: Double(splicing),
      limit: 0, unit: "drums splicing", pass: splicing == 0,
      detail: splicing == 0 ? nil : "\(splicing) of \(machine.spec.drums.count) drums splice",
      ruleSet: sets.map(\.name).joined(separator: ", "))
  }

  /// The pachislot badges, measured.
  var pachislotRules: [Rule] {
    // The pachislot badges judge the machine's drums; a variable-row spin's top drum is
    // shown beside them, not judged (TopDrumRules).
    let drums = machine.spec.drums.count
    let rpm = SpinMetric.cruiseRpm.value(of: result, spec: spec, drum: nil, drums: machine.spec)
    let margin = SpinMetric.cruiseMargin.value(
      of: result, spec: spec, drum: nil, drums: machine.spec)
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
    ]
  }
}

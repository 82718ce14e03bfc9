import ReelKit

/// What fixes a failing pachislot badge of the studio: the fix in `reelsim check`'s words
/// (its finding at the same JSON path) and, when one edit is known to pass, that edit as the
/// page's overrides (path → value), applied with one click.
struct StudioCheckFix {
  /// The machine as edited.
  var machine: ResolvedMachine
  /// `reelsim check`'s motion warnings for it.
  var findings: [ConfigFinding]

  private var warnings: MotionWarnings { MotionWarnings(machine: machine) }

  /// The fixes of the findings whose message contains `words`, joined.
  private func checkFix(_ words: String) -> String? {
    let fixes = findings.filter { $0.message.contains(words) && !$0.fix.isEmpty }
      .map(\.fix)
    return fixes.isEmpty ? nil : fixes.joined(separator: "; ")
  }

  /// At most 80 rpm: `cruiseSpeed ≤ 80·L/60` on every drum above it (rounded down to 4
  /// decimals, so that the edit passes).
  func cruise() -> (String?, [(path: String, value: JSONValue)]) {
    var edits: [(path: String, value: Double)] = []
    for (index, drum) in machine.spec.drums.enumerated() {
      let limit = 80 * drum.geometry.stripLength / 60
      guard drum.motion.cruiseSpeed > limit else { continue }
      let value = (limit * 10_000).rounded(.down) / 10_000
      let path = warnings.motionPath("cruiseSpeed", drum: index)
      if let at = edits.firstIndex(where: { $0.path == path }) {
        edits[at].value = min(edits[at].value, value)
      } else {
        edits.append((path, value))
      }
    }
    return (
      checkFix("pachislot reels turn at most 80 rpm"),
      edits.map { ($0.path, JSONValue.number($0.value)) }
    )
  }

  /// A skill stop within 4 symbols and 190 ms: a higher `maxDeceleration` (the lowest of a
  /// few steps up to 8× that passes, in three significant digits), else `profile linear`.
  func skillStop() -> (String?, [(path: String, value: JSONValue)]) {
    let fix = checkFix("a skill stop from cruise")
    let rule = SkillStop()
    let failing = machine.spec.drums.indices.filter { index in
      let reading = SkillStopProbe.reading(drum: index, spec: machine.spec, rule: rule)
      return reading.slide > Double(rule.maxSlip) * (1 + 1e-9)
        || reading.time > rule.timeLimit * (1 + 1e-9)
    }
    guard !failing.isEmpty else { return (fix, []) }
    let upper = StudioField.all.first { $0.name == "maxDeceleration" }?.maximum ?? 1e7
    for factor in [1.25, 1.5, 2, 3, 4, 6, 8] {
      var spec = machine.spec
      var edits: [(path: String, value: Double)] = []
      for index in failing {
        let value = Self.roundedUp(spec.drums[index].motion.maxDeceleration * factor)
        guard value <= upper else { continue }
        spec.drums[index].motion.maxDeceleration = value
        let path = warnings.motionPath("maxDeceleration", drum: index)
        if let at = edits.firstIndex(where: { $0.path == path }) {
          edits[at].value = max(edits[at].value, value)
        } else {
          edits.append((path, value))
        }
      }
      // A machine-wide path sets every drum that inherits it.
      for index in spec.drums.indices {
        let path = warnings.motionPath("maxDeceleration", drum: index)
        if let edit = edits.first(where: { $0.path == path }) {
          spec.drums[index].motion.maxDeceleration = edit.value
        }
      }
      if !edits.isEmpty, SkillStopProbe(spec: spec, rule: rule).meetsRule {
        return (fix, edits.map { ($0.path, JSONValue.number($0.value)) })
      }
    }
    var linear = machine.spec
    for index in linear.drums.indices { linear.drums[index].motion.profile = .linear }
    if SkillStopProbe(spec: linear, rule: rule).meetsRule {
      return (fix, [("motion.profile", .string("linear"))])
    }
    return (fix, [])
  }

  /// Every drum at speed before the first stop: a first stop `-margin` later (rounded up to
  /// the millisecond), when drum 0's request is set by `motion.firstStop`.
  func atSpeed(margin: Double) -> (String?, [(path: String, value: JSONValue)]) {
    guard margin.isFinite, margin < 0 else { return (nil, []) }
    let first = machine.spec.drums.first?.stopRequestTime ?? 0
    let value = ((first - margin) * 1000).rounded(.up) / 1000
    let fix = "firstStop ≥ \(formatNumber(value)) s (every drum at cruise before the first stop)"
    guard warnings.schedulePath(drum: 0) == "motion.firstStop" else { return (fix, []) }
    return (fix, [("motion.firstStop", .number(value))])
  }

  /// `value` rounded up to three significant digits.
  static func roundedUp(_ value: Double) -> Double {
    guard value.isFinite, value > 0 else { return value }
    var scale = 1.0
    while value / scale >= 1000 { scale *= 10 }
    while value / scale < 100 { scale /= 10 }
    return (value / scale).rounded(.up) * scale
  }

  /// A game cycle of at least 2.5 s: the first stop request later by what the shortest game
  /// cycle lacks (rounded up to a millisecond), when the schedule is `firstStop`.
  func gameCycle(shortest: Double) -> (String?, [(path: String, value: JSONValue)]) {
    let fix = checkFix("UK online slots need at least")
    let path = warnings.schedulePath(drum: 0)
    guard path.hasSuffix("firstStop"), let first = machine.spec.drums.first else {
      return (fix, [])
    }
    let later = ((first.stopRequestTime + RuleSet.ukGameCycle - shortest) * 1000).rounded(.up)
    return (fix, [(path, JSONValue.number(later / 1000))])
  }

  /// The reels show the real strips: `strategy wait` wherever `splice` is set.
  func realStrips() -> (String?, [(path: String, value: JSONValue)]) {
    var paths: [String] = []
    for (index, drum) in machine.spec.drums.enumerated() where drum.motion.strategy == .splice {
      let path = warnings.motionPath("strategy", drum: index)
      if !paths.contains(path) { paths.append(path) }
    }
    return (
      checkFix("under which the reels show the real strips"), paths.map { ($0, .string("wait")) }
    )
  }
}

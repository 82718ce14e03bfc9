import ReelKit

/// The motion warnings of `reelsim check`: settings that are valid but will look or behave
/// wrong, each with the JSON path to edit, what was measured and what would fix it.
public struct MotionWarnings: Sendable {
  /// The machine checked.
  public var machine: ResolvedMachine
  /// Jerk above this is a spike, pt/s³.
  public var jerkLimit: Double

  /// The default jerk limit, pt/s³.
  public static let defaultJerkLimit = 1e7

  /// Creates the check.
  public init(machine: ResolvedMachine, jerkLimit: Double = MotionWarnings.defaultJerkLimit) {
    self.machine = machine
    self.jerkLimit = jerkLimit
  }

  /// Every warning, in drum order, one per JSON path (a setting shared by several drums is
  /// reported once, naming them).
  public func findings(file: String) -> [ConfigFinding] {
    var byPath: [(path: String, message: String, fix: String, drums: [Int])] = []
    for (index, drum) in machine.spec.drums.enumerated() {
      for warning in warnings(drum: index, spec: drum) {
        let path =
          warning.field.hasPrefix("@")
          ? String(warning.field.dropFirst()) : motionPath(warning.field, drum: index)
        if let existing = byPath.firstIndex(where: { $0.path == path }) {
          byPath[existing].drums.append(index)
        } else {
          byPath.append((path, warning.message, warning.fix, [index]))
        }
      }
    }
    let count = machine.spec.drums.count
    let perDrum = byPath.map { entry in
      let who =
        count == 1
        ? ""
        : entry.drums.count == count
          ? "every drum: "
          : entry.drums.count == 1
            ? "drum \(entry.drums[0]): "
            : "drums \(entry.drums.map(String.init).joined(separator: ", ")): "
      return ConfigFinding(
        severity: .warning, file: file, path: entry.path, message: who + entry.message,
        fix: entry.fix)
    }
    let landings = machine.spec.drums.indices.map {
      DrumProbe.landings(drum: $0, machine: machine.spec)
    }
    return perDrum + scheduleFindings(landings, file: file)
      + gameCycleFindings(landings, file: file) + topDrumNotes(file: file)
  }

  /// A note, under the pachislot rules, that a variable-row machine's top drum is not judged
  /// by them (``TopDrumRules``), with its cruise in rpm.
  private func topDrumNotes(file: String) -> [ConfigFinding] {
    guard machine.config.follows(.pachislot),
      let topDrum = machine.variableRows?.topDrum
    else { return [] }
    let top = machine.spec.topDrumSpec(topDrum)
    let rpm = 60 * top.motion.cruiseSpeed / top.geometry.stripLength
    return [
      ConfigFinding(
        severity: .note, file: file, path: "topDrum",
        message: TopDrumRules.reason + "; it cruises at \(n(rpm)) rpm", fix: "")
    ]
  }

  /// The words the warnings use: a wheel's degrees, segments and pointer, or a reel
  /// machine's points, symbols and centre line.
  var words: MachineWords { machine.words }

  /// `drums[i].motion.F` when drum `i` overrides `F`, else `motion.F`.
  func motionPath(_ field: String, drum: Int) -> String {
    let overrides = machine.config.drums[drum].motion?.setFields ?? []
    return overrides.contains(field) ? "drums[\(drum)].motion.\(field)" : "motion.\(field)"
  }

  /// A per-drum warning before it is placed at its JSON path.
  struct Warning {
    /// A motion field name, or `@path` for any other JSON path.
    var field: String
    var message: String
    var fix: String
  }

  private func warnings(drum index: Int, spec: DrumSpec) -> [Warning] {
    let motion = spec.motion
    let geometry = spec.geometry
    let dt = machine.spec.clock.timeStep
    let h = geometry.symbolHeight
    let top = motion.cruiseSpeed * (motion.strategy == .solve ? 1 + motion.maxSpeedAdjust : 1)
    var found: [Warning] = []
    if top * dt > h / 2 {
      found.append(
        Warning(
          field: "cruiseSpeed",
          message:
            "travels \(words.length(n(top * dt))) per tick at cruise, more than half a \(words.symbol) "
            + "(\(words.length(n(h / 2)))): \(words.theDrum) aliases and can skip past things between ticks",
          fix:
            "cruiseSpeed ≤ \(n(h / (2 * dt) / (top / motion.cruiseSpeed))) \(words.speed), or a shorter "
            + "simulation.timeStep"))
    }
    switch motion.profile {
    case .classic:
      found += classicWarnings(motion: motion, dt: dt)
    case .linear:
      let jerk = motion.maxDeceleration / dt
      if jerk > jerkLimit {
        found.append(
          Warning(
            field: "profile",
            message:
              "the linear profile's deceleration jumps from 0 to \(n(motion.maxDeceleration)) "
              + "pt/s² in one tick when braking starts and back to 0 at rest: jerk spikes of "
              + "\(n(jerk)) \(words.jerk), above \(n(jerkLimit)) \(words.jerk)",
            fix: "profile cubic or back (they come to rest smoothly), or maxDeceleration ≤ "
              + "\(n(jerkLimit * dt)) \(words.acceleration)"))
      }
    case .back, .cubic:
      break
    }
    if motion.profile == .back, motion.overshoot > h {
      found.append(
        Warning(
          field: "overshoot",
          message:
            "the bounce of \(words.length(n(motion.overshoot))) is larger than a \(words.symbol) (\(words.length(n(h)))): "
            + "the next \(words.symbol) passes \(words.centreLine) before settling back",
          fix:
            "overshoot ≤ \(words.length(n(h))) (about a third of a \(words.symbol) looks natural)"))
    }
    if motion.windBackDistance > h {
      found.append(
        Warning(
          field: "windBackDistance",
          message:
            "the wind-back of \(words.length(n(motion.windBackDistance))) is larger than a \(words.symbol) "
            + "(\(words.length(n(h))))",
          fix: "windBackDistance ≤ \(words.length(n(h)))"))
    }
    found += roundingWarnings(spec: spec)
    found += solveWarnings(drum: index, spec: spec)
    found += ruleWarnings(drum: index, spec: spec)
    found += spliceWarnings(drum: index, spec: spec)
    return found
  }

  private func classicWarnings(motion: MotionParameters, dt: Double) -> [Warning] {
    var found: [Warning] = []
    let slowStep = motion.slowSpeed * dt
    if slowStep > 2 * motion.stopTolerance {
      found.append(
        Warning(
          field: "slowSpeed",
          message: "moves \(words.length(n(slowStep))) per tick in the slow zone, more than the "
            + "\(words.length(n(2 * motion.stopTolerance))) stop window (2 × stopTolerance): it can step "
            + "over its target and go round again, the original game's failure",
          fix: "slowSpeed < \(n(2 * motion.stopTolerance / dt)) \(words.speed), stopTolerance > "
            + "\(words.length(n(slowStep / 2))), or a shorter simulation.timeStep"))
    }
    let cruiseStep = motion.cruiseSpeed * dt
    if cruiseStep > motion.slowZone - motion.stopTolerance {
      found.append(
        Warning(
          field: "slowZone",
          message:
            "at cruise \(words.theDrum) moves \(words.length(n(cruiseStep))) per tick, more than the "
            + "\(words.length(n(motion.slowZone - motion.stopTolerance))) between the slow zone's edge and "
            + "the stop window: it can enter the slow zone too fast, or jump over it",
          fix:
            "slowZone ≥ \(words.length(n(cruiseStep + motion.stopTolerance))), or a lower cruiseSpeed"
        ))
    }
    return found
  }

  /// A braking time longer than the stop interval makes consecutive stops overlap: normal on
  /// video reels (``scheduleFindings(file:)`` warns when that puts stops out of order), but
  /// a pachislot player expects each reel to have stopped before the next one brakes.
  private func overlapWarnings(drum index: Int, spec: DrumSpec) -> [Warning] {
    let drums = machine.spec.drums
    guard index + 1 < drums.count else { return [] }
    let interval = drums[index + 1].stopRequestTime - spec.stopRequestTime
    let motion = spec.motion
    let v = motion.cruiseSpeed
    let braking: Double =
      switch motion.profile {
      case .linear: v / motion.maxDeceleration
      case .cubic: 2 * v / motion.maxDeceleration
      case .back: 2 * v / motion.maxDeceleration + motion.settleTime
      case .classic: motion.slowZone / motion.slowSpeed
      }
    guard interval < braking else { return [] }
    return [
      Warning(
        field: "stopInterval",
        message: "stops are requested \(n(interval)) s apart but braking takes \(n(braking)) s: "
          + "a reel starts braking before the one before it has stopped, which pachislot "
          + "players do not expect",
        fix: "stopInterval ≥ \(n(braking)) s, or a higher maxDeceleration")
    ]
  }

  /// Targets the `solve` strategy cannot reach within `maxSpeedAdjust`.
  private func solveWarnings(drum index: Int, spec: DrumSpec) -> [Warning] {
    guard spec.motion.profile.isPlanned, spec.motion.strategy == .solve else { return [] }
    var unreachable: [Int] = []
    for target in spec.geometry.strip.indices {
      var events: [SpinEvent] = []
      let simulator = DrumSimulator(
        drum: index, spec: spec, clock: machine.spec.clock, target: target, events: &events)
      if simulator.solvedLanding == nil { unreachable.append(target) }
    }
    guard !unreachable.isEmpty else { return [] }
    let listed = unreachable.prefix(8).map(String.init).joined(separator: ", ")
    return [
      Warning(
        field: "maxSpeedAdjust",
        message: "solve cannot reach \(unreachable.count) of \(spec.geometry.symbolCount) targets "
          + "(\(listed)\(unreachable.count > 8 ? ", …" : "")) within ±\(n(spec.motion.maxSpeedAdjust * 100)) % "
          + "of the cruise speed; they fall back to wait",
        fix: "a larger maxSpeedAdjust, or a later firstStop (a longer spin needs less adjustment)")
    ]
  }

  /// Pachislot rules, when the config says it follows them.
  private func ruleWarnings(drum index: Int, spec: DrumSpec) -> [Warning] {
    guard machine.config.follows(.pachislot) else { return [] }
    var found = overlapWarnings(drum: index, spec: spec)
    if spec.geometry.symbolCount > 21 {
      found.append(
        Warning(
          field: "@drums[\(index)].strip",
          message:
            "has \(spec.geometry.symbolCount) \(words.symbols); pachislot strips have at most 21",
          fix: "at most 21 \(words.symbols)"))
    }
    found += skillStopWarnings(drum: index)
    let rpm = 60 * spec.motion.cruiseSpeed / spec.geometry.stripLength
    if rpm > 80 {
      found.append(
        Warning(
          field: "cruiseSpeed",
          message: "cruises at \(n(rpm)) rpm; pachislot reels turn at most 80 rpm",
          fix: "cruiseSpeed ≤ \(n(80 * spec.geometry.stripLength / 60)) \(words.speed)"))
    }
    return found
  }

  /// A skill stop (4 symbols, 190 ms) meets the rule only when every press moment of a
  /// revolution at cruise rests within both limits (``SkillStopProbe``, the measurement the
  /// studio's badge and the tuner's `skillStopSlide`/`skillStopTime` read).
  private func skillStopWarnings(drum index: Int) -> [Warning] {
    let rule = SkillStop()
    let reading = SkillStopProbe.reading(drum: index, spec: machine.spec, rule: rule)
    guard
      reading.slide > Double(rule.maxSlip) * (1 + 1e-9)
        || reading.time > rule.timeLimit * (1 + 1e-9)
    else { return [] }
    return [
      Warning(
        field: "maxDeceleration",
        message:
          "a skill stop from cruise slides up to \(n(reading.slide)) \(words.symbols) and takes up "
          + "to \(n(reading.time * 1000)) ms from the press to rest (over \(reading.presses) press "
          + "moments in \(words.revolution)); the rule allows \(rule.maxSlip) \(words.symbols) and "
          + "\(n(rule.timeLimit * 1000)) ms",
        fix: "a higher maxDeceleration, or profile linear (it covers v·t/2 in time t, cubic v·t/3)")
    ]
  }

  /// A number for messages: at most four decimals, no trailing zeros.
  func n(_ value: Double) -> String {
    formatNumber((value * 10_000).rounded() / 10_000)
  }
}

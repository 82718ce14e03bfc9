import ReelKitSupport

/// A scripted spin: slam, quicken, late result, skill-stop presses and anticipation, at
/// times in seconds. The script turns into timed commands per drum, so that a spin with
/// controls is as deterministic as one without, and runs its drums in parallel just the same.
public struct SpinControls: Sendable, Equatable, Hashable {
  /// A slam stop.
  public struct Slam: Sendable, Equatable, Hashable {
    /// When, seconds.
    public var at: Double
    /// Which drums (all when `nil`).
    public var drums: [Int]?
    /// Rest on the target at once instead of braking.
    public var instant: Bool

    /// Creates a slam.
    public init(at: Double, drums: [Int]? = nil, instant: Bool = false) {
      self.at = at
      self.drums = drums
      self.instant = instant
    }
  }

  /// Anticipation: when the drums before drum `i` show at least `count` of `symbol` in their
  /// windows, drum `i` and the drums after it stop `extend` seconds later than scheduled, the
  /// following ones `interval` apart.
  public struct Anticipation: Sendable, Equatable, Hashable {
    /// The symbol that teases (e.g. a scatter).
    public var symbol: String
    /// How many of it on the drums already stopped start the tease.
    public var count: Int
    /// How much later drum `i`'s stop is requested, seconds.
    public var extend: Double
    /// The interval between the stops of the teased drums, seconds.
    public var interval: Double
    /// The speed the teased drums slow to while they wait, pt/s (`nil`: they keep cruising).
    public var teaseSpeed: Double?

    /// Creates a rule.
    public init(
      symbol: String, count: Int = 2, extend: Double = 1.0, interval: Double = 0.6,
      teaseSpeed: Double? = nil
    ) {
      self.symbol = symbol
      self.count = count
      self.extend = extend
      self.interval = interval
      self.teaseSpeed = teaseSpeed
    }
  }

  /// A slam stop, if any.
  public var slam: Slam?
  /// Quicken: at `quickenAt` seconds the time left until every pending stop request is
  /// multiplied by `quickenFactor`.
  public var quickenAt: Double?
  /// See ``quickenAt``.
  public var quickenFactor: Double?
  /// The late result: targets arrive at this time (seconds); no drum may request a stop
  /// before. The schedule moves later so that drum 0's request is at least this time and
  /// ``minimumSpinTime``, the others keeping their intervals.
  public var resultAt: Double?
  /// With a late result: the earliest time of the first stop request, seconds.
  public var minimumSpinTime: Double?
  /// Skill stop: the time each drum's stop button is pressed (`nil`: its schedule).
  public var presses: [Double?]?
  /// The limits of a skill stop.
  public var skillStop: SkillStop
  /// Anticipation, if any.
  public var anticipation: Anticipation?

  /// Creates controls; every part is optional.
  public init(
    slam: Slam? = nil, quickenAt: Double? = nil, quickenFactor: Double? = nil,
    resultAt: Double? = nil, minimumSpinTime: Double? = nil, presses: [Double?]? = nil,
    skillStop: SkillStop = SkillStop(), anticipation: Anticipation? = nil
  ) {
    self.slam = slam
    self.quickenAt = quickenAt
    self.quickenFactor = quickenFactor
    self.resultAt = resultAt
    self.minimumSpinTime = minimumSpinTime
    self.presses = presses
    self.skillStop = skillStop
    self.anticipation = anticipation
  }

  /// The allowed values of the script's numbers, checked by ``issues(drums:)``.
  public enum Ranges {
    /// Every time of the script (`slam.at`, `quickenAt`, `resultAt`, presses, …), s.
    public static let time = ParameterRange(0, 3600, unit: "s")
    /// `quickenFactor`: the time left until each stop request is multiplied by it.
    public static let quickenFactor = ParameterRange(
      0, 1, unit: "(fraction)", excludingLowerBound: true)
    /// `skillStop.maxSlip`, whole symbols.
    public static let maxSlip = ParameterRange(1, 100, unit: "symbols")
    /// `skillStop.timeLimit`, s.
    public static let timeLimit = ParameterRange(0, 10, unit: "s", excludingLowerBound: true)
    /// `anticipation.count`, symbols.
    public static let anticipationCount = ParameterRange(1, 1000, unit: "symbols")
    /// `anticipation.teaseSpeed`, pt/s.
    public static let teaseSpeed = ParameterRange(
      0, MotionParameters.speedLimit, unit: "pt/s", excludingLowerBound: true)
  }

  /// Checks every time, factor and limit; an empty array means the script is valid.
  public func issues(drums: Int) -> [ParameterIssue] {
    var check = IssueCollector()
    if let slam {
      check.require("slam.at", slam.at, in: Ranges.time)
      for (index, drum) in (slam.drums ?? []).enumerated() {
        check.require("slam.drums[\(index)]", drum, in: 0...max(0, drums - 1), unit: "(drum)")
      }
    }
    if let quickenAt { check.require("quickenAt", quickenAt, in: Ranges.time) }
    if let quickenFactor { check.require("quickenFactor", quickenFactor, in: Ranges.quickenFactor) }
    if let resultAt { check.require("resultAt", resultAt, in: Ranges.time) }
    if let minimumSpinTime { check.require("minimumSpinTime", minimumSpinTime, in: Ranges.time) }
    if let presses {
      if presses.count > drums {
        check.fail(
          "presses",
          "has \(counted(presses.count, "time")) for \(counted(drums, "drum")) (allowed: one per drum)"
        )
      }
      for (index, press) in presses.enumerated() {
        if let press { check.require("presses[\(index)]", press, in: Ranges.time) }
      }
    }
    check.require("skillStop.maxSlip", skillStop.maxSlip, in: Ranges.maxSlip)
    check.require("skillStop.timeLimit", skillStop.timeLimit, in: Ranges.timeLimit)
    if let anticipation {
      check.require("anticipation.count", anticipation.count, in: Ranges.anticipationCount)
      check.require("anticipation.extend", anticipation.extend, in: Ranges.time)
      check.require("anticipation.interval", anticipation.interval, in: Ranges.time)
      if let tease = anticipation.teaseSpeed {
        check.require("anticipation.teaseSpeed", tease, in: Ranges.teaseSpeed)
      }
    }
    return check.issues
  }

  /// Whether the targets are unknown when the spin starts.
  public var hasLateResult: Bool { resultAt != nil }

  /// The timed commands of every drum, each list sorted by tick (at one tick: the result
  /// first, then anticipation, quicken, slam and press).
  public func commands(for spec: MachineSpec, targets: [Int]) -> [[TimedCommand]] {
    let clock = spec.clock
    var commands = [[(order: Int, command: TimedCommand)]](repeating: [], count: spec.drums.count)
    func add(_ drum: Int, _ order: Int, atTick tick: Int, _ command: DrumCommand) {
      guard spec.drums.indices.contains(drum) else { return }
      commands[drum].append((order, TimedCommand(tick: tick, command: command)))
    }
    func add(_ drum: Int, _ order: Int, at seconds: Double, _ command: DrumCommand) {
      add(drum, order, atTick: clock.tick(atOrAfter: seconds), command)
    }
    if let resultAt {
      let earliest = spec.lateStopTimes(resultAt: resultAt, minimumSpinTime: minimumSpinTime)
      for drum in spec.drums.indices {
        add(
          drum, 0, at: resultAt,
          .reveal(
            target: targets[drum], earliestStopTick: clock.tick(atOrAfter: earliest[drum])))
      }
    }
    if let anticipation, let start = anticipationStart(anticipation, spec: spec, targets: targets) {
      let base = spec.drums[start].stopRequestTime + anticipation.extend
      for drum in start..<spec.drums.count {
        let stop = base + Double(drum - start) * anticipation.interval
        // Commands act after a tick's own decisions: on the scheduled tick itself the request
        // would already have fired, so the schedule moves on the tick before.
        let scheduled = clock.tick(atOrAfter: spec.drums[drum].stopRequestTime)
        add(
          drum, 1, atTick: max(0, scheduled - 1),
          .anticipate(
            stopTick: clock.tick(atOrAfter: stop), teaseSpeed: anticipation.teaseSpeed))
      }
    }
    if let quickenAt {
      let quickenFactor = quickenFactor ?? 0.5
      for drum in spec.drums.indices {
        add(drum, 2, at: quickenAt, .quicken(factor: quickenFactor))
      }
    }
    if let slam {
      for drum in slam.drums ?? Array(spec.drums.indices) {
        add(drum, 3, at: slam.at, .slam(instant: slam.instant))
      }
    }
    for (drum, press) in (presses ?? []).enumerated() {
      if let press { add(drum, 4, at: press, .press(skillStop)) }
    }
    return commands.map { list in
      list.enumerated().sortedStably {
        ($0.element.command.tick, $0.element.order, $0.offset)
          < ($1.element.command.tick, $1.element.order, $1.offset)
      }.map({ $0.element.command })
    }
  }

  /// The first drum whose predecessors show at least `count` of the symbol, decided from
  /// the targets (so it is known before the reels stop, and deterministic).
  public func anticipationStart(
    _ rule: Anticipation, spec: MachineSpec, targets: [Int]
  ) -> Int? {
    var seen = 0
    for drum in spec.drums.indices {
      if seen >= rule.count, drum > 0 { return drum }
      seen +=
        spec.drums[drum].geometry.window(restingAt: targets[drum]).filter {
          $0.isSameSymbol(as: rule.symbol)
        }
        .count
    }
    return nil
  }
}

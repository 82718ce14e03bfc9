import ReelKitSupport

/// A whole machine ready to spin: its drums, its clock and its watchdog.
public struct MachineSpec: Sendable, Equatable, Hashable {
  /// The most drums a machine may have.
  public static let maximumDrums = 64
  /// The longest watchdog the model accepts, seconds.
  public static let maximumDuration = 3600.0
  /// The allowed watchdogs: more than 0 s, at most ``maximumDuration``.
  public static let maxDurationRange = ParameterRange(
    0, maximumDuration, unit: "s", excludingLowerBound: true)
  /// The most drum-ticks one spin may simulate (drums × watchdog ticks): a spin that never
  /// stops then still ends within seconds, not hours.
  public static let maximumDrumTicks = 20_000_000

  /// The machine's name, as shown in traces and summaries.
  public var name: String
  /// The drums, left to right.
  public var drums: [DrumSpec]
  /// The fixed-step clock.
  public var clock: SimulationClock
  /// The watchdog: a spin whose drums have not all stopped by this time fails, seconds.
  public var maxDuration: Double

  /// Creates a machine spec; by default with the 240 Hz clock and a 30 s watchdog.
  public init(
    name: String = "machine", drums: [DrumSpec], clock: SimulationClock = SimulationClock(),
    maxDuration: Double = MachineSpec.defaultMaxDuration
  ) {
    self.name = name
    self.drums = drums
    self.clock = clock
    self.maxDuration = maxDuration
  }

  /// The watchdog tick: the last tick a spin may run.
  public var watchdogTick: Int { clock.tick(atOrAfter: maxDuration) }

  /// Checks the whole machine; field paths are relative to it (`drums[1].motion.cruiseSpeed`).
  /// Once every field is valid on its own, every drum's stop request must come before the
  /// watchdog (``scheduleIssues()``).
  public func issues() -> [ParameterIssue] {
    var check = IssueCollector()
    if drums.isEmpty || drums.count > Self.maximumDrums {
      check.fail("drums", "has \(drums.count) drums (allowed: 1 ... \(Self.maximumDrums))")
    }
    for (index, drum) in drums.enumerated() {
      check.issues += drum.issues().map { $0.prefixed("drums[\(index)]") }
    }
    // As the spec is encoded: the time step lives in `clock`.
    check.issues += clockIssues().map {
      $0.field.hasSameBytes(as: "timeStep") ? $0.prefixed("clock") : $0
    }
    // Compares two fields: only once each is valid on its own.
    if check.issues.isEmpty { check.issues += scheduleIssues() }
    return check.issues
  }

  /// Checks the time step and the watchdog.
  public func clockIssues() -> [ParameterIssue] {
    var check = IssueCollector()
    check.require("timeStep", clock.timeStep, in: SimulationClock.timeStepRange)
    check.require("maxDuration", maxDuration, in: Self.maxDurationRange)
    guard check.issues.isEmpty else { return check.issues }
    let drumTicks = Double(max(1, drums.count)) * maxDuration / clock.timeStep
    if drumTicks > Double(Self.maximumDrumTicks) {
      let longest = Double(Self.maximumDrumTicks) * clock.timeStep / Double(max(1, drums.count))
      check.fail(
        "maxDuration",
        "\(format(maxDuration)) s at \(format((1 / clock.timeStep).rounded())) Hz with "
          + "\(counted(drums.count, "drum")) could simulate \(format(drumTicks.rounded())) drum-ticks "
          + "(allowed: at most \(Self.maximumDrumTicks); here maxDuration ≤ \(format(longest.rounded(.down))) s, "
          + "or a longer timeStep)")
    }
    return check.issues
  }
}

#if !hasFeature(Embedded)
  extension MachineSpec: Codable {}
#endif

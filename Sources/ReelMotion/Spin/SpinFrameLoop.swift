/// A spin driven by an app's display: one call per frame returns the events and the drums
/// up to the display time.
///
/// ```swift
/// var spin = try SpinFrameLoop(spec: spec, targets: nil)   // the result comes later
/// // every display frame, `elapsed` seconds since the spin started:
/// let frame = try spin.frame(at: elapsed)
/// for event in frame.events { handle(event) }               // tick 0's events included
/// for drum in frame.drums {
///   for symbol in drum.symbols { draw(symbol.symbol, y: resultY + symbol.position) }
/// }
/// // when the server answers, a button is pressed, …:
/// try spin.revealResult(targets)                             // keeps the stop schedule
/// try spin.slam()
/// ```
///
/// The machine steps its fixed clock up to the display time and the frame interpolates
/// between the last two ticks (``SpinMachine/sample(at:)``), so 30, 60, 144 or jittered
/// frame rates show the same motion. An event is delivered by the first frame whose time is
/// at or after it, and the frame shows its tick: a `.settled` drum is drawn at rest. Commands
/// act at the machine's current tick (at most one tick after the last frame); their events
/// come with the next frame. Misuse throws ``SpinUsageError`` and changes nothing.
public struct SpinFrameLoop: Sendable {
  /// The machine: targets, results and the spec.
  public private(set) var machine: SpinMachine
  /// Events that happened after the last frame's time, for the next frames.
  public private(set) var heldEvents: [SpinEvent]
  /// The time of the last frame, seconds; `nil` before the first.
  public private(set) var lastFrameTime: Double?

  /// Starts a spin (``SpinMachine/init(checking:targets:controls:)``): `targets` `nil` for a
  /// late result revealed with ``revealResult(_:earliestStops:)``.
  public init(spec: MachineSpec, targets: [Int]?, controls: SpinControls? = nil)
    throws(SpinUsageError)
  {
    try self.init(machine: SpinMachine(checking: spec, targets: targets, controls: controls))
  }

  /// Drives `machine` (created in code or decoded) from its current tick; at tick 0 its
  /// ``SpinMachine/startEvents`` come with the first frame. Throws when the machine does not
  /// pass ``SpinMachine/issues()``.
  public init(machine: SpinMachine) throws(SpinUsageError) {
    let issues = machine.issues()
    guard issues.isEmpty else { throw .invalid(issues) }
    self.machine = machine
    heldEvents = machine.tick == 0 ? machine.startEvents : []
    lastFrameTime = nil
  }

  /// The frame at `seconds` since the spin started: steps the machine up to it, returns the
  /// events up to it and every drum's position. `seconds` must be finite, at least 0 and not
  /// before the previous frame's (the same time again is fine).
  public mutating func frame(at seconds: Double) throws(SpinUsageError) -> SpinFrame {
    guard seconds.isFinite, seconds >= 0 else {
      throw .outOfRange(field: "seconds", value: seconds, allowed: "a finite time ≥ 0 s")
    }
    if let last = lastFrameTime, seconds < last {
      throw .timeWentBack(previous: last, given: seconds)
    }
    lastFrameTime = seconds
    heldEvents += machine.advance(to: seconds)
    let due = heldEvents.prefix { $0.time <= seconds }.count
    let events = Array(heldEvents.prefix(due))
    heldEvents.removeFirst(due)
    let failure = machine.failure.flatMap {
      machine.spec.clock.time(atTick: $0.tick) <= seconds ? $0 : nil
    }
    return SpinFrame(
      time: seconds, events: events, drums: machine.sample(at: seconds), failure: failure,
      isFinished: machine.isFinished && heldEvents.isEmpty && machine.time <= seconds)
  }

  /// Slam stop now (``SpinMachine/slam(drums:instant:)``); throws for a drum that is not one.
  public mutating func slam(drums chosen: [Int]? = nil, instant: Bool = false)
    throws(SpinUsageError)
  {
    try machine.checkDrums(chosen)
    heldEvents += machine.slam(drums: chosen, instant: instant)
  }

  /// Quicken now (``SpinMachine/quicken(by:)``); `factor` in `0 ... 1`.
  public mutating func quicken(by factor: Double) throws(SpinUsageError) {
    try SpinMachine.checkQuicken(factor)
    heldEvents += machine.quicken(by: factor)
  }

  /// The late result arrives now (``SpinMachine/revealResult(_:earliestStops:)``): by
  /// default the configured stop schedule is kept.
  public mutating func revealResult(_ targets: [Int], earliestStops: [Double]? = nil)
    throws(SpinUsageError)
  {
    heldEvents += try machine.revealResult(targets, earliestStops: earliestStops)
  }

  /// A player presses drum `drum`'s stop button now (``SpinMachine/press(drum:rule:)``).
  public mutating func press(drum: Int, rule: SkillStop = SkillStop()) throws(SpinUsageError) {
    try machine.checkDrums([drum])
    try SpinMachine.checkSkillStop(rule)
    heldEvents += machine.press(drum: drum, rule: rule)
  }
}

#if !hasFeature(Embedded)
  extension SpinFrameLoop: Codable {
    private enum CodingKeys: String, CodingKey {
      case machine, heldEvents, lastFrameTime
    }

    /// Decodes a saved frame loop and checks its machine as ``init(machine:)`` does (a
    /// decoded state is untrusted: it must pass ``SpinMachine/issues()`` before it runs), and
    /// that the held events and the last frame time are in order.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let machine = try container.decode(SpinMachine.self, forKey: .machine)
      try self.init(machine: machine)
      heldEvents = try container.decode([SpinEvent].self, forKey: .heldEvents)
      lastFrameTime = try container.decodeIfPresent(Double.self, forKey: .lastFrameTime)
      if let time = lastFrameTime, !(time.isFinite && time >= 0) {
        throw SpinUsageError.outOfRange(
          field: "lastFrameTime", value: time, allowed: "a finite time ≥ 0 s")
      }
      if heldEvents.contains(where: { $0.tick < 0 || $0.tick > machine.tick + 1 }) {
        throw SpinUsageError.invalid([
          ParameterIssue(
            field: "heldEvents",
            message: "an event lies outside the ticks run (allowed: 0 ... the next tick)")
        ])
      }
    }
  }
#endif

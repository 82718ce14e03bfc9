/// Runs a whole spin: every drum as a child task of a task group, all awaited, results kept
/// in drum order whatever order the tasks finish in.
///
/// Drums are independent once their targets and stop requests are known, so they run in
/// parallel. Events are published on an `AsyncStream` continuation in simulated-time order
/// (tick, then drum) once the drums are simulated — the simulation runs far faster than real
/// time, so an app that shows the spin drives ``SpinMachine`` from its frame loop instead.
///
/// A spin the watchdog ends is returned like any other: its result holds the spin up to the
/// watchdog tick and says why in ``SpinResult/failure``. Only cancellation throws.
///
/// ```swift
/// let (events, continuation) = AsyncStream.makeStream(of: SpinEvent.self)
/// async let result = SpinRunner(spec: machine, targets: [3, 17, 5]).run(events: continuation)
/// for await event in events { print(event) }
/// let spin = try await result
/// if let failure = spin.failure { print(failure) }  // the watchdog fired
/// ```
public struct SpinRunner: Sendable {
  /// The machine to spin.
  public var spec: MachineSpec
  /// The target index of each drum, decided before the spin.
  public var targets: [Int]
  /// Whether to keep every drum's tick-by-tick trace in the result.
  public var recordsTrace: Bool
  /// Scripted controls (slam, quicken, late result, presses, anticipation), if any.
  public var controls: SpinControls?

  /// Creates a runner. `targets` must have one valid strip index per drum (one target per
  /// drum is a precondition: a mismatch is a programming error and traps).
  public init(
    spec: MachineSpec, targets: [Int], recordsTrace: Bool = false, controls: SpinControls? = nil
  ) {
    precondition(targets.count == spec.drums.count, "one target per drum")
    self.spec = spec
    self.targets = targets
    self.recordsTrace = recordsTrace
    self.controls = controls
  }

  /// Each drum's commands and its target at the start (`nil` until a late result).
  private var plan: [(target: Int?, commands: [TimedCommand])] {
    let commands =
      controls?.commands(for: spec, targets: targets) ?? Array(repeating: [], count: targets.count)
    let late = controls?.hasLateResult ?? false
    return zip(targets, commands).map { (late ? nil : $0, $1) }
  }

  #if !hasFeature(Embedded)
    /// Runs the spin.
    ///
    /// - Parameter events: receives every event in order, then is finished (also when the
    ///   watchdog fired or the task was cancelled).
    /// - Returns: the result: every drum at rest, or, when the watchdog fired with a drum still
    ///   moving, the spin up to the watchdog tick with its ``SpinResult/failure``.
    /// - Throws: `CancellationError` when the task was cancelled, and nothing else.
    public func run(events: AsyncStream<SpinEvent>.Continuation? = nil) async throws -> SpinResult {
      defer { events?.finish() }
      let spec = spec
      let targets = targets
      let recordsTrace = recordsTrace
      let watchdogTick = spec.watchdogTick
      let plan = plan
      let runs = try await withThrowingTaskGroup(of: (Int, DrumRun).self) { group in
        for (index, drum) in spec.drums.enumerated() {
          group.addTask {
            let run = try DrumRun.simulate(
              drum: index, spec: drum, clock: spec.clock, target: plan[index].target,
              watchdogTick: watchdogTick, recordsTrace: recordsTrace,
              commands: plan[index].commands)
            return (index, run)
          }
        }
        var runs = [DrumRun?](repeating: nil, count: spec.drums.count)
        for try await (index, run) in group { runs[index] = run }
        return runs.map { $0! }
      }
      let result = DrumRun.merge(runs, spec: spec, targets: targets)
      for event in result.events { events?.yield(event) }
      return result
    }
  #endif

  /// Runs the spin in the calling task, one drum after another: for batch work (many spins
  /// at once) that already keeps every core busy with whole spins. The result is identical
  /// to ``run(events:)``'s, a watchdog failure included (in ``SpinResult/failure``).
  ///
  /// - Throws: `CancellationError` when the task was cancelled, and nothing else.
  public func runInline() throws -> SpinResult {
    let watchdogTick = spec.watchdogTick
    let plan = plan
    let runs = try spec.drums.enumerated().map { index, drum in
      try DrumRun.simulate(
        drum: index, spec: drum, clock: spec.clock, target: plan[index].target,
        watchdogTick: watchdogTick, recordsTrace: recordsTrace, commands: plan[index].commands)
    }
    return DrumRun.merge(runs, spec: spec, targets: targets)
  }

  /// Runs the spin like ``runInline()`` and writes every drum's tick-by-tick trace into
  /// `traces` (one array per drum, tick 0 to its settle tick) instead of the result, whose
  /// ``SpinResult/traces`` is `nil`: the arrays are emptied and refilled, keeping their
  /// storage, so a caller that spins again and again with one buffer allocates no trace
  /// after the first spin. The samples are the ones ``recordsTrace`` keeps, bit for bit.
  ///
  /// - Throws: `CancellationError` when the task was cancelled, and nothing else.
  public func runInline(tracesInto traces: inout [[DrumSample]]) throws -> SpinResult {
    let watchdogTick = spec.watchdogTick
    let plan = plan
    if traces.count > spec.drums.count { traces.removeLast(traces.count - spec.drums.count) }
    while traces.count < spec.drums.count { traces.append([]) }
    var runs: [DrumRun] = []
    runs.reserveCapacity(spec.drums.count)
    for (index, drum) in spec.drums.enumerated() {
      runs.append(
        try DrumRun.simulate(
          drum: index, spec: drum, clock: spec.clock, target: plan[index].target,
          watchdogTick: watchdogTick, commands: plan[index].commands,
          traceInto: &traces[index]))
    }
    return DrumRun.merge(runs, spec: spec, targets: targets)
  }
}

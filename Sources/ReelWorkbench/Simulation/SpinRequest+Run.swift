import ReelKit

extension SpinRequest {
  /// A request with targets already decided (a regression spin, a tuning outcome, a history
  /// line), scripted by `controls` if given; `rows` for a variable-row machine.
  public init(
    machine: ResolvedMachine, seed: UInt64, targets: [Int], targetSource: String,
    controls: SpinControls? = nil, rows: SpinRows? = nil
  ) {
    self.machine = machine
    self.seed = seed
    self.targets = targets
    self.targetSource = targetSource
    self.controls = controls
    self.rows = rows
  }

  /// The runner of this spin, scripted by ``controls``.
  func runner(recordingTrace: Bool) -> SpinRunner {
    SpinRunner(
      spec: spec, targets: motionTargets, recordsTrace: recordingTrace, controls: controls)
  }

  /// Runs the spin with every drum as a child task (``/ReelKit/SpinRunner/run(events:)``), traces
  /// recorded when asked for, and checks its window.
  ///
  /// - Returns: the result; when the watchdog fired, the spin up to the watchdog with its
  ///   ``/ReelKit/SpinResult/failure`` (a normal outcome, not an error).
  /// - Throws: ``/ReelKit/WindowMismatch`` when a drum at rest shows another window than its target
  ///   decides (``checked(_:)``); `CancellationError` when the task was cancelled.
  public func run(recordingTrace: Bool) async throws -> SpinResult {
    try checked(await runner(recordingTrace: recordingTrace).run())
  }

  /// Runs the spin in the calling task, one drum after another
  /// (``/ReelKit/SpinRunner/runInline()``): for workers that already keep every core busy with
  /// whole spins. Returns and throws as ``run(recordingTrace:)``.
  public func runInline(recordingTrace: Bool) throws -> SpinResult {
    try checked(runner(recordingTrace: recordingTrace).runInline())
  }

  /// Checks a finished spin of this request — run here, or stepped by ``SpinSession`` — and
  /// returns it: every drum at rest must show the window its target decides
  /// (``/ReelKit/SymbolWindow/check(_:on:)``), for the motion must only show the outcome. A drum
  /// the watchdog stopped is not checked.
  ///
  /// - Throws: ``/ReelKit/WindowMismatch`` naming the drum and both windows.
  public func checked(_ result: SpinResult) throws(WindowMismatch) -> SpinResult {
    try SymbolWindow.check(result, on: spec)
    return result
  }

  /// The summary of a finished run — what `simulate` prints — with its result code, its
  /// watchdog failure if any and, when the machine has a paytable and every drum came to
  /// rest, the wins of its window and its features (``ResolvedMachine/summary(of:seed:targetSource:)``).
  public func summary(of result: SpinResult) -> SpinSummary {
    machine.summary(of: result, seed: seed, targetSource: targetSource)
  }
}

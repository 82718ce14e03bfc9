import ReelKit

/// What one spin did, as a golden record keeps it: its label, seed and targets, the summary
/// exactly as `reelsim simulate --json` prints it, and the SHA-256 of its trace exactly as
/// `reelsim simulate --trace FILE.dat` writes it (so `sha256sum FILE.dat` checks it).
public struct SpinRecord: Sendable, Equatable {
  /// The spin's label in its scenario.
  public var label: String
  /// The seed.
  public var seed: UInt64
  /// The targets.
  public var targets: [Int]
  /// SHA-256 of the `.dat` trace, hex.
  public var traceDigest: String
  /// The `simulate --json` summary.
  public var summary: JSONValue

  /// The record of a spin that ran with its trace recorded.
  public init(request: SpinRequest, label: String, result: SpinResult, failure: SpinFailure?) {
    precondition(result.traces != nil, "the spin must record its trace")
    self.label = label
    seed = request.seed
    targets = request.targets
    let trace = TraceWriter.text(of: result, seed: request.seed, format: .dat)
    traceDigest = SHA256.hex(of: trace)
    summary = request.summary(of: result, failure: failure).json
  }

  /// Runs one spin in the calling task (its trace is hashed and dropped at once, so a
  /// worker never holds more than one trace).
  public static func run(_ request: SpinRequest, label: String) throws -> SpinRecord {
    let (result, failure) = try request.runInline()
    return SpinRecord(request: request, label: label, result: result, failure: failure)
  }

  /// The record as JSON.
  public var json: JSONValue {
    .object([
      "label": .string(label),
      "seed": .number(Double(seed), text: String(seed)),
      "targets": .array(targets.map { .number($0) }),
      "traceDigest": .string(traceDigest),
      "summary": summary,
    ])
  }
}

extension SpinRequest {
  /// Runs the spin in the calling task with its trace recorded; a watchdog failure is
  /// returned with the spin up to the watchdog. Throws ``WindowMismatch`` when a drum at rest
  /// shows another window than its target decides.
  public func runInline() throws -> (SpinResult, SpinFailure?) {
    let runner = SpinRunner(spec: machine.spec, targets: targets, recordsTrace: true)
    let outcome: (SpinResult, SpinFailure?)
    do {
      outcome = (try runner.runInline(), nil)
    } catch let failure as SpinFailure {
      outcome = (failure.result, failure)
    }
    try SymbolWindow.check(outcome.0, on: machine.spec)
    return outcome
  }

  /// A request with targets already decided.
  public init(machine: ResolvedMachine, seed: UInt64, targets: [Int], targetSource: String) {
    self.machine = machine
    self.seed = seed
    self.targets = targets
    self.targetSource = targetSource
  }
}

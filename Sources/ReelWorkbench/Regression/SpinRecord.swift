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
  /// On a cluster grid whose spin plays a cascade chain, SHA-256 of the chain's trace exactly
  /// as `reelsim simulate --tumble-trace FILE.dat` writes it; `nil` otherwise.
  public var tumbleTraceDigest: String? = nil
  /// On a hold-and-win machine whose spin starts a round, SHA-256 of the whole round's
  /// cell-reel trace exactly as `reelsim simulate --respin-trace FILE.dat` writes it; `nil`
  /// otherwise.
  public var respinTraceDigest: String? = nil
  /// On a machine whose wilds or symbols move (`paytable.wilds`, a "Book of" round), when the
  /// spin starts a motion, SHA-256 of the whole wild motion's trace exactly as `reelsim
  /// simulate --wild-trace FILE.dat` writes it; `nil` otherwise.
  public var wildTraceDigest: String? = nil
  /// On a variable-row machine, the spin's rows, the rows before it and its top stop (the
  /// outcome a result code `STOPS@ROWS+TOP` writes, with where the drums started); `nil` for
  /// fixed rows.
  public var rows: SpinRows?

  /// The record of a spin that ran with its trace recorded (its watchdog failure, if any, is
  /// the result's ``/ReelKit/SpinResult/failure``).
  public init(request: SpinRequest, label: String, result: SpinResult) {
    precondition(result.traces != nil, "the spin must record its trace")
    self.label = label
    seed = request.seed
    targets = request.targets
    rows = request.rows
    let trace = TraceWriter.text(of: result, seed: request.seed, format: .dat)
    traceDigest = SHA256.hex(of: trace)
    let summary = request.summary(of: result)
    self.summary = summary.json
    (tumbleTraceDigest, respinTraceDigest, wildTraceDigest) = Self.featureDigests(
      request: request, result: result, summary: summary)
  }

  /// Runs one spin in the calling task (its trace is hashed and dropped at once, so a
  /// worker never holds more than one trace).
  public static func run(_ request: SpinRequest, label: String) throws -> SpinRecord {
    let result = try request.runInline(recordingTrace: true)
    return SpinRecord(request: request, label: label, result: result)
  }

  /// The record as JSON; a cluster chain adds `tumbleTraceDigest`, a hold-and-win round
  /// `respinTraceDigest`, a wild motion `wildTraceDigest`; a variable-row spin adds `rows`, `previousRows` and, with a top
  /// drum, `topStop` (`GoldenRecord.rowProblems(on:)` checks them when a golden is read).
  public var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("label", .string(label)),
      ("seed", .number(Double(seed), text: String(seed))),
      ("targets", .array(targets.map { .number($0) })),
      ("traceDigest", .string(traceDigest)),
      ("summary", summary),
    ]
    members += featureDigestMembers
    if let rows {
      members.append(("rows", .array(rows.rows.map { .number($0) })))
      members.append(("previousRows", .array(rows.previousRows.map { .number($0) })))
      if let stop = rows.topStop { members.append(("topStop", .number(stop))) }
    }
    return .object(
      members.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
  }
}

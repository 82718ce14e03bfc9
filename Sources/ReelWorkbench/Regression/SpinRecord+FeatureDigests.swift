import ReelKit
import ReelKitSupport

extension SpinRecord {
  /// The keys of the digests of what a spin plays after it settles, in the order a record
  /// writes them: a cluster grid's cascade chain, a hold-and-win round, the wild motion.
  static let featureDigestKeys = ["tumbleTraceDigest", "respinTraceDigest", "wildTraceDigest"]

  /// SHA-256 of the trace of the cascade chain of a cluster grid's spin (as `simulate
  /// --tumble-trace FILE.dat` writes it) and of the whole hold-and-win round a spin starts,
  /// every respin's cell reels (as `simulate --respin-trace FILE.dat` writes it); `nil` for
  /// a spin that plays neither; and of the wild motion (expanding, sticky and walking wilds,
  /// a "Book of" round's expanding symbol, ``SpinSummary/wildMotion``) as `simulate
  /// --wild-trace FILE.dat` writes it, `nil` for a spin that starts none. A digest covers the
  /// whole chain, round or motion, not only its first step: a changed fall, a cell reel
  /// landing a tick later, a respin more or a wild stepping a tick later changes it.
  static func featureDigests(request: SpinRequest, result: SpinResult, summary: SpinSummary)
    -> (tumble: String?, respin: String?, wild: String?)
  {
    var tumble: String?
    if request.machine.cluster != nil, let chain = summary.tumble {
      tumble = SHA256.hex(
        of: TumbleTraceWriter.text(
          of: chain, machine: result.machine, clock: result.clock, format: .dat))
    }
    var respin: String?
    // Animating throws only on cancellation: a cancelled run's records are dropped.
    if summary.holdAndWinRound != nil, let reels = request.machine.holdAndWinReels,
      let round = try? request.cellReelsWithTraces(of: result)
    {
      respin = SHA256.hex(
        of: CellReelTraceWriter.text(
          of: round, machine: result.machine, clock: reels.machine.clock,
          origin: result.time(result.spinTick) ?? 0, format: .dat))
    }
    var wild: String?
    if let motion = summary.wildMotion {
      wild = SHA256.hex(
        of: WildMotionTraceWriter.text(
          of: motion, machine: result.machine, origin: result.time(result.spinTick) ?? 0,
          format: .dat))
    }
    return (tumble, respin, wild)
  }

  /// The digest members of the record's JSON, those it has (``featureDigests``).
  var featureDigestMembers: [(String, JSONValue)] {
    zip(Self.featureDigestKeys, [tumbleTraceDigest, respinTraceDigest, wildTraceDigest])
      .compactMap { key, digest in digest.map { (key, JSONValue.string($0)) } }
  }
}

extension HistoryEntry {
  /// A line's `tumbleTraceDigest`, `respinTraceDigest` or `wildTraceDigest` that is not a SHA-256 in lowercase
  /// hex (64 of `0-9a-f`), or `nil`: a tampered digest is refused before the spin runs.
  static func featureDigestProblem(_ line: JSONValue) -> ConfigProblem? {
    guard case .object(let members) = line else { return nil }
    for key in SpinRecord.featureDigestKeys {
      guard case .string(let digest)? = members.first(where: { $0.key == key })?.node.value
      else { continue }
      let hex = digest.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
      if digest.utf8.count != 64 || !hex {
        return ConfigProblem(
          path: JSONPath(key),
          message: "\(QuotedInput.quoted(digest)) is not a SHA-256 (allowed: 64 lowercase hex "
            + "digits, as simulate --history writes it)")
      }
    }
    return nil
  }
}

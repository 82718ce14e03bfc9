// libFuzzer entry point for Monte Carlo shard files (see Scripts/fuzz.sh).
//
// Every input is read as a shard of the built-in default machine (the same bytes as
// Configs/default.json, whose SHA-256 the seeds carry), as `reelsim par --merge` reads one:
// strict JSON, format, shape with every range, the run, the tally's pairs and sums and its
// consistency. A shard that passes is merged — alone, and with itself (refused: the same shard
// twice) — and, when it is the whole run, turned into the estimate `par` prints, so whatever
// the checks let through must also add and divide without a trap. Any crash, sanitizer report
// or timeout is a bug.

/// The default machine and its Monte Carlo tables, built once.
private let machine = ConfigLoader.loadDefault()
private let paytable = machine.paytable!
private let spinner: MonteCarloSpinner = {
  do {
    return try MonteCarloSpinner(
      spec: machine.spec, paytable: paytable, weights: machine.weights,
      freeSpins: machine.freeSpins, tumble: machine.tumble)
  } catch {
    fatalError("the default machine has no Monte Carlo tables: \(error)")
  }
}()

/// Reads one input as a shard; merges and estimates whatever passes the checks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShard(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard
    let shard = try? MonteCarloShard.decode(
      bytes, file: "fuzz", machine: machine, spinner: spinner)
  else { return 0 }
  precondition((0..<shard.count).contains(shard.index))
  precondition(
    (try? MonteCarloMerge.merge([shard, shard], files: ["a", "b"])) == nil,
    "the same shard twice is refused")
  guard let (plan, tally) = try? MonteCarloMerge.merge([shard], files: ["fuzz"]) else {
    return 0
  }
  precondition(shard.count == 1 && tally == shard.tally && plan == shard.plan)
  let estimate = MonteCarloEstimate(
    tally: tally, seed: plan.seed, unit: shard.unit, totalBet: paytable.totalBet)
  precondition(estimate.rtpLow <= estimate.rtpHigh || tally.spins < 2)
  return 0
}

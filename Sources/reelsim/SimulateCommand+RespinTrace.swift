import ArgumentParser
import ReelKit
import ReelWorkbench

extension Simulate {
  /// `--respin-trace` needs a hold-and-win machine: a usage error (64) otherwise.
  func checkRespinTrace(_ request: SpinRequest) throws {
    guard respinTrace != nil, request.machine.holdAndWinReels == nil else { return }
    throw ValidationError(
      "--respin-trace needs a hold-and-win machine (a config with paytable.holdAndWin).")
  }

  /// Writes the round's cell-reel trace when `--respin-trace` was given: the round animated
  /// again with traces (the same motion as the summary's, tick for tick). A spin that did not
  /// start a round writes the header alone (exit 73 when the file cannot be written).
  func writeRespinTrace(_ summary: SpinSummary, request: SpinRequest) throws {
    guard let respinTrace, let reels = request.machine.holdAndWinReels else { return }
    let format: TraceFormat = respinTrace.lowercased().hasSuffix(".csv") ? .csv : .dat
    let round = try request.cellReelsWithTraces(of: summary.result)
    let origin = summary.result.time(summary.result.spinTick) ?? 0
    try Output.file(
      CellReelTraceWriter.text(
        of: round, machine: summary.result.machine, clock: reels.machine.clock, origin: origin,
        format: format),
      to: respinTrace)
  }
}

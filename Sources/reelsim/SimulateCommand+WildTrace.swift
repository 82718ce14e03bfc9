import ArgumentParser
import ReelKit
import ReelWorkbench

extension Simulate {
  /// `--wild-trace` needs a machine whose wilds or symbols move: `paytable.wilds` or a
  /// free-spins expanding symbol ("Book of"); a usage error (64) otherwise.
  func checkWildTrace(_ request: SpinRequest) throws {
    guard wildTrace != nil, request.machine.wildFeatures == nil,
      request.machine.freeSpins?.expanding == nil
    else { return }
    throw ValidationError(
      "--wild-trace needs a machine with moving wilds (a config with paytable.wilds, or "
        + "paytable.freeSpins.expandingSymbols).")
  }

  /// Writes the wild motion's trace when `--wild-trace` was given. A spin that starts no
  /// motion (no free spins on a "Book of" machine) writes the header alone (exit 73 when the
  /// file cannot be written).
  func writeWildTrace(_ summary: SpinSummary) throws {
    guard let wildTrace else { return }
    let format: TraceFormat = wildTrace.lowercased().hasSuffix(".csv") ? .csv : .dat
    try Output.file(
      WildMotionTraceWriter.text(
        of: summary.wildMotion, machine: summary.result.machine,
        origin: summary.result.time(summary.result.spinTick) ?? 0, format: format),
      to: wildTrace)
  }
}

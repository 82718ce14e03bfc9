import ArgumentParser
import ReelKit
import ReelWorkbench

/// The trace options shared by `simulate` and `resume`.
struct TraceOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Write the tick-by-tick trace to this file (- for stdout).", valueName: "file"))
  var trace: String?

  @Option(
    help: ArgumentHelp(
      "Trace format: dat (gnuplot blocks) or csv. Default: csv for a .csv file, else dat.",
      valueName: "dat|csv"))
  var format: TraceFormat?

  @Option(
    parsing: .unconditional,
    help: "Keep every Nth tick in the trace (the last tick of each drum is always kept).")
  var every: Int = 1

  func validate() throws {
    guard every >= 1, every <= 1_000_000 else {
      throw ValidationError("--every must be a whole number from 1 to 1000000.")
    }
    if trace == nil, format != nil || every != 1 {
      throw ValidationError("--format and --every describe the trace: add --trace FILE.")
    }
  }

  /// Writes the trace of `result` when `--trace` was given (exit 73 when it cannot).
  func write(_ result: SpinResult, seed: UInt64) throws {
    guard let trace else { return }
    let chosen = format ?? (trace.lowercased().hasSuffix(".csv") ? .csv : .dat)
    let text = TraceWriter.text(of: result, seed: seed, format: chosen, every: every)
    try Output.file(text, to: trace)
  }
}

extension TraceFormat: ExpressibleByArgument {}

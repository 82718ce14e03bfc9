import ReelKit

extension SpinRequest {
  /// The hold-and-win round a finished spin of this request starts, animated on the cell
  /// reels with every cell's trace (for `plot` and `simulate --respin-trace`); `nil` when the
  /// machine has no such feature or the spin starts no round.
  ///
  /// - Throws: `CancellationError` when the task was cancelled, and nothing else.
  public func cellReelsWithTraces(of result: SpinResult) throws -> CellReelRound? {
    guard let reels = machine.holdAndWinReels, let round = summary(of: result).holdAndWinRound
    else { return nil }
    return try reels.animate(round, recordingTraces: true)
  }
}

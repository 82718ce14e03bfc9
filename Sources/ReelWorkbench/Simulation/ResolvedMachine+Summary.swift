import ReelKit

extension ResolvedMachine {
  /// The summary of a finished spin of this machine, in one place for `simulate`, `resume`,
  /// `regress`, `replay` and the studio: the result, its seed and where its targets came from,
  /// and, when every drum came to rest, what the window pays, the tumble chain of a tumbling
  /// machine and the free-spins round a trigger plays (its generator seeded from `seed` by
  /// ``/ReelKit/FreeSpinsRound/generatorSeed(spinSeed:)``) and the hold-and-win round
  /// (seeded by ``/ReelKit/HoldAndWinRound/generatorSeed(spinSeed:)``).
  public func summary(of result: SpinResult, seed: UInt64, targetSource: String) -> SpinSummary {
    var summary = SpinSummary(
      result: result, seed: seed, targetSource: targetSource, failure: result.failure,
      paying: paytable)
    summary.wheel = wheelLayout
    summary.tumble = tumbleChain(of: result)
    summary.freeSpins = freeSpins
    if let freeSpins, let trigger = summary.freeSpinsTrigger, trigger.awarded > 0 {
      var generator = SplitMix64(seed: FreeSpinsRound.generatorSeed(spinSeed: seed))
      summary.freeSpinsRound = freeSpins.play(scatters: trigger.scatters, using: &generator)
    }
    summary.holdAndWin = holdAndWin
    if let holdAndWin, let held = summary.holdAndWinHeld,
      held.filter({ $0 }).count >= holdAndWin.trigger
    {
      var generator = SplitMix64(seed: HoldAndWinRound.generatorSeed(spinSeed: seed))
      summary.holdAndWinRound = HoldAndWinRound.play(holdAndWin, held: held, using: &generator)
    }
    return summary
  }
}

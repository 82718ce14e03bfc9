/// Plays the tumble (cascade) chain of a spin's outcome on the reels: what every window of the
/// chain pays (``chainPay(stops:workspace:)``). The chain with its motion — each cell's fall,
/// ticks and events — is ``TumbleMachine``, on the same rule and refill.
///
/// ## The rule
///
/// From the window the spin landed on, while the window wins (and at most
/// ``TumbleRule/maxTumbles`` times):
///
/// 1. every winning cell (``PayEvaluator/winningCells(_:)``) is removed at the tick the
///    window came to rest;
/// 2. in each column the cells left fall down into the gaps, keeping their order, and the
///    column is filled from above with the strip's next symbols: a drum resting on stop `k`
///    with result row `t` shows strip indices `k + t` (top) down to `k + t − R + 1`, and the
///    strip continues upwards with `k + t + 1, k + t + 2, …`. A column missing `m` cells takes
///    the next `m` of them, the first one into the lowest new row (`m − 1`) and the last into
///    row 0, and its next new symbol is the one after them, so the refill reads the strip
///    upwards, without gaps, through the whole chain (wrapping around the strip);
/// 3. the next window is evaluated once its cells rest (with the motion, column `c` falls
///    `fallDelay + c·columnStagger` after the removal, as ``CellFall`` describes).
///
/// The outcome decides everything: the same stops give the same chain.
public struct Tumbler: Sendable {
  /// The reels.
  public let reels: ReelStrips
  /// The longest chain.
  public let rule: TumbleRule
  /// The paytable, ready to evaluate windows.
  public let evaluator: PayEvaluator
  /// `stripClasses[d][i]`: the class of drum `d`'s strip index `i` (``chainPay(stops:workspace:)``).
  let stripClasses: [[Int]]

  /// Prepares the chains of `reels` paying by `paytable`. The paytable must be valid for the
  /// reels' window and the rule within ``TumbleRule/Ranges``.
  public init(reels: ReelStrips, paytable: Paytable, rule: TumbleRule) {
    self.reels = reels
    self.rule = rule
    evaluator = PayEvaluator(
      paytable: paytable, drumCount: reels.reels.count, rowCount: reels.rows)
    stripClasses = reels.reels.map { [evaluator] reel in
      reel.strip.map(evaluator.symbolClass(of:))
    }
  }
}

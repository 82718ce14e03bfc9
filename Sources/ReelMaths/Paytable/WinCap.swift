/// The max win cap (`paytable.maxWin`): the most one spin pays, and the most one whole
/// free-spins round pays, a multiple of the total bet. The one description of the rule, which
/// `par` prices (``SpinCap``, ``FeatureRoundEstimate``, ``ClusterGame``) and `simulate`, the
/// history, the studio and the WebAssembly module apply.
///
/// With `W` a win (credits) and `c = multiple × totalBet` the cap in credits:
///
///     paid   = min(W, c)
///     capped = W > c          (a win of exactly the cap is paid in full and is not a hit)
///     excess = W − paid       (what the cap keeps)
///
/// A free-spins round is played to its end, as `par` plays it, and its total (every free
/// spin's pay, retriggers included) is capped once: a spin after the one that reached the cap
/// adds nothing to the paid win. On lines and ways the base spin and its round are capped
/// apart (`par` charges the spin cap to the base game and the round cap to the feature); a
/// cluster round caps the base spin and its free spins together (``ClusterRound``).
public struct WinCap: Sendable, Equatable, Hashable {
  /// The cap, × total bet (more than 0).
  public var multiple: Double
  /// The total bet, credits: the unit of the wins the cap applies to (1 for wins counted
  /// × bet, as a cluster grid counts them).
  public var totalBet: Double

  /// A cap of `multiple` × `totalBet` credits.
  public init(multiple: Double, totalBet: Double = 1) {
    self.multiple = multiple
    self.totalBet = totalBet
  }

  /// The cap in credits: `multiple × totalBet`.
  public var credits: Double { multiple * totalBet }

  /// `win` (credits, 0 or more) with the cap applied.
  @inline(__always)
  public func apply(_ win: Double) -> CappedWin {
    let limit = credits
    return win > limit
      ? CappedWin(uncapped: win, paid: limit, capped: true)
      : CappedWin(uncapped: win, paid: win, capped: false)
  }

  /// The free spin (from 1) on which a round whose spins pay `pays` (credits, in the order
  /// played) first exceeds the cap, or `nil` when the round's total does not: the free spins
  /// after it pay nothing more.
  public func cappingSpin(_ pays: [Double]) -> Int? {
    let limit = credits
    var total = 0.0
    for (index, pay) in pays.enumerated() {
      total += pay
      if total > limit { return index + 1 }
    }
    return nil
  }
}

/// A win with the max win cap applied (``WinCap/apply(_:)``).
public struct CappedWin: Sendable, Equatable, Hashable {
  /// The win before the cap.
  public var uncapped: Double
  /// The win paid: `min(uncapped, cap)`.
  public var paid: Double
  /// Whether the cap cut the win (`uncapped > cap`).
  public var capped: Bool

  /// Creates the figures.
  public init(uncapped: Double, paid: Double, capped: Bool) {
    self.uncapped = uncapped
    self.paid = paid
    self.capped = capped
  }

  /// What the cap kept: `uncapped − paid` (0 when not capped).
  public var excess: Double { uncapped - paid }
}

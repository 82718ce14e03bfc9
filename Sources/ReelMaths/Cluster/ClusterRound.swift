/// A cluster base spin with the free spins it triggered (``ClusterFreeSpins``): the spins'
/// chains, the spins awarded, and the round's win with the cap applied to the whole round.
public struct ClusterRound: Sendable, Equatable {
  /// The base spin.
  public var base: ClusterSpin
  /// The free spins played, in order (empty without a trigger).
  public var freeSpins: [ClusterSpin] = []
  /// The free spins the base spin's scatters awarded.
  public var awarded = 0
  /// The free spins retriggers added.
  public var retriggered = 0
  /// The base spin's and the free spins' pays together, × bet, before the cap.
  public var uncappedWin = 0.0
  /// The round's win, × bet: ``uncappedWin`` capped at the rules' `maxWin`.
  public var win = 0.0
  /// The base spin's share of ``win``: its own pay, capped (what the round pays without the
  /// feature).
  public var baseWin = 0.0
  /// Whether the cap cut the round's win.
  public var capped = false
  /// Whether the round stopped at ``ClusterFreeSpins/maximumPlayedSpins`` with spins left.
  public var truncated = false

  /// The free spins' share of ``win``: `win − baseWin`.
  public var featureWin: Double { win - baseWin }
  /// Whether the base spin triggered free spins.
  public var triggered: Bool { awarded > 0 }
}

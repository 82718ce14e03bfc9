/// What a tumble chain pays, without its motion: ``Tumbler/chainPay(stops:workspace:)``.
///
/// The same stops give the same figures as the full chain (``TumbleMachine/chain(stops:startTick:)``):
/// ``total`` is its ``TumbleChain/totalPay`` (the windows' pays added in the same order),
/// ``tumbles`` its number of steps and ``end`` its end.
public struct TumblePay: Sendable, Equatable, Hashable {
  /// Why a chain ends.
  public enum End: String, Sendable, Equatable, Hashable, CaseIterable {
    /// The last window has no win that removes a cell.
    case noWin
    /// The last window still wins, but the chain has made ``TumbleRule/maxTumbles`` tumbles:
    /// that window is paid and not tumbled.
    case limit
  }

  /// What the spin's window pays, credits.
  public var first: Double
  /// The sum of every window's pay, credits: `first + Σ_k pay_k` over the tumbles `k`.
  public var total: Double
  /// The tumbles the chain made.
  public var tumbles: Int
  /// Why the chain ended.
  public var end: End

  /// Creates a chain's pay.
  public init(first: Double, total: Double, tumbles: Int, end: End) {
    self.first = first
    self.total = total
    self.tumbles = tumbles
    self.end = end
  }

  /// What the tumbles paid: the windows after the first, credits.
  public var tumblePay: Double { total - first }
}

/// One spin of a ``ClusterGame``: the clusters each step of its cascade chain paid, and the
/// spin's win with the cap applied.
public struct ClusterSpin: Sendable, Equatable {
  /// One paying cluster.
  public struct Win: Sendable, Equatable, Hashable {
    /// The symbol's code (``ClusterGame/symbols``).
    public var symbol: Int
    /// The cells, numbered `column · rows + row`, row 0 at the top.
    public var cells: [Int]
    /// The pay, × bet: ``basePay`` × ``multiplier``.
    public var pay: Double
    /// The pay entry's pay for the cluster's size, × bet.
    public var basePay: Double
    /// The sum of the cell multipliers under the cluster (1 without any,
    /// ``ClusterRules/factor(of:)``).
    public var multiplier: Int
  }

  /// The grid each step was read from (codes, column by column), the landing grid first.
  public var grids: [[Int]] = []
  /// The cell multiplier states of each step's grid, as its clusters were paid (before the
  /// step's wins updated them; ``ClusterRules/marked(_:)``), recorded only with cell
  /// multipliers.
  public var multipliers: [[Int]] = []
  /// With a fill (``ClusterGame/fill``), each column's drawn cells in draw order, recorded
  /// only while recording: the landing cells top row first, then each refill's, the lowest
  /// new cell first (the motion drops them as a tumble drops a strip's cells); empty without.
  public var drawn: [[Int]] = []
  /// Without a fill, the stops the columns landed on (one strip index per column), recorded
  /// only while recording; empty with a fill or without recording.
  public var stops: [Int] = []
  /// The paying clusters of each step; the last step pays nothing unless the chain was cut.
  public var steps: [[Win]] = []
  /// The scatters on the landing grid (0 without free spins).
  public var scatters = 0
  /// The cell multiplier states after the chain's last step (empty without cell
  /// multipliers): where a free spin's chain leaves them for the next
  /// (``ClusterFreeSpins``).
  public var endStates: [Int] = []
  /// The sum of every step's pays, × bet, before the cap.
  public var uncappedWin = 0.0
  /// The spin's win, × bet: ``uncappedWin`` capped at the rules' `maxWin`.
  public var win = 0.0
  /// Whether the cap cut the win.
  public var capped = false
  /// Whether the chain was still winning after ``ClusterRules/maximumCascades`` cascades.
  public var truncated = false

  /// The cascades played (refills after a win): one per step after the landing grid, so 0
  /// without cascades.
  public var cascades: Int { max(0, steps.count - 1) }
}

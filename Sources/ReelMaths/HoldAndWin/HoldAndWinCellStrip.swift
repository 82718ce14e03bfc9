import ReelKitSupport

/// The strip every free cell of a hold-and-win round spins on, and where a cell's draw lands
/// it.
///
/// A respin draws `u = uniform(below: W)` for each free cell (``HoldAndWinRound``), `W` the
/// strip's total weight, and the cell lands a bonus symbol when `u < w_b`, `w_b` the bonus
/// stops' weight. To show the same outcome, the stops are walked **bonus stops first** (in
/// strip order), then the others (in strip order), and the cell reel lands on the first stop
/// whose running weight exceeds `u`:
///
///     order = [bonus stops…, other stops…],   stop(u) = order[j], j the least with Σ_{i≤j} w_order[i] > u
///
/// so `stop(u)` shows the bonus symbol exactly when `u < w_b`, and every stop `k` is landed
/// with probability `w_k / W`.
public struct HoldAndWinCellStrip: Sendable, Equatable {
  /// The symbols, in strip order.
  public var strip: [String]
  /// The weight of each stop (at least 1 each).
  public var weights: [Int]
  /// The bonus symbol.
  public var symbol: String
  /// The stops in draw order: the bonus stops, then the others.
  public let drawOrder: [Int]

  /// The strip `strip` weighted by `weights` (one per stop, each at least 1; `nil`: 1 each)
  /// for the bonus symbol `symbol`.
  public init(strip: [String], weights: [Int]?, symbol: String) {
    let weights = weights ?? [Int](repeating: 1, count: strip.count)
    precondition(!strip.isEmpty && weights.count == strip.count, "one weight per stop")
    self.strip = strip
    self.weights = weights
    self.symbol = symbol
    drawOrder =
      strip.indices.filter { strip[$0].isSameSymbol(as: symbol) }
      + strip.indices.filter { !strip[$0].isSameSymbol(as: symbol) }
  }

  /// `W`: the strip's total weight.
  public var totalWeight: Int { weights.reduce(0, +) }

  /// `w_b`: the weight of the bonus stops.
  public var landingWeight: Int {
    strip.indices.reduce(0) { $0 + (strip[$1].isSameSymbol(as: symbol) ? weights[$1] : 0) }
  }

  /// The stop a cell reel lands on for the draw `u` (`0 ≤ u < W`; clamped into it).
  public func stop(forDraw u: Int) -> Int {
    var left = max(0, u)
    for stop in drawOrder {
      if left < weights[stop] { return stop }
      left -= weights[stop]
    }
    return drawOrder[drawOrder.count - 1]
  }

  /// The stop a held cell rests on: the first bonus stop, or `nil` when the strip has none (a
  /// held cell then shows the bonus symbol off the strip).
  public var heldStop: Int? { strip.firstIndex { $0.isSameSymbol(as: symbol) } }

  /// The stop a free cell rests on when the round starts: the first stop without the bonus
  /// symbol (stop 0 when every stop shows it).
  public var freeStop: Int { strip.firstIndex { !$0.isSameSymbol(as: symbol) } ?? 0 }
}

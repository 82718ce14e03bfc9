/// One cascade chain of a variable-row machine (``VariableRowsCascade/chain(of:inFreeSpins:cascadesBefore:)``):
/// each window's pay before and after its multiplier.
public struct CascadeChain: Sendable, Equatable, Hashable {
  /// Each window's pay as the paytable reads it, credits: the spin's window first.
  public var windowPays: [Double]
  /// Each window's multiplier, in the same order.
  public var multipliers: [Int]
  /// The scatters of the spin's landing window (what awards free spins).
  public var scatters: Int
  /// Why the chain ended.
  public var end: TumblePay.End

  /// Creates a chain.
  public init(windowPays: [Double], multipliers: [Int], scatters: Int, end: TumblePay.End) {
    self.windowPays = windowPays
    self.multipliers = multipliers
    self.scatters = scatters
    self.end = end
  }

  /// The cascades the chain made.
  public var cascades: Int { windowPays.count - 1 }

  /// What the chain pays, credits: `Σ_k m_k·pay(W_k)`.
  public var total: Double {
    zip(windowPays, multipliers).reduce(0) { $0 + $1.0 * Double($1.1) }
  }
}

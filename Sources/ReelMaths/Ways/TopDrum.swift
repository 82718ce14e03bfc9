/// The horizontal drum of a variable-row machine that runs above drums `1 … n−2` (every drum
/// but the first and the last) and adds one cell to each of them.
///
/// At rest on stop `k` its cell above drum `1 + j` shows strip index `(k + j) mod M`
/// (`M` its strip length), so its window reads the strip left to right. Its stop is drawn
/// from its own weights (every stop once without).
public struct TopDrum: Sendable, Equatable, Hashable {
  /// The symbol names around its strip, in stop order.
  public var strip: [String]
  /// One weight per stop (1 … ``StopWeights/maximumWeight``), or `nil` for every stop once.
  public var weights: [Int]?

  /// Creates a top drum from its strip and optional stop weights.
  public init(strip: [String], weights: [Int]? = nil) {
    self.strip = strip
    self.weights = weights
  }

  /// The drums it covers on a machine of `drumCount` drums: `1 … drumCount − 2`.
  public static func coveredDrums(drumCount: Int) -> Range<Int> {
    1..<max(1, drumCount - 1)
  }

  /// The strip index shown above drum `drum` (one of ``coveredDrums(drumCount:)``) at rest on
  /// `stop`: `(stop + drum − 1) mod M`.
  public func index(above drum: Int, restingAt stop: Int) -> Int {
    (stop + drum - 1) % strip.count
  }

  /// The weight of each stop (1 without weights).
  public var stopWeights: [Int] { weights ?? Array(repeating: 1, count: strip.count) }

  /// Draws its stop: `uniform(below: M)` without weights, else `r = uniform(below: Σ w)` and
  /// the first stop whose running weight sum exceeds `r` (as ``StopWeights``).
  public func pick(using generator: inout SplitMix64) -> Int {
    guard let weights else { return generator.uniform(below: strip.count) }
    return StopWeights([weights]).pick(drum: 0, using: &generator)
  }
}

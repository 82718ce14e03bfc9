/// SplitMix64 (Steele, Lea and Flood 2014): a tiny, fast, seedable generator whose output is
/// the same on every platform.
///
///     state += 0x9E3779B97F4A7C15
///     z = (state ^ (state >> 30)) · 0xBF58476D1CE4E5B9
///     z = (z ^ (z >> 27)) · 0x94D049BB133111EB
///     return z ^ (z >> 31)
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable, Hashable {
  /// The internal state.
  public private(set) var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform integer in `0..<bound` by Lemire's multiply-and-reject method, spelled out
  /// here so that it cannot change with the standard library.
  public mutating func uniform(below bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold {
        product = next().multipliedFullWidth(by: range)
      }
    }
    return Int(product.high)
  }
}

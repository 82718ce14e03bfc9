/// How a Monte Carlo run of `spins` spins from `seed` is cut into fixed seeded blocks.
///
/// Block `b` holds spins `b·blockSize …` (the last block the rest) and draws from its own
/// SplitMix64 generator, seeded with ``blockSeed(seed:block:)``. A run's statistics are the
/// exact sum of its blocks', so the blocks may be counted in any grouping — on any number of
/// workers (`--jobs`), in shards on other machines (`--shard i/n`, each a contiguous range of
/// blocks) — and the total is the same, bit for bit.
public struct MonteCarloPlan: Sendable, Equatable, Hashable {
  /// The spins of one block: 2¹⁶.
  public static let blockSize: UInt64 = 1 << 16
  /// The most spins of one run: 10¹².
  public static let maximumSpins: UInt64 = 1_000_000_000_000
  /// The most shards of one run.
  public static let maximumShards = 1_000_000

  /// The spins of the whole run.
  public let spins: UInt64
  /// The seed.
  public let seed: UInt64

  /// A plan of `spins` (1 … ``maximumSpins``) from `seed`.
  public init(spins: UInt64, seed: UInt64) {
    precondition((1...Self.maximumSpins).contains(spins), "spins in 1...maximumSpins")
    self.spins = spins
    self.seed = seed
  }

  /// The number of blocks.
  public var blockCount: UInt64 { (spins + Self.blockSize - 1) / Self.blockSize }

  /// The spins of block `block`.
  public func spins(inBlock block: UInt64) -> UInt64 {
    min(Self.blockSize, spins - block * Self.blockSize)
  }

  /// The spins of the blocks `blocks`.
  public func spins(in blocks: Range<UInt64>) -> UInt64 {
    blocks.isEmpty
      ? 0 : min(spins, blocks.upperBound * Self.blockSize) - blocks.lowerBound * Self.blockSize
  }

  /// The blocks of shard `index` (0-based) of `count`: `⌊index·B/count⌋ ..< ⌊(index+1)·B/count⌋`.
  public func blocks(shard index: Int, of count: Int) -> Range<UInt64> {
    precondition(count >= 1 && (0..<count).contains(index), "a shard of the run")
    let total = blockCount
    func bound(_ i: Int) -> UInt64 {
      UInt64((UInt128(total) * UInt128(i) / UInt128(count)))
    }
    return bound(index)..<bound(index + 1)
  }

  /// The seed of block `block`'s generator: SplitMix64's output mixer applied to
  /// `seed ⊕ mix(block + 1)`, so that neighbouring seeds and blocks draw unrelated streams.
  public static func blockSeed(seed: UInt64, block: UInt64) -> UInt64 {
    mix(seed ^ mix(block &+ 1))
  }

  /// SplitMix64's output function (a bijection of 64 bits).
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

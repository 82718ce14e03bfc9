/// Probabilities summed by a key of two 64-bit words, in order of first insertion: the
/// variable-row closed form's distributions (states of a walk, heights, win sizes) without a
/// `Dictionary` (no hashing seed in the Embedded build) and with a summation order that
/// depends on the insertion order only, so results are the same bytes on every run.
///
/// Open addressing over a power-of-two slot array; a key costs no allocation.
struct ProbabilityTable {
  /// The keys' first and second words, in order of first insertion.
  private(set) var first: [UInt64] = []
  private(set) var second: [UInt64] = []
  /// The summed probability of each key.
  private(set) var values: [Double] = []
  /// Key index + 1 per slot (0: empty).
  private var slots: [Int32] = Array(repeating: 0, count: 64)

  /// The number of keys.
  var count: Int { values.count }

  /// Adds `probability` to the key `(a, b)`.
  mutating func add(_ a: UInt64, _ b: UInt64, _ probability: Double) {
    let mask = slots.count - 1
    var slot = Self.hash(a, b) & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { break }
      if first[stored - 1] == a && second[stored - 1] == b {
        values[stored - 1] += probability
        return
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(values.count + 1)
    first.append(a)
    second.append(b)
    values.append(probability)
    if values.count * 2 > slots.count { grow() }
  }

  /// FNV-1a over both words, folded.
  private static func hash(_ a: UInt64, _ b: UInt64) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    hash = (hash ^ a) &* 0x100_0000_01b3
    hash = (hash ^ b) &* 0x100_0000_01b3
    hash ^= hash >> 29
    return Int(truncatingIfNeeded: hash)
  }

  /// Doubles the slots and places every key again.
  private mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for index in values.indices {
      var slot = Self.hash(first[index], second[index]) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }
}

/// The distribution of the joint state of every ``ColumnReader`` of a spin after some drums,
/// for the hit frequency and the top award of the closed-form PAR sheet: one entry per
/// distinct tuple of reader states (a decided reader is ``done``; its pay is already booked),
/// with
///
/// - `total`: the weighted combinations of the drums read so far that reach the tuple;
/// - `quiet`: those of them in which no decided reader has won yet;
/// - `top`, `topWeight`: the largest pay booked so far among them and their weight reaching
///   it (only the largest matters: what the remaining drums add depends on the tuple alone).
///
/// An open-addressing hash table over a flat array of keys, so that a tuple costs no
/// allocation.
struct JointStates {
  /// The state of a decided reader.
  static let done = UInt32.max

  /// Readers per tuple.
  let width: Int
  /// The tuples, `width` states each, in order of first insertion.
  private(set) var keys: [UInt32] = []
  /// Per tuple: weighted combinations reaching it.
  private(set) var total: [UInt64] = []
  /// Per tuple: those of them without a win yet.
  private(set) var quiet: [UInt64] = []
  /// Per tuple: the largest pay booked so far, credits.
  private(set) var top: [Double] = []
  /// Per tuple: the weight of the combinations that booked ``top``.
  private(set) var topWeight: [UInt64] = []
  /// Tuple index + 1 per slot (0: empty); the count of slots is a power of two.
  private var slots: [Int32]

  /// An empty table of tuples of `width` states.
  init(width: Int) {
    self.width = width
    slots = [Int32](repeating: 0, count: 1024)
  }

  /// The number of tuples.
  var count: Int { total.count }

  /// Adds the combinations reaching `key` with the given weights and booked pay.
  mutating func add(
    _ key: UnsafeBufferPointer<UInt32>, total: UInt64, quiet: UInt64, top: Double,
    topWeight: UInt64
  ) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for state in key { hash = (hash ^ UInt64(state)) &* 0x100_0000_01b3 }
    hash ^= hash >> 29
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { break }
      let index = stored - 1
      var equal = true
      for position in 0..<width where keys[index * width + position] != key[position] {
        equal = false
        break
      }
      if equal {
        self.total[index] += total
        self.quiet[index] += quiet
        if top > self.top[index] {
          self.top[index] = top
          self.topWeight[index] = topWeight
        } else if top == self.top[index] {
          self.topWeight[index] += topWeight
        }
        return
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(count + 1)
    keys.append(contentsOf: key)
    self.total.append(total)
    self.quiet.append(quiet)
    self.top.append(top)
    self.topWeight.append(topWeight)
    if count * 2 > slots.count { grow() }
  }

  /// Doubles the slots and places every tuple again.
  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for index in 0..<count {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for position in 0..<width {
        hash = (hash ^ UInt64(keys[index * width + position])) &* 0x100_0000_01b3
      }
      hash ^= hash >> 29
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }
}

/// The output buffer: the numbers the last call returned, in memory the module owns for as
/// long as it runs. Its address (``rk_output_ptr``) is 8-byte aligned and valid whatever the
/// last call returned, so a host may always view the count it was given as `Float64`s there —
/// none included (JavaScript's `Float64Array` refuses an unaligned offset even for length 0).
///
/// An array would not do: the elements of an empty Swift array start in the shared
/// empty-array storage, at an address that wasm32 aligns to 4 bytes only.
struct OutputBuffer {
  /// The first number: allocated with `Double`'s alignment (8 bytes), never freed while the
  /// buffer holds it.
  private(set) var start: UnsafeMutablePointer<Double>
  /// How many numbers fit before the buffer grows.
  private(set) var capacity: Int
  /// How many numbers the last call put there.
  private(set) var count = 0

  /// An empty buffer with room for `capacity` numbers (at least one).
  init(capacity: Int = 64) {
    self.capacity = max(1, capacity)
    start = .allocate(capacity: self.capacity)
  }

  /// Replaces the numbers with `values`; when they do not fit, the buffer moves to a new
  /// place at least twice as large (a host reads the address again after every call).
  mutating func replace(with values: [Double]) {
    if values.count > capacity {
      start.deallocate()
      capacity = max(values.count, 2 * capacity)
      start = .allocate(capacity: capacity)
    }
    for (index, value) in values.enumerated() { start[index] = value }
    count = values.count
  }
}

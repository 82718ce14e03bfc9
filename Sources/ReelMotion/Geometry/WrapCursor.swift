/// Wraps a growing offset into `[0, L)` with exactly the bits of
/// ``DrumGeometry/wrap(_:length:)``, but without a division per call: the cursor keeps the
/// multiple `m = q·L` of the last offset (`m ≤ x < m + L`) and returns `x − m`.
///
/// The subtraction is exact: for `q = 0` it is `x` itself, and for `q ≥ 1`,
/// `m ≤ x < m + L ≤ 2m`, so Sterbenz's lemma applies. The exact remainder is unique, so the
/// result is the one the division gives. The multiple grows by `L` only while each sum is
/// exact (checked with Fast2Sum: `m + L` is exact when `L − ((m + L) − m) = 0`, valid as
/// `m ≥ L`); an offset that falls behind `m`, a negative or non-finite offset, or a multiple
/// that could not grow exactly falls back to ``DrumGeometry/wrap(_:length:)``.
@usableFromInline
struct WrapCursor {
  @usableFromInline let length: Double
  @usableFromInline var multiple = 0.0
  /// Whether ``multiple`` is exactly `q·L`; after a fallback the cursor restarts from the
  /// fallback's quotient only when it can be found exactly, else it stays off.
  @usableFromInline var exact: Bool

  /// A cursor for offsets wrapped by `length` (positive and finite, else every call falls
  /// back).
  @inlinable
  init(length: Double) {
    self.length = length
    exact = length > 0 && length.isFinite
  }

  /// `x` wrapped into `[0, L)`, bit for bit ``DrumGeometry/wrap(_:length:)``.
  @inlinable
  mutating func wrap(_ x: Double) -> Double {
    if exact, x >= multiple {
      var rest = x - multiple
      if rest < length { return rest }
      // At most a few steps per call in a cruise (a tick moves less than a strip).
      for _ in 0..<4 {
        let next = multiple + length
        guard next.isFinite, length - (next - multiple) == 0, next <= x else { break }
        multiple = next
        rest = x - multiple
        if rest < length { return rest }
      }
    }
    return DrumGeometry.wrap(x, length: length)
  }
}

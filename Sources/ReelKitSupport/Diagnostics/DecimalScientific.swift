/// A positive finite number as `mantissa · 10^exponent` with `1 ≤ mantissa < 10`, found by
/// repeated division or multiplication by 10 (no Foundation, the same steps on every
/// platform): `0.00123` is `1.23 · 10⁻³`. Messages use it to round to significant digits;
/// the workbench to write `5.69e6`.
package struct DecimalScientific: Sendable, Equatable {
  /// The digits, in `[1, 10)`.
  package var mantissa: Double
  /// The power of ten, `⌊log₁₀ |value|⌋`.
  package var exponent: Int

  /// Splits `|value|`; zero, infinities and NaN give themselves with exponent 0.
  package init(_ value: Double) {
    var mantissa = abs(value)
    var exponent = 0
    guard mantissa.isFinite, mantissa > 0 else {
      self.mantissa = mantissa
      self.exponent = 0
      return
    }
    while mantissa >= 10 {
      mantissa /= 10
      exponent += 1
    }
    while mantissa < 1 {
      mantissa *= 10
      exponent -= 1
    }
    self.mantissa = mantissa
    self.exponent = exponent
  }
}

/// Turns a decimal number (the significand's digits and a power of ten) into the nearest
/// `Double`, ties to even — the value Swift's `Double(_: String)` gives — with whole-number
/// arithmetic only, so that the Embedded build (which has no `strtod`) reads JSON numbers to the
/// same bits as the native one (`DecimalReaderTests` compares the two on random decimals).
///
/// With `N = digits·10^max(e, 0)` and `P = 10^max(−e, 0)`, the value is `N / P`. The quotient
/// `q = ⌊N·2^s / P⌋` is taken with `s = 62 + bits(P) − bits(N)`, so that `2^61 < q < 2^63`;
/// the value is then `(q + r)·2^−s` with `0 ≤ r < 1`, and rounding `q` to the 53 bits a
/// `Double` keeps (fewer below 2^−1022) needs only `q`'s lower bits and whether `r ≠ 0`.
enum DecimalReader {
  /// The most significant digits read exactly (more are refused).
  static let maximumDigits = 800

  /// The nearest `Double` to `digits·10^exponent` (`digits`: 0 … 9 each, most significant
  /// first), or `nil` when it is beyond `Double`'s range or has too many digits.
  static func value(digits: [UInt8], exponent: Int, negative: Bool) -> Double? {
    var first = 0
    while first < digits.count, digits[first] == 0 { first += 1 }
    var last = digits.count
    var power = exponent
    while last > first, digits[last - 1] == 0 {
      last -= 1
      power += 1
    }
    let count = last - first
    if count == 0 { return negative ? -0.0 : 0.0 }
    guard count <= maximumDigits else { return nil }
    // 10^(count + power − 1) ≤ value < 10^(count + power).
    if count + power > 310 { return nil }
    if count + power < -324 { return negative ? -0.0 : 0.0 }
    var numerator = Natural(0)
    for index in first..<last { numerator.multiply(by: 10, adding: UInt32(digits[index])) }
    var denominator = Natural(1)
    for _ in 0..<max(power, 0) { numerator.multiply(by: 10, adding: 0) }
    for _ in 0..<max(-power, 0) { denominator.multiply(by: 10, adding: 0) }
    let shift = 62 + denominator.bitWidth - numerator.bitWidth
    numerator.shiftLeft(by: max(shift, 0))
    denominator.shiftLeft(by: max(-shift, 0))
    var quotient: UInt64 = 0
    for bit in stride(from: 63, through: 0, by: -1) {
      var part = denominator
      part.shiftLeft(by: bit)
      if numerator.compare(with: part) >= 0 {
        numerator.subtract(part)
        quotient |= 1 << UInt64(bit)
      }
    }
    let magnitude = rounded(quotient, inexact: !numerator.isZero, binaryExponent: -shift)
    guard let magnitude else { return nil }
    return negative ? -magnitude : magnitude
  }

  /// `(quotient + r)·2^binaryExponent` rounded to a `Double`, ties to even (`0 ≤ r < 1`,
  /// `r ≠ 0` when `inexact`); `nil` when it is beyond `Double`'s range.
  static func rounded(_ quotient: UInt64, inexact: Bool, binaryExponent: Int) -> Double? {
    let width = 64 - quotient.leadingZeroBitCount
    // The weight of the last bit kept: 53 bits, or 2^−1074 below the normal range.
    let lowest = max(width + binaryExponent - 53, -1074)
    let dropped = lowest - binaryExponent
    if dropped >= 64 { return 0 }
    var kept: UInt64
    if dropped <= 0 {
      kept = quotient << UInt64(-dropped)
    } else {
      kept = quotient >> UInt64(dropped)
      let half = (quotient >> UInt64(dropped - 1)) & 1
      let below = quotient & ((1 << UInt64(dropped - 1)) - 1)
      if half == 1, below != 0 || inexact || kept & 1 == 1 { kept += 1 }
    }
    let value = Double(sign: .plus, exponent: lowest, significand: Double(kept))
    return value.isFinite ? value : nil
  }
}

/// A natural number of any size, in 32-bit limbs (least significant first): what
/// ``DecimalReader`` needs and no more.
struct Natural {
  /// The limbs, least significant first, without leading zero limbs.
  private(set) var limbs: [UInt32]

  init(_ value: UInt32) { limbs = value == 0 ? [] : [value] }

  var isZero: Bool { limbs.isEmpty }

  /// The number of bits up to the highest one (0 for zero).
  var bitWidth: Int {
    guard let top = limbs.last else { return 0 }
    return 32 * limbs.count - top.leadingZeroBitCount
  }

  /// `self = self·factor + addend`.
  mutating func multiply(by factor: UInt32, adding addend: UInt32) {
    var carry = UInt64(addend)
    for index in limbs.indices {
      let product = UInt64(limbs[index]) * UInt64(factor) + carry
      limbs[index] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry != 0 { limbs.append(UInt32(carry)) }
  }

  /// `self = self·2^bits`.
  mutating func shiftLeft(by bits: Int) {
    guard bits > 0, !isZero else { return }
    let whole = bits / 32
    let part = UInt32(bits % 32)
    var shifted = [UInt32](repeating: 0, count: whole)
    var carry: UInt32 = 0
    for limb in limbs {
      shifted.append(part == 0 ? limb : limb << part | carry)
      carry = part == 0 ? 0 : limb >> (32 - part)
    }
    if carry != 0 { shifted.append(carry) }
    limbs = shifted
  }

  /// -1, 0 or 1 as `self` is less than, equal to or greater than `other`.
  func compare(with other: Natural) -> Int {
    if limbs.count != other.limbs.count { return limbs.count < other.limbs.count ? -1 : 1 }
    for index in limbs.indices.reversed() where limbs[index] != other.limbs[index] {
      return limbs[index] < other.limbs[index] ? -1 : 1
    }
    return 0
  }

  /// `self = self − other`, for `other ≤ self`.
  mutating func subtract(_ other: Natural) {
    var borrow: Int64 = 0
    for index in limbs.indices {
      let right = index < other.limbs.count ? Int64(other.limbs[index]) : 0
      var difference = Int64(limbs[index]) - right - borrow
      borrow = difference < 0 ? 1 : 0
      if difference < 0 { difference += 1 << 32 }
      limbs[index] = UInt32(difference)
    }
    while limbs.last == 0 { limbs.removeLast() }
  }
}

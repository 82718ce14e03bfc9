/// The fixed credit step in which a Monte Carlo run counts pays as exact whole numbers.
///
/// A paytable's pays may be fractional (a pay of 3 at a bet of `0.1` per line). Each credit
/// value a spin can win is a product of factors — a line pay × the bet, a scatter pay × the
/// bet × the lines — and each factor is read as the fraction `u / q` with the smallest
/// denominator `q` ≤ ``maximumDenominator`` that gives the factor back exactly in binary
/// floating point (`0.1` is 1/10). The unit is `1 / D` credits, `D` the least common multiple
/// of the products' denominators (1 when every pay is a whole number of credits), so that
/// `3 × 0.1` counts as exactly 3 tenths. Sums of pays are then exact integers whatever order
/// they are added in, which is what makes shards mergeable bit for bit.
public struct CreditUnit: Sendable, Equatable, Hashable {
  /// The largest denominator tried for one factor.
  public static let maximumDenominator: UInt64 = 100_000
  /// The largest common denominator accepted.
  public static let maximumUnitsPerCredit: UInt64 = 1_000_000_000
  /// The largest value, in units, that one spin may pay (so a block's sums of squares stay
  /// inside 128 bits): 2⁵².
  public static let maximumSpinUnits: UInt64 = 1 << 52

  /// Units per credit, `D`.
  public let unitsPerCredit: UInt64

  /// A unit of `1 / unitsPerCredit` credits.
  public init(unitsPerCredit: UInt64) {
    precondition(unitsPerCredit >= 1, "at least one unit per credit")
    self.unitsPerCredit = unitsPerCredit
  }

  /// The unit for credit values given as products of factors (`[pay, bet]`), or an error
  /// naming the first factor that is no simple fraction, or the unit that is too fine.
  public static func common(for products: [[Double]]) -> Result<CreditUnit, MonteCarloError> {
    var common: UInt64 = 1
    for factors in products {
      guard let value = fraction(of: factors) else {
        let bad = factors.first { rational(of: $0) == nil } ?? factors.reduce(1, *)
        return .failure(
          MonteCarloError(
            "a pay factor of \(bad) is not a fraction with a denominator of at most "
              + "\(maximumDenominator), so the pays have no exact credit unit (allowed: pays and "
              + "bets that are whole numbers or simple fractions)"))
      }
      let lcm =
        UInt128(common) / UInt128(gcd(common, value.denominator)) * UInt128(value.denominator)
      guard lcm <= UInt128(maximumUnitsPerCredit) else {
        return .failure(
          MonteCarloError(
            "the pays need a credit unit of 1/\(lcm), finer than 1/\(maximumUnitsPerCredit) "
              + "(allowed: pays × bet with a common denominator of at most "
              + "\(maximumUnitsPerCredit))"))
      }
      common = UInt64(lcm)
    }
    return .success(CreditUnit(unitsPerCredit: common))
  }

  /// The product of `factors` in units, when it is a whole number of units of at most
  /// ``maximumSpinUnits``.
  public func units(ofProduct factors: [Double]) -> UInt64? {
    guard let value = Self.fraction(of: factors),
      UInt128(unitsPerCredit) % UInt128(value.denominator) == 0
    else { return nil }
    let units = UInt128(value.numerator) * (UInt128(unitsPerCredit) / UInt128(value.denominator))
    return units <= UInt128(Self.maximumSpinUnits) ? UInt64(units) : nil
  }

  /// `value` credits in units, rounded when it lies within 10⁻⁹ (relative) of a whole number
  /// of units — a win computed in floating point from exact factors (a multiplier, ways) —
  /// or `nil` when it is not that close, negative or larger than ``maximumSpinUnits``.
  public func units(nearest value: Double) -> UInt64? {
    guard value.isFinite, value >= 0 else { return nil }
    let scaled = value * Double(unitsPerCredit)
    let whole = scaled.rounded()
    guard whole <= Double(Self.maximumSpinUnits), abs(scaled - whole) <= 1e-9 * max(1, whole)
    else { return nil }
    return UInt64(whole)
  }

  /// The product of `factors` as a reduced fraction, when each is a simple fraction and the
  /// product's numerator and denominator fit 64 bits.
  static func fraction(of factors: [Double]) -> (numerator: UInt64, denominator: UInt64)? {
    var numerator: UInt128 = 1
    var denominator: UInt128 = 1
    for factor in factors {
      guard let (u, q) = rational(of: factor) else { return nil }
      numerator *= UInt128(u)
      denominator *= UInt128(q)
      let divisor = gcd128(numerator, denominator)
      numerator /= max(divisor, 1)
      denominator /= max(divisor, 1)
      guard numerator <= UInt128(UInt64.max), denominator <= UInt128(UInt64.max) else {
        return nil
      }
    }
    return (UInt64(numerator), UInt64(denominator))
  }

  /// `value = u / q` with the smallest `q` ≤ ``maximumDenominator``, or `nil`.
  static func rational(of value: Double) -> (UInt64, UInt64)? {
    guard value.isFinite, value >= 0, value <= Double(maximumSpinUnits) else { return nil }
    var q: UInt64 = 1
    while q <= maximumDenominator {
      let scaled = value * Double(q)
      if scaled == scaled.rounded() && Double(UInt64(scaled)) / Double(q) == value {
        return (UInt64(scaled), q)
      }
      q += 1
    }
    return nil
  }

  private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }

  private static func gcd128(_ a: UInt128, _ b: UInt128) -> UInt128 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}

/// Why a Monte Carlo run or merge cannot go on.
public struct MonteCarloError: Error, Sendable, Equatable {
  /// What is wrong, for one error line.
  public let message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }
}

extension CreditUnit {
  /// The credit values `paytable` can pay, as products of factors: each line (or ways) pay
  /// × the bet, each scatter pay × the total bet (`scatterFactors(of:)`), and each line pay
  /// × the bet × each multiplier (a ×1.5 win of a whole pay is in halves).
  public static func payFactors(of paytable: Paytable) -> [[Double]] {
    let lineFactors = paytable.pays.map { [$0.pay, paytable.bet] }
    let multiplied = paytable.multipliers.flatMap { multiplier in
      lineFactors.map { $0 + [multiplier.factor] }
    }
    return lineFactors + scatterFactors(of: paytable) + multiplied
  }

  /// Each scatter pay × the total bet as factors: `[pay, bet]` by ways, `[pay, bet, lines]`
  /// along lines (and the coins, ``Paytable/coins``, when more than 1).
  static func scatterFactors(of paytable: Paytable) -> [[Double]] {
    let betFactors =
      (paytable.mode == .ways ? [paytable.bet] : [paytable.bet, Double(paytable.lines.count)])
      + (paytable.coins > 1 ? [Double(paytable.coins)] : [])
    return paytable.scatterPays.map { [$0.pay] + betFactors }
  }

  /// The product of `factors` in units (``units(ofProduct:)``), or the error Monte Carlo
  /// reports when it is not a whole number of at most ``maximumSpinUnits`` units.
  func checkedUnits(ofProduct factors: [Double]) throws(MonteCarloError) -> UInt64 {
    guard let units = units(ofProduct: factors) else {
      throw MonteCarloError(
        "a pay of \(factors.reduce(1, *)) credits is more than \(Self.maximumSpinUnits) "
          + "units of 1/\(unitsPerCredit) credit (allowed: at most that)")
    }
    return units
  }
}

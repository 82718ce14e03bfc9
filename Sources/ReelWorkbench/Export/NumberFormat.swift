import ReelKit
import ReelKitSupport

/// Number text that is the same on every platform: whole numbers below 10¹⁵ without a
/// fraction (`2800`), everything else as Swift's shortest round-trip form (`1.3000000000000003`,
/// `1e-06`), which reads back to the same bits. Valid in JSON, CSV and gnuplot.
public func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 {
    return String(Int64(value))
  }
  return value.description
}

/// Credits for people: a sum of fractional pays rounded to 12 significant digits, so that
/// `49123.79999999981` (0.025-credit pays added over a cycle) prints `49123.8`; whole numbers
/// and values beyond 10¹² as ``formatNumber(_:)``.
func formatCredits(_ value: Double) -> String {
  let magnitude = abs(value)
  guard value.isFinite, magnitude > 0, magnitude < 1e12, value != value.rounded() else {
    return formatNumber(value)
  }
  var scale = 1.0
  var reach = magnitude
  while reach < 1e11 {
    reach *= 10
    scale *= 10
  }
  return formatNumber((value * scale).rounded() / scale)
}

/// A number with a fixed count of decimals for tables, e.g. `1.767`; beyond what 64-bit
/// whole numbers hold (`|value|·10^decimals ≥ 9·10¹⁸`), Swift's shortest form (`1.2e+30`).
func formatFixed(_ value: Double, decimals: Int) -> String {
  guard value.isFinite else { return value.description }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  guard abs(value) * scale < 9e18 else { return value.description }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int64(scaled / scale)
  let fraction = Int64(scaled - Double(whole) * scale)
  let sign = value < 0 && scaled != 0 ? "-" : ""
  guard decimals > 0 else { return sign + String(whole) }
  let digits = String(fraction)
  return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count)
    + digits
}

/// A number with about four significant digits for tables: `23378`, `5.44e6`, `0.0012`.
func formatCompact(_ value: Double) -> String {
  let magnitude = abs(value)
  if magnitude == 0 { return "0" }
  if magnitude >= 1e6 || magnitude < 1e-3 {
    let scientific = DecimalScientific(magnitude)
    return (value < 0 ? "-" : "") + formatFixed(scientific.mantissa, decimals: 2)
      + "e\(scientific.exponent)"
  }
  if magnitude >= 1000 { return formatFixed(value, decimals: 0) }
  if magnitude >= 1 { return formatFixed(value, decimals: 2) }
  return formatFixed(value, decimals: 4)
}

import ReelKit
import ReelKitSupport

/// The phrases and rows every exact sheet's table shares (``/ReelKit/ParSheet`` and
/// ``/ReelKit/TumbleSheet``), written once.
enum SheetRows {
  /// `, weights 256/256/256` when any drum's weight sum differs from its stop count; empty
  /// otherwise.
  static func weights(stops: [Int], weightSums: [UInt64]) -> String {
    let weighted = zip(stops, weightSums).contains { UInt64($0) != $1 }
    return weighted ? ", weights \(weightSums.map(String.init).joined(separator: "/"))" : ""
  }

  /// `by ways, bet 1 per spin`, or `20 lines, bet 1 per line, total bet 20`.
  static func bet(mode: PayMode, bet: Double, lines: Int, totalBet: Double) -> String {
    mode == .ways
      ? "by ways, bet \(formatNumber(bet)) per spin"
      : "\(counted(lines, "line")), bet \(formatNumber(bet)) per line, total bet "
        + "\(formatNumber(totalBet))"
  }

  /// The rows of the RTP (`returned` says what the credits returned include), the hit
  /// frequency, the standard deviation of one `spin`'s pay (a spin's, a chain's) and the
  /// expected pay.
  static func figures(
    rtp: Double, returnPerCycle: Double, betPerCycle: Double, returned: String,
    hitFrequency: Double, hits: UInt64, cycle: UInt64, standardDeviation: Double,
    variance: Double, spin: String, expectedPay: Double
  ) -> [[String]] {
    [
      [
        "return to player (RTP)", formatFixed(rtp, decimals: 6),
        "\(formatCredits(returnPerCycle)) credits returned of \(formatNumber(betPerCycle)) bet "
          + "per cycle" + returned,
      ],
      [
        "hit frequency", formatFixed(hitFrequency, decimals: 6),
        "1 in \(formatOneIn(hitFrequency)): \(hits) of \(cycle) combinations pay",
      ],
      [
        "standard deviation", formatFixed(standardDeviation, decimals: 6),
        "of one \(spin) pay per unit total bet (variance \(formatFixed(variance, decimals: 6)))",
      ],
      ["expected pay", formatFixed(expectedPay, decimals: 6), "credits per spin"],
    ]
  }
}

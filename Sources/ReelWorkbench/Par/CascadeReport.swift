import ReelKit
import ReelKitSupport

/// What `reelsim par` prints for a variable-row machine with cascades: the exact value of
/// every outcome's chain (``/ReelKit/CascadeValue``) or a seeded Monte Carlo estimate with
/// its 95 % interval (``/ReelKit/CascadeEstimate``), as a table or JSON.
public struct CascadeReport: Sendable {
  /// The machine's name.
  public var name: String
  /// The exact value, when every chain was played.
  public var value: CascadeValue?
  /// The estimate and its seed, when spins were drawn.
  public var estimate: (seed: UInt64, estimate: CascadeEstimate)?

  /// The report of an exact value.
  public init(name: String, value: CascadeValue) {
    self.name = name
    self.value = value
  }

  /// The report of a Monte Carlo estimate drawn from `seed`.
  public init(name: String, seed: UInt64, estimate: CascadeEstimate) {
    self.name = name
    self.estimate = (seed, estimate)
  }

  /// The readable report.
  public var table: String {
    if let value {
      var text = "PAR sheet: \(name) (exact, every outcome's cascade chain played)\n\n"
      text += SpinSummary.align([
        [
          "return to player (RTP)", formatFixed(value.rtp ?? value.baseRTP, decimals: 6),
          "the base game's chains, every window × its multiplier",
        ],
        ["cascades per spin", formatFixed(value.baseCascades, decimals: 6), "in the base game"],
      ])
      return text
    }
    guard let (seed, estimate) = estimate else { return "" }
    let interval = estimate.rtpInterval()
    var text =
      "PAR estimate: \(name) (Monte Carlo, \(estimate.tally.spins) spins, seed \(seed))\n\n"
    text += SpinSummary.align([
      [
        "return to player (RTP)", formatFixed(estimate.rtp, decimals: 6),
        "95 % interval \(formatFixed(interval.lowerBound, decimals: 6)) … "
          + "\(formatFixed(interval.upperBound, decimals: 6))",
      ],
      ["base RTP", formatFixed(estimate.baseRTP, decimals: 6), "the base game's chains"],
      ["hit frequency", formatFixed(estimate.hitFrequency, decimals: 6), "spins that pay"],
      [
        "standard deviation", formatFixed(estimate.standardDeviation, decimals: 6),
        "of one spin's pay per unit total bet",
      ],
      [
        "cascades per spin",
        formatFixed(
          Double(estimate.tally.baseCascades) / Double(max(1, estimate.tally.spins)), decimals: 6),
        "in the base game",
      ],
      ["largest multiplier", String(estimate.tally.largestMultiplier), "seen"],
    ])
    return text
  }

  /// The report as JSON (keys sorted when written).
  public var json: JSONValue {
    if let value {
      return .object([
        "machine": .string(name), "method": .string("exact"),
        "calculation": .string("cascade-chains"), "variableRows": .bool(true),
        "rtp": .number(value.rtp ?? value.baseRTP), "baseRTP": .number(value.baseRTP),
        "baseCascades": .number(value.baseCascades), "totalBet": .number(value.totalBet),
      ])
    }
    guard let (seed, estimate) = estimate else { return .null }
    let interval = estimate.rtpInterval()
    return .object([
      "machine": .string(name), "method": .string("monte-carlo"), "variableRows": .bool(true),
      "seed": .number(Double(seed), text: String(seed)),
      "spins": .number(Double(estimate.tally.spins), text: String(estimate.tally.spins)),
      "rtp": .number(estimate.rtp),
      "rtpInterval": .array([JSONValue.number(interval.lowerBound), .number(interval.upperBound)]),
      "baseRTP": .number(estimate.baseRTP), "hitFrequency": .number(estimate.hitFrequency),
      "standardDeviation": .number(estimate.standardDeviation),
      "baseCascades": .number(Double(estimate.tally.baseCascades)),
      "largestMultiplier": .number(estimate.tally.largestMultiplier),
      "totalBet": .number(estimate.totalBet),
    ])
  }
}

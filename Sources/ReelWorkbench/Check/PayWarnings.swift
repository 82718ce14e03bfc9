import ReelKit
import ReelKitSupport

/// What `reelsim check` warns about a machine's pays, from the same exact figures `par`
/// prints for its kind of machine: a total RTP above 1 (the machine pays out more than it
/// takes), and a top award rarer than 1 in 100 million games whose odds the config does not
/// say are shown (`paytable.topAwardOddsShown`).
///
/// Each kind is priced as its sheet prices it (``PayFigures``): lines and ways (with free
/// spins, "Book of" expanding symbols, hold and win) by the closed form; wild features by
/// their closed form and Markov chains; variable rows by the closed form by ways; cluster
/// pays and tumbles by playing every stop combination's chain when that is estimated at most
/// ``PayFigures/checkBoundSeconds`` of one core. A machine whose exact figures are out of
/// that reach gets a **note** saying its pays were not checked and how `par` estimates them,
/// never silence. On a machine with coin levels, every level's RTP above 1 is warned too.
public enum PayWarnings {
  /// The pay findings of `machine` read from `file`: the warnings, or the note that the pays
  /// were not checked.
  public static func findings(machine: ResolvedMachine, file: String) async -> [ConfigFinding] {
    guard machine.paytable != nil else { return [] }
    switch await PayFigures.of(machine, file: file) {
    case .none:
      return []
    case .unpriced(let why):
      return [
        ConfigFinding(
          severity: .note, file: file, path: "paytable",
          message: "the RTP and the top award are not checked: \(why)",
          fix: "run reelsim par on it (with --monte-carlo N for an estimate)")
      ]
    case .priced(let figures):
      return warnings(figures, file: file)
    }
  }

  /// The warnings of `figures`.
  static func warnings(_ figures: PayFigures, file: String) -> [ConfigFinding] {
    var findings: [ConfigFinding] = []
    // Coin levels: every level's RTP (the first level's is the sheet's own).
    for level in figures.coinLevels where level.coins != figures.coins && level.rtp > 1 {
      findings.append(
        ConfigFinding(
          severity: .warning, file: file, path: "paytable.coins",
          message: "at \(counted(level.coins, "coin")), the total RTP is "
            + "\(formatFixed(level.rtp, decimals: 6)), above 1: the machine pays out more than "
            + "it takes at that level",
          fix: "lower that level's pays in paytable.coins.pays (or the one-coin pays)"))
    }
    if figures.totalRTP > 1 {
      findings.append(
        ConfigFinding(
          severity: .warning, file: file, path: "paytable",
          message: "the total RTP is \(formatFixed(figures.totalRTP, decimals: 6)), above 1: the "
            + "machine pays out more than it takes",
          fix: "lower the pays; a wild that doubles a win once however many wilds are in it is "
            + "multiplierRule once"))
    }
    if let award = figures.topAward, award.isRarerThanOddsLimit, !figures.oddsShown {
      findings.append(
        ConfigFinding(
          severity: .warning, file: file, path: "paytable.topAwardOddsShown",
          message: "the top award (\(formatCredits(award.credits)) \(figures.unit)) comes 1 in "
            + "\(formatOneIn(award.probability)) games, rarer than 1 in 100000000: its odds "
            + "must be shown wherever it is advertised (GLI-11)",
          fix: "show its odds and set paytable.topAwardOddsShown to true"))
    }
    return findings
  }
}

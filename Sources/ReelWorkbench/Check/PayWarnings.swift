import ReelKit
import ReelKitSupport

/// What `reelsim check` warns about a machine's pays, from its exact sheet by the closed form
/// (no window visited; fixed-row machines without tumbles): a total RTP above 1 (the machine
/// pays out more than it takes), and a top award rarer than 1 in 100 million games whose odds
/// the config does not say are shown (`paytable.topAwardOddsShown`); on a machine with coin
/// levels, every level's RTP above 1. A machine the closed form cannot price gets no pay
/// warning.
public enum PayWarnings {
  /// The pay warnings of `machine` read from `file`.
  public static func findings(machine: ResolvedMachine, file: String) async -> [ConfigFinding] {
    guard machine.paytable != nil, machine.cluster == nil, machine.variableRows == nil,
      machine.tumble == nil
    else { return [] }
    let sheet: ParSheet
    do {
      let calculator = try ParRun.calculator(for: machine, file: file, method: .closedForm)
      sheet = try await ParRun.pricingCoinLevels(
        ParRun.sheet(calculator, of: machine, method: .closedForm, jobs: 1, file: file),
        of: machine, method: .closedForm, jobs: 1, file: file)
    } catch {
      return []
    }
    var findings: [ConfigFinding] = []
    // Coin levels: every level's RTP (the first level's is the sheet's own).
    for level in sheet.coinLevels where level.coins != sheet.coins && level.rtp > 1 {
      findings.append(
        ConfigFinding(
          severity: .warning, file: file, path: "paytable.coins",
          message: "at \(counted(level.coins, "coin")), the total RTP is "
            + "\(formatFixed(level.rtp, decimals: 6)), above 1: the machine pays out more than "
            + "it takes at that level",
          fix: "lower that level's pays in paytable.coins.pays (or the one-coin pays)"))
    }
    if sheet.totalRTP > 1 {
      findings.append(
        ConfigFinding(
          severity: .warning, file: file, path: "paytable",
          message: "the total RTP is \(formatFixed(sheet.totalRTP, decimals: 6)), above 1: the "
            + "machine pays out more than it takes",
          fix: "lower the pays; a wild that doubles a win once however many wilds are in it is "
            + "multiplierRule once"))
    }
    let award = sheet.topAward
    if award.isRarerThanOddsLimit, !sheet.topAwardOddsShown {
      findings.append(
        ConfigFinding(
          severity: .warning, file: file, path: "paytable.topAwardOddsShown",
          message: "the top award (\(formatCredits(award.credits)) credits) comes 1 in "
            + "\(formatOneIn(award.probability)) games, rarer than 1 in 100000000: its odds "
            + "must be shown wherever it is advertised (GLI-11)",
          fix: "show its odds and set paytable.topAwardOddsShown to true"))
    }
    return findings
  }
}

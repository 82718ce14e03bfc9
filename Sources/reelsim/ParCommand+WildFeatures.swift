import ReelKit
import ReelKitSupport
import ReelWorkbench

extension Par {
  /// The games a wild-features sheet plays when a part is out of exact reach and no
  /// `--monte-carlo N` was given.
  static let wildFeatureGames = 1_000_000

  /// The most stop combinations `--method enumerate` visits for the base game's cross-check.
  static let wildFeatureEnumerationBound = 50_000_000

  /// `par` of a machine with `paytable.wilds`: the exact parts (closed form and Markov
  /// chains), Monte Carlo for the parts out of reach or with `--monte-carlo N`, the base game
  /// enumerated with `--method enumerate`.
  func runWildFeatures(
    _ features: WildFeatures, machine: ResolvedMachine, paytable: Paytable, file: String
  ) async throws {
    if precision != nil || shard != nil || !merge.isEmpty {
      throw Diagnostics.report(
        ConfigError(
          file: file,
          problems: [
            ConfigProblem(
              path: JSONPath("paytable.wilds"),
              message: "is priced by its own sheet: --precision, --shard and --merge are not "
                + "available (allowed: par, par --monte-carlo N, par --method enumerate)")
          ]))
    }
    let reels = ReelStrips(machine.spec)
    guard
      let calculator = WildFeaturesCalculator(
        reels: reels, weights: machine.weights, paytable: paytable, features: features,
        freeSpins: machine.freeSpins)
    else {
      throw Diagnostics.report(
        ConfigError(
          file: file,
          problems: [
            ConfigProblem(
              path: JSONPath("paytable.wilds"),
              message: "the machine has too many symbols and drums for the wild features' "
                + "pay table (allowed: symbols^drums at most "
                + "\(WildPayExpectation.maximumTuples))")
          ]))
    }
    let sheet = calculator.sheet()
    var enumerated: Double?
    if method == .enumerate {
      let combinations = reels.stopCounts.reduce(1.0) { $0 * Double($1) }
      guard combinations <= Double(Self.wildFeatureEnumerationBound) else {
        throw Diagnostics.report(
          ConfigError(
            file: file,
            problems: [
              ConfigProblem(
                path: JSONPath("drums"),
                message: "has \(Int(combinations)) stop combinations, above the "
                  + "\(Self.wildFeatureEnumerationBound) --method enumerate visits with wild "
                  + "features (allowed: the closed form, par without --method)")
            ]))
      }
      enumerated = WildFeaturesEnumeration.baseRTP(
        reels: reels, weights: machine.weights, paytable: paytable, features: features)
    }
    let needsEstimate = sheet.totalRTP == nil
    let games = monteCarlo ?? (needsEstimate ? Self.wildFeatureGames : nil)
    let seed = self.seed ?? machine.seed
    var estimate: WildFeaturesEstimate?
    if let games {
      let spinner = WildFeaturesSpinner(
        reels: reels, weights: machine.weights, paytable: paytable, features: features,
        freeSpins: machine.freeSpins)
      estimate = WildFeaturesEstimate(spinner: spinner, games: games, seed: seed)
    }
    let report = WildFeaturesReport(
      name: machine.spec.name, features: features, sheet: sheet, estimate: estimate, seed: seed,
      enumeratedBaseRTP: enumerated)
    Output.write(json ? JSONWriter.write(report.json) : report.table())
  }
}

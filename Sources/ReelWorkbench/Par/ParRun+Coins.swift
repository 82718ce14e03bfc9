import ReelKit

extension ParRun {
  /// `sheet` (the exact sheet of `machine` at the level it plays, ``ResolvedMachine/coins``)
  /// with every coin level's figures (``/ReelKit/ParSheet/coinLevels``): each other level's
  /// exact sheet computed by `method` as the played one's, on at most `jobs` workers.
  /// `sheet` itself on a machine without coin levels.
  ///
  /// - Throws: ``ConfigError`` when a level's sheet is out of reach (at `drums`).
  public static func pricingCoinLevels(
    _ sheet: ParSheet, of machine: ResolvedMachine, method: Method, jobs: Int, file: String,
    estimate: String? = nil
  ) async throws(ConfigError) -> ParSheet {
    guard let levels = machine.coinLevels, let base = machine.oneCoinPaytable else {
      return sheet
    }
    var figures: [CoinLevelSheet] = []
    for coins in levels.levels {
      var levelSheet = sheet
      if coins != machine.coins {
        let played = machine.playing(coins: coins)
        let calculator = try calculator(
          for: played, file: file, estimate: estimate, method: method)
        levelSheet = try await ParRun.sheet(
          calculator, of: played, method: method, jobs: jobs, file: file, estimate: estimate)
      }
      figures.append(CoinLevelSheet(coins: coins, sheet: levelSheet, levels: levels, base: base))
    }
    var sheet = sheet
    sheet.coinLevels = figures
    return sheet
  }
}

import ReelKit

extension ResolvedMachine {
  /// The summary of a finished spin of this machine, in one place for `simulate`, `resume`,
  /// `regress`, `replay` and the studio: the result, its seed and where its targets came from,
  /// and, when every drum came to rest, what the window pays, the tumble chain of a tumbling
  /// machine and the free-spins round a trigger plays (its generator seeded from `seed` by
  /// ``/ReelKit/FreeSpinsRound/generatorSeed(spinSeed:)``) and the hold-and-win round
  /// (seeded by ``/ReelKit/HoldAndWinRound/generatorSeed(spinSeed:)``). On a cluster-pays
  /// machine the summary has the cascade chain with its clusters and cell multipliers
  /// (``SpinSummary/cluster``) and, with cascades, its falls (``SpinSummary/tumble``); a
  /// trigger plays its free spins (``SpinSummary/clusterRound``, seeded as the free spins of
  /// fixed rows).
  ///
  /// On a variable-row machine (``variableRows``) the summary also has the spin's rows, the
  /// rows before it, its ways and the top drum (``SpinSummary/rows``), and the pay is the
  /// maths' (``/ReelKit/VariableRowsMachine/pay(of:)``: ways over each drum's rows and its top
  /// cell); with a `tumble` block, its base-game cascade chain with the multiplier
  /// (``SpinRowsSummary/cascade``) and the same chain with every cell's fall on the spin's
  /// window (``SpinSummary/tumble``, ``/ReelKit/CascadeMotion``); with free spins, the round a
  /// trigger plays (``SpinRowsSummary/freeSpinsRound``, its generator seeded as on fixed rows).
  public func summary(of result: SpinResult, seed: UInt64, targetSource: String) -> SpinSummary {
    if let variableRows {
      return variableRowsSummary(
        of: result, rows: variableRows, seed: seed, targetSource: targetSource)
    }
    if cluster != nil {
      // A cluster grid pays by its clusters (``clusterChain(of:)``), not by lines.
      var summary = SpinSummary(
        result: result, seed: seed, targetSource: targetSource, failure: result.failure)
      summary.cluster = clusterChain(of: result, seed: seed)
      summary.payout = summary.cluster?.tumble.pay
      if cluster?.rules.cascades == true { summary.tumble = summary.cluster?.tumble }
      if let game = cluster, let feature = game.freeSpins, let chain = summary.cluster,
        feature.spins(scatters: chain.spin.scatters) > 0
      {
        var generator = SplitMix64(seed: FreeSpinsRound.generatorSeed(spinSeed: seed))
        summary.clusterRound = game.playRound(base: chain.spin, using: &generator)
      }
      return summary
    }
    var summary = SpinSummary(
      result: result, seed: seed, targetSource: targetSource, failure: result.failure,
      paying: paytable)
    summary.wheel = wheelLayout
    summary.coins = coins
    summary.tumble = tumbleChain(of: result)
    summary.freeSpins = freeSpins
    summary.winCap = winCap  // the rule par prices: on the spin's pay and its whole round
    if let freeSpins, let trigger = summary.freeSpinsTrigger, trigger.awarded > 0 {
      var generator = SplitMix64(seed: FreeSpinsRound.generatorSeed(spinSeed: seed))
      summary.freeSpinsRound = freeSpins.play(scatters: trigger.scatters, using: &generator)
    }
    // Wild features (issue 34): the game from the window at rest, seeded like free spins.
    if let wildFeatures, let paytable, summary.payout != nil, result.failure == nil {
      var generator = SplitMix64(seed: FreeSpinsRound.generatorSeed(spinSeed: seed))
      let spinner = WildFeaturesSpinner(
        reels: ReelStrips(spec), weights: weights, paytable: paytable, features: wildFeatures,
        freeSpins: freeSpins)
      let game = spinner.play(
        using: &generator, record: true, baseStops: result.drums.map(\.target))
      summary.wildFeaturesGame = game
      summary.wildStepWindows = wildStepWindows(
        of: game, base: result.window, paytable: paytable)
      summary.freeSpinsRound = nil
      // The base window pays as the maths pays it: after its wilds expanded.
      if let wild = paytable.wild, let expanded = game.steps.first?.expanded, !expanded.isEmpty {
        var window = result.window
        for row in window.indices {
          for drum in expanded where drum < window[row].count { window[row][drum] = wild }
        }
        summary.shownWindow = window
        summary.payout = PayEvaluator(
          paytable: paytable, drumCount: spec.drums.count,
          rowCount: result.drums.map(\.window.count).min() ?? 1
        ).evaluate(SymbolWindow(rows: window))
      }
    }
    summary.holdAndWin = holdAndWin
    if let holdAndWin, let held = summary.holdAndWinHeld,
      held.filter({ $0 }).count >= holdAndWin.trigger
    {
      var generator = SplitMix64(seed: HoldAndWinRound.generatorSeed(spinSeed: seed))
      let round = HoldAndWinRound.play(holdAndWin, held: held, using: &generator)
      summary.holdAndWinRound = round
      // Animating throws only on cancellation: the summary then has the round without motion.
      summary.holdAndWinMotion = try? holdAndWinReels?.animate(round)
    }
    return summary
  }

  /// The summary of a variable-row spin: the outcome is the rows each drum showed at rest
  /// (``/ReelKit/SpinResult/rows``), its targets and, with a top drum, the target of the spin
  /// machine's last drum (``/ReelKit/MachineSpec/spinning(_:previousRows:topDrum:)``), which
  /// the summary shows apart from the machine's drums.
  private func variableRowsSummary(
    of whole: SpinResult, rows: VariableRows, seed: UInt64, targetSource: String
  ) -> SpinSummary {
    let count = spec.drums.count
    var result = whole
    var top: DrumResult?
    if rows.topDrum != nil, whole.drums.count == count + 1 {
      top = whole.drums[count]
      result.drums.removeLast()
      result.targets = Array(whole.targets.prefix(count))
      result.traces = whole.traces.map { Array($0.prefix(count)) }
      result.events = whole.events.filter { ($0.drum ?? 0) < count }
    }
    let outcome = VariableRowsOutcome(
      rows: result.rows, stops: result.drums.isEmpty ? result.targets : result.drums.map(\.target),
      topStop: top?.target ?? (rows.topDrum == nil ? nil : whole.targets.dropFirst(count).first))
    var payout: SpinPay?
    let reels = ReelStrips(spec)
    if let paytable, whole.failure == nil, whole.allStopped, !result.drums.isEmpty,
      outcome.issues(reels: reels, rows: rows).isEmpty
    {
      payout = VariableRowsMachine(reels: reels, rows: rows, paytable: paytable, weights: weights)
        .pay(of: outcome)
    }
    var summary = SpinSummary(
      result: result, seed: seed, targetSource: targetSource, failure: whole.failure,
      paytable: paytable, payout: payout)
    summary.rows = SpinRowsSummary(
      outcome: outcome, previousRows: result.previousRows, topDrum: rows.topDrum,
      symbolHeights: spec.drums.indices.map { index in
        let drum = spec.drums[index]
        let count = outcome.rows.indices.contains(index) ? outcome.rows[index] : 1
        return drum.windowHeight / Double(max(1, count))
      })
    if payout != nil {
      summary.rows?.cascade = variableRowsCascade?.chain(of: outcome, inFreeSpins: false)
      summary.tumble = cascadeMotionChain(
        of: whole, outcome: outcome, previousRows: result.previousRows)
      summary.rows?.freeSpinsRound = freeSpinsRound(of: outcome, seed: seed)
      summary.rows?.freeSpins = cascadeFreeSpins
    }
    summary.rows?.topDrumResult = top
    summary.rows?.topSymbolHeight = rows.topDrum.map { spec.topDrumSpec($0).geometry.symbolHeight }
    return summary
  }
}

extension ResolvedMachine {
  /// The cascade chain of a finished variable-row spin with its motion
  /// (``/ReelKit/CascadeMotion``) on the spin's machine
  /// (``/ReelKit/MachineSpec/spinning(_:previousRows:topDrum:)``, the machine `whole` ran),
  /// from its last settle tick; `nil` without a `tumble` block or when the spin did not come
  /// to rest.
  public func cascadeMotionChain(
    of whole: SpinResult, outcome: VariableRowsOutcome, previousRows: [Int]
  ) -> TumbleChain? {
    guard let tumble, let cascade = variableRowsCascade, let rows = variableRows,
      whole.failure == nil, whole.allStopped, let start = whole.spinTick,
      let spin = try? spec.spinning(
        outcome.rows, previousRows: previousRows,
        topDrum: outcome.topStop == nil ? nil : rows.topDrum)
    else { return nil }
    return CascadeMotion(cascade: cascade, parameters: tumble, clock: spec.clock)
      .chain(of: outcome, spin: spin, startTick: start)
  }

  /// The free-spins round a variable-row spin's landing window triggers
  /// (``/ReelKit/VariableRowsCascade/playFreeSpins(scatters:using:limit:)``), its generator
  /// seeded from the spin's seed as on fixed rows
  /// (``/ReelKit/FreeSpinsRound/generatorSeed(spinSeed:)``); `nil` without free spins.
  func freeSpinsRound(of outcome: VariableRowsOutcome, seed: UInt64) -> CascadeFreeSpinsRound? {
    guard let game = variableRowsGame, game.freeSpins != nil else { return nil }
    let scatters = game.chain(of: outcome, inFreeSpins: false).scatters
    var generator = SplitMix64(seed: FreeSpinsRound.generatorSeed(spinSeed: seed))
    return game.playFreeSpins(scatters: scatters, using: &generator)
  }
}

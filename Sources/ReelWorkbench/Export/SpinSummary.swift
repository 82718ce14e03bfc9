import ReelKit

/// The summary of one spin, as `simulate` prints it: a readable table or JSON.
public struct SpinSummary: Sendable {
  /// The spin.
  public var result: SpinResult
  /// The seed the targets were drawn from (reported even when targets were given).
  public var seed: UInt64
  /// Where the targets came from: `seed`, `config` or `command line`.
  public var targetSource: String
  /// The watchdog failure, if the spin did not finish.
  public var failure: SpinFailure?
  /// The machine's paytable, if it has one.
  public var paytable: Paytable?
  /// What the window at rest pays (`nil` without a paytable or when the spin failed).
  public var payout: SpinPay?
  /// How the machine is drawn when it is a prize wheel (`nil` for reels): the summary then
  /// speaks of the wheel, its segments and its pointer, in degrees.
  public var wheel: WheelLayout?
  /// The tumble chain of a tumbling machine whose spin came to rest (`nil` otherwise).
  public var tumble: TumbleChain?
  /// The machine's free-spins feature, if it has one: the summary then shows the trigger
  /// (``freeSpinsTrigger``).
  public var freeSpins: FreeSpinsFeature?
  /// The free spins the window at rest triggered, played (``/ReelKit/FreeSpinsRound``); `nil`
  /// when nothing was triggered.
  public var freeSpinsRound: FreeSpinsRound?
  /// The rows, ways and top drum of a variable-row spin (`nil` for fixed rows).
  public var rows: SpinRowsSummary?
  /// The machine's hold-and-win feature, if it has one: the summary then shows whether the
  /// window at rest started a round.
  public var holdAndWin: HoldAndWinFeature?
  /// The cascade chain of a cluster-pays spin that came to rest (`nil` otherwise): its
  /// clusters, cell multipliers and falls (``tumble`` holds the same chain's motion).
  public var cluster: ClusterChain?
  /// The free-spins round a cluster spin's scatters triggered, free spin by free spin, with
  /// the round's capped win; `nil` without a trigger (``/ReelKit/ClusterRound``).
  public var clusterRound: ClusterRound?
  /// The hold-and-win round the window at rest started, played respin by respin; `nil` when
  /// none started.
  public var holdAndWinRound: HoldAndWinRound?
  /// The hold-and-win round on the cell reels (``/ReelKit/HoldAndWinReels``): every respin's
  /// spin, on the round's timeline; `nil` when no round started.
  public var holdAndWinMotion: CellReelRound?
  /// The wild features' game from the window at rest (expansions, walking respins, the free
  /// spins with sticky wilds), step by step; `nil` without `paytable.wilds`.
  public var wildFeaturesGame: WildFeaturesSpinner.Game?
  /// The window each step of ``wildFeaturesGame`` lands on before any growth, rows top first,
  /// held cells showing the wild; `nil` without a game.
  public var wildStepWindows: [[[String]]]?
  /// The coin level played, coins per line, on a machine with coin levels (`nil` without):
  /// ``paytable`` then pays that level's pays.
  public var coins: Int?
  /// The max win cap of a lines or ways machine (`paytable.maxWin`, ``/ReelKit/WinCap``),
  /// applied to the spin's pay and to its free-spins round (SpinSummary+WinCap.swift); `nil`
  /// without one (a cluster grid caps inside its chain, ``clusterRound``).
  public var winCap: WinCap?
  /// The window the base game pays when wilds expanded over it (top row first), `nil`
  /// otherwise: ``payout``, the wins and the free-spins trigger are this window's.
  public var shownWindow: [[String]]?

  /// Creates a summary.
  public init(
    result: SpinResult, seed: UInt64, targetSource: String, failure: SpinFailure?,
    paytable: Paytable? = nil, payout: SpinPay? = nil
  ) {
    self.result = result
    self.seed = seed
    self.targetSource = targetSource
    self.failure = failure
    self.paytable = paytable
    self.payout = payout
  }

  /// Creates the summary of a spin of a machine with `paytable` (or none): when every drum
  /// came to rest and the watchdog did not fire, ``payout`` is what its window at rest pays.
  public init(
    result: SpinResult, seed: UInt64, targetSource: String, failure: SpinFailure?,
    paying paytable: Paytable?
  ) {
    var payout: SpinPay?
    if let paytable, failure == nil, result.allStopped, !result.drums.isEmpty {
      let window = SymbolWindow(rows: result.window)
      let evaluator = PayEvaluator(
        paytable: paytable, drumCount: window.drumCount,
        rowCount: result.drums.map(\.window.count).min() ?? 1)
      payout = evaluator.evaluate(window)
    }
    self.init(
      result: result, seed: seed, targetSource: targetSource, failure: failure,
      paytable: paytable, payout: payout)
  }

  /// The result code of the spin: the stop every drum landed on (its target), joined by `-`
  /// (``/ReelKit/ResultCode``).
  public var resultCode: ResultCode {
    let stops = result.drums.isEmpty ? result.targets : result.drums.map(\.target)
    guard let rows else { return ResultCode(stops: stops) }
    var outcome = rows.outcome
    outcome.stops = stops
    return ResultCode(outcome)
  }

  private func seconds(_ tick: Int?) -> JSONValue { .optional(result.time(tick)) }

  /// The JSON summary: sorted keys, no timestamps, numbers that read back to the same bits.
  public var json: JSONValue {
    let drums = result.drums.map(drumJSON)
    return JSONValue.object([
      "config": .string(result.machine),
      "seed": .number(Double(seed), text: String(seed)),
      "targets": .array(result.targets.map { .number($0) }),
      "targetSource": .string(targetSource),
      "timeStep": .number(result.clock.timeStep),
      "spinTick": .optional(result.spinTick),
      "spinTime": seconds(result.spinTick),
      "window": .array(result.window.map { row in .array(row.map { .string($0) }) }),
      "drums": .array(drums),
      "failure": failure.map { .string($0.description) } ?? .null,
      "resultCode": .string(resultCode.description),
      "pay": .optional(payout?.total),
      "wins": .array((payout?.wins ?? []).map(\.json)),
    ]).adding("wheel", wheelJSON).adding("tumble", tumbleJSON).adding("freeSpins", freeSpinsJSON)
      .adding(rowsMembers)
      .adding("holdAndWin", holdAndWinJSON)
      .adding("wildFeatures", wildFeaturesJSON).adding("wildMotion", wildMotionJSON)
      .adding("cluster", clusterJSON)
      .adding("clusterFreeSpins", clusterFreeSpinsJSON)
      .adding("coins", coins.map { .number($0) })
      .adding("maxWin", winCapJSON)
  }

  /// One drum's entry in the JSON summary.
  func drumJSON(_ drum: DrumResult) -> JSONValue {
    let fields = JSONValue.object([
      "index": .number(drum.drum),
      "target": .number(drum.target),
      "targetSymbol": .string(drum.targetSymbol),
      "strategy": .string(drum.method.rawValue),
      "speedFactor": .number(drum.speedFactor),
      "cruiseSpeed": .number(drum.cruiseSpeed),
      "phase": .string(drum.phase.rawValue),
      "stopRequestTick": .optional(drum.stopRequestTick),
      "stopRequestTime": seconds(drum.stopRequestTick),
      "brakingStartTime": seconds(drum.brakingStartTick),
      "brakingDistance": .optional(drum.brakingDistance),
      "reachedTargetTime": seconds(drum.reachedTargetTick),
      "settleTick": .optional(drum.settleTick),
      "settleTime": seconds(drum.settleTick),
      "revolutions": .number(drum.revolutions),
      "peakSpeed": .number(drum.peakSpeed),
      "peakDeceleration": .number(drum.peakDeceleration),
      "peakJerk": .number(drum.peakJerk),
      "landingError": .number(drum.landingError),
      "windowMisses": .number(drum.windowMisses),
      "overshoot": .number(drum.overshoot),
      "offset": .number(drum.offset),
      "window": .array(drum.window.map { .string($0) }),
      "decidedTarget": .number(drum.decidedTarget),
      "requestSource": drum.requestSource.map { .string($0.rawValue) } ?? .null,
      "slip": .optional(drum.slip),
      "stopLatency": seconds(drum.stopLatencyTicks),
      "anticipationTime": .number(result.clock.time(atTick: drum.anticipationTicks)),
    ])
    // Only a spliced drum has the key, so summaries without a splice are unchanged; the
    // rows keys only on a variable-row spin.
    var added = rowsMembers(of: drum)
    if let splice = drum.splice { added.append(("splice", splice.json(clock: result.clock))) }
    guard !added.isEmpty, case .object(let members) = fields else { return fields }
    return .object(
      members + added.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
  }
}

extension PayWin {
  /// `{line, symbol, count, pay}`; `line` is `null` for the scatter and ways wins; a ways
  /// win adds `ways`, a multiplied win `multiplier`.
  var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("line", .optional(line)), ("symbol", .string(symbol)), ("count", .number(count)),
      ("pay", .number(pay)),
    ]
    if let ways { members.append(("ways", .number(ways))) }
    if multiplier != 1 { members.append(("multiplier", .number(multiplier))) }
    return .object(members.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
  }
}

extension StripSplice {
  /// `{tick, time, shift, landingIndex, stops, symbols, kept: [{index, symbol}]}`: what a
  /// player of the trace needs to draw the drum as the model shows it (from `tick` on, draw
  /// strip index `i` as its kept symbol when `kept` lists one).
  func json(clock: SimulationClock) -> JSONValue {
    .object([
      "tick": .number(tick),
      "time": .number(clock.time(atTick: tick)),
      "shift": .number(shift),
      "landingIndex": .number(landingIndex),
      "stops": .array(stops.map { .number($0) }),
      "symbols": .array(symbols.map { .string($0) }),
      "kept": .array(
        kept.map { .object(["index": .number($0.index), "symbol": .string($0.symbol)]) }),
    ])
  }
}

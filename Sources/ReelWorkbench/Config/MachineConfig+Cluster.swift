import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// The `paytable.mode` of a cluster-pays machine.
  static let clusterMode = "cluster"

  /// Whether the config describes a cluster-pays machine (`paytable.mode` `cluster`).
  public var isCluster: Bool { paytable?.mode == Self.clusterMode }

  /// Problems of a cluster-pays paytable, each at its JSON path: the grid (drums × visibleRows
  /// within ``/ReelKit/ClusterGame/maximumSide``, reels not a wheel, fixed rows), the
  /// minimum, the pays (known symbols, not the wild, sizes from the minimum to the grid's
  /// cells, ranges of one symbol apart), and no line or ways keys.
  func clusterProblems() -> [ConfigProblem] {
    guard let paytable, isCluster else { return [] }
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath(path), message: message))
    }
    let side = ClusterGame.maximumSide
    let rows = geometry?.visibleRows ?? Defaults.visibleRows
    if wheel != nil { add("wheel", "is not allowed with paytable.mode cluster (allowed: reels)") }
    if hasVariableRows {
      add(
        "geometry.rowWeights",
        "is not allowed with paytable.mode cluster: its cascades are set by paytable.cascades "
          + "(allowed: fixed rows)")
    }
    problems += clusterFallProblems()
    if drums.count > side {
      add("drums", "has \(drums.count) drums, a grid over \(side) columns (allowed: 1 ... \(side))")
    }
    if rows > side {
      add(
        "geometry.visibleRows",
        "\(rows) rows is a grid over \(side) rows (allowed: 1 ... \(side) with paytable.mode cluster)"
      )
    }
    if paytable.lines != nil {
      add("paytable.lines", "is not allowed with mode cluster (allowed: no lines)")
    }
    if !paytable.pays.isEmpty {
      add(
        "paytable.pays",
        "has line pays with mode cluster (allowed: [], the pays are in clusterPays)")
    }
    for (key, present) in [
      ("scatterPays", paytable.scatterPays != nil), ("multipliers", paytable.multipliers != nil),
    ] where present {
      add("paytable." + key, "is not priced with mode cluster yet (allowed: absent)")
    }
    if let wild = paytable.wild, !symbols.contains(wild) {
      add(
        "paytable.wild",
        "\(QuotedInput.quoted(wild)) is not one of the machine's symbols"
          + "\(Suggestion.didYouMean(wild, among: symbols)) (allowed: \(symbols.joined(separator: ", ")))"
      )
    }
    if let bet = paytable.bet, !Ranges.bet.contains(bet) {
      add("paytable.bet", "\(formatNumber(bet)) is out of range (allowed: \(Ranges.bet.allowed))")
    }
    let cells = max(1, min(drums.count, side) * max(1, min(rows, side)))
    let minimum = paytable.minimumCluster ?? 0
    if paytable.minimumCluster == nil {
      add("paytable.minimumCluster", "is missing (allowed: 2 ... \(cells) with mode cluster)")
    } else if !(2...max(2, cells)).contains(minimum) {
      add(
        "paytable.minimumCluster",
        "\(minimum) is out of range (allowed: 2 ... \(cells), a cluster size below 2 pays "
          + "every cell)")
    }
    let pays = paytable.clusterPays ?? []
    if paytable.clusterPays == nil || pays.isEmpty || pays.count > Self.maximumPays {
      add(
        "paytable.clusterPays",
        (paytable.clusterPays == nil ? "is missing" : "has \(pays.count) entries")
          + " (allowed: 1 ... \(Self.maximumPays) pays with mode cluster)")
    }
    var ranges: [String: [(Int, Int, Int)]] = [:]
    for (index, pay) in pays.enumerated() {
      let path = "paytable.clusterPays[\(index)]"
      if !symbols.contains(pay.symbol) {
        add(
          path + ".symbol",
          "\(QuotedInput.quoted(pay.symbol)) is not one of the machine's symbols"
            + "\(Suggestion.didYouMean(pay.symbol, among: symbols)) (allowed: "
            + "\(symbols.joined(separator: ", ")))")
      } else if pay.symbol == paytable.wild {
        add(
          path + ".symbol",
          "\(QuotedInput.quoted(pay.symbol)) is the wild (allowed: a paying symbol)")
      }
      let upper = pay.to ?? cells
      // The smallest size allowed: the minimum when it is valid (never above the cells).
      let smallest = min(max(2, minimum), cells)
      if pay.from < smallest || pay.from > cells {
        add(
          path + ".from",
          "\(pay.from) is out of range (allowed: \(smallest) ... \(cells), from "
            + "minimumCluster to the grid's cells)")
      } else if let to = pay.to, to < pay.from || to > cells {
        add(path + ".to", "\(to) is out of range (allowed: \(pay.from) ... \(cells))")
      } else {
        if let clash = ranges[pay.symbol]?.first(where: { pay.from <= $0.1 && $0.0 <= upper }) {
          add(
            path,
            "\(QuotedInput.bare(pay.symbol)) sizes \(pay.from) ... \(upper) overlap "
              + "clusterPays[\(clash.2)] (allowed: each size of a symbol once)")
        }
        ranges[pay.symbol, default: []].append((pay.from, upper, index))
      }
      if !Ranges.scatterPay.contains(pay.pay) {
        add(
          path + ".pay",
          "\(formatNumber(pay.pay)) is out of range (allowed: 0 ... 1000000000, × bet)")
      }
    }
    if let cap = paytable.cellMultiplierCap,
      !(2...ClusterRules.maximumMultiplierCap).contains(cap)
    {
      add(
        "paytable.cellMultiplierCap",
        "\(cap) is out of range (allowed: 2 ... \(ClusterRules.maximumMultiplierCap), the "
          + "largest cell multiplier)")
    }
    if let cap = paytable.maxWin, !Ranges.maxWin.contains(cap) {
      add(
        "paytable.maxWin",
        "\(formatNumber(cap)) is out of range (allowed: \(Ranges.maxWin.allowed))")
    }
    return problems + clusterFillProblems() + clusterFreeSpinsProblems()
  }

  /// The cluster keys on a paytable whose mode is not `cluster`, one line each.
  func clusterKeyProblems() -> [ConfigProblem] {
    guard let paytable, !isCluster else { return [] }
    return [
      ("minimumCluster", paytable.minimumCluster != nil),
      ("clusterPays", paytable.clusterPays != nil),
      ("cascades", paytable.cascades != nil),
      ("cellMultiplierCap", paytable.cellMultiplierCap != nil), ("fill", paytable.fill != nil),
    ].filter(\.1).map {
      ConfigProblem(
        path: JSONPath("paytable." + $0.0), message: "needs paytable.mode cluster (allowed: absent)"
      )
    }
  }

  /// The cluster game of a validated cluster config, read from `spec`'s drums.
  func clusterGame(spec: MachineSpec, weights: StopWeights?) -> ClusterGame? {
    guard let paytable, isCluster else { return nil }
    let rules = ClusterRules(
      bet: paytable.bet ?? 1, minimum: paytable.minimumCluster ?? 2,
      pays: (paytable.clusterPays ?? []).map {
        ClusterPay(symbol: $0.symbol, from: $0.from, to: $0.to, pay: $0.pay)
      }, wild: paytable.wild, maxWin: paytable.maxWin, cascades: paytable.cascades ?? true,
      multiplierCap: paytable.cellMultiplierCap)
    return ClusterGame(
      reels: ReelStrips(spec), weights: weights, rules: rules, fill: clusterFill,
      freeSpins: clusterFreeSpins)
  }
}

extension ResolvedMachine {
  /// The cascade chain of a cluster-pays machine's spin that came to rest, with its motion
  /// (``/ReelKit/ClusterMachine``, falling by ``clusterFall``); `nil` for another machine or
  /// a spin that did not finish. With a fill, the grid is drawn from SplitMix64 seeded with
  /// ``/ReelKit/ClusterGame/fillSeed(spinSeed:)`` of `seed`, the spin's seed.
  public func clusterChain(of result: SpinResult, seed: UInt64 = 0) -> ClusterChain? {
    guard let cluster, result.failure == nil, result.allStopped,
      result.drums.count == spec.drums.count, let start = result.spinTick
    else { return nil }
    return ClusterMachine(spec: spec, game: cluster, parameters: clusterFall).chain(
      stops: result.drums.map(\.target), startTick: start,
      fillSeed: ClusterGame.fillSeed(spinSeed: seed))
  }

  /// The motion of the free spins `summary`'s cluster spin triggered
  /// (``/ReelKit/ClusterMachine/roundMotion(_:after:)``), `nil` without a round.
  public func clusterRoundMotion(of summary: SpinSummary) -> ClusterRoundMotion? {
    guard let cluster, let chain = summary.cluster, let round = summary.clusterRound,
      !round.freeSpins.isEmpty
    else { return nil }
    return ClusterMachine(spec: spec, game: cluster, parameters: clusterFall).roundMotion(
      round, after: chain)
  }
}

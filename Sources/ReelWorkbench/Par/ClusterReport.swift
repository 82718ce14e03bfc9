import ReelKit
import ReelKitSupport

/// What `reelsim par` prints for a cluster-pays machine: the exact sheet of every stop
/// combination's chain, or a seeded Monte Carlo estimate with 99 % intervals
/// (``/ReelKit/MonteCarloConfidence``), as a table or JSON. Every figure is × bet.
public struct ClusterReport: Sendable {
  /// The machine's name.
  public var name: String
  /// The grid's columns and rows.
  public var grid: (columns: Int, rows: Int)
  /// The counts.
  public var tally: ClusterTally
  /// The seed of a Monte Carlo run; `nil` for the exact sheet.
  public var seed: UInt64?
  /// The cap, × bet, if any.
  public var maxWinCap: Double?
  /// The cell multipliers' cap, if the grid has cell multipliers.
  public var multiplierCap: Int?
  /// The free-spins section (``FreeSpinsRows/init(cluster:spins:seed:)``), with free spins.
  var freeSpins: FreeSpinsRows?
  /// Whether the cells are drawn from a per-cell fill (`paytable.fill`) instead of strips.
  public var filled = false
  /// Whether the top award's odds are shown wherever it is advertised
  /// (`paytable.topAwardOddsShown`).
  public var topAwardOddsShown = false

  /// The warnings: a total RTP above 1, and (exact sheet only) a max win rarer than 1 in
  /// 100 million spins whose odds are not shown.
  public var warnings: [String] {
    let top =
      seed == nil
      ? TopAward(credits: tally.maxWin, probability: tally.maxWinProbability, scope: .chain) : nil
    return SheetRows.warnings(
      totalRTP: tally.rtp, topAward: top, oddsShown: topAwardOddsShown, unit: "× bet")
  }

  /// The report of `tally` of `game`: exact without `seed`, Monte Carlo from `seed`.
  public init(name: String, game: ClusterGame, tally: ClusterTally, seed: UInt64?) {
    self.name = name
    grid = (game.columns, game.rows)
    self.tally = tally
    self.seed = seed
    maxWinCap = game.rules.maxWin
    filled = game.fill != nil
    if game.freeSpins != nil, let seed {
      freeSpins = FreeSpinsRows(cluster: tally, spins: UInt64(tally.weight), seed: seed)
    }
    multiplierCap = game.rules.multiplierCap
  }

  /// The half-width of the 99 % interval of a mean whose one-spin deviation is `deviation`.
  func margin(_ deviation: Double) -> Double? {
    seed == nil ? nil : MonteCarloConfidence.z * deviation / max(1, tally.weight).squareRoot()
  }

  /// The 99 % half-width of a probability `p`.
  func proportionMargin(_ p: Double) -> Double? { margin((p * (1 - p)).squareRoot()) }

  /// The win-size classes' names.
  static var classNames: [String] {
    let bounds = ClusterTally.classBounds.map { formatNumber($0) }
    return ["no win", "below 1"]
      + bounds.indices.map { index in
        index + 1 < bounds.count ? "\(bounds[index]) to \(bounds[index + 1])" : "\(bounds[index])+"
      }
  }

  /// `value` with ` ± margin` when there is one.
  func figure(_ value: Double, _ margin: Double?) -> String {
    formatFixed(value, decimals: 6) + (margin.map { " ± " + formatFixed($0, decimals: 6) } ?? "")
  }

  /// The readable report.
  public var table: String {
    let method =
      seed.map {
        "Monte Carlo, \(Int(tally.weight)) spins, seed \($0), \(MonteCarloConfidence.percent) intervals"
      }
      ?? (filled
        ? "exact, every grid the fill draws" : "exact, every stop combination's chain played")
    let multipliers =
      (multiplierCap.map { ", cell multipliers up to ×\($0)" } ?? "")
      + (filled ? ", per-cell fill" : "")
    var text =
      "PAR sheet: \(name) (cluster pays \(grid.columns) × \(grid.rows)\(multipliers), \(method))\n\n"
    let odds =
      tally.maxWinProbability > 0
      ? "1 in " + formatFixed(1 / tally.maxWinProbability, decimals: 1) : "never"
    text += SpinSummary.align([
      ["return to player (RTP)", figure(tally.rtp, margin(tally.standardDeviation)), "× bet"],
      [
        "hit frequency", figure(tally.hitFrequency, proportionMargin(tally.hitFrequency)),
        "spins that pay",
      ],
      [
        "standard deviation", formatFixed(tally.standardDeviation, decimals: 6),
        "of one spin's win, × bet",
      ],
      [
        "cascades per spin", formatFixed(tally.cascadeSum / max(1, tally.weight), decimals: 6),
        "refills after a win",
      ],
      ["max win", formatFixed(tally.maxWin, decimals: 6), "× bet, \(odds)"],
      [
        "cap hits", figure(tally.capProbability, proportionMargin(tally.capProbability)),
        maxWinCap.map { "spins cut at \(formatNumber($0)) × bet" } ?? "no cap",
      ],
    ])
    text += "\nwin size (× bet)   probability\n"
    text += SpinSummary.align(
      zip(Self.classNames, tally.classWeights).map { name, weight in
        let p = weight / max(1, tally.weight)
        return [name, figure(p, proportionMargin(p))]
      })
    if tally.truncatedWeight > 0 {
      text +=
        "\nchains cut at \(ClusterRules.maximumCascades) cascades: "
        + formatFixed(tally.truncatedWeight / tally.weight, decimals: 9) + "\n"
    }
    if let freeSpins {
      text += "\nbase game RTP           " + formatFixed(freeSpins.baseRTP, decimals: 6) + "\n"
      text += freeSpins.table
    }
    return text + SheetRows.warningText(warnings)
  }

  /// The report as JSON (keys sorted when written).
  public var json: JSONValue {
    func interval(_ value: Double, _ margin: Double?) -> JSONValue {
      margin.map { .array([.number(value - $0), .number(value + $0)]) } ?? .null
    }
    var object: [String: JSONValue] = [
      "machine": .string(name), "mode": .string("cluster"),
      "method": .string(seed == nil ? "exact" : "monte-carlo"),
      "columns": .number(Double(grid.columns)), "rows": .number(Double(grid.rows)),
      "rtp": .number(tally.rtp), "hitFrequency": .number(tally.hitFrequency),
      "standardDeviation": .number(tally.standardDeviation),
      "cascadesPerSpin": .number(tally.cascadeSum / max(1, tally.weight)),
      "maxWin": .number(tally.maxWin), "maxWinProbability": .number(tally.maxWinProbability),
      "capProbability": .number(tally.capProbability),
      "maxWinCap": maxWinCap.map { .number($0) } ?? .null,
      "truncatedProbability": .number(tally.truncatedWeight / max(1, tally.weight)),
      "warnings": .array(warnings.map { .string($0) }),
      "winSizes": .array(
        zip(Self.classNames, tally.classWeights).map { name, weight -> JSONValue in
          .object(["size": .string(name), "probability": .number(weight / max(1, tally.weight))])
        }),
    ]
    if let multiplierCap { object["multiplierCap"] = .number(multiplierCap) }
    if filled { object["fill"] = .bool(true) }
    if let freeSpins { object["freeSpins"] = freeSpins.json }
    if let seed {
      object["seed"] = .number(Double(seed), text: String(seed))
      object["spins"] = .number(tally.weight)
      object["confidence"] = .number(0.99)
      object["rtpInterval"] = interval(tally.rtp, margin(tally.standardDeviation))
      object["hitFrequencyInterval"] = interval(
        tally.hitFrequency, proportionMargin(tally.hitFrequency))
      object["capInterval"] = interval(tally.capProbability, proportionMargin(tally.capProbability))
    }
    let sorted = object.keys.sorted()
    return .object(
      sorted.map { (key: $0, node: JSONNode(value: object[$0] ?? .null, line: 0, column: 0)) })
  }
}

extension ParRun {
  /// The exact tally of `game`: one slice per stop of column 0 on at most `jobs` workers,
  /// added in slice order (the same bits for every `jobs`).
  public static func clusterExact(_ game: ClusterGame, jobs: Int) async -> ClusterTally {
    let parts = await (0..<game.sliceCount).orderedConcurrentMap(maxTasks: jobs) {
      game.exactTally(slice: $0)
    }
    return parts.reduce(ClusterTally()) { $0.adding($1) }
  }

  /// The Monte Carlo tally of `spins` seeded spins: the plan's blocks on at most `jobs`
  /// workers, added in block order (the same bits for every `jobs`).
  public static func clusterMonteCarlo(
    _ game: ClusterGame, spins: UInt64, seed: UInt64, jobs: Int
  ) async -> ClusterTally {
    let plan = MonteCarloPlan(spins: min(max(1, spins), MonteCarloPlan.maximumSpins), seed: seed)
    let parts = await (0..<plan.blockCount).orderedConcurrentMap(maxTasks: jobs) {
      game.blockTally(plan: plan, block: $0)
    }
    return parts.reduce(ClusterTally()) { $0.adding($1) }
  }
}

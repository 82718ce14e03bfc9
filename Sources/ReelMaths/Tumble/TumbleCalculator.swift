/// Computes a tumble machine's exact sheet (``TumbleSheet``) by playing the chain of every
/// stop combination.
///
/// A chain is a function of the stops (``Tumbler``), so the exact value of a tumbling machine
/// is the weighted sum over its **combinations** `Π_d N_d` (each drum's strip length; with
/// stop weights, each combination weighs `Π_d w_d(s_d)` of the cycle `Π_d W_d`):
///
///     RTP = Σ_s w(s)·pay(chain(s)) / (cycle·totalBet)
///
/// Each chain is played by ``Tumbler/chainPay(stops:workspace:)`` and its windows' pays
/// counted in whole units of a ``CreditUnit``, so every sum is an exact integer. Drum 0's
/// stops are independent **slices** (``enumerate(slice:)``) that may run on several workers;
/// their partials add exactly, in any order.
public struct TumbleCalculator: Sendable {
  /// The most combinations played: 2²² (4,194,304; `Configs/tumble.json` has 3,200,000).
  public static let maximumChains: UInt64 = 1 << 22

  /// The chains' rule.
  public let tumbler: Tumbler
  /// The unit the pays are counted in.
  public let unit: CreditUnit
  /// The weight of each stop of each drum (1 without weights).
  let weights: [[UInt64]]
  /// The cycle `Π_d W_d`.
  public let cycle: UInt64
  /// The combinations played, `Π_d N_d`.
  public let chains: UInt64

  /// Prepares the sheet of `tumbler`'s machine with optional stop weights, its pays counted
  /// in `unit` (``CreditUnit/payFactors(of:)``).
  ///
  /// - Throws: ``ParError`` when the cycle is more than ``ParCalculator/maximumCycle`` or
  ///   the combinations more than ``maximumChains`` (``ParError/Bound/chains``).
  public init(tumbler: Tumbler, weights: StopWeights?, unit: CreditUnit) throws(ParError) {
    let reels = tumbler.reels.reels
    let weights = reels.indices.map { drum in
      weights.map { $0.drums[drum].map(UInt64.init) }
        ?? Array(repeating: 1, count: reels[drum].symbolCount)
    }
    var cycle: UInt64 = 1
    var chains: UInt64 = 1
    for (drum, stops) in weights.enumerated() {
      let (product, overflow) = cycle.multipliedReportingOverflow(by: stops.reduce(0, +))
      guard !overflow, product <= ParCalculator.maximumCycle else {
        throw ParError(
          bound: .cycle,
          problem: "the cycle (each drum's weight sum multiplied, up to drum \(drum)) is more "
            + "than 2^53", allowed: "at most 9007199254740992 weighted combinations")
      }
      cycle = product
      let (count, tooMany) = chains.multipliedReportingOverflow(by: UInt64(stops.count))
      guard !tooMany, count <= Self.maximumChains else {
        throw ParError(
          bound: .chains,
          problem: "the tumble chains of "
            + reels.map { String($0.symbolCount) }.joined(separator: " × ")
            + " stop combinations are too many to play one by one",
          allowed: "at most \(Self.maximumChains) combinations for an exact tumble sheet")
      }
      chains = count
    }
    self.tumbler = tumbler
    self.unit = unit
    self.weights = weights
    self.cycle = cycle
    self.chains = chains
  }

  /// The number of independent slices: drum 0's stops.
  public var sliceCount: Int { weights[0].count }

  /// The sums of the chains whose drum 0 rests on stop `slice`, every other drum's stops
  /// counted like an odometer (the last drum fastest).
  ///
  /// - Throws: ``MonteCarloError`` when a window's pay is not a whole number of units or a
  ///   chain pays more than ``CreditUnit/maximumSpinUnits``.
  public func enumerate(slice: Int) throws(MonteCarloError) -> TumblePartial {
    var partial = TumblePartial()
    var workspace = TumbleWorkspace(for: tumbler)
    let drums = weights.count
    var stops = [Int](repeating: 0, count: drums)
    stops[0] = slice
    while true {
      var weight: UInt64 = 1
      for drum in 0..<drums { weight *= weights[drum][stops[drum]] }
      let chain = tumbler.chainPay(stops: stops, workspace: &workspace)
      let (total, first) = try workspace.chainUnits(in: unit)
      try partial.add(
        weight: weight, units: total, first: first, tumbles: chain.tumbles,
        cut: chain.end == .limit)
      // The next combination of drums 1 …, the last fastest.
      var drum = drums - 1
      while drum >= 1 {
        stops[drum] += 1
        if stops[drum] < weights[drum].count { break }
        stops[drum] = 0
        drum -= 1
      }
      if drum < 1 { return partial }
    }
  }

  /// The sheet from the partials of every slice, added in slice order.
  public func sheet(_ partials: [TumblePartial]) throws(MonteCarloError) -> TumbleSheet {
    precondition(partials.count == sliceCount, "one partial per slice")
    var total = TumblePartial()
    for partial in partials { try total.add(partial) }
    let paytable = tumbler.evaluator.paytable
    return TumbleSheet(
      machine: tumbler.reels.name, stops: tumbler.reels.stopCounts,
      weightSums: weights.map { $0.reduce(0, +) }, rows: tumbler.evaluator.rowCount,
      mode: paytable.mode, lines: paytable.lines.count, bet: paytable.bet,
      totalBet: paytable.totalBet, cycle: cycle, maxTumbles: tumbler.rule.maxTumbles,
      unitsPerCredit: unit.unitsPerCredit, totals: total)
  }

  /// The whole sheet, slices one after another in the calling task.
  public func sheet() throws(MonteCarloError) -> TumbleSheet {
    var partials: [TumblePartial] = []
    for slice in 0..<sliceCount { partials.append(try enumerate(slice: slice)) }
    return try sheet(partials)
  }
}

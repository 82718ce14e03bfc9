extension VariableRowsCascade {
  /// The largest total pay one chain may reach, credits: 2⁵² (every credit figure stays an
  /// exact `Double`, and a Monte Carlo chain's units fit ``CreditUnit/maximumSpinUnits``
  /// with a unit of a few credits). Written as a `Double` literal: `1 << 52` is 0 where `Int`
  /// has 32 bits (the WebAssembly module).
  public static let maximumChainCredits = 0x1p52

  /// Checks the cascades of `machine` (whose rows and paytable are checked on their own; a
  /// rule of 0 tumbles is a machine without cascades, whose free spins are checked alone);
  /// an empty array means they are valid. Fields are JSON paths as a config names them:
  /// `tumble.maxTumbles`, `tumble.multiplier.step`, `freeSpins.awards[0].spins`.
  ///
  /// Beyond ``CascadeMultiplier/issues(maxTumbles:)`` and
  /// ``CascadeFreeSpins/issues()``: a chain's largest pay — the largest window pay
  /// (every name's best credits on every way of the tallest windows, each way at the largest
  /// symbol multiplier on every drum, plus the best scatter pay) times
  /// ``CascadeMultiplier/chainSum(maxTumbles:)`` — must stay within
  /// ``maximumChainCredits``; with retriggers (and valid rows), a free spin must award less
  /// than 1 free spin on average (``expectedAwards()``), or the feature would not end.
  public static func issues(
    machine: VariableRowsMachine, rule: TumbleRule, multiplier: CascadeMultiplier,
    freeSpins: CascadeFreeSpins?
  ) -> [ParameterIssue] {
    var issues: [ParameterIssue] = []
    if rule.maxTumbles != 0, !TumbleRule.Ranges.maxTumbles.contains(Double(rule.maxTumbles)) {
      issues.append(
        ParameterIssue(
          field: "tumble.maxTumbles",
          message: "\(rule.maxTumbles) is out of range (allowed: 1 ... 1000, or 0 for no cascades)")
      )
      return issues
    }
    issues += multiplier.issues(maxTumbles: rule.maxTumbles).map {
      $0.prefixed("tumble.multiplier")
    }
    if let freeSpins { issues += freeSpins.issues().map { $0.prefixed("freeSpins") } }
    guard issues.isEmpty else { return issues }
    if let freeSpins, freeSpins.retriggers, machine.rows.issues(for: machine.reels).isEmpty {
      let r = VariableRowsCascade(
        machine: machine, rule: rule, multiplier: multiplier, freeSpins: freeSpins
      ).expectedAwards()
      if !(r < 1) {
        issues.append(
          ParameterIssue(
            field: "freeSpins.retriggers",
            message: "a free spin awards \(r) more on average, so the feature would not end "
              + "(allowed: below 1; award fewer spins or turn retriggers off)"))
      }
    }
    let window = largestWindowPay(machine)
    let chain =
      window * Double(multiplier.chainSum(maxTumbles: rule.maxTumbles))
      * Double(freeSpins?.multiplier ?? 1)
    if !(chain <= maximumChainCredits) {
      issues.append(
        ParameterIssue(
          field: "tumble.multiplier",
          message: "a chain could pay \(chain) credits (a window up to \(window) credits, "
            + "multipliers summing to \(multiplier.chainSum(maxTumbles: rule.maxTumbles)), "
            + "free spins × \(freeSpins?.multiplier ?? 1)) "
            + "(allowed: at most 2^52 credits; lower the step, the cap or maxTumbles)"))
    }
    return issues
  }

  /// A bound of one window's pay, credits (see ``issues(machine:rule:multiplier:freeSpins:)``).
  static func largestWindowPay(_ machine: VariableRowsMachine) -> Double {
    let paytable = machine.paytable
    let drums = machine.reels.reels.count
    let cells = Double(machine.evaluator.rowCount)
    var ways = 1.0
    var factor = 1.0
    let largestFactor = paytable.multipliers.map { $0.factor }.max() ?? 1
    for _ in 0..<drums {
      ways *= cells
      factor *= max(1, largestFactor)
    }
    let line = paytable.pays.map { max(0, $0.pay) * paytable.bet }.max() ?? 0
    let scatter = paytable.scatterPays.map { max(0, $0.pay) * paytable.totalBet }.max() ?? 0
    return Double(paytable.pays.count) * line * ways * factor + scatter
  }
}

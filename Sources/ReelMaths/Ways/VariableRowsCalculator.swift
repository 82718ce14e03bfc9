/// Computes a ``VariableRowsSheet`` exactly, without visiting windows: the base game of a
/// variable-row ways machine from each drum's distribution of columns (heights × weighted
/// stops, plus the top drum's cell).
///
/// **Why it factorises.** Given the top drum's stop, the drums are independent: drum `d`
/// shows `h` rows with probability `q_{d,h}` and rests on stop `k` with probability
/// `π_{d,k}`. A ways name's pay is a sum of products over drums (`WaysName`:
/// `f_P = Σ_t a_t·Π_d g_{t,d}`, `g ∈ {1, u_{P,d}, s_{P,d}}`), so
///
///     E[f_P]     = Σ_t a_t·Π_d E[g_{t,d}]
///     E[f_P·f_Q] = Σ_t Σ_t' a_t·a_t'·Π_d E[g_{t,d}·g'_{t',d}]
///
/// and every expectation is over one drum's columns (`WaysDrumStats`). The top drum is the
/// only link between drums: every figure is computed for each distinct top window `τ` (the
/// classes its cells show) and mixed with the window's probability `ρ_τ`,
/// `E[X] = Σ_τ ρ_τ·E[X | τ]`. The figures are described on ``sheet()``.
///
/// Cost: `O(drums × heights × stops × cells × names)` to read the drums, then per top window
/// `O(names² × terms² × drums)` for the variance and the walks of the hit frequency and the
/// win sizes; independent of the number of windows (`Π_d Σ_h N_d` rows × stops).
public struct VariableRowsCalculator: Sendable {
  /// The most entry names a paytable may have for the closed form (a name is one bit of the
  /// hit frequency's walk): 56.
  public static let maximumNames = 56

  /// The machine.
  public let machine: VariableRowsMachine
  /// The paying entry names.
  let names: [WaysName]
  /// `stats[d][v]`: drum `d` without a top cell (`v = 0`) or under top class
  /// `topClasses[v − 1]`.
  let stats: [[WaysDrumStats]]
  /// The distinct top windows: each drum's variant in ``stats`` and the window's probability.
  let topWindows: [(variants: [Int], probability: Double)]
  /// The most scatters counted (the highest scatter entry's count, at most every cell); 0
  /// without a scatter.
  let scatterCap: Int

  /// Reads the machine's drums.
  ///
  /// - Throws: ``ParError`` (``ParError/Bound/closedForm``) when the paytable does not pay by
  ///   ways, a name's longer run pays less than a shorter one, a name's entries count
  ///   different cells, multipliers add (``MultiplierRule/add``), or there are more than
  ///   ``maximumNames`` names.
  public init(machine: VariableRowsMachine) throws(ParError) {
    self.machine = machine
    let evaluator = machine.evaluator
    let paytable = evaluator.paytable
    let drums = machine.reels.reels.count
    guard paytable.mode == .ways, let rules = evaluator.rules else {
      throw Self.unsupported(
        "a variable-row machine paying along lines", "paytable.mode ways")
    }
    guard paytable.multiplierRule == .multiply || paytable.multipliers.isEmpty else {
      throw Self.unsupported(
        "multipliers that \(paytable.multiplierRule == .add ? "add" : "apply once") on variable rows",
        "multiplierRule multiply")
    }
    var names: [WaysName] = []
    for first in rules.nameFirsts {
      let entries = rules.nameEntries[rules.nameOf[first]]
      guard
        let name = WaysName(
          symbol: paytable.pays[first].symbol, entries: entries, paytable: paytable,
          drums: drums)
      else { continue }
      if let (shorter, longer) = name.fallingPair {
        throw Self.unsupported(
          "the ways entry \(name.symbol) pays less for \(longer.count) than for "
            + "\(shorter.count)",
          "pays that do not fall as the count grows")
      }
      for entry in entries where paytable.pays[entry].count <= drums {
        for drum in 0..<paytable.pays[entry].count {
          for symbol in 0..<rules.classCount
          where rules.matches(entry, drum, symbol)
            != rules.matches(name.representative, drum, symbol)
            || rules.flatFactors[entry * rules.classCount + symbol]
              != rules.flatFactors[name.representative * rules.classCount + symbol]
          {
            throw Self.unsupported(
              "the ways entries named \(name.symbol) count different cells on drum \(drum)",
              "one set of symbols (and multipliers) per entry name")
          }
        }
      }
      names.append(name)
    }
    guard names.count <= Self.maximumNames else {
      throw Self.unsupported(
        "\(names.count) ways entry names", "at most \(Self.maximumNames)")
    }
    self.names = names
    let scatterCount = paytable.scatterPays.map { $0.count }.max() ?? 0
    scatterCap =
      evaluator.scatter >= 0 ? min(scatterCount, evaluator.rowCount * drums) : 0
    let reader = VariableRowsColumns(machine: machine, names: names)
    var topClasses: [Int] = []
    if let topDrum = machine.rows.topDrum {
      for name in topDrum.strip {
        let symbol = evaluator.symbolClass(of: name)
        if !topClasses.contains(symbol) { topClasses.append(symbol) }
      }
    }
    stats = (0..<drums).map { drum in
      let base = reader.columns(drum: drum)
      let covered = machine.rows.hasTopCell(drum: drum, drumCount: drums)
      return [reader.stats(base, drum: drum, top: nil)]
        + (covered ? topClasses.map { reader.stats(base, drum: drum, top: $0) } : [])
    }
    topWindows = reader.topWindows(topClasses: topClasses)
  }

  /// The error of a machine the closed form does not price.
  static func unsupported(_ problem: String, _ allowed: String) -> ParError {
    ParError(
      bound: .closedForm, problem: "the closed form cannot price \(problem)",
      allowed: allowed)
  }
}

import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// Whether the config describes a variable-row ("Megaways") machine: row weights on the
  /// geometry or on a drum, or a top drum.
  public var hasVariableRows: Bool {
    geometry?.rowWeights != nil || topDrum != nil || drums.contains { $0.rowWeights != nil }
  }

  /// The row weights drum `index` reads: its own, else the geometry's, else `nil`.
  func rowWeights(ofDrum index: Int) -> [Int]? {
    drums[index].rowWeights ?? geometry?.rowWeights
  }

  /// The variable rows of `spec`'s drums: each drum's distribution from its row weights
  /// (`rowWeights[h − 1]` for `h` rows; a drum without shows its `visibleRows` always) and the
  /// top drum; `nil` when the machine does not vary its rows.
  func variableRows(spec: MachineSpec) -> VariableRows? {
    guard hasVariableRows else { return nil }
    let distributions = spec.drums.indices.map { index in
      guard let weights = rowWeights(ofDrum: index) else {
        return RowDistribution.fixed(spec.drums[index].geometry.visibleRows)
      }
      return RowDistribution(rows: 1...max(1, weights.count), weights: weights)
    }
    return VariableRows(drums: distributions, topDrum: topDrum?.topDrum)
  }

  /// The problems of the variable rows, each at the config's JSON path: ReelKit's
  /// ``/ReelKit/VariableRows/issues(for:)`` (`drums[1].rows.8`) read as the key the user
  /// wrote (`drums[1].rowWeights[7]` or `geometry.rowWeights[7]`), the top drum's symbols,
  /// and not on a wheel. Checked once the drums' geometry is valid.
  func variableRowProblems(spec: MachineSpec) -> [ConfigProblem] {
    guard hasVariableRows else { return [] }
    if wheel != nil {
      let path =
        topDrum != nil ? "topDrum" : geometry?.rowWeights != nil ? "geometry.rowWeights" : "drums"
      return [
        ConfigProblem(
          path: JSONPath(path),
          message: "is not allowed on a wheel: it has one segment under the pointer (allowed: "
            + "variable rows on reels, without wheel)")
      ]
    }
    var problems: [ConfigProblem] = []
    let known = Set(symbols)
    for (position, symbol) in (topDrum?.strip ?? []).enumerated() where !known.contains(symbol) {
      problems.append(
        ConfigProblem(
          path: JSONPath("topDrum.strip[\(position)]"),
          message: "\(QuotedInput.quoted(symbol)) is not one of the machine's symbols"
            + "\(Suggestion.didYouMean(symbol, among: symbols)) (allowed: "
            + "\(symbols.joined(separator: ", ")))"))
    }
    guard spec.drums.allSatisfy({ $0.geometry.issues().isEmpty }),
      let rows = variableRows(spec: spec)
    else { return problems }
    var reported = Set<String>()
    for issue in rows.issues(for: ReelStrips(spec)) {
      let path = configPath(ofRowsField: issue.field)
      if reported.insert(path + issue.message).inserted {
        problems.append(ConfigProblem(path: JSONPath(path), message: issue.message))
      }
    }
    guard problems.isEmpty, spec.drums.allSatisfy({ $0.issues().isEmpty }) else { return problems }
    return spinProblems(spec: spec, rows: rows)
  }

  /// The problems of the motion of every spin of a valid variable-row machine: each drum
  /// changes between its fewest rows and its full window in both directions (a `classic`
  /// profile or a symbol height `W/rows` out of range is refused), and the top drum moves as a
  /// drum of its own (``/ReelKit/MachineSpec/topDrumSpec(_:)``; the watchdog's work bound
  /// counts it). Paths as the user edits them: `motion.profile` for the machine's motion,
  /// `drums[1].motion.profile` for a drum's own, `topDrum` for the top drum's drum.
  func spinProblems(spec: MachineSpec, rows: VariableRows) -> [ConfigProblem] {
    let bounds = spec.drums.map(\.geometry.visibleRows)
    let fewest = rows.drums.map { $0.heights.first ?? 1 }
    var problems: [ConfigProblem] = []
    var reported = Set<String>()
    for (now, before) in [(fewest, bounds), (bounds, fewest)] {
      guard
        case .failure(.invalid(let issues)) = Result(catching: { () throws(SpinUsageError) in
          try spec.spinning(now, previousRows: before, topDrum: rows.topDrum)
        })
      else { continue }
      // One line per path: every drum reading the machine's motion says the same.
      for issue in issues {
        let path = configPath(ofSpinField: issue.field)
        if reported.insert(path).inserted {
          problems.append(ConfigProblem(path: JSONPath(path), message: issue.message))
        }
      }
    }
    return problems
  }

  /// The config's path of an issue of a spin's machine: `drums[i].motion.…` is the machine's
  /// `motion.…` when drum `i` has no motion of its own; the top drum's (the last, `drums[n]`)
  /// is `topDrum`; the clock's are `simulation.…`.
  func configPath(ofSpinField field: String) -> String {
    guard field.hasPrefix("drums["), let close = field.firstIndex(of: "]"),
      let drum = Int(field[field.index(field.startIndex, offsetBy: 6)..<close])
    else { return field == "maxDuration" || field == "timeStep" ? "simulation." + field : field }
    guard drums.indices.contains(drum) else { return "topDrum" }
    let rest = field[field.index(after: close)...]
    if rest.hasPrefix(".motion."), drums[drum].motion == nil { return String(rest.dropFirst()) }
    return field
  }

  /// The config's path of a ``/ReelKit/VariableRows`` issue field: `drums[i].rows.H` is the
  /// weight `H − 1` of the row weights drum `i` reads, `drums[i].rows` those weights.
  func configPath(ofRowsField field: String) -> String {
    guard field.hasPrefix("drums["), let close = field.firstIndex(of: "]"),
      let drum = Int(field[field.index(field.startIndex, offsetBy: 6)..<close]),
      drums.indices.contains(drum)
    else { return field }
    let owner = drums[drum].rowWeights != nil ? "drums[\(drum)].rowWeights" : "geometry.rowWeights"
    let rest = field[field.index(after: close)...]
    guard rest.hasPrefix(".rows") else { return field }
    let height = rest.dropFirst(".rows".count)
    guard height.hasPrefix("."), let rows = Int(height.dropFirst()) else { return owner }
    return "\(owner)[\(rows - 1)]"
  }
}

extension MachineConfig {
  /// `tumble.multiplier` grows the wins of a variable-row machine's cascades: refused (one
  /// line at its path) on a machine whose rows are fixed, whose tumble does not multiply.
  func cascadeMultiplierProblems() -> [ConfigProblem] {
    guard tumble?.multiplier != nil, !hasVariableRows else { return [] }
    return [
      ConfigProblem(
        path: JSONPath("tumble.multiplier"),
        message: "needs variable rows: the fixed-row tumble pays every window × 1 (allowed: "
          + "with geometry.rowWeights or topDrum)")
    ]
  }
}

extension ResolvedMachine {
  /// The cascades of a variable-row machine with a `tumble` block: its chains with the
  /// growing multiplier and its free spins (``/ReelKit/VariableRowsCascade``); `nil` otherwise.
  public var variableRowsCascade: VariableRowsCascade? {
    tumble == nil ? nil : variableRowsGame
  }

  /// The game a variable-row machine's Monte Carlo plays (``/ReelKit/VariableRowsCascade``):
  /// its cascades (a rule of 0 tumbles without a `tumble` block, so each spin pays its window),
  /// the cascade multiplier and the scatter-triggered free spins (``cascadeFreeSpins``); `nil`
  /// on fixed rows or without a paytable.
  public var variableRowsGame: VariableRowsCascade? {
    guard let rows = variableRows, let paytable else { return nil }
    return VariableRowsCascade(
      machine: VariableRowsMachine(
        reels: ReelStrips(spec), rows: rows, paytable: paytable, weights: weights),
      rule: TumbleRule(maxTumbles: tumble?.maxTumbles ?? 0),
      multiplier: config.tumble?.multiplier?.multiplier ?? .none,
      freeSpins: cascadeFreeSpins)
  }

  /// `paytable.freeSpins` as a variable-row machine plays it: the awards (counts ascending),
  /// `retrigger` (default true) and the whole `multiplier` (default 1); `nil` without a
  /// feature. The feature's own `strips`, `weights` and `pays` are refused on variable rows
  /// (`variableRowsFreeSpinsProblems()`).
  public var cascadeFreeSpins: CascadeFreeSpins? {
    guard variableRows != nil, let written = config.paytable?.freeSpins else { return nil }
    return CascadeFreeSpins(
      awards: written.awards.map { FreeSpinAward(count: $0.count, spins: $0.spins) }
        .sorted { $0.count < $1.count },
      retriggers: written.retrigger ?? true, multiplier: Int(written.multiplier ?? 1))
  }

  /// The variable-row game's problems (ReelKit's
  /// ``/ReelKit/VariableRowsCascade/issues(machine:rule:multiplier:freeSpins:)`` at the
  /// config's paths): a multiplier that could overflow a chain's pay, free spins whose
  /// retriggers would not end (`paytable.freeSpins.retrigger`).
  func cascadeProblems() -> [ConfigProblem] {
    guard let game = variableRowsGame else { return [] }
    return VariableRowsCascade.issues(
      machine: game.machine, rule: game.rule, multiplier: game.multiplier,
      freeSpins: game.freeSpins
    ).map { issue in
      var field = issue.field
      if field.hasPrefix("freeSpins") {
        field = "paytable." + field.replacing("freeSpins.retriggers", with: "freeSpins.retrigger")
      }
      return ConfigProblem(path: JSONPath(field), message: issue.message)
    }
  }
}

import ReelKit
import ReelKitSupport

/// What a summary shows of a variable-row ("Megaways") spin: its outcome (rows, stops, top
/// stop), the rows before it and the top drum, with how the top drum moved (the summary's
/// ``SpinSummary/result`` holds the machine's drums only; the top drum is the spin machine's
/// last drum, ``topDrumResult``).
public struct SpinRowsSummary: Sendable {
  /// The spin's rows, stops and top stop.
  public var outcome: VariableRowsOutcome
  /// Each drum's rows on the spin before, left to right.
  public var previousRows: [Int]
  /// The machine's top drum, if any.
  public var topDrum: TopDrum?
  /// Each drum's symbol height this spin, pt (`W/rows`).
  public var symbolHeights: [Double]
  /// How the top drum moved and landed (its ``/ReelKit/DrumResult/target`` is the top stop),
  /// or `nil` without a top drum.
  public var topDrumResult: DrumResult?
  /// The length of one top drum cell, pt.
  public var topSymbolHeight: Double?
  /// The base-game cascade chain of a machine with a `tumble` block, when the spin finished
  /// (``/ReelKit/VariableRowsCascade/chain(of:inFreeSpins:cascadesBefore:)``); `nil` otherwise.
  public var cascade: CascadeChain?
  /// The free-spins round of a machine with free spins, when the spin finished (empty when
  /// its scatters award none, ``/ReelKit/CascadeFreeSpinsRound``); `nil` otherwise.
  public var freeSpinsRound: CascadeFreeSpinsRound?
  /// The machine's free spins as variable rows play them (``/ReelKit/CascadeFreeSpins``), or
  /// `nil` without.
  public var freeSpins: CascadeFreeSpins?

  /// Creates the summary's rows part.
  public init(
    outcome: VariableRowsOutcome, previousRows: [Int], topDrum: TopDrum?, symbolHeights: [Double]
  ) {
    self.outcome = outcome
    self.previousRows = previousRows
    self.topDrum = topDrum
    self.symbolHeights = symbolHeights
  }

  /// The top drum's symbols at rest, left to right (over drums `1 … n − 2`); empty without a
  /// top drum.
  public var topSymbols: [String] {
    guard let topDrum, let stop = outcome.topStop else { return [] }
    return TopDrum.coveredDrums(drumCount: outcome.rows.count).map {
      topDrum.strip[topDrum.index(above: $0, restingAt: stop)]
    }
  }
}

extension SpinSummary {
  /// The JSON members a variable-row spin adds to the summary (none for fixed rows):
  /// `rows`, `previousRows`, `ways` and, with a top drum, `topDrum: {stop, symbols}`.
  var rowsMembers: [(String, JSONValue)] {
    guard let variable = rows else { return [] }
    var members: [(String, JSONValue)] = [
      ("rows", .array(variable.outcome.rows.map { .number($0) })),
      ("previousRows", .array(variable.previousRows.map { .number($0) })),
      ("ways", .number(variable.outcome.ways)),
    ]
    if let chain = variable.cascade {
      members.append(
        (
          "cascades",
          .object([
            "cascades": .number(chain.cascades),
            "windowPays": .array(chain.windowPays.map { .number($0) }),
            "multipliers": .array(chain.multipliers.map { .number($0) }),
            "end": .string(chain.end.rawValue),
            "totalPay": .number(chain.total),
          ])
        ))
    }
    if let round = rowsFreeSpinsJSON { members.append(("freeSpins", round)) }
    if let stop = variable.outcome.topStop {
      var top: [(String, JSONValue)] = [
        ("stop", .number(stop)), ("symbols", .array(variable.topSymbols.map { .string($0) })),
      ]
      if let drum = variable.topDrumResult {
        top.append(
          ("drum", drumJSON(drum).adding("symbolHeight", .optional(variable.topSymbolHeight))))
      }
      members.append(
        (
          "topDrum",
          .object(top.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
        ))
    }
    return members
  }

  /// The members a drum's JSON entry gets on a variable-row spin: that spin's `rows`,
  /// `previousRows` and `symbolHeight` (pt); none for fixed rows.
  func rowsMembers(of drum: DrumResult) -> [(String, JSONValue)] {
    guard let variable = rows, variable.outcome.rows.indices.contains(drum.drum),
      variable.previousRows.indices.contains(drum.drum),
      variable.symbolHeights.indices.contains(drum.drum)
    else { return [] }
    return [
      ("rows", .number(variable.outcome.rows[drum.drum])),
      ("previousRows", .number(variable.previousRows[drum.drum])),
      ("symbolHeight", .number(variable.symbolHeights[drum.drum])),
    ]
  }

  /// The table's lines on a variable-row spin: each drum's rows (and before), the ways, and
  /// the top drum's stop and symbols; empty for fixed rows.
  var rowsSection: String {
    guard let variable = rows else { return "" }
    let rows = variable.outcome.rows.map(String.init).joined(separator: " ")
    let previous = variable.previousRows.map(String.init).joined(separator: " ")
    var text = "rows: \(rows) (before: \(previous)), \(variable.outcome.ways) ways\n"
    if let stop = variable.outcome.topStop {
      text +=
        "top drum: stop \(stop), over drums 1 ... \(variable.outcome.rows.count - 2): "
        + variable.topSymbols.joined(separator: " ")
      if let drum = variable.topDrumResult {
        text +=
          " (drum \(drum.drum) of the motion"
          + (result.time(drum.settleTick).map { ", settled at \(formatFixed($0, decimals: 3)) s" }
            ?? ", not settled") + ")"
      }
      text += "\n"
    }
    return text
  }

  /// The table's line on a variable-row spin's cascades: each window's pay and multiplier,
  /// and the chain's total; empty without a `tumble` block.
  var cascadeSection: String {
    guard let chain = rows?.cascade else { return "" }
    let windows = zip(chain.windowPays, chain.multipliers).map { pay, multiplier in
      formatCredits(pay) + (multiplier == 1 ? "" : " × \(multiplier)")
    }
    return "cascades: \(chain.cascades) (window pays \(windows.joined(separator: ", ")); "
      + (chain.end == .limit ? "stopped at the limit" : "the last window wins nothing")
      + "), total pay \(formatCredits(chain.total))\n"
  }
}

extension SpinSummary {
  /// The pay of a variable-row spin before its free spins: its cascade chain's total with the
  /// multipliers, or its window's pay without cascades.
  var rowsSpinPay: Double? {
    rows?.cascade?.total ?? payout?.total
  }

  /// The table's section on a variable-row machine's free spins, as on fixed rows
  /// (`freeSpinsSection`): the trigger, or that none were awarded; one row per free spin
  /// played (its result code with rows and top stop, scatters, on a cascading machine its
  /// cascades and the multipliers of its first and last window, retrigger, pay with the
  /// feature's multiplier, spins left) and the round's win. Empty without free spins.
  var rowsFreeSpinsSection: String {
    guard let round = rows?.freeSpinsRound, let feature = rows?.freeSpins else { return "" }
    let scatters = counted(round.scatters, "scatter")
    guard round.awarded > 0 else {
      let least = feature.awards.map(\.count).min() ?? 0
      return "free spins: not triggered (\(scatters); \(least) or more award free spins)\n"
    }
    var text =
      "free spins: \(scatters) award \(counted(round.awarded, "free spin")) (wins × "
      + "\(round.multiplier), retriggers " + (feature.retriggers ? "on" : "off") + ")\n"
    // The cascades and their multipliers only on a machine that cascades.
    let cascades = rows?.cascade != nil
    let header =
      ["free spin", "result code", "scatters"]
      + (cascades ? ["cascades", "multiplier"] : []) + ["retrigger", "pay", "left"]
    let lines = round.spins.map { spin -> [String] in
      let first = spin.chain.multipliers.first ?? 1
      let last = spin.chain.multipliers.last ?? 1
      let chain =
        cascades
        ? [String(spin.chain.cascades), first == last ? "× \(first)" : "× \(first) ... \(last)"]
        : []
      return [
        String(spin.number), ResultCode(spin.outcome).description, String(spin.chain.scatters),
      ]
        + chain
        + [
          spin.awarded > 0 ? "+\(spin.awarded)" : "", Self.formatPay(spin.pay),
          String(spin.remaining),
        ]
    }
    text += Self.align([header] + lines)
    if round.truncated {
      text +=
        "cut after \(counted(round.spins.count, "free spin")) with "
        + "\(round.spins.last?.remaining ?? 0) left (at most "
        + "\(FreeSpinsFeature.maximumListedSpins) are played here)\n"
    }
    let base = rowsSpinPay ?? 0
    text +=
      "feature win: \(Self.formatPay(round.pay)) over \(counted(round.spins.count, "free spin"))"
    if round.retriggered > 0 { text += " (\(round.retriggered) retriggered)" }
    text += "; with the spin's \(Self.formatPay(base)): \(Self.formatPay(base + round.pay))\n"
    return text
  }

  /// The JSON of a variable-row machine's free spins, as on fixed rows (`freeSpinsJSON`):
  /// `{scatters, awarded, multiplier}`, and when spins were awarded `spins` (each `{spin,
  /// rows, stops, topStop, resultCode, scatters, cascades, windowPays, multipliers,
  /// cascadesBefore, pay, retrigger, remaining}`, `pay` the chain's total times the feature's
  /// multiplier), `played`, `retriggered`, `truncated`, `pay` (the round's win) and `totalPay`
  /// (the spin's pay with its cascades and the round); `nil` without free spins.
  var rowsFreeSpinsJSON: JSONValue? {
    guard let round = rows?.freeSpinsRound else { return nil }
    var members: [(String, JSONValue)] = [
      ("scatters", .number(round.scatters)), ("awarded", .number(round.awarded)),
      ("multiplier", .number(round.multiplier)),
    ]
    if round.awarded > 0 {
      let spins = round.spins.map { spin -> JSONValue in
        .object([
          "spin": .number(spin.number),
          "rows": .array(spin.outcome.rows.map { .number($0) }),
          "stops": .array(spin.outcome.stops.map { .number($0) }),
          "topStop": .optional(spin.outcome.topStop),
          "resultCode": .string(ResultCode(spin.outcome).description),
          "scatters": .number(spin.chain.scatters),
          "cascades": .number(spin.chain.cascades),
          "windowPays": .array(spin.chain.windowPays.map { .number($0) }),
          "multipliers": .array(spin.chain.multipliers.map { .number($0) }),
          "cascadesBefore": .number(spin.cascadesBefore),
          "pay": .number(spin.pay),
          "retrigger": .number(spin.awarded),
          "remaining": .number(spin.remaining),
        ])
      }
      members += [
        ("spins", .array(spins)), ("played", .number(round.spins.count)),
        ("retriggered", .number(round.retriggered)), ("truncated", .bool(round.truncated)),
        ("pay", .number(round.pay)), ("totalPay", .number((rowsSpinPay ?? 0) + round.pay)),
      ]
    }
    return .object(members.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
  }
}

import ReelKit
import ReelKitSupport

extension SpinSummary {
  /// The held flags of the window at rest (cell `d·rows + row`), for a machine with a
  /// hold-and-win feature whose spin finished; `nil` otherwise.
  public var holdAndWinHeld: [Bool]? {
    guard let holdAndWin, payout != nil, failure == nil else { return nil }
    let rows = result.drums.map(\.window.count).min() ?? 1
    let held = HoldAndWinRound.held(
      in: SymbolWindow(rows: result.window), rows: rows, symbol: holdAndWin.symbol)
    return held.count == holdAndWin.cells ? held : nil
  }

  /// The rows of the window at rest, for naming cells.
  private var holdAndWinRows: Int { max(1, result.drums.map(\.window.count).min() ?? 1) }

  /// `drum 2 row 0` for cell `cell`.
  private func cellName(_ cell: Int) -> String {
    "drum \(cell / holdAndWinRows) row \(cell % holdAndWinRows)"
  }

  /// `5` or `mini 10` for prize `index`.
  private func prizeName(_ index: Int, of feature: HoldAndWinFeature) -> String {
    let prize = feature.prizes[index]
    return (prize.jackpot.map { $0 + " " } ?? "") + formatNumber(prize.value)
  }

  /// The table's section on the feature: the bonus symbols at rest and whether they start a
  /// round; then one row per respin (respins left before, the cells it landed with their
  /// prizes, cells held, respins left after), the window at the end with each cell's prize,
  /// and the award. Empty without the feature.
  var holdAndWinSection: String {
    guard let feature = holdAndWin, let held = holdAndWinHeld else { return "" }
    let count = held.filter { $0 }.count
    let symbols = "\(count) \(feature.symbol)"
    guard let round = holdAndWinRound else {
      return "hold and win: not triggered (\(symbols); \(feature.trigger) or more start a round)\n"
    }
    var text =
      "hold and win: \(symbols) held (\(feature.trigger) or more start a round), "
      + "\(counted(feature.respins, "respin")), reset when a \(feature.symbol) lands\n"
    text +=
      "  start: "
      + round.start.map { "\(cellName($0.cell)) \(prizeName($0.prize, of: feature))" }
      .joined(separator: ", ") + "\n"
    var filled = round.start.count
    var rows = [["respin", "left", "landed", "held", "left after"]]
    for (index, respin) in round.respins.enumerated() {
      filled += respin.landed.count
      rows.append([
        String(index + 1), String(respin.respinsBefore),
        respin.landed.isEmpty
          ? "-"
          : respin.landed.map { "\(cellName($0.cell)) \(prizeName($0.prize, of: feature))" }
            .joined(separator: ", "),
        String(filled), String(respin.respinsAfter),
      ])
    }
    text += Self.align(rows)
    let columns = feature.cells / holdAndWinRows
    var grid: [[String]] = []
    for row in 0..<holdAndWinRows {
      grid.append(
        (0..<columns).map { drum in
          round.cells[drum * holdAndWinRows + row].map { prizeName($0, of: feature) } ?? "."
        })
    }
    text += "window at the end (× the total bet, . free):\n"
    text += Self.align(grid).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
    text += "\n"
    let award = round.award(feature)
    let bet = paytable?.totalBet ?? 1
    text +=
      "award: \(formatNumber(award)) × the total bet = \(Self.formatPay(award * bet)) credits"
      + (round.isFull ? " (full window: grand \(formatNumber(feature.grand)) included)" : "")
      + " over \(counted(round.respins.count, "respin"))\n"
    return text + cellReelsSection
  }

  /// The JSON of the feature: `{bonusSymbols, trigger, triggered}`, and for a round `start`
  /// (each `{cell, drum, row, prize, jackpot, value}`), `respins` (each `{respin, before,
  /// landed, held, after}` and the cell reels' ``cellReelsJSON(respin:)``), `full`, `award`
  /// (× the total bet), `awardCredits`, `startTime` and `endTime` (the round's, seconds
  /// since the spin started); `nil` without the feature.
  var holdAndWinJSON: JSONValue? {
    guard let feature = holdAndWin, let held = holdAndWinHeld else { return nil }
    let rows = holdAndWinRows
    func cell(_ entry: HoldAndWinCell) -> JSONValue {
      let prize = feature.prizes[entry.prize]
      return .object([
        "cell": .number(entry.cell), "drum": .number(entry.cell / rows),
        "row": .number(entry.cell % rows), "prize": .number(entry.prize),
        "jackpot": prize.jackpot.map { .string($0) } ?? .null, "value": .number(prize.value),
      ])
    }
    var object = JSONValue.object([
      "bonusSymbols": .number(held.filter { $0 }.count), "trigger": .number(feature.trigger),
      "triggered": .bool(holdAndWinRound != nil),
    ])
    guard let round = holdAndWinRound else { return object }
    var filled = round.start.count
    var respins: [JSONValue] = []
    for (index, respin) in round.respins.enumerated() {
      filled += respin.landed.count
      let reels = cellReelsJSON(respin: index).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
      respins.append(
        JSONValue.object([
          "respin": .number(index + 1), "before": .number(respin.respinsBefore),
          "landed": .array(respin.landed.map(cell)), "held": .number(filled),
          "after": .number(respin.respinsAfter),
        ]).adding(reels))
    }
    let award = round.award(feature)
    object = object.adding("start", .array(round.start.map(cell)))
      .adding("respins", .array(respins)).adding("full", .bool(round.isFull))
      .adding("award", .number(award))
      .adding("awardCredits", .number(award * (paytable?.totalBet ?? 1)))
    if let motion = holdAndWinMotion {
      object = object.adding("startTime", .number(cellReelsOrigin))
        .adding("endTime", .number(spinSeconds(motion, tick: motion.endTick)))
    }
    return object
  }
}

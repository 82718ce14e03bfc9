import ReelKit
import ReelKitSupport

/// The "Book of" section of an exact sheet (``/ReelKit/ExpandingSymbolSheet``): per choice of
/// the round's expanding symbol, its probability, how often a free spin expands, its expected
/// expanded win and its RTP contribution and true share of the total:
///
///     RTP_S = trigger frequency × spins played per trigger × π_S × m × e_S / total bet
struct ExpandingSymbolRows {
  /// The feature's figures.
  var freeSpins: FreeSpinsSheet
  /// The book's figures.
  var book: ExpandingSymbolSheet
  /// The sheet's total RTP.
  var totalRTP: Double

  /// `RTP_S` of each choice.
  var contributions: [Double] {
    book.choices.map {
      freeSpins.triggerFrequency * freeSpins.spinsPlayedPerTrigger * $0.probability
        * freeSpins.multiplier * $0.expectedPay / freeSpins.totalBet
    }
  }

  /// The section as text.
  var table: String {
    let rtp = contributions.reduce(0, +)
    let share = totalRTP > 0 ? rtp / totalRTP : 0
    var text = SpinSummary.align([
      [
        "expanding symbol", "",
        "exact: each drum's chance to show the symbol (Poisson-binomial count), the spread by "
          + "every feature stop combination (\(book.combinations))",
      ],
      [
        "expanded wins RTP", formatFixed(rtp, decimals: 6),
        "RTP contribution of the expansions (inside free spins RTP)",
      ],
      ["expanded wins share", formatFixed(share, decimals: 6), "of the total RTP"],
    ])
    text += "\n"
    var rows = [
      [
        "symbol", "probability", "expands per free spin", "expanded win per free spin",
        "RTP contribution", "share of the total",
      ]
    ]
    for (choice, contribution) in zip(book.choices, contributions) {
      rows.append([
        choice.symbol, formatFixed(choice.probability, decimals: 6),
        formatFixed(choice.expandFrequency, decimals: 6),
        formatFixed(choice.expectedPay, decimals: 6), formatFixed(contribution, decimals: 6),
        formatFixed(totalRTP > 0 ? contribution / totalRTP : 0, decimals: 6),
      ])
    }
    return text + SpinSummary.align(rows)
  }

  /// The section as JSON: `{combinations, rtp, share, choices: [{symbol, probability,
  /// expandFrequency, expectedPay, rtp, share}]}`.
  var json: JSONValue {
    let rtp = contributions.reduce(0, +)
    func object(_ members: [(String, JSONValue)]) -> JSONValue {
      .object(members.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
    }
    let choices = zip(book.choices, contributions).map { choice, contribution in
      object([
        ("symbol", .string(choice.symbol)), ("probability", .number(choice.probability)),
        ("expandFrequency", .number(choice.expandFrequency)),
        ("expectedPay", .number(choice.expectedPay)), ("rtp", .number(contribution)),
        ("share", .number(totalRTP > 0 ? contribution / totalRTP : 0)),
      ])
    }
    return object([
      ("combinations", .number(Double(book.combinations))), ("rtp", .number(rtp)),
      ("share", .number(totalRTP > 0 ? rtp / totalRTP : 0)), ("choices", .array(choices)),
    ])
  }
}

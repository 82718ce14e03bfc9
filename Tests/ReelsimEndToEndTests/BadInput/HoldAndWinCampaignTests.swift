import Foundation
import TestSupport
import Testing

/// The bad-input campaign for `paytable.holdAndWin`: respins of 0 or above 100, a prize
/// draw whose weights sum to 0, a jackpot on a machine without the feature, a grand with a
/// weight, a jackpot without one, a trigger beyond the window or beyond what the strips can
/// show, a bonus symbol on no strip, a cell strip symbol not in `symbols`, a cash value of 0,
/// cell-reel timing out of range or past the watchdog, an unknown `cellReels` key. Each is one
/// line at its JSON path, exit 65, nothing written.
@Suite struct HoldAndWinCampaignTests {
  /// A 3×3 machine with the feature: 9 cells, two COINs a window at most per drum.
  static let config = """
    {
      "name": "hw",
      "symbols": ["A", "K", "COIN", "BLANK"],
      "drums": [
        { "strip": ["A", "COIN", "COIN", "K", "A"] },
        { "strip": ["K", "COIN", "A", "COIN", "K"] },
        { "strip": ["COIN", "A", "K", "COIN", "A"] }
      ],
      "paytable": {
        "lines": [[1, 1, 1]],
        "pays": [{ "symbol": "A", "count": 3, "pay": 5 }],
        "holdAndWin": {
          "symbol": "COIN", "trigger": 3, "respins": 3,
          "cellStrip": ["COIN", "BLANK", "BLANK", "BLANK"],
          "cashValues": [{ "value": 1, "weight": 5 }, { "value": 2, "weight": 3 }],
          "jackpots": [{ "name": "mini", "value": 10, "weight": 1 }, { "name": "grand", "value": 100 }]
        }
      }
    }
    """

  /// `simulate t.json --trace t.dat` on the machine with `old` replaced by `new`.
  static func edited(_ old: String, _ new: String, _ line: String) -> BadInput {
    edited([(old, new)], line)
  }

  /// `simulate t.json --trace t.dat` on the machine with each pair's first text replaced by
  /// its second.
  static func edited(_ edits: [(String, String)], _ line: String) -> BadInput {
    var text = config
    for (old, new) in edits {
      precondition(text.contains(old), "\(old) is not in the config")
      text = text.replacingOccurrences(of: old, with: new)
    }
    return BadInput(
      files: ["t.json": text], arguments: ["simulate", "t.json", "--trace", "t.dat"],
      status: 65, line: "error: t.json: paytable" + line)
  }

  static let cases: [BadInput] = [
    edited(
      #""respins": 3"#, #""respins": 0"#,
      ".holdAndWin.respins: 0 is out of range (allowed: 1 ... 100 respins)"),
    edited(
      #""respins": 3"#, #""respins": 101"#,
      ".holdAndWin.respins: 101 is out of range (allowed: 1 ... 100 respins)"),
    edited(
      [
        (
          #"{ "value": 1, "weight": 5 }, { "value": 2, "weight": 3 }"#,
          #"{ "value": 1, "weight": 0 }, { "value": 2, "weight": 0 }"#
        ),
        (#"{ "name": "mini", "value": 10, "weight": 1 }, "#, ""),
      ],
      ".holdAndWin.cashValues: weights sum to 0 with the jackpots' (allowed: a total weight of "
        + "at least 1, so that a bonus symbol carries a prize)"),
    // Jackpots belong to the feature: a paytable's own `jackpots` is an unknown key.
    edited(
      [
        (
          #""pays": [{ "symbol": "A", "count": 3, "pay": 5 }],"#,
          #""pays": [{ "symbol": "A", "count": 3, "pay": 5 }], "jackpots": [],"#
        )
      ],
      ".jackpots: unknown key (allowed: bet, bonusBuy, cascades, cellMultiplierCap, clusterPays, "
        + "coins, fill, freeSpins, holdAndWin, lines, maxWin, minimumCluster, mode, multiplierRule, "
        + "multipliers, pays, scatter, scatterPays, topAwardOddsShown, wild, wilds)"),
    edited(
      #"{ "name": "grand", "value": 100 }"#, #"{ "name": "grand", "value": 100, "weight": 2 }"#,
      ".holdAndWin.jackpots[1].weight: is given for the grand, which a full window wins "
        + "(allowed: no weight for grand)"),
    edited(
      #"{ "name": "mini", "value": 10, "weight": 1 }"#, #"{ "name": "mini", "value": 10 }"#,
      ".holdAndWin.jackpots[0].weight: is missing: mini is carried by bonus symbols (allowed: "
        + "1 ... 1000000)"),
    edited(
      #""trigger": 3"#, #""trigger": 10"#,
      ".holdAndWin.trigger: 10 is out of range (allowed: 1 ... 9, the cells of the window)"),
    edited(
      #""trigger": 3"#, #""trigger": 7"#,
      ".holdAndWin.trigger: 7 is more than the 6 bonus symbols a base window can show, so the "
        + "round can never start (allowed: 1 ... 6, or more \"COIN\" on the strips)"),
    edited(
      #""symbol": "COIN""#, #""symbol": "BLANK""#,
      ".holdAndWin.symbol: \"BLANK\" is on no base strip: the round, its cash and its jackpots "
        + "can never be won (allowed: a symbol on at least one drum's strip)"),
    edited(
      #""cellStrip": ["COIN","#, #""cellStrip": ["COINS","#,
      ".holdAndWin.cellStrip[0]: \"COINS\" is not one of the machine's symbols; did you mean "
        + "COIN? (allowed: A, K, COIN, BLANK)"),
    edited(
      #""cellStrip": ["COIN", "BLANK", "BLANK", "BLANK"],"#,
      #""cellStrip": ["COIN", "BLANK", "BLANK", "BLANK"], "cellWeights": [1, 2, 3],"#,
      ".holdAndWin.cellWeights: has 3 weights for 4 stops of cellStrip (allowed: one positive "
        + "whole number per stop)"),
    edited(
      #""cellStrip": ["COIN", "BLANK", "BLANK", "BLANK"],"#,
      #""cellStrip": ["COIN", "BLANK", "BLANK", "BLANK"], "cellWeights": [1, 0, 3, 4],"#,
      ".holdAndWin.cellWeights[1]: 0 is out of range (allowed: 1 ... 1000000)"),
    edited(
      #""value": 2,"#, #""value": 0,"#,
      ".holdAndWin.cashValues[1].value: 0 is out of range (allowed: more than 0 and at most "
        + "1000000 × the total bet)"),
    edited(
      #""respins": 3,"#, #""respins": 3, "cellReels": { "stopInterval": -0.1 },"#,
      ".holdAndWin.cellReels.stopInterval: -0.1 is out of range (allowed: 0 ... 60 s)"),
    edited(
      #""respins": 3,"#, #""respins": 3, "cellReels": { "respinPause": 11 },"#,
      ".holdAndWin.cellReels.respinPause: 11 is out of range (allowed: 0 ... 10 s)"),
    edited(
      #""respins": 3,"#, #""respins": 3, "cellReels": { "firstStop": 25, "stopInterval": 1 },"#,
      ".holdAndWin.cellReels.stopInterval: the last of 9 cells is asked to stop at 33 s, not "
        + "before the watchdog at 30 s (allowed: firstStop + (cells − 1) × stopInterval below "
        + "maxDuration)"),
    edited(
      #""respins": 3,"#, #""respins": 3, "cellReels": { "stopIntervall": 0.1 },"#,
      ".holdAndWin.cellReels.stopIntervall: unknown key; did you mean stopInterval? (allowed: "
        + "firstStop, respinPause, startInterval, stopInterval)"),
  ]

  @Test(arguments: cases)
  func aBadFeatureIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }
}

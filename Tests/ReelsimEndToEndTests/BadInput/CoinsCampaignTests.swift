import Foundation
import TestSupport
import Testing

/// The bad-input campaign for coin-dependent pays: `paytable.coins` (its levels, each
/// override's level, entry, count and pay, the rules it cannot go with), `--coins` of
/// `simulate` and `par`, a history line's and a regression scenario's `coins`. Each is one
/// line naming the file and JSON path (or the option), its exit status, nothing written.
@Suite struct CoinsCampaignTests {
  static let maxCoin: String = {
    (try? String(contentsOfFile: Repo.config("classic-max-coin"), encoding: .utf8)) ?? ""
  }()

  /// The shipped max-coin machine with `old` replaced by `new` (which must occur in it).
  static func maxCoin(replacing old: String, with new: String) -> String {
    precondition(maxCoin.contains(old), "\(old) is not in classic-max-coin")
    return maxCoin.replacingOccurrences(of: old, with: new)
  }

  static let levels = "\"levels\": [\n        1,\n        2,\n        3\n      ],"
  static let override =
    "{\n          \"coins\": 3,\n          \"symbol\": \"7\",\n          \"count\": 3,\n"
    + "          \"pay\": 5000\n        }"

  /// `par t.json` on the max-coin machine whose `paytable.coins.levels` are `written`.
  static func levels(_ written: String, _ line: String, note: Bool = false) -> BadInput {
    BadInput(
      files: ["t.json": maxCoin(replacing: levels, with: "\"levels\": \(written),")],
      arguments: ["par", "t.json"], status: 65, line: "error: t.json: paytable.coins." + line,
      note: note ? checkedLater : nil)
  }

  /// `par t.json` on the max-coin machine whose overrides are `written`.
  static func overrides(_ written: String, _ line: String, note: Bool = false) -> BadInput {
    BadInput(
      files: ["t.json": maxCoin(replacing: override, with: written)],
      arguments: ["par", "t.json"], status: 65, line: "error: t.json: paytable.coins." + line,
      note: note ? checkedLater : nil)
  }

  static let checkedLater =
    "note: t.json: ranges and the rules between fields are checked once the errors above are "
    + "fixed"

  static let entries =
    "(allowed: 7 × 3, 3BAR × 3, 2BAR × 3, BAR × 3, ANYBAR × 3, CHERRY × 3, CHERRY × 2, "
    + "CHERRY × 1)"

  static let config: [BadInput] = [
    levels(
      "[]",
      "levels: has 0 levels (allowed: 1 ... 100 levels, coins per line, strictly increasing)"),
    levels(
      "[1, 3, 2]",
      "levels[2]: 2 does not follow levels[1] (3) upwards (allowed: strictly increasing levels, "
        + "e.g. [1, 2, 3])"),
    levels(
      "[1, 1, 3]",
      "levels[1]: 1 does not follow levels[0] (1) upwards (allowed: strictly increasing levels, "
        + "e.g. [1, 2, 3])"),
    levels("[0, 1, 3]", "levels[0]: 0 is out of range (allowed: 1 ... 100 coins)"),
    levels("[1, 2, 101]", "levels[2]: 101 is out of range (allowed: 1 ... 100 coins)"),
    levels(
      "[1, 2, 1e30]",
      "levels[2]: 1e30 is not written as a whole number (allowed: digits only, such as 3)",
      note: true),
    levels(
      "[1, 2, 2.5]", "levels[2]: 2.5 is not a whole number (allowed: whole numbers such as 3)",
      note: true),
    levels("\"3\"", "levels: expected an array of whole numbers, found a string", note: true),
    overrides(
      #"{ "coins": 4, "symbol": "7", "count": 3, "pay": 5000 }"#,
      "pays[0].coins: 4 is not one of the coin levels (allowed: 1, 2, 3)"),
    overrides(
      #"{ "coins": 3, "symbol": "CHERY", "count": 3, "pay": 50 }"#,
      "pays[0]: CHERY × 3 is not an entry of paytable.pays; did you mean CHERRY × 3? " + entries),
    overrides(
      #"{ "coins": 3, "symbol": "7", "count": 2, "pay": 50 }"#,
      "pays[0]: 7 × 2 is not an entry of paytable.pays; did you mean 7 × 3? " + entries),
    overrides(
      #"{ "coins": 3, "symbol": "7", "count": 0, "pay": 50 }"#,
      "pays[0].count: 0 is out of range (allowed: 1 ... 3, the number of drums)"),
    overrides(
      #"{ "coins": 3, "symbol": "7", "count": 3, "pay": -1 }"#,
      "pays[0].pay: -1 is out of range (allowed: 0 ... 1000000000 × the coin's value (bet))"),
    overrides(
      #"{ "coins": 3, "symbol": "7", "count": 3, "pay": 1e12 }"#,
      "pays[0].pay: 1000000000000 is out of range (allowed: 0 ... 1000000000 × the coin's value "
        + "(bet))"),
    overrides(
      #"{ "coins": 3, "symbol": "7", "count": 3, "pay": 5000 }, "#
        + #"{ "coins": 3, "symbol": "7", "count": 3, "pay": 4000 }"#,
      "pays[1]: 7 × 3 at 3 coins is listed twice (first at paytable.coins.pays[0]; allowed: "
        + "once)"),
    overrides(
      #"{ "coins": 3, "symbol": "7", "count": 3 }"#,
      "pays[0].pay: is missing (required: a number)", note: true),
    overrides(
      #"{ "coins": 3, "symbol": "7", "count": 3, "pay": 5000, "coin": 3 }"#,
      "pays[0].coin: unknown key; did you mean coins? (allowed: coins, count, pay, symbol)"),
    overrides(
      #"{ "coins": 3, "symbol": ""# + String(repeating: "X", count: 300)
        + #"", "count": 3, "pay": 5 }"#,
      "pays[0]: " + String(repeating: "X", count: 64) + "… (300 bytes) × 3 is not an entry of "
        + "paytable.pays " + entries),
    BadInput(
      files: [
        "t.json":
          (try? String(contentsOfFile: Repo.config("ways-243-free-spins"), encoding: .utf8))?
          .replacingOccurrences(
            of: #""freeSpins": {"#, with: #""coins": { "levels": [1, 2] }, "freeSpins": {"#) ?? ""
      ],
      arguments: ["par", "t.json"], status: 65,
      line: "error: t.json: paytable.coins: is not priced with paytable.freeSpins (allowed: coin "
        + "levels on a lines or ways machine of fixed rows without free spins, hold and win, "
        + "wild features, tumbles, bonus buy or cluster pays)"),
  ]

  @Test(arguments: config)
  func aBadCoinsBlockIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }

  /// `reelsim ARGUMENTS` in a folder holding the max-coin machine as `m.json`.
  static func option(_ arguments: [String], status: Int32, _ line: String) -> BadInput {
    BadInput(
      files: ["m.json": maxCoin, "d.json": BadInput.defaultConfig], arguments: arguments,
      status: status, line: line)
  }

  static let options: [BadInput] = [
    option(
      ["simulate", "m.json", "--coins", "0"], status: 64,
      "error: --coins must be a whole number from 1 to 100, a coin level (see 'reelsim simulate "
        + "--help')"),
    option(
      ["par", "m.json", "--coins", "101"], status: 64,
      "error: --coins must be a whole number from 1 to 100, a coin level (see 'reelsim par "
        + "--help')"),
    option(
      ["simulate", "m.json", "--coins", "x"], status: 64,
      "error: The value 'x' is invalid for '--coins <N>' (see 'reelsim simulate --help')"),
    option(
      ["simulate", "m.json", "--coins", "4"], status: 65,
      "error: --coins: 4 is not one of the machine's coin levels (allowed: 1, 2, 3)"),
    option(
      ["par", "m.json", "--coins", "4"], status: 65,
      "error: --coins: 4 is not one of the machine's coin levels (allowed: 1, 2, 3)"),
    option(
      ["par", "d.json", "--coins", "2"], status: 65,
      "error: --coins: the machine has no coin levels (allowed: a config with paytable.coins)"),
    option(
      [
        "par", "m.json", "--coins", "3", "--monte-carlo", "100", "--shard", "1/2", "--out",
        "o.json",
      ],
      status: 64,
      "error: --coins cannot go with --shard, --out or --merge (a shard file does not record the "
        + "coin level: shards count the config's first level) (see 'reelsim par --help')"),
    option(
      ["simulate", "m.json", "--coins", "3", "--save-at", "1", "--snapshot", "s.json"],
      status: 64,
      "error: --coins cannot go with --save-at (a snapshot does not record the coin level yet) "
        + "(see 'reelsim simulate --help')"),
  ]

  @Test(arguments: options)
  func aBadCoinsOptionIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }

  /// A valid history line on `m.json` (replay reads every line before it runs any).
  static let validLine =
    #"{"config": "m.json", "configDigest": "x", "seed": 1, "stopRequests": [1, 2, 3], "#
    + #""summary": {}, "targets": [1, 2, 3], "traceDigest": "x"}"#

  /// `replay h.jsonl` whose second line records `coins`, and a suite whose scenario does.
  static let records: [BadInput] = [
    option(["replay", "h.jsonl"], status: 65, "").withHistory(coins: "4")
      .line(
        "error: h.jsonl: line 2: coins: 4 is not one of the machine's coin levels (allowed: "
          + "1, 2, 3)"),
    option(["replay", "h.jsonl"], status: 65, "").withHistory(coins: #""x""#)
      .line("error: h.jsonl: line 2: coins: expected a whole number, found a string"),
    option(["replay", "h.jsonl"], status: 65, "").withHistory(coins: "1e40")
      .line(
        "error: h.jsonl: line 2: coins: 1e40 is not written as a whole number (allowed: digits "
          + "only, such as 3)"),
    option(["regress", "suite.json", "--junit", "j.xml"], status: 65, "").withSuite(coins: "4")
      .line(
        "error: suite.json: scenarios[0].coins: 4 is not one of the machine's coin levels "
          + "(allowed: 1, 2, 3)"),
  ]

  @Test(arguments: records)
  func aBadRecordedCoinLevelIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }
}

extension BadInput {
  /// This case with `h.jsonl`: a valid line, then one that records `coins`.
  fileprivate func withHistory(coins: String) -> BadInput {
    var input = self
    let line = CoinsCampaignTests.validLine
    input.files["h.jsonl"] =
      line + "\n"
      + line.replacingOccurrences(
        of: #""seed": 1"#,
        with: #""seed": 1, "coins": "#
          + coins) + "\n"
    return input
  }

  /// This case with `suite.json`: one scenario of `m.json` at `coins`.
  fileprivate func withSuite(coins: String) -> BadInput {
    var input = self
    input.files["suite.json"] =
      #"{"scenarios": [{"name": "a", "config": "m.json", "seeds": [1], "coins": \#(coins)}]}"#
    return input
  }

  /// This case with its one line `line`.
  fileprivate func line(_ line: String) -> BadInput {
    var input = self
    input.line = line
    return input
  }
}

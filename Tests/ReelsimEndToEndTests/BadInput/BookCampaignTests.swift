import Foundation
import TestSupport
import Testing

/// The bad-input campaign for "Book of" machines (`Configs/book-of.json`): an expanding symbol
/// that is unknown, the wild, or listed twice, a weight out of range, weights summing to 0,
/// and a wild that is also the scatter without free spins. Each is one line at its JSON path,
/// exit 65, nothing written.
@Suite struct BookCampaignTests {
  static let config: String = {
    (try? String(contentsOfFile: Repo.config("book-of"), encoding: .utf8)) ?? ""
  }()

  /// `simulate t.json --trace t.dat` on `Configs/book-of.json` with `old` replaced by `new`.
  static func edited(_ old: String, _ new: String, _ line: String) -> BadInput {
    precondition(config.contains(old), "\(old) is not in Configs/book-of.json")
    return BadInput(
      files: ["t.json": config.replacingOccurrences(of: old, with: new)],
      arguments: ["simulate", "t.json", "--trace", "t.dat"], status: 65,
      line: "error: t.json: paytable" + line)
  }

  /// Every choice's weight set to 0.
  static var zeroWeights: String {
    config.replacingOccurrences(of: #""weight": 2"#, with: #""weight": 0"#)
      .replacingOccurrences(of: #""weight": 1"#, with: #""weight": 0"#)
  }

  /// The config without `paytable.freeSpins`: its wild scatter has nothing to trigger.
  static var withoutFreeSpins: String {
    guard
      var root = (try? JSONSerialization.jsonObject(with: Data(config.utf8))) as? [String: Any],
      var paytable = root["paytable"] as? [String: Any]
    else { return "" }
    paytable["freeSpins"] = nil
    root["paytable"] = paytable
    let data = (try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  static let first = "\"symbol\": \"10\",\n          \"weight\": 2"

  static let cases: [BadInput] = [
    edited(
      first, "\"symbol\": \"TEN\",\n          \"weight\": 2",
      ".freeSpins.expandingSymbols[0].symbol: \"TEN\" is not one of the machine's symbols "
        + "(allowed: 10, J, Q, K, A, SCARAB, STATUE, PHARAOH, EXPLORER, BOOK)"),
    edited(
      first, "\"symbol\": \"BOOK\",\n          \"weight\": 2",
      ".freeSpins.expandingSymbols[0].symbol: \"BOOK\" is the wild or the scatter (allowed: a "
        + "paying symbol)"),
    edited(
      first, "\"symbol\": \"J\",\n          \"weight\": 2",
      ".freeSpins.expandingSymbols[1]: symbol \"J\" is listed twice (first at "
        + "expandingSymbols[0]; allowed: once)"),
    edited(
      first, "\"symbol\": \"10\",\n          \"weight\": -2",
      ".freeSpins.expandingSymbols[0].weight: -2 is out of range (allowed: 0 ... 1000000)"),
    BadInput(
      files: ["t.json": zeroWeights], arguments: ["simulate", "t.json", "--trace", "t.dat"],
      status: 65,
      line: "error: t.json: paytable.freeSpins.expandingSymbols: has weights summing to 0 "
        + "(allowed: a sum above 0)"),
    BadInput(
      files: ["t.json": withoutFreeSpins], arguments: ["simulate", "t.json", "--trace", "t.dat"],
      status: 65,
      line: "error: t.json: paytable.scatter: \"BOOK\" is also the wild (allowed: a symbol other "
        + "than the wild; the same symbol only with paytable.freeSpins, on fixed rows)"),
  ]

  @Test(arguments: cases)
  func aBadBookIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }
}

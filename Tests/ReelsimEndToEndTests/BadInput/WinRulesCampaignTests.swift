import Foundation
import TestSupport
import Testing

/// The bad-input campaign for the win rules of a lines or ways paytable: `paytable.bonusBuy`
/// (a price of 0 or less, or without free spins) and `paytable.maxWin` (a cap of 0 or less,
/// or on a machine whose sheet cannot price it). Each is one line at its JSON path, exit 65,
/// nothing written.
@Suite struct WinRulesCampaignTests {
  static let freeSpins: String = {
    (try? String(contentsOfFile: Repo.config("ways-243-free-spins"), encoding: .utf8)) ?? ""
  }()

  /// `par t.json` on `Configs/ways-243-free-spins.json` with `keys` added to its paytable.
  static func withFreeSpins(_ keys: String, _ line: String) -> BadInput {
    let anchor = #""freeSpins": {"#
    precondition(freeSpins.contains(anchor), "no freeSpins in ways-243-free-spins")
    return BadInput(
      files: ["t.json": freeSpins.replacingOccurrences(of: anchor, with: keys + ", " + anchor)],
      arguments: ["par", "t.json"], status: 65, line: "error: t.json: paytable." + line)
  }

  /// `par t.json` on `Configs/default.json` with `keys` added to its paytable.
  static func onDefault(_ keys: String, _ line: String) -> BadInput {
    BadInput(
      files: [
        "t.json": BadInput.defaultConfig(
          replacing: #""bet": 1,"#, with: #""bet": 1, "# + keys + ",")
      ],
      arguments: ["par", "t.json"], status: 65, line: "error: t.json: paytable." + line)
  }

  static let cases: [BadInput] = [
    withFreeSpins(
      #""bonusBuy": 0"#,
      "bonusBuy: 0 is out of range (allowed: more than 0 and at most 1000000000 × the total bet)"),
    withFreeSpins(
      #""bonusBuy": -100"#,
      "bonusBuy: -100 is out of range (allowed: more than 0 and at most 1000000000 × the total "
        + "bet)"),
    withFreeSpins(
      #""maxWin": 0"#,
      "maxWin: 0 is out of range (allowed: more than 0 and at most 1000000000 × the total bet)"),
    withFreeSpins(
      #""maxWin": -5"#,
      "maxWin: -5 is out of range (allowed: more than 0 and at most 1000000000 × the total bet)"),
    onDefault(
      #""bonusBuy": 100"#,
      "bonusBuy: needs paytable.freeSpins on fixed rows (allowed: absent without them)"),
  ]

  @Test(arguments: cases)
  func aBadWinRuleIsOneLineAndWritesNothing(_ input: BadInput) throws {
    try input.expect()
  }

  /// A cap on the default machine (lines, no feature) is priced from the built binary: at
  /// 10 × the total bet (a band's upper edge) the capped spins are exactly those of the bands
  /// above `(5, 10]`, and the bands add up to the cycle with the sheet's non-paying spins in
  /// band 0.
  @Test func aCapOnALinesMachineIsPricedExactly() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      BadInput.defaultConfig(replacing: #""bet": 1,"#, with: #""bet": 1, "maxWin": 10,"#).utf8
    ).write(to: folder.appendingPathComponent("t.json"))
    let run = try Reelsim.run(["par", "t.json", "--json"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.text.utf8)) as? [String: Any])
    let cap = try #require(object["spinCap"] as? [String: Any])
    #expect(cap["cap"] as? Double == 10)
    let sizes = try #require(object["winSizes"] as? [String: Any])
    #expect(sizes["exact"] as? Bool == true && sizes["total"] as? Int == 9261)
    let bands = try #require(sizes["bands"] as? [[String: Any]])
    #expect(bands.count == 14)
    #expect(bands.reduce(0) { $0 + ($1["weight"] as? Int ?? 0) } == 9261)
    #expect(bands[0]["weight"] as? Int == 9261 - 3721)
    #expect(bands[4]["band"] as? String == "(5, 10]")
    let above = bands[5...].reduce(0) { $0 + ($1["weight"] as? Int ?? 0) }
    #expect(cap["hits"] as? Int == above && above > 0)
  }
}

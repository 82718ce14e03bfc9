import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The max win cap as one rule (``WinCap``): on a small machine whose figures are written out
/// by hand, `simulate`'s summary applies it to a spin and to a whole free-spins round, and
/// `par`'s exact spin cap and Monte Carlo rounds count the same hits.
@Suite struct WinCapTests {
  /// 3 drums of 6 stops, one line on the middle row, a cap of 20 × bet. A A A pays 50 (capped
  /// at 20), K K K pays 8; three scatters award 4 free spins on strips of K only, so every free
  /// spin pays 8 and a round 32: capped at 20 on its third free spin (8, 16, 24 > 20).
  static let small = """
    {"name": "capped", "symbols": ["A", "K", "S"],
     "drums": [{"strip": ["A", "K", "S", "K", "A", "K"]}, {"strip": ["A", "K", "S", "K", "A", "K"]},
               {"strip": ["A", "K", "S", "K", "A", "K"]}],
     "paytable": {"bet": 1, "scatter": "S", "lines": [[1, 1, 1]], "maxWin": 20,
       "pays": [{"symbol": "A", "count": 3, "pay": 50}, {"symbol": "K", "count": 3, "pay": 8}],
       "freeSpins": {"awards": [{"count": 3, "spins": 4}], "multiplier": 1, "retrigger": false,
         "strips": [["K", "K", "K"], ["K", "K", "K"], ["K", "K", "K"]]}}}
    """

  static func machine() throws -> ResolvedMachine {
    try ConfigLoader.load(bytes: Array(Self.small.utf8), file: "capped")
  }

  /// The summary of the spin landing on `targets` (the middle row shows `strip[target]`).
  static func summary(_ targets: String) throws -> SpinSummary {
    let request = try SpinRequest(machine: machine(), seed: 7, targets: targets)
    return request.summary(of: try request.runInline(recordingTrace: false))
  }

  /// The member `key` of a JSON object, or `nil`.
  static func member(_ value: JSONValue, _ key: String) -> JSONValue? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.node.value
  }

  @Test func theRuleCutsAboveTheCapAndPaysTheCapInFull() {
    let cap = WinCap(multiple: 20, totalBet: 0.5)
    #expect(cap.credits == 10)
    #expect(cap.apply(12.5) == CappedWin(uncapped: 12.5, paid: 10, capped: true))
    #expect(cap.apply(12.5).excess == 2.5)
    #expect(cap.apply(10) == CappedWin(uncapped: 10, paid: 10, capped: false))
    #expect(cap.apply(0).excess == 0)
    #expect(cap.cappingSpin([4, 6, 0.5, 3]) == 3)
    #expect(cap.cappingSpin([4, 6]) == nil)
    #expect(cap.cappingSpin([]) == nil)
  }

  /// A A A on the line: 50 before the cap, 20 paid, capped; no round.
  @Test func aSpinAboveTheCapPaysTheCap() throws {
    let summary = try Self.summary("0-0-0")
    #expect(summary.payout?.total == 50)
    #expect(summary.cappedSpinWin == CappedWin(uncapped: 50, paid: 20, capped: true))
    #expect(summary.cappedRoundWin == nil)
    #expect(summary.paidWin == 20)
    let json = try #require(Self.member(summary.json, "maxWin"))
    #expect(
      JSONWriter.writeLine(json)
        == #"{"cap":20,"capCredits":20,"capped":true,"paid":20,"uncappedWin":50,"win":20}"#)
    #expect(summary.table.contains("  spin: capped at 20 × bet: pays 20 (50 before the cap)\n"))
    #expect(summary.table.contains("\npaid: 20\n"))
    // K K K pays 8: under the cap, not capped.
    let under = try Self.summary("1-1-1")
    #expect(under.cappedSpinWin == CappedWin(uncapped: 8, paid: 8, capped: false))
    #expect(under.table.contains("  spin: 8, not capped\n"))
  }

  /// S S S awards 4 free spins paying 8 each: the round's 32 is capped at 20 on its third free
  /// spin, the fourth still played (as par plays it) and paying nothing more.
  @Test func aRoundAboveTheCapPaysTheCapOnce() throws {
    let summary = try Self.summary("2-2-2")
    let round = try #require(summary.freeSpinsRound)
    #expect(round.spins.map(\.pay) == [8, 8, 8, 8])
    #expect(summary.cappedSpinWin == CappedWin(uncapped: 0, paid: 0, capped: false))
    #expect(summary.cappedRoundWin == CappedWin(uncapped: 32, paid: 20, capped: true))
    #expect(summary.paidWin == 20)
    let json = try #require(
      Self.member(summary.json, "maxWin").flatMap { Self.member($0, "round") })
    #expect(
      JSONWriter.writeLine(json)
        == #"{"capped":true,"cappedAtSpin":3,"uncappedWin":32,"win":20}"#)
    #expect(
      summary.table.contains(
        "  free spins: capped at 20 × bet on free spin 3: pays 20 (32 before the cap; "
          + "1 free spin after it pay nothing more)\n"), "\(summary.table)")
  }

  /// par counts the same hits: the exact spin cap cuts the 2³ = 8 of 216 windows showing A A A
  /// (30 credits each over the cap) and every Monte Carlo round (32 − 20 = 12 × bet each).
  @Test func parCountsTheSameHits() async throws {
    let machine = try Self.machine()
    // The base game's enumeration with the machine's cap, as ParRun.sheet prepares it (the
    // sheet itself would also play 20 000 rounds).
    var calculator = try ParRun.calculator(for: machine, file: "capped", method: .enumerate)
    calculator.spinCapMultiple = machine.maxWin
    let sheet = try await ParRun.computed(calculator, method: .enumerate, jobs: 1)
    let spin = try #require(sheet.spinCap)
    #expect(spin.hits == 8 && spin.cycle == 216)
    #expect(spin.excess == 8 * 30)
    let feature = try #require(machine.freeSpins)
    let rounds = FeatureRoundEstimate(
      feature: feature, triggers: [FreeSpinsTrigger(scatters: 3, weight: 1)], rounds: 50,
      seed: 1, totalBet: 1, capMultiple: 20)
    #expect(rounds.capHits == 50)
    #expect(rounds.meanExcess.value == 12)
  }

  /// The worked spin of Docs/outcomes.md: `ways-243-bonus-buy` seed 194, whose round of 31
  /// free spins goes over the 40 × bet cap on free spin 17; the guide quotes the table's lines.
  @Test func theGuidesWorkedSpinIsTheSummarys() throws {
    let machine = try ConfigLoader.load(path: Repo.config("ways-243-bonus-buy"))
    let request = try SpinRequest(machine: machine, seed: 194)
    let summary = request.summary(of: try request.runInline(recordingTrace: false))
    #expect(summary.cappedSpinWin == CappedWin(uncapped: 1.5, paid: 1.5, capped: false))
    let round = try #require(summary.cappedRoundWin)
    #expect(round.capped && round.paid == 40 && abs(round.uncapped - 67.75) < 1e-9)
    #expect(summary.freeSpinsRound?.spins.count == 31)
    #expect(summary.paidWin == 41.5)
    let guide = try String(
      contentsOf: Repo.root.appendingPathComponent("Docs/outcomes.md"), encoding: .utf8)
    let section = summary.winCapSection
    #expect(section.hasPrefix("max win cap: 40 × total bet (40 credits)"), "\(section)")
    for line in section.split(separator: "\n") {
      #expect(guide.contains(line + "\n"), "Docs/outcomes.md lacks: \(line)")
    }
  }
}

import TestTiers
import Testing

@testable import ReelKit
@testable import ReelMaths

/// The live-line table: after the leading drums' stops, only the lines that could still pay
/// are looked up, and every block's tally is the one of the evaluator spin by spin.
@Suite("Monte Carlo live lines")
struct MonteCarloLiveLineTests {
  /// A 5-drum paytable on `lineCount` lines (rows cycling through 0, 1, 2 by line and drum):
  /// runs of 3 to 5, a one-symbol pay (every line of J stays live), a wild and a scatter.
  static func paytable(lines lineCount: Int) -> Paytable {
    Paytable(
      bet: 1,
      lines: (0..<lineCount).map { line in (0..<5).map { drum in (line / (drum + 1) + drum) % 3 } },
      pays: [
        LinePay(symbol: "K", count: 3, pay: 20), LinePay(symbol: "K", count: 5, pay: 200),
        LinePay(symbol: "Q", count: 4, pay: 10), LinePay(symbol: "J", count: 1, pay: 1),
        LinePay(symbol: "W", count: 3, pay: 50), LinePay(symbol: "W", count: 5, pay: 900),
      ],
      wild: "W", scatter: "S",
      scatterPays: [ScatterPay(count: 3, pay: 2), ScatterPay(count: 5, pay: 40)])
  }

  @Test(
    "the leading drums that fit the table are skipped ahead, with the same tally",
    SlowTests.trait, arguments: [(20, 20, 3), (300, 20, 1), (20, 65, 0)])
  func liveLinesEqualTheEvaluator(stops: Int, lines: Int, leading: Int) throws {
    let spec = PayMachines.spec(
      PayMachines.randomStrips(drums: 5, length: stops, seed: 11), rows: 3)
    let spinner = try MonteCarloSpinner(
      spec: spec, paytable: Self.paytable(lines: lines), weights: nil)
    #expect(spinner.usesLineTable)
    #expect(spinner.prefixDrums == leading)
    let plan = MonteCarloPlan(spins: MonteCarloPlan.blockSize + 500, seed: 3)
    let tables = try spinner.tally(blocks: 0..<plan.blockCount, of: plan)
    let reference = try spinner.tally(blocks: 0..<plan.blockCount, of: plan, path: .reference)
    #expect(tables == reference)
    #expect(tables.lineHits.allSatisfy { $0 > 0 })
  }

  @Test("a clear bit is a line that pays nothing whatever the other drums show")
  func clearBitsNeverPay() throws {
    let spec = PayMachines.spec(
      PayMachines.randomStrips(drums: 5, length: 20, seed: 11), rows: 3)
    let spinner = try MonteCarloSpinner(
      spec: spec, paytable: Self.paytable(lines: 20), weights: nil)
    let live = spinner.liveLines.map(\.nonzeroBitCount).reduce(0, +)
    #expect(live > 0 && live < 20 * spinner.liveLines.count / 2, "the table skips most lines")
    // Leading stops 0, 0, 0: a line with a clear bit pays nothing for any classes after them.
    let mask = spinner.liveLines[0]
    let classes = spinner.evaluator.classCount
    for line in 0..<20 where mask & (1 << UInt64(line)) == 0 {
      let leading = (0..<3).map { drum in
        spinner.strips.classes[drum][spinner.evaluator.paytable.lines[line][drum]]
      }
      for fourth in 0..<classes {
        for fifth in 0..<classes {
          #expect(spinner.evaluator.lineEntry(leading + [fourth, fifth]) < 0)
        }
      }
    }
  }
}

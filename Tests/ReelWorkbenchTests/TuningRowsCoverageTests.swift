import ReelKit
import Testing

@testable import ReelWorkbench

/// The row coverage a variable-row tuning judges is bounded as the target coverage is: a top
/// drum of 10,000 stops or 177 row counts per drum give at most 256 spins (not 10,000 or
/// 31,329 per candidate), spread over every pair and top stop; a small machine keeps every
/// pair and every top stop, one per spin.
@Suite struct TuningRowsCoverageTests {
  @Test func aLongTopDrumIsCoveredInAtMost256Spins() {
    let strip = (0..<10_000).map { "S\($0 % 7)" }
    let rows = VariableRows(
      drumCount: 6, each: RowDistribution(rows: 2...7, weights: [1, 3, 4, 4, 3, 1]),
      topDrum: TopDrum(strip: strip))
    let coverage = TuningRows.coverage(rows: rows, count: 100)
    #expect(coverage.count == 256)
    let stops = coverage.compactMap(\.topStop)
    #expect(Set(stops).count == 256)
    #expect(stops.allSatisfy { (0..<10_000).contains($0) })
    #expect(stops.last! >= 10_000 - 40)
  }

  @Test func manyRowCountsAreCoveredInAtMost256Spins() {
    let rows = VariableRows(
      drumCount: 4,
      each: RowDistribution(rows: 1...177, weights: Array(repeating: 1, count: 177)))
    let coverage = TuningRows.coverage(rows: rows, count: 30)
    #expect(coverage.count == 256)
    #expect(coverage.allSatisfy { $0.rows.allSatisfy((1...177).contains) })
  }

  @Test func aSmallMachineKeepsEveryPairAndTopStop() {
    let rows = VariableRows(
      drumCount: 3, each: RowDistribution(rows: 2...4, weights: [1, 1, 1]),
      topDrum: TopDrum(strip: ["A", "B", "C", "D", "E"]))
    let coverage = TuningRows.coverage(rows: rows, count: 4)
    #expect(coverage.count == 9)
    for drum in 0..<3 {
      let pairs = Set(coverage.map { "\($0.rows[drum])/\($0.previousRows[drum])" })
      #expect(pairs.count == 9)
    }
    #expect(Set(coverage.compactMap(\.topStop)) == [0, 1, 2, 3, 4])
  }
}

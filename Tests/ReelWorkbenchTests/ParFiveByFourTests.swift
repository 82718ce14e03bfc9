import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The 5 × 4 machine (`Configs/video-5x4.json`): its exact PAR sheet equals a brute force
/// over every stop combination that shares no code with ReelKit's pay evaluation or windows.
///
/// The brute force reads each window by the documented rule (row `i` of a drum at rest on
/// stop `s` shows strip index `s + t − i`, `t` the result row, 1 for 4 rows), pays a line by
/// the paytable's plain definition (an entry `P × c` wins when the line's first `c` symbols
/// are each `P` or the wild, the wild's own entries when they are all wild; the highest pay
/// wins, the first listed on a tie) and scatters by their count over all 20 cells.
@Suite struct ParFiveByFourTests {
  @Test func theMachineIsFiveByFourWithFortyLinesOnEveryRow() throws {
    let machine = try ConfigLoader.load(path: Repo.config("video-5x4"))
    #expect(machine.spec.drums.count == 5)
    for drum in machine.spec.drums {
      #expect(drum.geometry.visibleRows == 4)
      #expect(drum.geometry.targetRow == 1)
    }
    let paytable = try #require(machine.paytable)
    #expect(paytable.lines.count == 40)
    #expect(Set(paytable.lines).count == 40)
    #expect(Set(paytable.lines.flatMap { $0 }) == [0, 1, 2, 3])
  }

  @Test func theExactSheetEqualsAnIndependentBruteForce() async throws {
    let machine = try ConfigLoader.load(path: Repo.config("video-5x4"))
    let paytable = try #require(machine.paytable)
    let sheet = await ParRun.exact(try ParRun.calculator(for: machine, file: "v"), jobs: 2)
    let brute = try BruteForce(machine: machine, paytable: paytable)
    #expect(sheet.rows == 4)
    #expect(sheet.cycle == 16 * 16 * 16 * 16 * 16)
    #expect(sheet.lineWins.map(\.hits) == brute.lineHits)
    #expect(sheet.scatterWins.map(\.hits) == brute.scatterHits)
    #expect(sheet.hits == brute.hits)
    #expect(sheet.returnPerCycle == brute.returned)
    #expect(abs(sheet.squaresPerCycle - brute.squares) <= 1e-9 * brute.squares)
    #expect(sheet.maxPay == brute.largest)
    #expect(abs(sheet.rtp - 0.959810) < 5e-7, "RTP \(sheet.rtp)")
  }
}

/// Every stop combination of a machine without weights, paid by the plain definitions.
private struct BruteForce {
  var lineHits: [UInt64]
  var scatterHits: [UInt64]
  var hits: UInt64 = 0
  var returned = 0.0
  var squares = 0.0
  var largest = 0.0

  init(machine: ResolvedMachine, paytable: Paytable) throws {
    let symbols = machine.config.symbols
    let base = symbols.count
    let drums = machine.spec.drums
    try #require(machine.weights == nil && drums.count == 5)
    let rows = drums[0].geometry.visibleRows
    let resultRow = (rows - 1) / 2
    // cells[d][s·rows + i]: the symbol number in row i of drum d at rest on stop s.
    let cells = drums.map { drum -> [Int] in
      let strip = drum.geometry.strip
      let count = strip.count
      return (0..<count).flatMap { stop in
        (0..<rows).map { row in
          symbols.firstIndex(of: strip[((stop + resultRow - row) % count + count) % count])!
        }
      }
    }
    let wild = paytable.wild.flatMap { symbols.firstIndex(of: $0) }
    let scatter = paytable.scatter.flatMap { symbols.firstIndex(of: $0) }
    // The winning entry of every line of five symbol numbers, by the definition.
    let pays = paytable.pays
    var entryOf = [Int](repeating: -1, count: base * base * base * base * base)
    for code in entryOf.indices {
      var line: [Int] = []
      var rest = code
      for _ in 0..<5 {
        line.insert(rest % base, at: 0)
        rest /= base
      }
      var best = -1
      for (index, entry) in pays.enumerated() {
        let symbol = symbols.firstIndex(of: entry.symbol)!
        let covered = line.prefix(entry.count).allSatisfy { $0 == symbol || $0 == wild }
        if covered, entry.pay > 0, best < 0 || entry.pay > pays[best].pay { best = index }
      }
      entryOf[code] = best
    }
    let scatterCounts = cells.map { column in
      stride(from: 0, to: column.count, by: rows).map { start in
        column[start..<(start + rows)].filter { $0 == scatter }.count
      }
    }
    lineHits = [UInt64](repeating: 0, count: pays.count)
    scatterHits = [UInt64](repeating: 0, count: paytable.scatterPays.count)
    let lines = paytable.lines
    let stops = drums.map(\.geometry.symbolCount)
    for s0 in 0..<stops[0] {
      for s1 in 0..<stops[1] {
        for s2 in 0..<stops[2] {
          for s3 in 0..<stops[3] {
            for s4 in 0..<stops[4] {
              let stop = [s0, s1, s2, s3, s4]
              var total = 0.0
              for line in lines {
                var code = 0
                for drum in 0..<5 {
                  code = code * base + cells[drum][stop[drum] * rows + line[drum]]
                }
                let entry = entryOf[code]
                if entry >= 0 {
                  lineHits[entry] += 1
                  total += pays[entry].pay * paytable.bet
                }
              }
              let count = (0..<5).reduce(0) { $0 + scatterCounts[$1][stop[$1]] }
              var best = -1
              for (index, entry) in paytable.scatterPays.enumerated()
              where entry.count <= count && entry.pay > 0
                && (best < 0 || entry.pay > paytable.scatterPays[best].pay)
              {
                best = index
              }
              if best >= 0 {
                scatterHits[best] += 1
                total += paytable.scatterPays[best].pay * paytable.totalBet
              }
              if total > 0 { hits += 1 }
              returned += total
              squares += total * total
              largest = max(largest, total)
            }
          }
        }
      }
    }
  }
}

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
  var lineHits: [UInt64] = []
  var scatterHits: [UInt64] = []
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
    let entrySymbols = pays.map { symbols.firstIndex(of: $0.symbol)! }
    var entryOf = [Int](repeating: -1, count: base * base * base * base * base)
    var line = [Int](repeating: 0, count: 5)
    for code in entryOf.indices {
      var rest = code
      for drum in (0..<5).reversed() {
        line[drum] = rest % base
        rest /= base
      }
      var best = -1
      for (index, entry) in pays.enumerated() where entry.pay > 0 {
        let symbol = entrySymbols[index]
        var covered = true
        for drum in 0..<entry.count where line[drum] != symbol && line[drum] != wild {
          covered = false
        }
        if covered, best < 0 || entry.pay > pays[best].pay { best = index }
      }
      entryOf[code] = best
    }
    let scatterCounts = cells.map { column in
      stride(from: 0, to: column.count, by: rows).map { start in
        column[start..<(start + rows)].filter { $0 == scatter }.count
      }
    }
    let lines = paytable.lines
    let stops = drums.map(\.geometry.symbolCount)
    // onLine[d][s·L + l]: the symbol number drum d at rest on stop s shows on line l.
    let onLine = (0..<5).map { drum in
      (0..<stops[drum]).flatMap { stop in lines.map { cells[drum][stop * rows + $0[drum]] } }
    }
    // The line codes of the drums so far (code·base + symbol per drum), one level per drum;
    // the hot loop reads flat local buffers (a debug build checks every array access).
    let count = lines.count
    var level = [[Int]](repeating: [Int](repeating: 0, count: count), count: 5)
    var lineCounts = [UInt64](repeating: 0, count: pays.count)
    var scatterCounted = [UInt64](repeating: 0, count: paytable.scatterPays.count)
    let scatterBest = (0...(rows * 5)).map { scatters in
      var best = -1
      for (index, entry) in paytable.scatterPays.enumerated()
      where entry.count <= scatters && entry.pay > 0
        && (best < 0 || entry.pay > paytable.scatterPays[best].pay)
      {
        best = index
      }
      return best
    }
    let linePay = pays.map { $0.pay * paytable.bet }
    let scatterPay = paytable.scatterPays.map { $0.pay * paytable.totalBet }
    entryOf.withUnsafeBufferPointer { entryOf in
      for s0 in 0..<stops[0] {
        for l in 0..<count { level[1][l] = onLine[0][s0 * count + l] }
        for s1 in 0..<stops[1] {
          for l in 0..<count { level[2][l] = level[1][l] * base + onLine[1][s1 * count + l] }
          for s2 in 0..<stops[2] {
            for l in 0..<count { level[3][l] = level[2][l] * base + onLine[2][s2 * count + l] }
            for s3 in 0..<stops[3] {
              for l in 0..<count { level[4][l] = level[3][l] * base + onLine[3][s3 * count + l] }
              let before =
                scatterCounts[0][s0] + scatterCounts[1][s1] + scatterCounts[2][s2]
                + scatterCounts[3][s3]
              level[4].withUnsafeBufferPointer { prefix in
                onLine[4].withUnsafeBufferPointer { last in
                  for s4 in 0..<stops[4] {
                    var total = 0.0
                    for l in 0..<count {
                      let entry = entryOf[prefix[l] * base + last[s4 * count + l]]
                      if entry >= 0 {
                        lineCounts[entry] += 1
                        total += linePay[entry]
                      }
                    }
                    let scatter = scatterBest[before + scatterCounts[4][s4]]
                    if scatter >= 0 {
                      scatterCounted[scatter] += 1
                      total += scatterPay[scatter]
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
    }
    lineHits = lineCounts
    scatterHits = scatterCounted
  }
}

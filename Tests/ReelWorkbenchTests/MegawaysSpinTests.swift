import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// Spinning `Configs/megaways.json` through a ``SpinRequest``: the outcome is drawn from the
/// seed exactly as the maths draws it, every drum lands exactly with this spin's rows, and the
/// window at rest is the maths' window (the result row rule, `t = min(targetRow, rows − 1)`).
@Suite struct MegawaysSpinTests {
  static let machine = try! ConfigLoader.load(path: Repo.config("megaways"))

  /// The maths' window of `outcome` on drum `drum` (rows only, top row first).
  static func mathsWindow(_ outcome: VariableRowsOutcome, drum: Int) -> [String] {
    let reel = ReelStrips(machine.spec).reels[drum]
    return VariableRows.windowIndices(
      reel: reel, rows: outcome.rows[drum], stop: outcome.stops[drum]
    ).map { reel.strip[$0] }
  }

  /// Runs `code`'s spin after `previous` rows and checks every drum: at rest on its target,
  /// offset exactly `target·h` (h this spin's symbol height), velocity 0, the maths' window;
  /// the top drum (the spin machine's last drum) likewise on the top stop, its window read
  /// left to right the maths' top window (``TopDrum/index(above:restingAt:)``).
  /// With `cellsKept`, every tick is also checked to keep every visible cell
  /// (``/ReelKit/SpinResult/checkCellsKept(on:)``; the slow tier).
  static func checkLanding(_ code: String, previous: [Int], cellsKept: Bool = false) throws {
    let request = try SpinRequest(
      machine: machine, targets: code, previousRows: previous)
    let rows = try #require(request.rows)
    let result = try request.runInline(recordingTrace: true)
    #expect(result.failure == nil)
    let outcome = rows.outcome(stops: request.targets)
    #expect(result.drums.count == 7)
    for drum in result.drums {
      let geometry = request.spec.drums[drum.drum].geometry
      #expect(drum.isStopped)
      #expect(
        drum.offset == Double(drum.target) * geometry.symbolHeight, "\(code) drum \(drum.drum)")
      #expect(result.traces?[drum.drum].last?.velocity == 0)
    }
    let topDrum = try #require(machine.variableRows?.topDrum)
    let top = result.drums[6]
    #expect(top.target == outcome.topStop)
    #expect(
      Array(top.window.reversed())
        == (1...4).map { topDrum.strip[topDrum.index(above: $0, restingAt: top.target)] })
    for drum in result.drums.prefix(6) {
      let geometry = request.spec.drums[drum.drum].geometry
      #expect(drum.isStopped)
      #expect(drum.target == outcome.stops[drum.drum])
      #expect(
        drum.offset == Double(drum.target) * geometry.symbolHeight, "\(code) drum \(drum.drum)")
      #expect(result.traces?[drum.drum].last?.velocity == 0)
      #expect(drum.window == mathsWindow(outcome, drum: drum.drum), "\(code) drum \(drum.drum)")
      #expect(drum.rows == outcome.rows[drum.drum])
      #expect(drum.previousRows == previous[drum.drum])
    }
    if cellsKept { try result.checkCellsKept(on: request.spec) }
  }

  @Test("a seed's outcome is the maths' (Outcome.randomSpin), rows, stops and top stop")
  func theSeedDrawsTheMathsOutcome() throws {
    let rows = try #require(Self.machine.variableRows)
    for seed in UInt64(0)..<50 {
      let request = try SpinRequest(machine: Self.machine, seed: seed)
      let drawn = Outcome.randomSpin(
        for: ReelStrips(Self.machine.spec), rows: rows, weights: Self.machine.weights, seed: seed)
      #expect(request.rows?.outcome(stops: request.targets) == drawn)
      #expect(request.rows?.previousRows == [7, 7, 7, 7, 7, 7])
      #expect(request.targetSource == "seed")
    }
  }

  @Test("window at rest == maths window for every row count 1 … 7 (all drums), many stops")
  func theWindowAtRestIsTheMathsWindow() throws {
    try Self.checkEveryRowCount(spins: 4, cellsKept: false)
  }

  @Test(
    "window at rest == maths window for every row count, many stops, every cell kept",
    SlowTests.trait)
  func theWindowAtRestIsTheMathsWindowEveryCellKept() throws {
    try Self.checkEveryRowCount(spins: 4, cellsKept: true)
  }

  /// `spins` random spins of every row count 1 … 7 on all drums, after random rows.
  static func checkEveryRowCount(spins: Int, cellsKept: Bool) throws {
    var generator = SplitMix64(seed: 11)
    for rows in 1...7 {
      for _ in 0..<spins {
        let stops = (0..<6).map { _ in generator.uniform(below: 100) }
        let top = generator.uniform(below: 30)
        let code =
          stops.map(String.init).joined(separator: "-") + "@"
          + Array(repeating: String(rows), count: 6).joined(separator: ".") + "+\(top)"
        let previous = (0..<6).map { _ in 2 + generator.uniform(below: 6) }
        try checkLanding(code, previous: previous, cellsKept: cellsKept)
      }
    }
  }

  @Test("every drum lands exactly for all 36 row pairs 2…7 → 2…7")
  func everyRowPairLandsExactly() throws {
    try Self.checkEveryRowPair(cellsKept: false)
  }

  @Test("all 36 row pairs land exactly, every cell kept on every tick", SlowTests.trait)
  func everyRowPairKeepsEveryCell() throws {
    try Self.checkEveryRowPair(cellsKept: true)
  }

  /// One spin of every pair `R₀ → R₁` in `2…7 → 2…7` on all drums.
  static func checkEveryRowPair(cellsKept: Bool) throws {
    var generator = SplitMix64(seed: 36)
    for previous in 2...7 {
      for rows in 2...7 {
        let stops = (0..<6).map { _ in generator.uniform(below: 100) }
        let code =
          stops.map(String.init).joined(separator: "-") + "@"
          + Array(repeating: String(rows), count: 6).joined(separator: ".") + "+\(rows)"
        try checkLanding(code, previous: Array(repeating: previous, count: 6), cellsKept: cellsKept)
      }
    }
  }

  @Test("the summary pays the maths' pay of the outcome, top cells included")
  func theSummaryPaysTheMathsPay() throws {
    let rows = try #require(Self.machine.variableRows)
    let maths = VariableRowsMachine(
      reels: ReelStrips(Self.machine.spec), rows: rows,
      paytable: try #require(Self.machine.paytable),
      weights: Self.machine.weights)
    for seed in UInt64(0)..<20 {
      let request = try SpinRequest(machine: Self.machine, seed: seed)
      let summary = request.summary(of: try request.runInline(recordingTrace: false))
      let outcome = maths.spin(seed: seed)
      #expect(summary.payout == maths.pay(of: outcome))
      #expect(summary.resultCode == ResultCode(outcome))
      #expect(summary.rows?.outcome.ways == outcome.ways)
      #expect(summary.result.drums.count == 6)
      #expect(summary.rows?.topDrumResult?.target == outcome.topStop)
    }
  }

  @Test("a cascading machine's summary has the maths' base chain of the outcome")
  func theSummaryHasTheCascadeChain() throws {
    let machine = try ConfigLoader.load(path: Repo.config("megaways-cascades"))
    let cascade = try #require(machine.variableRowsCascade)
    for seed in UInt64(0)..<10 {
      let request = try SpinRequest(machine: machine, seed: seed)
      let summary = request.summary(of: try request.runInline(recordingTrace: false))
      let outcome = cascade.machine.spin(seed: seed)
      #expect(summary.rows?.cascade == cascade.chain(of: outcome, inFreeSpins: false))
      #expect(summary.rows?.cascade?.windowPays.first == summary.payout?.total)
    }
  }

  @Test("the top drum changes nothing of the machine's drums: the same results without it")
  func theTopDrumLeavesTheDrumsAlone() throws {
    for seed in UInt64(20)..<25 {
      let request = try SpinRequest(machine: Self.machine, seed: seed)
      let rows = try #require(request.rows)
      let with = try request.runInline(recordingTrace: true)
      let alone = try SpinRunner(
        spec: try Self.machine.spec.spinning(rows.rows, previousRows: rows.previousRows),
        targets: request.targets, recordsTrace: true
      ).runInline()
      #expect(Array(with.drums.prefix(6)) == alone.drums)
      #expect(Array((with.traces ?? []).prefix(6)) == (alone.traces ?? []))
      // The drums' own events; the machine's (all stopped) waits for the top drum too.
      let drumEvents = { (events: [SpinEvent]) in events.filter { ($0.drum ?? 6) < 6 } }
      #expect(drumEvents(with.events) == drumEvents(alone.events))
    }
  }
}

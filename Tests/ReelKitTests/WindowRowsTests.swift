import Testing

@testable import ReelKit

/// Windows of any row count, 1 to the strip length: the result row (where the decided stop
/// rests), the window read top row first, exact landing, the window check and paylines on
/// every row.
@Suite("Windows of any row count")
struct WindowRowsTests {
  /// The test strip with `rows` rows and an optional result row.
  static func geometry(rows: Int, resultRow: Int? = nil) -> DrumGeometry {
    DrumGeometry(strip: Machines.strip, symbolHeight: 100, visibleRows: rows, resultRow: resultRow)
  }

  /// The three-drum test machine with `rows` rows.
  static func machine(
    _ profile: BrakingProfile, _ strategy: LandingStrategy, rows: Int, resultRow: Int? = nil
  ) -> MachineSpec {
    var spec = Machines.planned(profile, strategy)
    for index in spec.drums.indices {
      spec.drums[index].geometry = geometry(rows: rows, resultRow: resultRow)
    }
    return spec
  }

  @Test("the default result row is the centre row, the upper middle row of an even count")
  func defaultResultRow() {
    let expected = [1: 0, 2: 0, 3: 1, 4: 1, 5: 2, 6: 2, 7: 3, 20: 9, 21: 10]
    for (rows, row) in expected {
      #expect(DrumGeometry.defaultResultRow(visibleRows: rows) == row, "\(rows) rows")
      #expect(Self.geometry(rows: rows).targetRow == row, "\(rows) rows")
      #expect(Self.geometry(rows: rows).resultRow == nil)
    }
    #expect(Self.geometry(rows: 4, resultRow: 3).targetRow == 3)
  }

  @Test("even windows read k + t − i in row i, top first: the target in the result row")
  func evenWindows() {
    #expect(Self.geometry(rows: 2).windowIndices(restingAt: 5) == [5, 4])
    #expect(Self.geometry(rows: 4).windowIndices(restingAt: 5) == [6, 5, 4, 3])
    #expect(Self.geometry(rows: 6).windowIndices(restingAt: 5) == [7, 6, 5, 4, 3, 2])
    #expect(Self.geometry(rows: 4).windowIndices(restingAt: 0) == [1, 0, 20, 19])
    #expect(Self.geometry(rows: 4).windowIndices(restingAt: 20) == [0, 20, 19, 18])
    #expect(Self.geometry(rows: 4, resultRow: 0).windowIndices(restingAt: 5) == [5, 4, 3, 2])
    #expect(Self.geometry(rows: 4, resultRow: 3).windowIndices(restingAt: 5) == [8, 7, 6, 5])
    #expect(Self.geometry(rows: 3, resultRow: 0).windowIndices(restingAt: 0) == [0, 20, 19])
    #expect(
      Self.geometry(rows: 4).window(restingAt: 0) == ["REPLAY", "7", "WATERMELON", "REPLAY"])
  }

  @Test("every row count and result row: row t shows the stop, each row the next one below it")
  func everyCountAndRow() {
    for rows in 1...Machines.strip.count {
      for resultRow in 0..<rows {
        let geometry = Self.geometry(rows: rows, resultRow: resultRow)
        #expect(geometry.issues().isEmpty)
        for stop in 0..<Machines.strip.count {
          let indices = geometry.windowIndices(restingAt: stop)
          #expect(indices.count == rows)
          #expect(indices[resultRow] == stop)
          // Moving forward by one symbol brings each row's symbol one row down.
          let next = geometry.windowIndices(restingAt: stop + 1)
          #expect(Array(indices.dropLast()) == Array(next.dropFirst()))
          // As many rows as symbols: every symbol exactly once.
          if rows == Machines.strip.count { #expect(Set(indices).count == rows) }
        }
      }
    }
  }

  @Test(
    "1, 2, 4 and 6 rows: every target of every drum lands exactly, its window at rest",
    arguments: [1, 2, 4, 6], Machines.plannedProfiles)
  func exactLanding(rows: Int, profile: BrakingProfile) {
    for strategy in LandingStrategy.allCases {
      let spec = Self.machine(profile, strategy, rows: rows)
      #expect(spec.issues().isEmpty)
      for (drum, target) in Simulation.everyTarget(of: spec) {
        let run = Simulation.record(drum: drum, of: spec, target: target)
        Expect.exactLanding(run, spec: spec.drums[drum], target: target)
        let row = spec.drums[drum].geometry.targetRow
        #expect(run.result.window[row] == Machines.strip[target])
      }
    }
  }

  @Test(
    "the spin's window at rest is the decided outcome's window and passes the window check",
    arguments: [1, 2, 4, 6, 21])
  func spinWindow(rows: Int) async throws {
    for resultRow in [nil, 0, rows - 1] {
      let spec = Self.machine(.back, .solve, rows: rows, resultRow: resultRow)
      for first in stride(from: 0, to: 21, by: 4) {
        let targets = [first, (first + 7) % 21, (first + 13) % 21]
        let result = try await SpinRunner(spec: spec, targets: targets).run()
        try SymbolWindow.check(result, on: spec)
        let decided = SymbolWindow(spec: spec, stops: targets)
        #expect(result.window == decided.rows)
        #expect(result.window.count == rows)
        let row = spec.drums[0].geometry.targetRow
        #expect(result.window[row] == targets.map { Machines.strip[$0] })
      }
    }
  }

  @Test("a drum resting one symbol off in a 4-row window fails the window check")
  func offByOne() async throws {
    let spec = Self.machine(.cubic, .wait, rows: 4)
    var result = try await SpinRunner(spec: spec, targets: [3, 9, 15]).run()
    result.drums[1].window = spec.drums[1].geometry.window(restingAt: 10)
    let error = try #require(throws: WindowMismatch.self) {
      try SymbolWindow.check(result, on: spec)
    }
    #expect(error.drum == 1)
    #expect(error.expected == ["7", "REPLAY", "BELL", "PLUM"])
  }

  @Test("lines on row 3 of a 4-row window pay what the bottom row shows")
  func bottomRowLines() {
    let spec = PayMachines.spec(Array(repeating: ["A", "B", "C", "D", "E"], count: 3), rows: 4)
    let paytable = Paytable(
      lines: [[3, 3, 3], [0, 1, 2]],
      pays: [LinePay(symbol: "B", count: 3, pay: 10), LinePay(symbol: "C", count: 3, pay: 7)])
    let evaluator = PayEvaluator(paytable: paytable, drumCount: 3, rowCount: 4)
    // At rest on 4 (E), row 1 shows E, the rows read A, E, D, C: C on the bottom row.
    let window = SymbolWindow(spec: spec, stops: [4, 4, 4])
    #expect(
      window.rows == [["A", "A", "A"], ["E", "E", "E"], ["D", "D", "D"], ["C", "C", "C"]])
    let pay = evaluator.evaluate(window)
    #expect(pay.wins == [PayWin(line: 0, symbol: "C", count: 3, pay: 7)])
    // Line 1 climbs down: row 0 of drum 0 (stop 0 shows B there), row 1 of drum 1 (stop 1),
    // row 2 of drum 2 (stop 2).
    let climb = evaluator.evaluate(SymbolWindow(spec: spec, stops: [0, 1, 2]))
    #expect(climb.wins == [PayWin(line: 1, symbol: "B", count: 3, pay: 10)])
  }
}

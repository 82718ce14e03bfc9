import Testing

@testable import ReelKit

/// The result code of a variable-row ("Megaways") spin: `STOPS@ROWS+TOP`, read back exactly,
/// one line for every malformed form, checked against the machine.
@Suite("Result codes with rows and a top stop")
struct ResultCodeRowsTests {
  /// Three drums of bound 4, 3 and 4 rows, a top drum of 5 stops over drum 1.
  let reels = ReelStrips(
    name: "m",
    reels: [
      .init(strip: ["A", "B", "C", "D", "E"], visibleRows: 4, targetRow: 1),
      .init(strip: ["A", "B", "C"], visibleRows: 3, targetRow: 1),
      .init(strip: ["A", "B", "C", "D"], visibleRows: 4, targetRow: 2),
    ])
  let rows = VariableRows(
    drums: [
      RowDistribution(rows: 1...4, weights: [1, 1, 1, 1]), .fixed(3),
      RowDistribution(rows: 2...4, weights: [1, 2, 1]),
    ], topDrum: TopDrum(strip: ["X", "Y", "Z", "X", "Y"]))

  @Test("parse ∘ format is the identity with rows and with a top stop; the short form stays")
  func roundTrip() throws {
    var generator = SplitMix64(seed: 32)
    for _ in 0..<500 {
      let count = 1 + generator.uniform(below: 8)
      let stops = (0..<count).map { _ in generator.uniform(below: 1000) }
      let rows = (0..<count).map { _ in generator.uniform(below: 12) }
      let top = generator.uniform(below: 2) == 0 ? nil : generator.uniform(below: 100)
      let code = ResultCode(VariableRowsOutcome(rows: rows, stops: stops, topStop: top))
      let text =
        stops.map(String.init).joined(separator: "-") + "@"
        + rows.map(String.init).joined(separator: ".") + (top.map { "+\($0)" } ?? "")
      #expect(code.description == text)
      #expect(try ResultCode(parsing: text) == code)
      #expect(code.short == code)
      #expect(ResultCode(stops: stops).description == stops.map(String.init).joined(separator: "-"))
    }
    #expect(ResultCode(stops: [12, 4, 33]).description == "12-4-33")
  }

  @Test(arguments: [
    ("3-5@", "\"3-5@\": the rows after '@' are empty"),
    ("3-5@2.", "\"3-5@2.\": row count 1 is empty"),
    ("3-5@.2", "\"3-5@.2\": row count 0 is empty"),
    ("3-5@2.x", "\"3-5@2.x\": row count 1 is \"x\", not a row count"),
    ("3-5@2.-1", "\"3-5@2.-1\": row count 1 is \"-1\", not a row count"),
    ("3-5@2.3+", "\"3-5@2.3+\": the top stop after '+' is empty"),
    ("3-5@2.3+x", "\"3-5@2.3+x\": the top stop is \"x\", not a strip index"),
    ("3-5@2.3+1+2", "\"3-5@2.3+1+2\": the top stop is \"1+2\", not a strip index"),
    ("3-5@2.3@4", "\"3-5@2.3@4\": row count 1 is \"3@4\", not a row count"),
    ("3-5@2.3:A.B", "\"3-5@2.3:A.B\": a window part after ':' is not read with rows"),
    ("@2.3", "\"@2.3\": stop 0 is empty"),
    ("3-5@2.99999999999999999999", "row count 1 is \"99999999999999999999\", not a row count"),
  ])
  func malformedCodesAreOneLine(text: String, message: String) {
    do {
      _ = try ResultCode(parsing: text)
      Issue.record("\(text) was read")
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
      #expect(!error.message.contains("\n"))
      #expect(
        error.message.hasSuffix(
          "(allowed: strip indices from 0 joined by '-', one per drum, then '@' and each drum's "
            + "rows joined by '.', then '+' and the top drum's stop if the machine has one, e.g. "
            + "3-17-5@2.7.4+9)"))
    }
  }

  @Test("a code is checked on the machine: rows in 1 … bound, one per drum, the top stop")
  func checkedOnTheMachine() throws {
    func message(_ text: String) throws -> String? {
      do {
        _ = try ResultCode(parsing: text).outcome(on: reels, rows: rows)
        return nil
      } catch {
        return error.message
      }
    }
    #expect(
      try ResultCode(parsing: "4-2-3@1.3.4+4").outcome(on: reels, rows: rows)
        == VariableRowsOutcome(rows: [1, 3, 4], stops: [4, 2, 3], topStop: 4))
    #expect(
      try message("4-2-3@1.3.5+4")
        == "\"4-2-3@1.3.5+4\": rows[2]: 5 rows is outside the window (allowed: 1 ... 4 rows, "
        + "the drum's visibleRows)")
    #expect(
      try message("4-2-3@0.3.4+4")
        == "\"4-2-3@0.3.4+4\": rows[0]: 0 rows is outside the window (allowed: 1 ... 4 rows, "
        + "the drum's visibleRows)")
    #expect(
      try message("4-2-3@1.3+4")
        == "\"4-2-3@1.3+4\": rows: has 2 entries for 3 drums (allowed: one per drum)")
    #expect(
      try message("4-2@1.3.4+4")
        == "\"4-2@1.3.4+4\": stops: has 2 entries for 3 drums (allowed: one per drum)")
    #expect(
      try message("4-3-3@1.3.4+4")
        == "\"4-3-3@1.3.4+4\": stops[1]: 3 is off the strip (allowed: 0 ... 2)")
    #expect(
      try message("4-2-3@1.3.4")
        == "\"4-2-3@1.3.4\": topStop: is missing (allowed: 0 ... 4, the top drum's stop)")
    #expect(
      try message("4-2-3@1.3.4+5")
        == "\"4-2-3@1.3.4+5\": topStop: 5 is off the top drum's strip (allowed: 0 ... 4)")
    #expect(
      try message("4-2-3")
        == "\"4-2-3\" gives no rows, but the machine's rows vary (allowed: the stops, '@' and "
        + "each drum's rows joined by '.', '+' and the top drum's stop, e.g. 0-0-0@4.3.4+0)")
    let noTop = VariableRows(drums: rows.drums)
    #expect(throws: ResultCodeError.self) {
      try ResultCode(parsing: "4-2-3@1.3.4+4").outcome(on: reels, rows: noTop)
    }
    #expect(throws: ResultCodeError.self) {
      try ResultCode(parsing: "4-2-3@1.3.4").stops(on: reels)
    }
  }
}

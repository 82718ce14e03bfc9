import Testing

@testable import ReelKit

@Suite("Result codes: format, parse, check on a machine")
struct ResultCodeTests {
  let spec = PayMachines.spec(
    [["A", "B", "C", "D"], ["A", "B", "C", "D", "E"], ["X", "Y", "Z"]], rows: 3)

  @Test("parse ∘ format is the identity on random stop lists, with and without the window")
  func roundTrip() throws {
    var generator = SplitMix64(seed: 2024)
    for _ in 0..<500 {
      let count = 1 + generator.uniform(below: 12)
      let stops = (0..<count).map { _ in
        generator.uniform(below: 3) == 0 ? generator.uniform(below: 10) : Int(generator.next() >> 2)
      }
      let code = ResultCode(stops: stops)
      #expect(code.description == stops.map(String.init).joined(separator: "-"))
      #expect(try ResultCode(parsing: code.description) == code)
      let cells = (0..<count).map { "S\($0 % 5)" }
      let window = SymbolWindow(columns: cells.map { [$0, $0 + ".x", "/"] })
      let long = ResultCode(stops: stops, window: window)
      #expect(long.description.hasPrefix(code.description + ":"))
      #expect(try ResultCode(parsing: long.description) == long)
      #expect(long.short == code)
    }
  }

  @Test("the long form carries the window, top row first, and checks it")
  func longForm() throws {
    let code = ResultCode(spec: spec, stops: [1, 4, 0])
    #expect(code.description == "1-4-0:C.A.Y/B.E.X/A.D.Z")
    #expect(try ResultCode(parsing: code.description).stops(on: spec) == [1, 4, 0])
    #expect(try ResultCode(parsing: "1-4-0").stops(on: spec) == [1, 4, 0])
    #expect(try ResultCode(parsing: "01-4-0").stops == [1, 4, 0])
    #expect(
      SymbolWindow(spec: spec, stops: [1, 4, 0]).rows == [
        ["C", "A", "Y"], ["B", "E", "X"], ["A", "D", "Z"],
      ])
  }

  @Test(arguments: [
    ("", "\"\": is empty"),
    ("3--5", "\"3--5\": stop 1 is empty"),
    ("3-x-5", "\"3-x-5\": stop 1 is \"x\", not a strip index"),
    ("-3-5", "\"-3-5\": stop 0 is empty"),
    ("3-5-", "\"3-5-\": stop 2 is empty"),
    ("3-+5", "\"3-+5\": stop 1 is \"+5\", not a strip index"),
    ("3-99999999999999999999", "stop 1 is \"99999999999999999999\", not a strip index"),
    ("3-5:", "\"3-5:\": the window after ':' is empty"),
  ])
  func badCodesSayWhatIsWrong(text: String, message: String) {
    #expect(throws: ResultCodeError.self) { try ResultCode(parsing: text) }
    do {
      _ = try ResultCode(parsing: text)
    } catch {
      #expect(error.message.contains(message), "\(error.message)")
      #expect(
        error.message.hasSuffix(
          "(allowed: strip indices from 0 joined by '-', one per drum, e.g. 3-17-5)"))
    }
  }

  @Test func codesThatDoNotFitTheMachineSayWhy() throws {
    func message(_ text: String) throws -> String? {
      do {
        _ = try ResultCode(parsing: text).stops(on: spec)
        return nil
      } catch {
        return error.message
      }
    }
    #expect(
      try message("1-2")
        == "\"1-2\" has 2 stops for 3 drums (allowed: one strip index per drum, joined by '-')")
    #expect(
      try message("1-5-0") == "\"1-5-0\": drum 1: stop 5 is off the strip (allowed: 0 ... 4)")
    #expect(
      try message("1-4-0:C.A.Y/B.E.X/A.D.X")
        == "\"1-4-0:C.A.Y/B.E.X/A.D.X\": the window \"C.A.Y/B.E.X/A.D.X\" is not what the stops "
        + "show (allowed: \"C.A.Y/B.E.X/A.D.Z\", or the stops alone)")
  }
}

import Testing

@testable import ReelKit
@testable import ReelMaths

@Suite("Paylines: left-to-right runs, wilds, scatter, best interpretation")
struct PaylineTests {
  let evaluator = PayEvaluator(paytable: PayMachines.video, drumCount: 3, rowCount: 3)

  /// The wins of a window whose middle row is `middle` (the other rows are T, paying nothing).
  func middle(_ middle: [String], paytable: Paytable = PayMachines.video) -> [PayWin] {
    let evaluator = PayEvaluator(paytable: paytable, drumCount: 3, rowCount: 3)
    let filler = ["T", "T", "T"]
    return evaluator.evaluate(SymbolWindow(rows: [filler, middle, filler])).wins
  }

  func win(_ symbol: String, _ count: Int, _ pay: Double, line: Int? = 0) -> PayWin {
    PayWin(line: line, symbol: symbol, count: count, pay: pay)
  }

  @Test("runs from drum 0 pay the highest entry whose count is at most the run")
  func runs() {
    #expect(middle(["K", "K", "K"]) == [win("K", 3, 40)])
    #expect(middle(["K", "K", "Q"]) == [win("K", 2, 8)])
    #expect(middle(["Q", "K", "K"]) == [])
    #expect(middle(["Q", "Q", "K"]) == [])
    #expect(middle(["J", "T", "T"]) == [win("J", 1, 2)])
    #expect(middle(["J", "J", "J"]) == [win("J", 3, 10)])
    #expect(middle(["T", "K", "K"]) == [])
  }

  @Test("wilds substitute for paying symbols and the best interpretation wins")
  func wilds() {
    #expect(middle(["W", "K", "K"]) == [win("K", 3, 40)])
    #expect(middle(["K", "W", "K"]) == [win("K", 3, 40)])
    #expect(middle(["W", "W", "K"]) == [win("K", 3, 40)])
    #expect(middle(["W", "W", "Q"]) == [win("Q", 3, 20)])
    #expect(middle(["W", "W", "J"]) == [win("J", 3, 10)])
    // Two wilds then nothing that pays: the wilds read as K × 2 (4) beat the wild's own 3.
    #expect(middle(["W", "W", "T"]) == [win("K", 2, 8)])
    // Only wilds: the wild's own pay (50) beats reading them as K × 3 (20).
    #expect(middle(["W", "W", "W"]) == [win("W", 3, 100)])
    // The wild does not substitute for the scatter, which breaks the line.
    #expect(middle(["W", "S", "K"]) == [win("J", 1, 2)])
  }

  @Test("without a wild the wild's symbol is an ordinary one")
  func noWild() {
    var paytable = PayMachines.video
    paytable.wild = nil
    #expect(middle(["W", "K", "K"], paytable: paytable) == [])
    #expect(middle(["K", "W", "K"], paytable: paytable) == [])
    #expect(middle(["W", "W", "T"], paytable: paytable) == [win("W", 2, 6)])
  }

  @Test("equal pays go to the entry listed first")
  func ties() {
    var paytable = PayMachines.video
    paytable.pays[5].pay = 20  // W × 3 now pays what K × 3 pays, and K × 3 is listed first
    #expect(middle(["W", "W", "W"], paytable: paytable) == [win("K", 3, 40)])
    paytable.pays.swapAt(0, 5)
    #expect(middle(["W", "W", "W"], paytable: paytable) == [win("W", 3, 40)])
  }

  @Test("scatters pay by count anywhere, times the total bet, after the lines")
  func scatter() {
    let pays = { (rows: [[String]]) in self.evaluator.evaluate(SymbolWindow(rows: rows)) }
    #expect(pays([["S", "T", "T"], ["T", "T", "T"], ["T", "T", "T"]]).wins == [])
    let two = pays([["S", "T", "T"], ["T", "T", "T"], ["T", "T", "S"]])
    #expect(two.wins == [win("S", 2, 10, line: nil)])
    let four = pays([["S", "T", "S"], ["K", "K", "K"], ["S", "T", "S"]])
    #expect(four.wins == [win("K", 3, 40), win("S", 3, 50, line: nil)])
    #expect(four.total == 90)
  }

  @Test("every line is read along its rows: rows, diagonals")
  func lines() {
    let rows = [["K", "J", "Q"], ["J", "K", "W"], ["Q", "Q", "K"]]
    let result = evaluator.evaluate(SymbolWindow(rows: rows))
    // middle J K W: J × 1; top K J Q: nothing; bottom Q Q K: nothing;
    // diagonal down K K K: K × 3; diagonal up Q K Q: nothing.
    #expect(result.wins == [win("J", 1, 2, line: 0), win("K", 3, 40, line: 3)])
    #expect(result.total == 42)
    #expect(SymbolWindow(rows: rows).columns[2] == ["Q", "W", "K"])
    #expect(SymbolWindow(rows: rows)[row: 1, drum: 2] == "W")
  }

  @Test("the line automaton decides every line exactly as the evaluator")
  func automatonAgrees() {
    let automaton = LineAutomaton(evaluator: evaluator)
    let classes = evaluator.classCount
    // Every sequence of classes over 3 drums.
    for code in 0..<(classes * classes * classes) {
      let symbols = [code / (classes * classes), code / classes % classes, code % classes]
      var state = automaton.start
      for symbol in symbols { state = automaton.next[state * classes + symbol] }
      #expect(automaton.final[state] == evaluator.lineEntry(symbols), "\(symbols)")
    }
  }
}

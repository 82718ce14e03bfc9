import Testing

@testable import ReelKit

@Suite("PAR sheet: the figures a test lab asks for")
struct ParLabTests {
  @Test("the tiny machine: volatility index, RTP intervals, top award and shares by hand")
  func tinyByHand() throws {
    let sheet = try ParCalculator(
      spec: PayMachines.tiny, paytable: PayMachines.tinyPaytable, weights: nil
    ).sheet()
    // σ² = 2642/729 (ParSheetTests); VI = z·σ.
    let sigma = (2642.0 / 729).squareRoot()
    #expect(abs(sheet.volatilityIndex(confidence: 0.90) - 1.6448536269514722 * sigma) < 1e-12)
    #expect(abs(sheet.volatilityIndex(confidence: 0.95) - 1.959963984540054 * sigma) < 1e-12)
    let interval = sheet.rtpInterval(spins: 10_000, confidence: 0.95)
    #expect(abs(interval.lowerBound - (25.0 / 27 - 1.959963984540054 * sigma / 100)) < 1e-12)
    #expect(abs(interval.upperBound - (25.0 / 27 + 1.959963984540054 * sigma / 100)) < 1e-12)
    // A A A (10 credits) once in 27.
    #expect(sheet.maxPay == 10 && sheet.maxPayHits == 1)
    #expect(sheet.topAwardProbability == 1.0 / 27)
    #expect(!sheet.topAwardNeedsOdds)
    // No scatter pays: one part, the line wins, the whole RTP.
    #expect(sheet.rtpParts == [SheetPart(name: "line wins", rtp: 25.0 / 27)])
    #expect(sheet.rtpParts[0].share(of: sheet.totalRTP) == 1)
    #expect(
      sheet.topAward
        == TopAward(credits: 10, probability: 1.0 / 27, hits: 1, cycle: 27, scope: .spin))
  }

  @Test("a top award rarer than 1 in 100 million games needs its odds shown")
  func rareTopAward() throws {
    var sheet = try ParCalculator(
      spec: PayMachines.tiny, paytable: PayMachines.tinyPaytable, weights: nil
    ).sheet()
    sheet.cycle = 100_000_001
    #expect(sheet.topAwardNeedsOdds)
    sheet.cycle = 100_000_000
    #expect(!sheet.topAwardNeedsOdds)
  }

  @Test("the top award's hits are counted in every slice, classic and by the rules")
  func topAwardHits() throws {
    let spec = PayMachines.spec(PayMachines.randomStrips(drums: 3, length: 9, seed: 4), rows: 3)
    let sheet = try ParCalculator(spec: spec, paytable: PayMachines.video, weights: nil).sheet()
    let evaluator = PayEvaluator(paytable: PayMachines.video, drumCount: 3, rowCount: 3)
    let pays = PayMachines.combinations(spec).map {
      evaluator.evaluate(SymbolWindow(spec: spec, stops: $0)).total
    }
    #expect(sheet.maxPay == pays.max())
    #expect(sheet.maxPayHits == UInt64(pays.filter { $0 == sheet.maxPay }.count))
  }
}

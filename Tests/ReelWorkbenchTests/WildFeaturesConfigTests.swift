import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The shipped wild-feature machines: `sticky-wilds` (expanding wilds, sticky wilds in free
/// spins) priced by the sheet and by an independent calculation written here on the config's
/// JSON (nothing of ReelKit), and `walking-wilds` against Monte Carlo.
@Suite struct WildFeaturesConfigTests {
  static func machine(_ name: String) throws -> ResolvedMachine {
    try ConfigLoader.load(path: Repo.config(name))
  }

  static func sheet(_ name: String) throws -> WildFeaturesSheet {
    let machine = try machine(name)
    let paytable = try #require(machine.paytable)
    let features = try #require(machine.wildFeatures)
    let calculator = try #require(
      WildFeaturesCalculator(
        reels: ReelStrips(machine.spec), weights: machine.weights, paytable: paytable,
        features: features, freeSpins: machine.freeSpins))
    return calculator.sheet()
  }

  /// `sticky-wilds` from its JSON: a drum at stop `s` shows `strip[s], strip[s−1],
  /// strip[s−2]` top down (the model's window, every stop once); a drum of `expandingDrums`
  /// showing WILD shows it in every row. Drums are independent, so one line's expected pay
  /// is the sum over the symbols it crosses of the product of each drum's chance to show
  /// that symbol in the line's row, times the best entry whose `count` leading cells are the
  /// symbol or WILD; the scatter count is each drum's count convolved. In free spins each
  /// drum carries the law of its held rows from spin to spin (a row held once stays wild).
  static func independentRTP() throws -> (base: Double, feature: Double, trigger: Double) {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repo.config("sticky-wilds")))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let strips = try #require(root["drums"] as? [[String: Any]]).map {
      try #require($0["strip"] as? [String])
    }
    let table = try #require(root["paytable"] as? [String: Any])
    let wild = try #require(table["wild"] as? String)
    let scatter = try #require(table["scatter"] as? String)
    let lines = try #require(table["lines"] as? [[Int]])
    let pays = try #require(table["pays"] as? [[String: Any]]).map {
      (symbol: $0["symbol"] as! String, count: $0["count"] as! Int, pay: $0["pay"] as! Double)
    }
    let scatterPays = try #require(table["scatterPays"] as? [[String: Any]]).map {
      (count: $0["count"] as! Int, pay: $0["pay"] as! Double)
    }
    let free = try #require(table["freeSpins"] as? [String: Any])
    let award = try #require((free["awards"] as? [[String: Any]])?.first)
    let wilds = try #require(table["wilds"] as? [String: Any])
    let expanding = Set(try #require(wilds["expandingDrums"] as? [Int]))
    let rows = 3
    let totalBet = Double(lines.count)
    typealias Law = [(column: [String], p: Double)]
    func shown(_ column: [String], drum: Int, held: Set<Int>) -> [String] {
      var column = column
      for row in held { column[row] = wild }
      return expanding.contains(drum) && column.contains(wild)
        ? column.map { _ in wild } : column
    }
    let landing: [Law] = strips.map { strip in
      strip.indices.map { stop in
        (
          (0..<rows).map { strip[((stop - $0) % strip.count + strip.count) % strip.count] },
          1.0 / Double(strip.count)
        )
      }
    }
    func linePay(_ symbols: [String]) -> Double {
      var best = 0.0
      for entry in pays
      where symbols.prefix(entry.count).allSatisfy({ $0 == entry.symbol || $0 == wild }) {
        best = max(best, entry.pay)
      }
      return best
    }
    func scatterLaw(_ laws: [Law]) -> [Double] {
      var law = [1.0]
      for drum in laws {
        var next = [Double](repeating: 0, count: law.count + rows)
        for (before, p) in law.enumerated() {
          for cell in drum {
            next[before + cell.column.filter { $0 == scatter }.count] += p * cell.p
          }
        }
        law = next
      }
      return law
    }
    func expectedPay(_ laws: [Law]) -> Double {
      var total = 0.0
      for line in lines {
        var paths: [(symbols: [String], p: Double)] = [([], 1)]
        for (drum, law) in laws.enumerated() {
          var marginal: [String: Double] = [:]
          for cell in law { marginal[cell.column[line[drum]], default: 0] += cell.p }
          paths = paths.flatMap { path in
            marginal.map { (path.symbols + [$0.key], path.p * $0.value) }
          }
          // Every entry counts 3 or more cells: a line whose first three cells share no
          // symbol (WILD aside) pays nothing whatever follows.
          if drum == 2 {
            paths = paths.filter { path in
              pays.contains { entry in
                path.symbols.allSatisfy { $0 == entry.symbol || $0 == wild }
              }
            }
          }
        }
        total += paths.reduce(0) { $0 + $1.p * linePay($1.symbols) }
      }
      for (count, p) in scatterLaw(laws).enumerated() {
        let best = scatterPays.filter { $0.count <= count }.map(\.pay).max() ?? 0
        total += p * best * totalBet
      }
      return total
    }
    let base = landing.enumerated().map { drum, law in
      law.map { (shown($0.column, drum: drum, held: []), $0.p) }
    }
    let trigger = scatterLaw(base).enumerated().filter { $0.offset >= award["count"] as! Int }
      .reduce(0) { $0 + $1.element }
    var held: [[Set<Int>: Double]] = strips.map { _ in [[]: 1] }
    var feature = 0.0
    for _ in 0..<(award["spins"] as! Int) {
      var laws: [Law] = []
      for (drum, law) in landing.enumerated() {
        laws.append(
          held[drum].flatMap { state in
            law.map { (shown($0.column, drum: drum, held: state.key), $0.p * state.value) }
          })
      }
      feature += expectedPay(laws)
      held = laws.map { law in
        var next: [Set<Int>: Double] = [:]
        for cell in law {
          next[Set(cell.column.indices.filter { cell.column[$0] == wild }), default: 0] += cell.p
        }
        return next
      }
    }
    return (expectedPay(base) / totalBet, trigger * feature / totalBet, trigger)
  }

  @Test func stickyWildsMatchTheIndependentCalculation() throws {
    let sheet = try Self.sheet("sticky-wilds")
    let independent = try Self.independentRTP()
    #expect(abs(sheet.baseRTP - independent.base) <= 1e-12)
    #expect(abs(try #require(sheet.freeSpinsRTP) - independent.feature) <= 1e-12)
    #expect(abs(try #require(sheet.triggerProbability) - independent.trigger) <= 1e-15)
    let total = try #require(sheet.totalRTP)
    #expect(abs(total - independent.base - independent.feature) <= 1e-12)
    #expect(total < 1)
    #expect(sheet.expansionProbabilities.map { $0 == nil } == [true, false, false, false, true])
  }

  @Test func walkingWildsAgreeWithMonteCarlo() throws {
    let machine = try Self.machine("walking-wilds")
    let sheet = try Self.sheet("walking-wilds")
    let walking = try #require(sheet.walkingRTP)
    #expect(sheet.walkingStates == 27)
    let total = try #require(sheet.totalRTP)
    #expect(total < 1)
    let paytable = try #require(machine.paytable)
    let features = try #require(machine.wildFeatures)
    let spinner = WildFeaturesSpinner(
      reels: ReelStrips(machine.spec), weights: machine.weights, paytable: paytable,
      features: features, freeSpins: nil)
    let estimate = WildFeaturesEstimate(spinner: spinner, games: 20_000, seed: 3)
    let respins = estimate.rtp(part: 1, totalBet: sheet.totalBet)
    #expect(abs(respins.mean - walking) <= respins.halfWidth, "\(respins) vs \(walking)")
    let all = estimate.rtp(part: 3, totalBet: sheet.totalBet)
    #expect(abs(all.mean - total) <= all.halfWidth)
  }
}

import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The shipped `wild-doubler`: a ×2 wild that doubles a line win once however many wilds are
/// in it (`multiplierRule` `once`), priced by the sheet, by an independent brute force written
/// here, and by Monte Carlo; the same machine with the compounding rule prices differently.
@Suite struct WildDoublerTests {
  static let name = "wild-doubler"

  /// The expected pay of one line per credit of line bet, by brute force over every symbol
  /// sequence along a line, read from the config's JSON with nothing of ReelKit: every row of
  /// a uniform cyclic strip shows each stop once, so a line's symbols are independent draws of
  /// each strip's symbol counts, and every line has the same expectation (which is then the
  /// RTP: `lines × bet` is the total bet). A line pays its best entry: `count` cells from drum
  /// 0, each the entry's symbol or the wild, worth `pay × m`; `m` = 2 when a wild is among the
  /// counted cells of an entry that is not the wild's own (`once`), `2^k` for `k` wilds
  /// (`multiply`).
  static func bruteForceRTP(compounding: Bool) throws -> Double {
    try bruteForceRTP(of: try config(), compounding: compounding)
  }

  /// The shipped config as JSON objects.
  static func config() throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repo.config(name)))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// ``bruteForceRTP(compounding:)`` of the config `root`.
  static func bruteForceRTP(of root: [String: Any], compounding: Bool) throws -> Double {
    let drums = try #require(root["drums"] as? [[String: Any]])
    let strips = try drums.map { try #require($0["strip"] as? [String]) }
    let paytable = try #require(root["paytable"] as? [String: Any])
    let wild = try #require(paytable["wild"] as? String)
    let pays = try #require(paytable["pays"] as? [[String: Any]]).map {
      (
        symbol: $0["symbol"] as? String ?? "", count: $0["count"] as? Int ?? 0,
        pay: $0["pay"] as? Double ?? 0
      )
    }
    let counts = strips.map { strip in
      Dictionary(strip.map { ($0, 1) }, uniquingKeysWith: +).sorted { $0.key < $1.key }
    }
    var total = 0.0
    var sequence = [Int](repeating: 0, count: strips.count)
    while true {
      var weight = 1.0
      var symbols: [String] = []
      for (drum, index) in sequence.enumerated() {
        weight *= Double(counts[drum][index].value)
        symbols.append(counts[drum][index].key)
      }
      var best = 0.0
      for entry in pays where entry.pay > 0 {
        let cells = symbols.prefix(entry.count)
        guard cells.allSatisfy({ $0 == entry.symbol || $0 == wild }) else { continue }
        let wilds = entry.symbol == wild ? 0 : cells.filter { $0 == wild }.count
        let multiplier = compounding ? pow(2, Double(wilds)) : (wilds > 0 ? 2 : 1)
        best = max(best, entry.pay * multiplier)
      }
      total += weight * best
      var drum = strips.count - 1
      while drum >= 0 {
        sequence[drum] += 1
        if sequence[drum] < counts[drum].count { break }
        sequence[drum] = 0
        drum -= 1
      }
      if drum < 0 { break }
    }
    return total / strips.reduce(1.0) { $0 * Double($1.count) }
  }

  @Test func theSheetIsTheBruteForcesRTPAndTheCompoundingRulePricesItDifferently() async throws {
    let machine = try ConfigLoader.load(path: Repo.config(Self.name))
    #expect(machine.paytable?.multiplierRule == .once)
    let expected = try Self.bruteForceRTP(compounding: false)
    let calculator = try ParRun.calculator(for: machine, file: Self.name, method: .closedForm)
    let sheet = try await ParRun.sheet(
      calculator, of: machine, method: .closedForm, jobs: 2, file: Self.name)
    #expect(abs(sheet.totalRTP - expected) < 1e-12, "\(sheet.totalRTP)")
    #expect(sheet.warnings.isEmpty)
    #expect(formatFixed(expected, decimals: 6) == "0.889769")
    var naive = machine
    naive.paytable?.multiplierRule = .multiply
    let compounding = try Self.bruteForceRTP(compounding: true)
    let naiveSheet = try await ParRun.sheet(
      try ParRun.calculator(for: naive, file: Self.name, method: .closedForm), of: naive,
      method: .closedForm, jobs: 2, file: Self.name)
    #expect(abs(naiveSheet.totalRTP - compounding) < 1e-12)
    #expect(formatFixed(compounding, decimals: 6) == "1.114738")
    #expect(
      naiveSheet.warnings.first?.hasPrefix("warning: the total RTP 1.114738 is above 1") == true)
  }

  /// The enumeration by the rules prices the `once` rule as the closed form and the brute
  /// force do, on the machine cut to its first three drums (8,000 windows; the whole machine's
  /// 3,200,000 take minutes in a debug build): the same strips, the lines' first three rows,
  /// the pays of three in a row.
  @Test func theEnumerationAgreesOnTheFirstThreeDrums() async throws {
    var root = try Self.config()
    root["drums"] = Array(try #require(root["drums"] as? [Any]).prefix(3))
    var paytable = try #require(root["paytable"] as? [String: Any])
    let lines: [[Int]] = try #require(paytable["lines"] as? [[Int]])
    let pays: [[String: Any]] = try #require(paytable["pays"] as? [[String: Any]])
    paytable["lines"] = lines.map { Array($0.prefix(3)) }
    paytable["pays"] = pays.filter { ($0["count"] as? Int ?? 0) <= 3 }
    root["paytable"] = paytable
    let expected = try Self.bruteForceRTP(of: root, compounding: false)
    let bytes = try JSONSerialization.data(withJSONObject: root)
    let machine = try ConfigLoader.load(bytes: Array(bytes), file: "three-drums.json")
    for method in [ParRun.Method.enumerate, .closedForm] {
      let calculator = try ParRun.calculator(for: machine, file: "three-drums", method: method)
      #expect(calculator.enumerating == (method == .enumerate))
      let sheet = try await ParRun.sheet(
        calculator, of: machine, method: method, jobs: 2, file: "three-drums")
      #expect(abs(sheet.totalRTP - expected) < 1e-12, "\(method): \(sheet.totalRTP)")
    }
    #expect(expected > 0)
  }

  @Test func theMonteCarloEstimateHoldsTheExactRTP() async throws {
    let machine = try ConfigLoader.load(path: Repo.config(Self.name))
    let expected = try Self.bruteForceRTP(compounding: false)
    let estimate = MonteCarloEstimate(
      spec: machine.spec, paytable: try #require(machine.paytable), weights: machine.weights,
      spins: 200_000, seed: machine.seed)
    let error = (estimate.rtpHigh - estimate.rtpLow) / (2 * MonteCarloEstimate.z)
    #expect(abs(estimate.rtp - expected) <= 4 * error, "\(estimate) vs \(expected)")
  }
}

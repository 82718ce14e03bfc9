import Foundation
import TestSupport
import Testing

/// `reelsim par Configs/hold-and-win.json`: the exact hold-and-win section against an
/// independent calculation written here from the config file alone — whole-number window
/// counts per drum multiplied out, the round's final distribution by backward recursion over
/// `(held, respins left)` with Pascal's triangle for the landings — and the Monte Carlo
/// section's 99 % intervals around it, the same bytes for every `--jobs`.
@Suite struct ParHoldAndWinCommandTests {
  /// The figures computed here from the config.
  struct Independent {
    var trigger: Double
    var final: [Double]
    var average: Double
    var full: Double
    var jackpots: [String: Double]
    var rtp: Double
  }

  static func independent() throws -> Independent {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repo.config("hold-and-win")))
    let config = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let drums = try #require(config["drums"] as? [[String: Any]])
    let paytable = try #require(config["paytable"] as? [String: Any])
    let feature = try #require(paytable["holdAndWin"] as? [String: Any])
    let symbol = try #require(feature["symbol"] as? String)
    let triggerCount = try #require(feature["trigger"] as? Int)
    let respins = feature["respins"] as? Int ?? 3
    let cellStrip = try #require(feature["cellStrip"] as? [String])
    let rows = 3
    let cells = rows * drums.count
    // Whole-number counts of the stop combinations showing n bonus symbols.
    var combinations: [UInt64] = [1]
    var cycle: UInt64 = 1
    for drum in drums {
      let strip = try #require(drum["strip"] as? [String])
      var own = [UInt64](repeating: 0, count: rows + 1)
      for stop in strip.indices {
        own[(0..<rows).filter { strip[(stop + $0) % strip.count] == symbol }.count] += 1
      }
      var next = [UInt64](repeating: 0, count: combinations.count + rows)
      for (a, x) in combinations.enumerated() {
        for (b, y) in own.enumerated() { next[a + b] += x * y }
      }
      combinations = next
      cycle *= UInt64(strip.count)
    }
    let hits = combinations[triggerCount...].reduce(0, +)
    let p = Double(cellStrip.filter { $0 == symbol }.count) / Double(cellStrip.count)
    // Pascal's triangle: choose[f][k].
    var choose: [[Double]] = [[1]]
    for f in 1...cells {
      choose.append(
        (0...f).map { k in (k == 0 || k == f) ? 1 : choose[f - 1][k - 1] + choose[f - 1][k] })
    }
    // final(n, r): the distribution of the held count at the end, from n held, r left.
    var memo: [Int: [Double]] = [:]
    func final(_ n: Int, _ r: Int) -> [Double] {
      if r == 0 || n == cells {
        var point = [Double](repeating: 0, count: cells + 1)
        point[n] = 1
        return point
      }
      if let known = memo[n * 1000 + r] { return known }
      let free = cells - n
      var result = [Double](repeating: 0, count: cells + 1)
      for k in 0...free {
        var probability = choose[free][k]
        for _ in 0..<k { probability *= p }
        for _ in 0..<(free - k) { probability *= 1 - p }
        let after = k == 0 ? final(n, r - 1) : final(n + k, respins)
        for m in result.indices { result[m] += probability * after[m] }
      }
      memo[n * 1000 + r] = result
      return result
    }
    var distribution = [Double](repeating: 0, count: cells + 1)
    for n in triggerCount...cells where combinations[n] > 0 {
      let start = Double(combinations[n]) / Double(hits)
      for (m, probability) in final(n, respins).enumerated() {
        distribution[m] += start * probability
      }
    }
    let cash = try #require(feature["cashValues"] as? [[String: Any]])
    let jackpots = try #require(feature["jackpots"] as? [[String: Any]])
    var weights: [(value: Double, weight: Double, name: String?)] = []
    for entry in cash {
      weights.append(
        (try #require(entry["value"] as? Double), try #require(entry["weight"] as? Double), nil))
    }
    var grand = 0.0
    for entry in jackpots {
      let name = try #require(entry["name"] as? String)
      let value = try #require(entry["value"] as? Double)
      if let weight = entry["weight"] as? Double {
        weights.append((value, weight, name))
      } else {
        grand = value
      }
    }
    let total = weights.map(\.weight).reduce(0, +)
    let mean = weights.map { $0.value * $0.weight / total }.reduce(0, +)
    let symbols = distribution.enumerated().map { Double($0.offset) * $0.element }.reduce(0, +)
    var odds: [String: Double] = ["grand": distribution[cells]]
    for entry in weights {
      guard let name = entry.name else { continue }
      var miss = 0.0
      for (m, probability) in distribution.enumerated() {
        var none = 1.0
        for _ in 0..<m { none *= 1 - entry.weight / total }
        miss += probability * none
      }
      odds[name] = 1 - miss
    }
    let trigger = Double(hits) / Double(cycle)
    let average = mean * symbols + grand * distribution[cells]
    return Independent(
      trigger: trigger, final: distribution, average: average, full: distribution[cells],
      jackpots: odds, rtp: trigger * average)
  }

  static func close(_ a: Double?, _ b: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= 1e-12 * max(1, abs(b))
  }

  @Test func theExactSectionIsTheIndependentCalculation() throws {
    let expected = try Self.independent()
    let run = try Reelsim.run(["par", Repo.config("hold-and-win"), "--json", "--no-progress"])
    #expect(run.status == 0, "\(run.errors)")
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    let section = try #require(object["holdAndWin"] as? [String: Any])
    #expect(Self.close(section["triggerProbability"] as? Double, expected.trigger))
    #expect(Self.close(section["averageAward"] as? Double, expected.average))
    #expect(Self.close(section["fullScreenProbability"] as? Double, expected.full))
    #expect(Self.close(section["featureRTP"] as? Double, expected.rtp))
    let final = try #require(section["finalCounts"] as? [Double])
    #expect(final.count == expected.final.count)
    for (m, value) in final.enumerated() {
      #expect(Self.close(value, expected.final[m]), "m = \(m)")
    }
    let jackpots = try #require(section["jackpots"] as? [[String: Any]])
    #expect(jackpots.compactMap { $0["name"] as? String } == ["mini", "minor", "major", "grand"])
    for jackpot in jackpots {
      let name = try #require(jackpot["name"] as? String)
      #expect(
        Self.close(jackpot["roundProbability"] as? Double, try #require(expected.jackpots[name])))
    }
    let rtp = try #require(object["baseRTP"] as? Double)
    #expect(Self.close(section["totalRTP"] as? Double, rtp + expected.rtp))
    #expect(Self.close(object["rtp"] as? Double, rtp + expected.rtp))
    // The figures the config's description and the guide quote.
    #expect(String(format: "%.6f", expected.rtp) == "0.289298")
    #expect(String(format: "%.6f", rtp + expected.rtp) == "0.950362")
  }

  @Test func theTableShowsTheSection() throws {
    let run = try Reelsim.run(["par", Repo.config("hold-and-win"), "--no-progress"])
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("trigger frequency         0.0112069    1 in 89.23 ") })
    #expect(
      lines.first { $0.hasPrefix("return to player") }
        == "return to player (RTP)  0.950362  total: base game + hold and win; 64557060 credits "
        + "returned of 97656250 bet per cycle by the base game")
    #expect(lines.contains { $0.hasPrefix("hold and win  0.289298          0.304408") })
    // The largest round: 15 cells × the major (100) + the grand (1000), exact odds.
    #expect(lines.contains { $0.hasPrefix("top award               25000     credits, 1 in ") })
    #expect(lines.contains { $0.hasPrefix("jackpot  value  per round") })
    #expect(lines.contains { $0.hasPrefix("bonus symbols at the end") })
  }

  @Test(SlowTests.trait) func theMonteCarloIntervalsHoldTheExactFiguresOnAnyJobs() throws {
    let arguments = [
      "par", Repo.config("hold-and-win"), "--monte-carlo", "150000", "--seed", "4", "--json",
      "--no-progress",
    ]
    let one = try Reelsim.run(arguments + ["--jobs", "1"])
    let two = try Reelsim.run(arguments + ["--jobs", "2"])
    #expect(one.status == 0 && two.status == 0, "\(one.errors)")
    #expect(one.output == two.output)
    let object = try #require(try JSONSerialization.jsonObject(with: one.output) as? [String: Any])
    let section = try #require(object["holdAndWin"] as? [String: Any])
    #expect(section["confidence"] as? Double == 0.99)
    for key in ["triggerFrequency", "averageAward", "featureRTP", "fullScreen"] {
      let interval = try #require(section[key] as? [String: Any])
      let exact = try #require(interval["exact"] as? Double)
      let low = try #require(interval["low"] as? Double)
      let high = try #require(interval["high"] as? Double)
      #expect(low <= exact && exact <= high, "\(key): \(exact) outside \(low) … \(high)")
    }
  }

  @Test func precisionAndShardsAreRefusedOnAHoldAndWinMachine() throws {
    let run = try Reelsim.run(["par", Repo.config("hold-and-win"), "--precision", "0.01"])
    #expect(run.status == 65)
    #expect(run.errors.contains("paytable.holdAndWin"))
    #expect(run.errors.contains("a hold-and-win machine's rounds are checked by --monte-carlo N"))
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(run.output.isEmpty)
  }
}

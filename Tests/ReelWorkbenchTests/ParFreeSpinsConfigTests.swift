import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The shipped 243-ways machine with retriggered free spins (`Configs/ways-243-free-spins.json`):
/// its exact sheet against an independent brute force written here from the config file alone
/// (every window of both games paid way by way, the feature's value iterated over the spins
/// left, never through the closed form `N·μ/(1 − r)`), and against Monte Carlo play.
@Suite struct ParFreeSpinsConfigTests {
  static let name = "ways-243-free-spins"

  /// One game (base or feature) counted by brute force: each window's pay (credits, before
  /// any multiplier) and scatter count, every stop combination once.
  struct Game {
    var cycle = 0
    var returned = 0.0
    var byScatters: [Int: (windows: Int, returned: Double)] = [:]
  }

  /// The raw config, read with Foundation (not the workbench's loader).
  static func raw() throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(try Repo.bytes(name)))
    return try #require(object as? [String: Any])
  }

  /// Pays every window of `strips` by ways: per symbol, the best entry of its run of drums
  /// from the left showing it or the wild, times the product of its matching cells.
  static func play(_ strips: [[String]], paytable: [String: Any]) throws -> Game {
    let pays = try #require(paytable["pays"] as? [[String: Any]])
    let scatterPays = try #require(paytable["scatterPays"] as? [[String: Any]])
    let wild = try #require(paytable["wild"] as? String)
    let scatter = try #require(paytable["scatter"] as? String)
    let entries = pays.map {
      ($0["symbol"] as? String ?? "", $0["count"] as? Int ?? 0, $0["pay"] as? Double ?? 0)
    }
    let names = entries.reduce(into: [String]()) { if !$0.contains($1.0) { $0.append($1.0) } }
    // Centre row is the result row: rows show stops s − 1, s, s + 1 from the top.
    let windows = strips.map { strip in
      strip.indices.map { stop in
        (-1...1).map { strip[(stop - $0 + strip.count) % strip.count] }
      }
    }
    var game = Game()
    var stops = [Int](repeating: 0, count: strips.count)
    while true {
      let columns = stops.indices.map { windows[$0][stops[$0]] }
      var pay = 0.0
      for name in names {
        let matches = columns.map { $0.filter { $0 == name || $0 == wild }.count }
        var best = 0.0
        for (symbol, count, entry) in entries where symbol == name {
          guard matches.prefix(count).allSatisfy({ $0 > 0 }) else { continue }
          best = max(best, entry * Double(matches.prefix(count).reduce(1, *)))
        }
        pay += best
      }
      let scatters = columns.reduce(0) { $0 + $1.filter { $0 == scatter }.count }
      var scatterPay = 0.0
      var bestCount = 0
      for entry in scatterPays {
        let count = entry["count"] as? Int ?? 0
        if count <= scatters && count > bestCount {
          bestCount = count
          scatterPay = entry["pay"] as? Double ?? 0
        }
      }
      pay += scatterPay
      game.cycle += 1
      game.returned += pay
      game.byScatters[scatters, default: (0, 0)].windows += 1
      game.byScatters[scatters, default: (0, 0)].returned += pay
      var drum = strips.count - 1
      while drum >= 0 {
        stops[drum] += 1
        if stops[drum] < strips[drum].count { break }
        stops[drum] = 0
        drum -= 1
      }
      if drum < 0 { break }
    }
    return game
  }

  @Test func theFeatureMatchesTheBruteForce() async throws {
    let raw = try Self.raw()
    let paytable = try #require(raw["paytable"] as? [String: Any])
    let free = try #require(paytable["freeSpins"] as? [String: Any])
    let drums = try #require(raw["drums"] as? [[String: Any]])
    let baseStrips = drums.map { $0["strip"] as? [String] ?? [] }
    let featureStrips = try #require(free["strips"] as? [[String]])
    let multiplier = try #require(free["multiplier"] as? Double)
    let awards = try #require(free["awards"] as? [[String: Int]])
    func awarded(_ scatters: Int) -> Int {
      awards.filter { $0["count", default: 0] <= scatters }.max {
        $0["count", default: 0] < $1["count", default: 0]
      }?["spins"] ?? 0
    }
    let base = try Self.play(baseStrips, paytable: paytable)
    let feature = try Self.play(featureStrips, paytable: paytable)
    // The feature's value with k spins left, iterated to its fixed point.
    let size = 200
    var value = [Double](repeating: 0, count: size)
    for _ in 0..<1500 {
      for k in 1..<size {
        var v = 0.0
        for (scatters, counted) in feature.byScatters {
          let next = min(size - 1, k - 1 + awarded(scatters))
          v +=
            (multiplier * counted.returned + Double(counted.windows) * value[next])
            / Double(feature.cycle)
        }
        value[k] = v
      }
    }
    var triggers = 0
    var featureReturn = 0.0
    for (scatters, counted) in base.byScatters where awarded(scatters) > 0 {
      triggers += counted.windows
      featureReturn += Double(counted.windows) * value[awarded(scatters)]
    }
    let machine = try ConfigLoader.load(path: Repo.config(Self.name))
    let sheet = try await ParRun.exact(
      for: machine, calculator: try ParRun.calculator(for: machine, file: Self.name), jobs: 2,
      file: Self.name)
    let freeSpins = try #require(sheet.freeSpins)
    #expect(sheet.cycle == 100_000 && base.cycle == 100_000)
    #expect(abs(sheet.returnPerCycle - base.returned) < 1e-6)
    #expect(freeSpins.triggerHits == UInt64(triggers))
    #expect(abs(freeSpins.featureRTP - featureReturn / 100_000) < 1e-9)
    #expect(abs(sheet.totalRTP - (base.returned + featureReturn) / 100_000) < 1e-9)
    // The figures the config's description and Docs/outcomes.md quote.
    #expect(triggers == 3078)
    #expect(formatFixed(sheet.rtp, decimals: 6) == "0.491238")
    #expect(formatFixed(freeSpins.featureRTP, decimals: 6) == "0.450651")
    #expect(formatFixed(sheet.totalRTP, decimals: 6) == "0.941889")
    #expect(formatFixed(freeSpins.retriggersPerSpin, decimals: 6) == "0.263250")
    #expect(formatFixed(freeSpins.spinsPlayedPerTrigger, decimals: 6) == "11.608594")
    // Monte Carlo plays the feature for real: the exact total RTP is inside its interval.
    let estimate = MonteCarloEstimate(
      spec: machine.spec, paytable: try #require(machine.paytable), weights: machine.weights,
      spins: 100_000, seed: machine.seed, freeSpins: machine.freeSpins)
    #expect(estimate.containsRTP(sheet.totalRTP), "\(estimate) vs \(sheet.totalRTP)")
    #expect(estimate.containsHitFrequency(sheet.hitFrequency))
    #expect(estimate.triggers > 0 && estimate.freeSpinsPlayed > estimate.triggers * 8)
    let table = sheet.table
    let lines = table.split(separator: "\n")
    // The headline is the total; the feature's contribution and its true share below.
    #expect(
      lines.contains {
        $0.hasPrefix("return to player (RTP)  0.941889  total: base game + free spins")
      })
    #expect(
      lines.contains { $0.hasPrefix("free spins RTP             0.450651   RTP contribution") })
    #expect(
      lines.contains { $0.hasPrefix("free spins share           0.478455   of the total RTP") })
    #expect(lines.contains { $0.hasPrefix("free spins    0.450651          0.478455") })
    #expect(
      lines.contains { $0.hasPrefix("top award") && $0.contains("base game's largest spin only") })
  }

  @Test func simulateShowsTheTriggerAndTheAward() async throws {
    let machine = try ConfigLoader.load(path: Repo.config(Self.name))
    // Seed 12 lands 4 scatters: 8 free spins; seed 1 lands 2.
    let request = try SpinRequest(machine: machine, seed: 12)
    let summary = request.summary(of: try await request.run(recordingTrace: false))
    #expect(summary.freeSpinsTrigger?.scatters == 4 && summary.freeSpinsTrigger?.awarded == 8)
    #expect(
      summary.table.contains(
        "free spins: 4 scatters award 8 free spins (wins × 2, retriggers on)\n"
          + "free spin  result code  scatters  retrigger  pay  left\n"
          + "1          9-2-0-2-3    0                    0.7  7\n"))
    #expect(
      summary.table.hasSuffix("feature win: 2.8 over 8 free spins; with the spin's 1.5: 4.3\n"))
    let round = try #require(summary.freeSpinsRound)
    #expect(round.spins.count == 8 && round.retriggered == 0 && !round.truncated)
    #expect(summary.payWithFreeSpins == summary.payout!.total + round.pay)
    let json = JSONWriter.write(summary.json)
    #expect(json.contains("\"freeSpins\" : {") || json.contains("\"freeSpins\": {"))
    let plain = try SpinRequest(machine: machine, seed: 1)
    let other = plain.summary(of: try await plain.run(recordingTrace: false))
    #expect(other.freeSpinsTrigger?.awarded == 0)
    #expect(
      other.table.contains("free spins: not triggered (2 scatters; 4 or more award free spins)"))
    // A machine without the feature has no such key or line.
    let ways = try ConfigLoader.load(path: Repo.config("ways-243"))
    let waysRequest = try SpinRequest(machine: ways, seed: 12)
    let waysSummary = waysRequest.summary(of: try await waysRequest.run(recordingTrace: false))
    #expect(!JSONWriter.write(waysSummary.json).contains("freeSpins"))
    #expect(!waysSummary.table.contains("free spins"))
  }
}

import Foundation
import TestSupport
import Testing

/// `reelsim simulate`: the table, the JSON summary, determinism and target choice.
@Suite struct SimulateOutputTests {
  static let topKeys: Set = [
    "config", "drums", "failure", "pay", "resultCode", "seed", "spinTick", "spinTime",
    "targetSource", "targets", "timeStep", "window", "wins",
  ]
  static let drumKeys: Set = [
    "anticipationTime", "brakingDistance", "brakingStartTime", "cruiseSpeed", "decidedTarget",
    "index",
    "reachedTargetTime", "landingError", "offset", "overshoot", "peakDeceleration", "peakJerk",
    "peakSpeed", "phase", "requestSource", "revolutions", "settleTick", "settleTime", "slip",
    "speedFactor", "stopLatency", "stopRequestTick", "stopRequestTime", "strategy", "target",
    "targetSymbol", "window", "windowMisses",
  ]

  @Test func binaryIsFound() throws {
    let binary = try Reelsim.binary()
    #expect(binary.lastPathComponent == "reelsim")
  }

  @Test func noArgumentsPrintsTheTableOfTheDefaultMachine() throws {
    let run = try Reelsim.run(["simulate"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "default: seed 1 (targets from seed), dt 4.1667 ms (240 Hz), 3 drums")
    let header = try #require(lines.firstIndex { $0.hasPrefix("drum  target") })
    let rows = lines[(header + 1)...].prefix { !$0.isEmpty }
    #expect(rows.map { $0.split(separator: " ").first } == ["0", "1", "2"])
    #expect(rows.allSatisfy { $0.hasSuffix("wait") })
    #expect(lines.contains { $0.hasPrefix("spin time: ") && $0.hasSuffix(" s (last settle)") })
    let title = try #require(lines.firstIndex(of: "window at rest, top row first:"))
    let window = lines[(title + 1)...].prefix { !$0.isEmpty }
    #expect(window.count == 3)
    #expect(window.allSatisfy { $0.hasPrefix("  ") && $0.split(separator: " ").count == 3 })
  }

  @Test func jsonHasTheDocumentedKeysInSortedOrder() throws {
    let run = try Reelsim.run(["simulate", "--json"])
    #expect(run.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
    #expect(Set(object.keys) == Self.topKeys)
    let drums = try #require(object["drums"] as? [[String: Any]])
    #expect(drums.count == 3)
    for drum in drums { #expect(Set(drum.keys) == Self.drumKeys) }
    #expect(object["config"] as? String == "default")
    #expect(object["failure"] is NSNull)
    #expect((object["window"] as? [[String]])?.count == 3)
    let topLevel = run.text.split(separator: "\n").filter { $0.hasPrefix("  \"") }
      .map { $0.dropFirst(3).prefix { $0 != "\"" } }
    #expect(topLevel.map(String.init) == Self.topKeys.sorted())
  }

  @Test(arguments: [["simulate"], ["simulate", "--json"], ["simulate", "--seed", "9", "--json"]])
  func twoRunsPrintTheSameBytes(arguments: [String]) throws {
    let first = try Reelsim.run(arguments)
    let second = try Reelsim.run(arguments)
    #expect(first.status == 0)
    #expect(!first.output.isEmpty)
    #expect(first.output == second.output)
  }

  @Test func seedChangesTheTargetsDeterministically() throws {
    let one = try Reelsim.summary([])
    let seven = try Reelsim.summary(["--seed", "7"])
    let again = try Reelsim.summary(["--seed", "7"])
    #expect(one["seed"] as? Int == 1)
    #expect(seven["seed"] as? Int == 7)
    #expect(seven["targetSource"] as? String == "seed")
    let targets = try #require(seven["targets"] as? [Int])
    #expect(targets.count == 3)
    #expect(targets != one["targets"] as? [Int])
    #expect(targets == again["targets"] as? [Int])
  }

  @Test func targetsOptionPutsThoseTargetsInTheSummary() throws {
    let summary = try Reelsim.summary(["--targets", "3,17,BAR"])
    #expect(summary["targets"] as? [Int] == [3, 17, 5])
    #expect(summary["targetSource"] as? String == "command line")
    let drums = try #require(summary["drums"] as? [[String: Any]])
    #expect(drums.map { $0["target"] as? Int } == [3, 17, 5])
    #expect(drums[2]["targetSymbol"] as? String == "BAR")
    #expect(drums.map { $0["offset"] as? Double } == [300, 1700, 500])
  }

  @Test(arguments: ["classic", "classic-overrun", "default", "turbo", "video-5reel", "video-5x4"])
  func everyShippedConfigSimulates(name: String) throws {
    let run = try Reelsim.run(["simulate", Repo.config(name)])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    #expect(run.text.hasPrefix("\(name): seed "))
    let summary = try Reelsim.summary([Repo.config(name)])
    #expect(summary["config"] as? String == name)
    let drums = try #require(summary["drums"] as? [[String: Any]])
    #expect(drums.allSatisfy { $0["phase"] as? String == "stopped" })
  }

  @Test(arguments: [["--help"], ["simulate", "--help"], ["help", "simulate"]])
  func helpExitsZero(arguments: [String]) throws {
    let run = try Reelsim.run(arguments)
    #expect(run.status == 0)
    #expect(run.text.contains("USAGE: reelsim"))
    if arguments == ["--help"] {
      #expect(run.text.contains("simulate"))
      #expect(run.text.contains("65"))
    } else {
      #expect(run.text.contains("--targets"))
      #expect(run.text.contains("--trace"))
    }
  }
}

import Foundation
import TestSupport
import Testing

/// A classic drum that keeps stepping over its stop window until the watchdog fires.
@Suite struct WatchdogTests {
  /// One classic drum of 21 symbols whose slow zone (1100 pt) covers the whole 2100 pt strip:
  /// at 6000 pt/s it moves 25 pt a tick against a 20 pt window, so whether it can ever land
  /// depends only on where the stop request finds it.
  func config(firstStop: Double) -> String {
    let strip = (0..<21).map { "\"\(["A", "B", "C"][$0 % 3])\"" }.joined(separator: ", ")
    return """
      {"name": "overrun", "symbols": ["A", "B", "C"],
       "geometry": {"symbolHeight": 100, "visibleRows": 3},
       "motion": {"profile": "classic", "cruiseSpeed": 2800, "slowSpeed": 6000,
                  "slowZone": 1100, "stopTolerance": 10, "firstStop": \(firstStop)},
       "drums": [{"strip": [\(strip)]}],
       "simulation": {"timeStep": 0.004166666666666667, "maxDuration": 3}}
      """
  }

  @Test func aDrumThatKeepsMissingExitsOneNamingDrumPhaseAndMisses() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var found: (RunResult, Double, Int)?
    search: for step in 0...10 {
      let firstStop = 1.0 + Double(step) / 100
      try Data(config(firstStop: firstStop).utf8).write(
        to: folder.appendingPathComponent("wd.json"))
      for target in [0, 7, 13] {
        let run = try Reelsim.run(
          ["simulate", "wd.json", "--targets", "\(target)", "--trace", "wd.dat"], in: folder)
        #expect(run.status == 0 || run.status == 1, "\(run.errors)")
        if run.status == 1 {
          found = (run, firstStop, target)
          break search
        }
      }
    }
    let (run, firstStop, target) = try #require(found, "no stop time made the drum miss for good")
    #expect(run.errorLines.count == 1, "firstStop \(firstStop), target \(target)")
    let line = try #require(run.errorLines.first)
    let prefix = "error: overrun: watchdog: drum 0 still braking at 3.0 s (tick 720) after "
    #expect(line.hasPrefix(prefix))
    let misses = Int(line.dropFirst(prefix.count).prefix { $0.isNumber }) ?? 0
    #expect(misses >= 1)
    #expect(line.hasSuffix(misses == 1 ? "1 window miss" : "\(misses) window misses"))
    #expect(run.text.contains("FAILED: watchdog: drum 0 still braking"))
    #expect(!run.text.contains("spin time:"))
    let trace = try String(contentsOf: folder.appendingPathComponent("wd.dat"), encoding: .utf8)
    #expect(trace.split(separator: "\n").last?.hasPrefix("3 720 0 braking ") == true)
    #expect(try contents(of: folder) == ["wd.dat", "wd.json"])

    let json = try Reelsim.run(
      ["simulate", "wd.json", "--targets", "\(target)", "--json"], in: folder)
    #expect(json.status == 1)
    let object = try JSONSerialization.jsonObject(with: json.output) as? [String: Any]
    let failure = try #require(object?["failure"] as? String)
    #expect(line.hasSuffix(failure))
    #expect(object?["spinTime"] is NSNull)
  }
}

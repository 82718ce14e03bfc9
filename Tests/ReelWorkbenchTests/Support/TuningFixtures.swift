import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// Tuning specs for tests: written to a temporary folder, loaded and searched.
enum TuningFixture {
  /// An inline base of one drum: `strip` symbols from `A`, `B`, `C` (cycled), `rows` rows of
  /// `height` pt, and the JSON `motion` members.
  static func oneDrum(strip: Int, height: Double = 100, rows: Int = 1, motion: String) -> String {
    let names = (0..<strip).map { #""\#(["A", "B", "C"][$0 % 3])""# }
    let symbols = Array(["\"A\"", "\"B\"", "\"C\""].prefix(strip))
    return #"""
      {"name": "one", "symbols": [\#(symbols.joined(separator: ", "))],
       "geometry": {"symbolHeight": \#(height), "visibleRows": \#(rows)},
       "drums": [{"strip": [\#(names.joined(separator: ", "))]}], "motion": {\#(motion)}}
      """#
  }

  /// Writes `text` as `spec.json` in a fresh temporary folder, loads it and removes the folder.
  static func load(_ text: String) throws -> LoadedTuning {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("spec.json")
    try Data(text.utf8).write(to: file)
    return try TuningSpec.load(path: file.path)
  }

  /// The error of loading `text` as a spec; `nil` if it loaded.
  static func error(_ text: String) throws -> ConfigError? {
    do {
      _ = try load(text)
      return nil
    } catch let error as ConfigError {
      return error
    }
  }

  /// Loads `text` and runs the search.
  static func tune(
    _ text: String, budget: Int = 40, seed: UInt64 = 1, jobs: Int = 2
  ) async throws -> (LoadedTuning, TuningSearch.Outcome) {
    let tuning = try load(text)
    let outcome = try await TuningSearch(tuning: tuning, seed: seed, budget: budget, jobs: jobs)
      .run()
    return (tuning, outcome)
  }

  /// Runs `spec` on every outcome of `tuning` and returns the results (the watchdog's partial
  /// result for a spin it stopped).
  static func spins(of spec: MachineSpec, outcomes: [[Int]]) throws -> [SpinResult] {
    try outcomes.map { targets in try SpinRunner(spec: spec, targets: targets).runInline() }
  }
}

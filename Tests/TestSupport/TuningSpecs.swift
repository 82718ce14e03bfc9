import Foundation

/// Tuning specs for the tests: the shipped examples and specs written on the default machine.
public enum TuningSpecs {
  /// Every shipped example spec, `Configs/tuning/*.json`, as sorted absolute paths.
  public static let all: [String] = {
    let folder = Repo.root.appendingPathComponent("Configs/tuning")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      folder.appendingPathComponent($0).path
    }
  }()

  /// The shipped specs too slow to run with a budget of 200 in every `swift test` (a
  /// variable-row machine judged on every row change): the slow tier runs them.
  public static let slowNames: Set<String> = ["megaways-cycle.json"]

  /// The shipped specs whose metrics are measured on a cascade chain or a respin round
  /// (`featureTime`, …): `FeatureTuningTests` runs them, measuring the round from the summary.
  public static let featureNames: Set<String> = ["cluster-chain.json", "hold-and-win-round.json"]

  /// The shipped example specs fast enough for every `swift test`, sorted absolute paths
  /// (not the ``featureNames``).
  public static let shipped: [String] = all.filter {
    let name = ($0 as NSString).lastPathComponent
    return !slowNames.contains(name) && !featureNames.contains(name)
  }

  /// The slow shipped specs (``slowNames``), sorted absolute paths.
  public static let slow: [String] = all.filter {
    slowNames.contains(($0 as NSString).lastPathComponent)
  }

  /// A spec on `Configs/default.json` (by absolute path) with the JSON `members` after `base`.
  public static func onDefault(_ members: String) -> String {
    #"{"base": "\#(Repo.config("default"))", \#(members)}"#
  }
}

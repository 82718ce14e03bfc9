import Foundation

/// Tuning specs for the tests: the shipped examples and specs written on the default machine.
public enum TuningSpecs {
  /// The shipped example specs, `Configs/tuning/*.json`, as sorted absolute paths.
  public static let shipped: [String] = {
    let folder = Repo.root.appendingPathComponent("Configs/tuning")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      folder.appendingPathComponent($0).path
    }
  }()

  /// A spec on `Configs/default.json` (by absolute path) with the JSON `members` after `base`.
  public static func onDefault(_ members: String) -> String {
    #"{"base": "\#(Repo.config("default"))", \#(members)}"#
  }
}

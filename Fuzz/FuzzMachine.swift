// A small machine shared by the fuzz targets that need one to run what they decode (see
// Scripts/fuzz.sh): three drums of five symbols, 100 ticks a second, a 20 s watchdog, so that
// every decoded input that validates also runs, quickly.

import Foundation

enum FuzzMachine {
  /// The config, as the file `machine.json` in ``folder`` holds it.
  static let json = """
    {"name": "fuzz", "symbols": ["A", "B", "C"],
     "geometry": {"symbolHeight": 100, "visibleRows": 3},
     "motion": {"cruiseSpeed": 2000, "acceleration": 10000, "maxDeceleration": 20000,
                "firstStop": 0.5, "stopInterval": 0.3},
     "drums": [{"strip": ["A", "B", "C", "A", "B"]}, {"strip": ["C", "A", "B", "C", "A"]},
               {"strip": ["B", "C", "A", "B", "C"]}],
     "simulation": {"timeStep": 0.01, "maxDuration": 20, "seed": 1}}
    """

  /// The machine.
  static let machine = ConfigLoader.loadDefault(json: json)

  /// A folder holding `machine.json`, for inputs that name a config relative to themselves.
  static let folder: String = {
    let folder = NSTemporaryDirectory() + "reelsim-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(
      atPath: folder + "/machine.json", contents: Data(json.utf8))
    return folder
  }()
}

extension ConfigLoader {
  /// Loads a config that must be valid.
  fileprivate static func loadDefault(json: String) -> ResolvedMachine {
    do {
      return try load(bytes: Array(json.utf8), file: "machine.json")
    } catch {
      fatalError("the fuzz machine is invalid: \(error)")
    }
  }
}

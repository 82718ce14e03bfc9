import Foundation
import Testing

@testable import ReelWorkbench

/// The repository and its example configs, found from this file's path.
enum Repo {
  /// The folder that holds `Package.swift`.
  static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder
      }
      folder = folder.deletingLastPathComponent()
    }
    fatalError("no Package.swift above \(#filePath)")
  }()

  /// The names of the shipped configs, without `.json`.
  static let configNames = ["classic", "classic-overrun", "default", "turbo", "video-5reel"]

  /// The path of `Configs/NAME.json`.
  static func config(_ name: String) -> String {
    root.appendingPathComponent("Configs/\(name).json").path
  }

  /// The bytes of `Configs/NAME.json`.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: config(name))))
  }
}

/// Configs for error tests: `Configs/default.json` with one value set or removed.
enum Fixture {
  /// `default.json` parsed into Foundation objects.
  static func defaultObject() throws -> Any {
    try JSONSerialization.jsonObject(with: Data(try Repo.bytes("default")))
  }

  /// The bytes of `default.json` after setting each `path` (like `drums[1].motion`) to its
  /// value, written as JSON text (`"3.5"`, `"[1, 2]"`, `"null"`); `nil` removes the key.
  static func edited(_ edits: [(String, String?)]) throws -> [UInt8] {
    var object = try defaultObject()
    for (path, text) in edits {
      let value = try text.map {
        try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed)
      }
      object = setting(JSONPath(path).components[...], to: value, in: object)
    }
    return Array(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
  }

  /// `default.json` with `edits`, loaded; returns the error's lines (none if it loaded).
  static func problems(_ edits: [(String, String?)]) throws -> [String] {
    let bytes = try edited(edits)
    do {
      _ = try ConfigLoader.load(bytes: bytes, file: "t.json")
      return []
    } catch {
      #expect(error.kind == .invalid)
      return error.lines
    }
  }

  /// One classic drum whose slow zone covers the whole strip: at 6000 pt/s it moves 25 pt a
  /// tick, so from a stop request at 1.03 s it never comes within its 10 pt tolerance and the
  /// 3 s watchdog fires.
  static func watchdogMachine() throws -> ResolvedMachine {
    let strip = (0..<21).map { ["\"A\"", "\"B\"", "\"C\""][$0 % 3] }.joined(separator: ", ")
    let text = """
      {"name": "wd", "symbols": ["A", "B", "C"], "drums": [{"strip": [\(strip)]}],
       "motion": {"profile": "classic", "slowSpeed": 6000, "slowZone": 1100,
                  "stopTolerance": 10, "firstStop": 1.03},
       "simulation": {"maxDuration": 3}}
      """
    return try ConfigLoader.load(bytes: Array(text.utf8), file: "wd.json")
  }

  /// The error lines of loading `text` as a config (none if it loaded).
  static func problems(text: String) -> [String] {
    do {
      _ = try ConfigLoader.load(bytes: Array(text.utf8), file: "t.json")
      return []
    } catch {
      return error.lines
    }
  }

  /// `node` (a JSONSerialization tree) with `value` stored at `path` (`nil` deletes the key;
  /// one index past the end appends), for the tests that edit JSON documents.
  static func setting(
    _ path: ArraySlice<JSONPath.Component>, to value: Any?, in node: Any
  ) -> Any {
    guard let first = path.first else { return value as Any }
    let rest = path.dropFirst()
    switch first {
    case .key(let key):
      var object = node as? [String: Any] ?? [:]
      if rest.isEmpty, value == nil {
        object.removeValue(forKey: key)
      } else {
        object[key] = setting(rest, to: value, in: object[key] as Any)
      }
      return object
    case .index(let index):
      var array = node as? [Any] ?? []
      if index == array.count { array.append(NSNull()) }  // one past the end appends
      array[index] = setting(rest, to: value, in: array[index])
      return array
    }
  }
}

/// A fresh empty folder under the system's temporary folder.
func temporaryFolder() throws -> URL {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("reelwb-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

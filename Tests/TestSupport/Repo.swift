import Foundation

/// The repository the tests run in, found from this file's path, and its shipped files.
public enum Repo {
  /// The folder that holds `Package.swift`.
  public static let root: URL = {
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

  /// The path of `Configs/NAME.json`.
  public static func config(_ name: String) -> String {
    root.appendingPathComponent("Configs/\(name).json").path
  }

  /// The bytes of `Configs/NAME.json`.
  public static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: config(name))))
  }
}

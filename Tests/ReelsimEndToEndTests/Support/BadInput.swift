import Foundation
import TestSupport
import Testing

/// One case of the bad-input campaign: files in a fresh folder, a command run there, and what
/// it must do — exit with `status`, write exactly one line to stderr, nothing to stdout, and
/// leave the folder as it was (no file created, changed or removed).
struct BadInput: Sendable, CustomTestStringConvertible {
  /// The files of the folder, by name.
  var files: [String: String]
  /// The arguments of `reelsim`.
  var arguments: [String]
  /// The exit status.
  var status: Int32
  /// The one line on stderr, without its newline.
  var line: String
  /// The `note:` line after it, when the error stops a config's other checks.
  var note: String? = nil

  var testDescription: String { arguments.joined(separator: " ") + " → " + line }

  /// The default machine's config, as `Configs/default.json` holds it.
  static let defaultConfig: String = {
    (try? String(contentsOfFile: Repo.config("default"), encoding: .utf8)) ?? ""
  }()

  /// The default config with `old` replaced by `new` (which must occur in it).
  static func defaultConfig(replacing old: String, with new: String) -> String {
    precondition(defaultConfig.contains(old), "\(old) is not in the default config")
    return defaultConfig.replacingOccurrences(of: old, with: new)
  }

  /// Runs the case and checks everything it promises.
  func expect(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let before = try Self.snapshot(folder)
    let run = try Reelsim.run(arguments, in: folder)
    #expect(run.status == status, "\(run.errors)", sourceLocation: sourceLocation)
    #expect(
      run.errors == line + "\n" + (note.map { $0 + "\n" } ?? ""), sourceLocation: sourceLocation)
    #expect(run.output.isEmpty, "\(run.text)", sourceLocation: sourceLocation)
    #expect(try Self.snapshot(folder) == before, sourceLocation: sourceLocation)
  }

  /// Every path under `folder` (relative to it) with its bytes; folders map to empty data.
  static func snapshot(_ folder: URL) throws -> [String: Data] {
    var entries: [String: Data] = [:]
    for path in Interrupted.tree(folder) {
      var isFolder: ObjCBool = false
      let url = folder.appendingPathComponent(path)
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      entries[path] = isFolder.boolValue ? Data() : try Data(contentsOf: url)
    }
    return entries
  }
}

import Foundation
import ReelKit
import ReelKitSupport

extension StudioAPI {
  /// `POST /api/export`: the edited config as JSON text, exactly what Save writes.
  func export(_ bytes: [UInt8]) throws(StudioError) -> String {
    let body = try StudioBody(bytes, allowed: ["overrides"])
    let drums = workspace.primary.machine.spec.drums.count
    return try workspace.edited(with: StudioOverrides(body["overrides"], drums: drums)).1
  }

  /// `POST /api/save`: validates the edited config and writes it into the loaded config's
  /// folder under `file` (a plain file name ending in `.json`), through a temporary name
  /// and a rename, then reads it back. An existing file is replaced only with
  /// `"overwrite": true` (409 otherwise); names with `/`, `..` or a leading `.`, and symbolic
  /// links, are refused.
  func save(_ bytes: [UInt8]) throws(StudioError) -> JSONValue {
    let body = try StudioBody(bytes, allowed: ["overrides", "file", "overwrite"])
    guard let name = try body.string("file") else {
      throw StudioError("missing (allowed: a file name ending in .json)", path: "$.file")
    }
    try Self.checkFileName(name)
    let drums = workspace.primary.machine.spec.drums.count
    let text = try workspace.edited(with: StudioOverrides(body["overrides"], drums: drums)).1
    let path = workspace.folder + "/" + name
    var status = stat()
    if lstat(path, &status) == 0 {
      let kind = status.st_mode & S_IFMT
      guard kind != S_IFLNK else {
        throw StudioError(
          "\(name) is a symbolic link (allowed: a new file or a regular file in \(workspace.folder))",
          path: "$.file")
      }
      guard kind == S_IFREG else {
        throw StudioError(
          "\(name) exists and is not a regular file (allowed: a new file or a regular file)",
          path: "$.file")
      }
      guard try body.bool("overwrite") == true else {
        throw StudioError(
          status: 409, "\(name) exists (allowed: a new name, or \"overwrite\": true)",
          path: "$.file")
      }
    }
    do {
      try AtomicFile.write(text, to: path)
    } catch {
      throw StudioError(status: 500, error.description, path: "$.file")
    }
    guard let written = FileManager.default.contents(atPath: path),
      Array(written) == Array(text.utf8)
    else {
      throw StudioError(
        status: 500, "\(path): reading the file back gave other bytes", path: "$.file")
    }
    return JSONValue.object([
      "file": .string(path), "bytes": JSONValue.number(written.count),
      "sha256": .string(SHA256.hex(of: Array(written))),
    ])
  }

  /// A plain file name in the config's folder: 1 to 200 bytes, ending in `.json`, without
  /// `/`, `\`, control characters or a leading `.`.
  static func checkFileName(_ name: String) throws(StudioError) {
    let allowed = "a plain file name ending in .json, without / or \\ or a leading dot"
    guard name.utf8.count <= 200, name.hasSuffix(".json"), name.count > 5,
      !name.hasPrefix("."), !name.contains("/"), !name.contains("\\"),
      !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else {
      throw StudioError(
        "\(QuotedInput.quoted(name)) is not allowed (allowed: \(allowed))", path: "$.file")
    }
  }
}

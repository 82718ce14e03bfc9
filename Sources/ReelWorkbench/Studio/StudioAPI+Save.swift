import Foundation
import ReelKit
import ReelKitSupport

extension StudioAPI {
  /// `POST /api/export`: the edited config as JSON text, exactly what Save writes.
  func export(_ bytes: [UInt8]) throws(StudioError) -> String {
    let body = try StudioBody(bytes, allowed: ["overrides", "description"])
    let drums = workspace.primary.machine.spec.drums.count
    return try workspace.edited(
      with: StudioOverrides(body["overrides"], drums: drums),
      description: body.string("description")
    ).1
  }

  /// Whether the saved description is the one loaded although values were edited: the
  /// answer's `descriptionStale`, which the page shows beside "saved".
  func descriptionIsStale(_ overrides: StudioOverrides, description: String?) -> Bool {
    guard case .object(let members) = workspace.primary.tree.value,
      case .string(let loaded)? = members.last(where: { $0.key == "description" })?.node.value
    else { return false }
    return !overrides.values.isEmpty && (description ?? loaded) == loaded
  }

  /// `POST /api/save`: validates the edited config and writes it into the loaded config's
  /// folder under `file` (a plain file name ending in `.json`), through a temporary name
  /// and a rename, then reads it back. An existing file is replaced only with
  /// `"overwrite": true` (409 otherwise); names with `/`, `..` or a leading `.`, and symbolic
  /// links, are refused. The file is the loaded one with only the edited values' bytes
  /// changed (``JSONTextPatch``); `description` replaces the description, and the answer's
  /// `descriptionStale` says when values were edited but the description kept.
  func save(_ bytes: [UInt8]) throws(StudioError) -> JSONValue {
    let body = try StudioBody(bytes, allowed: ["overrides", "file", "overwrite", "description"])
    guard let name = try body.string("file") else {
      throw StudioError("missing (allowed: a file name ending in .json)", path: "$.file")
    }
    try Self.checkFileName(name)
    let drums = workspace.primary.machine.spec.drums.count
    let overrides = try StudioOverrides(body["overrides"], drums: drums)
    let description = try body.string("description")
    let text = try workspace.edited(with: overrides, description: description).1
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
      "descriptionStale": .bool(descriptionIsStale(overrides, description: description)),
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

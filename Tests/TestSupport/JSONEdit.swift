import Foundation
import ReelWorkbench

/// Edits of JSON documents held as `JSONSerialization` trees (dictionaries, arrays, `NSNull`),
/// for tests that corrupt or vary configs and specs one value at a time.
public enum JSONEdit {
  /// `node` with `value` stored at `path`: `nil` removes the key (or stores `null` at an
  /// index), one index past the end appends, a missing object or array on the way is created.
  public static func setting(
    _ path: ArraySlice<JSONPath.Component>, to value: Any?, in node: Any
  ) -> Any {
    guard let first = path.first else { return value ?? NSNull() }
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

  /// `object` with each path (`drums[1].motion`) set to its value, written as JSON text
  /// (`"3.5"`, `"[1, 2]"`, `"null"`); `nil` removes the key. See ``setting(_:to:in:)``.
  public static func applying(_ edits: [(String, String?)], to object: Any) throws -> Any {
    var object = object
    for (path, text) in edits {
      let value = try text.map {
        try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed)
      }
      object = setting(JSONPath(path).components[...], to: value, in: object)
    }
    return object
  }
}

extension JSONEdit {
  /// A copy of the shipped config `name` (`Configs/NAME.json`) with `edits`, written as
  /// `machine.json` in a fresh folder: the folder (for the caller to remove) and the file's
  /// path.
  public static func shippedCopy(_ name: String, _ edits: [(String, String?)]) throws -> (
    folder: URL, file: String
  ) {
    let folder = try temporaryFolder()
    let original = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: Repo.config(name))))
    let file = folder.appendingPathComponent("machine.json")
    try JSONSerialization.data(withJSONObject: try applying(edits, to: original)).write(to: file)
    return (folder, file.path)
  }
}

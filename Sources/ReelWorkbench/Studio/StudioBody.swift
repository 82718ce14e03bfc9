import ReelKit
import ReelKitSupport

/// A request body: strict JSON (the config parser's rules: UTF-8, depth, duplicate keys,
/// finite numbers), an object whose keys are all known.
struct StudioBody: Sendable {
  /// The members.
  var members: [(key: String, node: JSONNode)]

  /// Parses `bytes` (empty: `{}`) and checks its keys against `allowed`.
  init(_ bytes: [UInt8], allowed: [String]) throws(StudioError) {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
      members = []
      return
    }
    let node: JSONNode
    do {
      node = try ConfigLoader.parse(bytes: bytes, file: "request")
    } catch {
      throw StudioError(error.lines.first ?? "not JSON")
    }
    guard case .object(let members) = node.value else {
      throw StudioError(
        "expected a JSON object, found \(node.value.typeDescription) (allowed: {"
          + allowed.map { "\"\($0)\": …" }.joined(separator: ", ") + "})")
    }
    for (key, _) in members where !allowed.contains(key) {
      throw StudioError(
        "unknown key\(Suggestion.didYouMean(key, among: allowed)) (allowed: "
          + allowed.joined(separator: ", ") + ")", path: "$." + QuotedInput.bare(key))
    }
    self.members = members
  }

  /// The member named `key`, if present.
  subscript(key: String) -> JSONNode? { members.first { $0.key == key }?.node }

  /// A string member.
  func string(_ key: String) throws(StudioError) -> String? {
    guard let node = self[key] else { return nil }
    guard case .string(let text) = node.value else {
      throw StudioError("expected a string, found \(node.value.typeDescription)", path: "$.\(key)")
    }
    return text
  }

  /// A boolean member.
  func bool(_ key: String) throws(StudioError) -> Bool? {
    guard let node = self[key] else { return nil }
    guard case .bool(let flag) = node.value else {
      throw StudioError(
        "expected true or false, found \(node.value.typeDescription)", path: "$.\(key)")
    }
    return flag
  }
}

/// One leaf that differs between two JSON documents.
public struct JSONDifference: Sendable, Equatable, CustomStringConvertible {
  /// Where, e.g. `drums[1].settleTime`.
  public var path: JSONPath
  /// The old value as JSON text, or `(none)`.
  public var old: String
  /// The new value as JSON text, or `(none)`.
  public var new: String

  /// `path: old → new`.
  public var description: String { "\(path): \(old) → \(new)" }
}

/// Lists the leaves that differ between two JSON values, in document order: objects by
/// sorted key, arrays by index. Numbers compare exactly.
public enum JSONDiff {
  /// Every difference of `new` against `old`.
  public static func differences(
    old: JSONValue, new: JSONValue, at path: JSONPath = .root
  ) -> [JSONDifference] {
    switch (old, new) {
    case (.object(let before), .object(let after)):
      let keys = Set(before.map(\.key)).union(after.map(\.key)).sorted()
      return keys.flatMap { key -> [JSONDifference] in
        let a = before.first { $0.key == key }?.node.value
        let b = after.first { $0.key == key }?.node.value
        return pair(a, b, at: path.appending(key))
      }
    case (.array(let before), .array(let after)):
      return (0..<max(before.count, after.count)).flatMap { index -> [JSONDifference] in
        let a = index < before.count ? before[index].value : nil
        let b = index < after.count ? after[index].value : nil
        return pair(a, b, at: path.appending(index))
      }
    case (.number(let a, let aText), .number(let b, let bText)):
      // Whole numbers beyond 2^53 (seeds) are compared by their digits, not as doubles.
      let differ = a != b || (UInt64(aText).flatMap { x in UInt64(bText).map { x != $0 } } ?? false)
      return differ ? [JSONDifference(path: path, old: text(old), new: text(new))] : []
    default:
      return old == new
        ? [] : [JSONDifference(path: path, old: text(old), new: text(new))]
    }
  }

  private static func pair(_ a: JSONValue?, _ b: JSONValue?, at path: JSONPath)
    -> [JSONDifference]
  {
    switch (a, b) {
    case (let a?, let b?): differences(old: a, new: b, at: path)
    case (nil, nil): []
    default:
      [JSONDifference(path: path, old: a.map(text) ?? "(none)", new: b.map(text) ?? "(none)")]
    }
  }

  private static func text(_ value: JSONValue) -> String { JSONWriter.writeLine(value) }
}

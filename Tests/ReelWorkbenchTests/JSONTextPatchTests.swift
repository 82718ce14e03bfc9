import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// JSONTextPatch: only the edited values' bytes change; a missing member is added in the
/// object's own style; the result parses to the tree with the edits applied.
@Suite struct JSONTextPatchTests {
  /// `text` with `edits` (path, JSON value text) applied.
  static func patched(_ text: String, _ edits: [(String, String)]) throws -> String {
    var patch = JSONTextPatch(Array(text.utf8))
    for (path, value) in edits {
      try patch.set(try JSONParser.parse(Array(value.utf8)).value, at: JSONPath(path))
    }
    return patch.text
  }

  static let cases: [(text: String, edits: [(String, String)], expected: String)] = [
    // A nested number: one line changes, the key order and spacing stay.
    (
      "{\n  \"z\": 1,\n  \"motion\": {\n    \"cruiseSpeed\": 2800,\n    \"acceleration\": 14000\n  }\n}\n",
      [("motion.cruiseSpeed", "3000")],
      "{\n  \"z\": 1,\n  \"motion\": {\n    \"cruiseSpeed\": 3000,\n    \"acceleration\": 14000\n  }\n}\n"
    ),
    // An array element's member, the file's compact one-line style kept.
    (
      #"{"drums":[{"strip":["A","B"]},{"strip":["C"],"motion":{"profile":"cubic"}}]}"#,
      [("drums[1].motion.profile", #""linear""#)],
      #"{"drums":[{"strip":["A","B"]},{"strip":["C"],"motion":{"profile":"linear"}}]}"#
    ),
    // A value equal to the file's keeps its spelling (1e3 is 1000, 2.50 is 2.5).
    (
      #"{"a": 1e3, "b": 2.50, "c": -0.0}"#,
      [("a", "1000"), ("b", "2.5"), ("c", "0")],
      #"{"a": 1e3, "b": 2.50, "c": -0.0}"#
    ),
    // Number formats replaced: exponent, negative, fraction.
    (
      #"{"a": 1E+2, "b": -7, "c": 0.125}"#,
      [("a", "250"), ("b", "-7.5"), ("c", "0.0001")],
      #"{"a": 250, "b": -7.5, "c": 0.0001}"#
    ),
    // Unicode and escapes around the edit stay byte for byte; a string with quotes and
    // non-ASCII text is written escaped where JSON requires it.
    (
      "{\"name\": \"caf\\u00e9 \\\"7\\\" ✓\", \"d\": \"old\", \"tail\": \"🍒\\n\"}",
      [("d", #""a \"new\" é""#)],
      "{\"name\": \"caf\\u00e9 \\\"7\\\" ✓\", \"d\": \"a \\\"new\\\" é\", \"tail\": \"🍒\\n\"}"
    ),
    // A key that contains braces, brackets and an escaped quote is skipped correctly.
    (
      #"{"k{[\"]": "}", "x": [1, {"y": 2}], "t": 3}"#,
      [("t", "4"), ("x[1].y", "5")],
      #"{"k{[\"]": "}", "x": [1, {"y": 5}], "t": 4}"#
    ),
    // A missing member: added after the last one with its indent and colon style.
    (
      "{\n    \"motion\": {\n        \"cruiseSpeed\": 2800\n    }\n}",
      [("motion.firstStop", "0.5")],
      "{\n    \"motion\": {\n        \"cruiseSpeed\": 2800,\n        \"firstStop\": 0.5\n    }\n}"
    ),
    // A missing object on the way: added inline, in the file's colon style.
    (
      "{ \"drums\": [\n  { \"strip\": [\"A\"] },\n  { \"strip\": [\"B\"] }\n] }",
      [("drums[1].motion.cruiseSpeed", "1234.5")],
      "{ \"drums\": [\n  { \"strip\": [\"A\"] },\n  { \"strip\": [\"B\"], \"motion\": {\"cruiseSpeed\": 1234.5} }\n] }"
    ),
    // An empty object gets its first member.
    (#"{"motion": {}}"#, [("motion.profile", #""back""#)], #"{"motion": {"profile": "back"}}"#),
    // CRLF line ends and tab indents stay; a new member follows them.
    (
      "{\r\n\t\"a\": 1,\r\n\t\"b\": true\r\n}\r\n",
      [("b", "false"), ("c", "null")],
      "{\r\n\t\"a\": 1,\r\n\t\"b\": false,\r\n\t\"c\": null\r\n}\r\n"
    ),
  ]

  @Test(arguments: cases.indices) func patchesOnlyTheEditedSpans(_ index: Int) throws {
    let (text, edits, expected) = Self.cases[index]
    let result = try Self.patched(text, edits)
    #expect(result == expected)
    // The result is the tree with the edits applied.
    var tree = try JSONParser.parse(Array(text.utf8)).value
    for (path, value) in edits {
      let parsed = try JSONParser.parse(Array(value.utf8)).value
      tree = tree.setting(parsed, at: JSONPath(path).components[...])
    }
    #expect(try JSONParser.parse(Array(result.utf8)).value == tree)
  }

  /// A one-field edit of a shipped config changes one line, and no other byte.
  @Test func aShippedConfigEditIsAOneLineDiff() throws {
    let text = try String(contentsOfFile: Repo.config("classic"), encoding: .utf8)
    let result = try Self.patched(text, [("motion.cruiseSpeed", "2650")])
    let before = text.split(separator: "\n", omittingEmptySubsequences: false)
    let after = result.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count)
    let changed = zip(before, after).filter { $0.0 != $0.1 }.map { String($0.1) }
    #expect(changed == [#"    "cruiseSpeed": 2650,"#])
  }

  @Test func refusesPathsTheFileCannotHold() throws {
    #expect(throws: JSONTextPatch.Failure.self) {
      try Self.patched(#"{"drums": [{}]}"#, [("drums[3].motion.cruiseSpeed", "1")])
    }
    #expect(throws: JSONTextPatch.Failure.self) {
      try Self.patched(#"{"motion": 5}"#, [("motion.cruiseSpeed", "1")])
    }
    #expect(throws: JSONTextPatch.Failure.self) {
      try Self.patched(#"{"drums": 5}"#, [("drums[0].strip", "1")])
    }
  }

  /// Seeded random edits of nested documents: the result always parses to the edited tree,
  /// and the bytes outside the edited values are the original's.
  @Test func randomEditsKeepEveryOtherByte() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    let text = """
      {"name": "m\\u00e9", "motion": {"cruiseSpeed": 2800, "profile": "cubic"},
       "drums": [{"strip": ["A", "B"], "motion": {"firstStop": 1.5e0}}, {"strip": ["C"]}],
       "simulation": {"seed": 18446744073709551615}}
      """
    let paths = [
      "motion.cruiseSpeed", "motion.profile", "drums[0].motion.firstStop",
      "drums[1].motion.acceleration", "simulation.timeStep", "motion.slowSpeed",
    ]
    let values = ["1", "2.25", "-3e-2", #""linear""#, #""ä\"b""#, "true", "null"]
    for _ in 0..<40 {
      let edits = (0..<(1 + next(3))).map { _ in
        (paths[next(paths.count)], values[next(values.count)])
      }
      let result = try Self.patched(text, edits)
      var tree = try JSONParser.parse(Array(text.utf8)).value
      for (path, value) in edits {
        let parsed = try JSONParser.parse(Array(value.utf8)).value
        tree = tree.setting(parsed, at: JSONPath(path).components[...])
      }
      #expect(try JSONParser.parse(Array(result.utf8)).value == tree, "\(edits)")
      #expect(result.hasPrefix(#"{"name": "m\u00e9", "motion": {"cruiseSpeed": "#))
      #expect(result.contains(#""simulation": {"seed": 18446744073709551615"#))
    }
  }
}

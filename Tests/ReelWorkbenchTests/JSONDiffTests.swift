import Testing

@testable import ReelWorkbench

/// JSONDiff: every added, removed or changed leaf with its path, in document order.
@Suite struct JSONDiffTests {
  static func value(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8)).value
  }

  /// The differences of `new` against `old`, as `path: old → new` lines.
  static func lines(_ old: String, _ new: String) throws -> [String] {
    JSONDiff.differences(old: try value(old), new: try value(new)).map(\.description)
  }

  static let cases: [(old: String, new: String, lines: [String])] = [
    (#"{"a": 1, "b": [1, 2]}"#, #"{"b": [1, 2], "a": 1}"#, []),
    (#"{"a": 1.0, "b": 1e2}"#, #"{"a": 1, "b": 100}"#, []),
    (
      #"{"drums": [{"settleTime": 1.4}, {"settleTime": 1.5}]}"#,
      #"{"drums": [{"settleTime": 1.4}, {"settleTime": 1.6}]}"#,
      ["drums[1].settleTime: 1.5 → 1.6"]
    ),
    (#"{"a": 1}"#, #"{"a": 1, "b": {"c": true}}"#, [#"b: (none) → {"c":true}"#]),
    (#"{"a": 1, "b": "x"}"#, #"{"a": 1}"#, [#"b: "x" → (none)"#]),
    (#"{"w": ["A", "B"]}"#, #"{"w": ["A", "B", "C"]}"#, [#"w[2]: (none) → "C""#]),
    (
      #"{"w": ["A", "B", "C"]}"#, #"{"w": ["A"]}"#,
      [#"w[1]: "B" → (none)"#, #"w[2]: "C" → (none)"#]
    ),
    (#"{"a": {"b": 1}}"#, #"{"a": [1]}"#, [#"a: {"b":1} → [1]"#]),
    (#"{"a": null}"#, #"{"a": false}"#, ["a: null → false"]),
    (#"[1, 2]"#, #"{"a": 1}"#, [#"$: [1,2] → {"a":1}"#]),
    (#""x""#, #""y""#, [#"$: "x" → "y""#]),
    (
      #"{"z": 1, "a": [0, {"k": 1}], "m": 2}"#, #"{"z": 2, "a": [0, {"k": 3}], "m": 2}"#,
      ["a[1].k: 1 → 3", "z: 1 → 2"]
    ),
    (
      #"{"seed": 18446744073709551615}"#, #"{"seed": 18446744073709551614}"#,
      ["seed: 18446744073709551615 → 18446744073709551614"]
    ),
    (
      #"{"seed": 9007199254740993}"#, #"{"seed": 9007199254740992}"#,
      [
        "seed: 9007199254740993 → 9007199254740992"
      ]
    ),
  ]

  @Test(arguments: cases)
  func reportsEveryDifferingLeafWithItsPath(old: String, new: String, lines: [String]) throws {
    #expect(try Self.lines(old, new) == lines)
  }

  @Test func identicalDocumentsHaveNoDifferences() throws {
    let text = #"{"a": [1, {"b": [null, true, "s"]}], "c": -0.5}"#
    #expect(JSONDiff.differences(old: try Self.value(text), new: try Self.value(text)).isEmpty)
  }

  @Test func differencesCarryStructuredPathsAndTexts() throws {
    let found = JSONDiff.differences(
      old: try Self.value(#"{"spins": [{"summary": {"spinTime": 2.5}}]}"#),
      new: try Self.value(#"{"spins": [{"summary": {"spinTime": 2.25}}]}"#))
    #expect(
      found == [
        JSONDifference(
          path: JSONPath(components: [.key("spins"), .index(0), .key("summary"), .key("spinTime")]),
          old: "2.5", new: "2.25")
      ])
  }

  @Test func aPathPrefixIsKept() throws {
    let found = JSONDiff.differences(
      old: try Self.value("[1]"), new: try Self.value("[2]"), at: JSONPath("spins[3]"))
    #expect(found.map(\.description) == ["spins[3][0]: 1 → 2"])
  }
}

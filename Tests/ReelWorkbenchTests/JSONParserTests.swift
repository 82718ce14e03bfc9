import Testing

@testable import ReelWorkbench

/// The strict JSON parser: values with their positions, and every syntax error with its line
/// and column.
@Suite struct JSONParserTests {
  static let numbers: [(String, Double)] = [
    ("0", 0.0), ("-0", 0.0), ("12", 12), ("0.5", 0.5), ("1E3", 1000), ("1e-2", 0.01),
    ("-7.25e+2", -725), ("0.004166666666666667", 1.0 / 240),
    // zero written any way is zero; the smallest normal double is a number
    ("0e5", 0), ("0.0e-999", 0), ("-0.000", 0), ("2.2250738585072014e-308", 0x1p-1022),
  ]

  static let strings: [(String, String)] = [
    (#""\u0041\u00e9\u20AC""#, "Aé€"),
    (#""\ud83c\udfb0""#, "🎰"),
    (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
    (#""é🎰 raw""#, "é🎰 raw"),
    (#""\u0000""#, "\u{0}"),
  ]

  static let tooSmall =
    "is too close to zero (allowed: 0, or a magnitude of at least 2.2250738585072014e-308)"

  static let syntaxErrors: [(String, Int, Int, String)] = [
    // trailing commas
    ("[1,]", 1, 4, "expected a value, found ']'"),
    ("{\"a\": 1,}", 1, 9, "expected a key in double quotes, found '}'"),
    // missing colon, missing comma
    ("{\"a\" 1}", 1, 6, "expected ':' after key \"a\", found '1'"),
    ("[1 2]", 1, 4, "expected ',' or ']' after an element, found '2'"),
    ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}' after a member, found '\"'"),
    // bad literals
    ("[tru]", 1, 5, "invalid literal, expected 'true'"),
    ("\n  nul", 2, 6, "invalid literal, expected 'null'"),
    ("[False]", 1, 2, "expected a value, found 'F'"),
    ("[NaN]", 1, 2, "expected a value, found 'N'"),
    // numbers
    ("[01]", 1, 3, "leading zeros are not allowed in numbers"),
    ("[-012]", 1, 4, "leading zeros are not allowed in numbers"),
    ("[1.]", 1, 4, "expected a digit after '.'"),
    ("[1e]", 1, 4, "expected a digit in the exponent"),
    ("[-]", 1, 3, "expected a digit, found ']'"),
    ("[+1]", 1, 2, "expected a value, found '+'"),
    ("[.5]", 1, 2, "expected a value, found '.'"),
    ("[1, 1e400]", 1, 5, "number 1e400 is too large"),
    // a long number is cut in the message (first 64 characters, its length)
    (
      "[1e" + String(repeating: "9", count: 300) + "]", 1, 2,
      "number 1e" + String(repeating: "9", count: 62) + "… (302 bytes) is too large"
    ),
    // a nonzero number that would round to 0 or to a subnormal
    ("[1e-400]", 1, 2, "number 1e-400 " + tooSmall),
    ("[-2e-324]", 1, 2, "number -2e-324 " + tooSmall),
    ("[5e-324]", 1, 2, "number 5e-324 " + tooSmall),
    ("[0.00001e-305]", 1, 2, "number 0.00001e-305 " + tooSmall),
    // strings
    ("\"abc", 1, 5, "unterminated string"),
    ("[\"a\tb\"]", 1, 4, "control character in a string (escape it)"),
    ("[\"a\nb\"]", 1, 4, "control character in a string (escape it)"),
    ("[\"é\\x\"]", 1, 5, "invalid escape '\\x'"),
    ("\"\\u12G4\"", 1, 6, "expected four hex digits after \\u"),
    ("\"\\ud800\"", 1, 8, "unpaired surrogate in \\u escape"),
    ("\"\\ud800\\u0041\"", 1, 14, "unpaired surrogate in \\u escape"),
    ("\"\\udc00\"", 1, 8, "unpaired surrogate in \\u escape"),
    // keys
    ("{\n \"k\": 1,\n \"k\": 2}", 3, 2, "duplicate key \"k\""),
    ("{a: 1}", 1, 2, "expected a key in double quotes, found 'a'"),
    // documents
    ("", 1, 1, "expected a value, found end of file"),
    ("{} x", 1, 4, "unexpected 'x' after the end of the document"),
    ("[1]\n]", 2, 1, "unexpected ']' after the end of the document"),
    ("[1", 1, 3, "expected ',' or ']' after an element, found end of file"),
  ]

  func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONNode {
    try JSONParser.parse(Array(text.utf8))
  }

  func syntaxError(_ text: String) -> JSONParser.SyntaxError? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func parsesEveryKindOfValueWithPositions() throws {
    let text =
      "{\n  \"a\": [1, -2.5e1, true],\n  \"b\": {\"c\": null, \"d\": \"x\"},\n  \"e\": false\n}"
    let root = try parse(text)
    #expect(root.line == 1 && root.column == 1)
    guard case .object(let members) = root.value else {
      Issue.record("not an object: \(root.value)")
      return
    }
    #expect(members.map(\.key) == ["a", "b", "e"])
    let a = try #require(JSONPath("a").node(in: root))
    #expect(a.line == 2 && a.column == 8)
    #expect(a.value == .array([.number(1), .number(-25), .bool(true)]))
    let second = try #require(JSONPath("a[1]").node(in: root))
    #expect(second.line == 2 && second.column == 12)
    guard case .number(let value, let written) = second.value else {
      Issue.record("not a number")
      return
    }
    #expect(value == -25 && written == "-2.5e1")
    #expect(JSONPath("b.c").node(in: root)?.value == .null)
    #expect(JSONPath("b.d").node(in: root)?.value == .string("x"))
    #expect(JSONPath("e").node(in: root)?.value == .bool(false))
    #expect(JSONPath("b.d").node(in: root)?.line == 3)
    #expect(JSONPath("zz").node(in: root) == nil)
    #expect(JSONPath("a[3]").node(in: root) == nil)
  }

  @Test(arguments: numbers)
  func parsesNumbers(text: String, value: Double) throws {
    let node = try parse(" \(text) ")
    #expect(node.value == .number(value, text: text))
    guard case .number(_, let written) = node.value else { return }
    #expect(written == text)
    #expect(node.column == 2)
  }

  @Test func emptyContainersAndWhitespaceAndBOM() throws {
    #expect(try parse(" \t\r\n[ ]").value == .array([JSONValue]()))
    #expect(try parse("{ }").value == .object([:]))
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)
    #expect(try JSONParser.parse(bom).value == .array([.number(1)]))
  }

  @Test(arguments: strings)
  func decodesStringsAndUnicodeEscapes(text: String, expected: String) throws {
    #expect(try parse(text).value == .string(expected))
  }

  @Test func valuesCompareByContentNotPositionOrSpelling() throws {
    let compact = try parse(#"{"a":[1,{"b":null}]}"#)
    let spaced = try parse("{\n  \"a\": [ 1.0, { \"b\": null } ]\n}")
    #expect(compact.value == spaced.value)
    #expect(JSONPath("a[1]").node(in: compact)?.column != JSONPath("a[1]").node(in: spaced)?.column)
    #expect(compact.value != (try parse(#"{"a":[1,{"b":false}]}"#)).value)
    #expect(compact.value != (try parse(#"{"a":[1,{"c":null}]}"#)).value)
    #expect(compact.value != (try parse(#"{"a":[1]}"#)).value)
  }

  @Test func acceptsSixtyFourLevelsOfNesting() throws {
    let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(JSONParser.maximumDepth == 64)
    _ = try parse(text)
  }

  @Test(arguments: syntaxErrors)
  func reportsSyntaxErrors(text: String, line: Int, column: Int, message: String) {
    let error = syntaxError(text)
    #expect(error == JSONParser.SyntaxError(line: line, column: column, message: message))
    #expect(error?.description == "line \(line), column \(column): \(message)")
  }

  @Test func rejectsNestingDeeperThanSixtyFour() {
    let text =
      "{\"a\":\n" + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}"
    let error = syntaxError(text)
    #expect(error?.line == 2)
    #expect(error?.column == 64)
    #expect(error?.message == "nesting deeper than 64 levels")
  }

  @Test func columnsCountUnicodeScalarsNotBytes() {
    // "é" is 2 bytes, "🎰" is 4 bytes: both one column.
    let error = syntaxError("[\"é🎰\", x]")
    #expect(error?.line == 1)
    #expect(error?.column == 8)
  }
}

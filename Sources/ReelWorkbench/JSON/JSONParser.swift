import ReelKit
import ReelKitSupport

/// A strict JSON parser (RFC 8259) that reports the line and column of the first error,
/// rejects duplicate keys, limits nesting depth and never reads past its input.
///
/// It alone decides what a number is: a number must be finite (`1e400` is an error) and a
/// nonzero number must be a normal `Double`, at least 2.2250738585072014e-308 in magnitude
/// (`1e-400` and `5e-324` are errors rather than a silent 0 or a subnormal).
public struct JSONParser {
  /// A syntax error at a line and column.
  public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// What is wrong.
    public var message: String
    /// `line L, column C: message`.
    public var description: String { "line \(line), column \(column): \(message)" }
  }

  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var column = 1
  private var depth = 0

  /// Parses a whole document. The bytes must be valid UTF-8 (a leading byte order mark is
  /// skipped).
  public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
    var parser = JSONParser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let node = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return node
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(line: line, column: column, message: message)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private func describeCurrent() -> String {
    guard let byte = current else { return "end of file" }
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return byte == 0x20 ? "space" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private mutating func advance() {
    if bytes[index] == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if bytes[index] & 0xC0 != 0x80 {
      column += 1
    }
    index += 1
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      advance()
    }
  }

  private mutating func expect(_ literal: String) throws(SyntaxError) {
    for byte in literal.utf8 {
      guard current == byte else { throw error("invalid literal, expected '\(literal)'") }
      advance()
    }
  }

  private mutating func parseValue() throws(SyntaxError) -> JSONNode {
    let (startLine, startColumn) = (line, column)
    let value: JSONValue
    switch current {
    case UInt8(ascii: "{"): value = try parseObject()
    case UInt8(ascii: "["): value = try parseArray()
    case UInt8(ascii: "\""): value = .string(try parseString())
    case UInt8(ascii: "t"):
      try expect("true")
      value = .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      value = .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      value = .null
    case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39):
      value = try parseNumber()
    default:
      throw error("expected a value, found \(describeCurrent())")
    }
    return JSONNode(value: value, line: startLine, column: startColumn)
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(SyntaxError) -> JSONValue {
    try enter()
    advance()
    var members: [(key: String, node: JSONNode)] = []
    var seen = Set<String>()
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      advance()
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes, found \(describeCurrent())")
      }
      let (keyLine, keyColumn) = (line, column)
      let key = try parseString()
      guard seen.insert(key).inserted else {
        throw SyntaxError(
          line: keyLine, column: keyColumn, message: "duplicate key \(QuotedInput.quoted(key))")
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw error("expected ':' after key \(QuotedInput.quoted(key)), found \(describeCurrent())")
      }
      advance()
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        advance()
        continue
      }
      guard current == UInt8(ascii: "}") else {
        throw error("expected ',' or '}' after a member, found \(describeCurrent())")
      }
      advance()
      depth -= 1
      return .object(members)
    }
  }

  private mutating func parseArray() throws(SyntaxError) -> JSONValue {
    try enter()
    advance()
    var elements: [JSONNode] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      advance()
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        advance()
        continue
      }
      guard current == UInt8(ascii: "]") else {
        throw error("expected ',' or ']' after an element, found \(describeCurrent())")
      }
      advance()
      depth -= 1
      return .array(elements)
    }
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    advance()
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush() {
      if !run.isEmpty {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll(keepingCapacity: true)
      }
    }
    while true {
      guard let byte = current else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush()
        advance()
        scalars.append(try parseEscape())
      case 0x00..<0x20:
        throw error("control character in a string (escape it)")
      default:
        run.append(byte)
        advance()
      }
    }
  }

  private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
    guard let byte = current else { throw error("unterminated escape") }
    let (escapeLine, escapeColumn) = (line, column)
    advance()
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard current == UInt8(ascii: "\\") else { throw error("unpaired surrogate in \\u escape") }
        advance()
        guard current == UInt8(ascii: "u") else { throw error("unpaired surrogate in \\u escape") }
        advance()
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("unpaired surrogate in \\u escape")
        }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error("unpaired surrogate in \\u escape")
      }
      return scalar
    default:
      throw SyntaxError(
        line: escapeLine, column: escapeColumn,
        message: "invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigit(byte) else {
        throw error("expected four hex digits after \\u")
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }

  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let start = index
    let (startLine, startColumn) = (line, column)
    func digits(_ parser: inout JSONParser) -> Int {
      var count = 0
      while let byte = parser.current, byte >= 0x30, byte <= 0x39 {
        parser.advance()
        count += 1
      }
      return count
    }
    if current == UInt8(ascii: "-") { advance() }
    if current == UInt8(ascii: "0") {
      advance()
      if let byte = current, byte >= 0x30, byte <= 0x39 {
        throw error("leading zeros are not allowed in numbers")
      }
    } else if digits(&self) == 0 {
      throw error("expected a digit, found \(describeCurrent())")
    }
    if current == UInt8(ascii: ".") {
      advance()
      guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw SyntaxError(
        line: startLine, column: startColumn,
        message: "number \(QuotedInput.bare(text)) is too large")
    }
    // A nonzero literal must not silently become 0 or lose precision as a subnormal: every
    // decoder downstream sees the same value this parser read, or none at all.
    if number.magnitude < Double.leastNormalMagnitude,
      text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { ("1"..."9").contains($0) })
    {
      throw SyntaxError(
        line: startLine, column: startColumn,
        message:
          "number \(QuotedInput.bare(text)) is too close to zero (allowed: 0, or a magnitude of at least "
          + "\(Double.leastNormalMagnitude))")
    }
    return .number(number, text: text)
  }
}

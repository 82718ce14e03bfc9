import ReelKitSupport

/// Reads JSON (RFC 8259) from UTF-8 bytes into a ``JSONValue``, in pure Swift that builds with
/// Embedded Swift: numbers through ``DecimalReader`` (the same bits as `Double(_: String)`),
/// names compared by their bytes. A document that is not JSON fails with one line giving the
/// line and column; depth is bounded (``maximumDepth``), duplicate keys are refused.
struct JSONReader {
  /// The deepest nesting of lists and objects read.
  static let maximumDepth = 64
  /// The most keys an object may have (each new key is compared with those before it).
  static let maximumKeys = 1000

  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0

  /// Reads `bytes` as one JSON value, with nothing but white space around it.
  static func read(_ bytes: [UInt8]) throws(CompactError) -> JSONValue {
    var reader = JSONReader(bytes: bytes)
    reader.skipSpace()
    let value = try reader.value()
    reader.skipSpace()
    guard reader.position == bytes.count else { throw reader.failure("more after the value") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var next: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// A message at the current position: `JSON: line 3, column 7: expected ':'`.
  private func failure(_ what: String) -> CompactError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(position, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return CompactError("JSON: line \(line), column \(column): \(what)")
  }

  private mutating func skipSpace() {
    while let byte = next,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      position += 1
    }
  }

  private mutating func expect(_ word: StaticString) throws(CompactError) {
    let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in text {
      guard next == byte else { throw failure("expected a value") }
      position += 1
    }
  }

  private mutating func value() throws(CompactError) -> JSONValue {
    guard let byte = next else { throw failure("expected a value (the text ends)") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw failure("expected a value")
    }
  }

  private mutating func enter() throws(CompactError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure("nested more than \(Self.maximumDepth) deep")
    }
    position += 1
    skipSpace()
  }

  private mutating func object() throws(CompactError) -> JSONValue {
    try enter()
    var members: [JSONMember] = []
    if next == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object(members)
    }
    while true {
      guard next == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
      guard members.count < Self.maximumKeys else {
        throw failure("an object with more than \(Self.maximumKeys) keys")
      }
      let start = position
      let key = try string()
      for member in members where member.key.hasSameBytes(as: key) {
        position = start
        throw failure("the key \(Self.quoted(key)) appears twice")
      }
      skipSpace()
      guard next == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
      position += 1
      skipSpace()
      members.append(JSONMember(key: key, value: try value()))
      skipSpace()
      if next == UInt8(ascii: ",") {
        position += 1
        skipSpace()
        continue
      }
      guard next == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
      position += 1
      depth -= 1
      return .object(members)
    }
  }

  private mutating func array() throws(CompactError) -> JSONValue {
    try enter()
    var elements: [JSONValue] = []
    if next == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      elements.append(try value())
      skipSpace()
      if next == UInt8(ascii: ",") {
        position += 1
        skipSpace()
        continue
      }
      guard next == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
      position += 1
      depth -= 1
      return .array(elements)
    }
  }

  private mutating func hexDigit() throws(CompactError) -> UInt32 {
    guard let byte = next else { throw failure("expected 4 hexadecimal digits after \\u") }
    let value: UInt8
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
    default: throw failure("expected 4 hexadecimal digits after \\u")
    }
    position += 1
    return UInt32(value)
  }

  private mutating func unit() throws(CompactError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 { code = code << 4 | (try hexDigit()) }
    return code
  }

  /// A `\u` escape (after the `u`), with a surrogate pair's second half, as a scalar.
  private mutating func escapedScalar() throws(CompactError) -> UInt32 {
    let high = try unit()
    guard high & 0xFC00 == 0xD800 else {
      guard high & 0xFC00 != 0xDC00 else { throw failure("a lone surrogate in \\u escapes") }
      return high
    }
    guard next == UInt8(ascii: "\\"), position + 1 < bytes.count,
      bytes[position + 1] == UInt8(ascii: "u")
    else { throw failure("a lone surrogate in \\u escapes") }
    position += 2
    let low = try unit()
    guard low & 0xFC00 == 0xDC00 else { throw failure("a lone surrogate in \\u escapes") }
    return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
  }

  private static func append(_ scalar: UInt32, to text: inout [UInt8]) {
    switch scalar {
    case ..<0x80: text.append(UInt8(scalar))
    case ..<0x800:
      text += [UInt8(0xC0 | scalar >> 6), UInt8(0x80 | scalar & 0x3F)]
    case ..<0x10000:
      text += [
        UInt8(0xE0 | scalar >> 12), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F),
      ]
    default:
      text += [
        UInt8(0xF0 | scalar >> 18), UInt8(0x80 | scalar >> 12 & 0x3F),
        UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F),
      ]
    }
  }

  private mutating func string() throws(CompactError) -> String {
    position += 1
    var text: [UInt8] = []
    while true {
      guard let byte = next else { throw failure("a string does not end") }
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let escape = next else { throw failure("a string does not end") }
        position += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
        case UInt8(ascii: "b"): text.append(8)
        case UInt8(ascii: "f"): text.append(12)
        case UInt8(ascii: "n"): text.append(10)
        case UInt8(ascii: "r"): text.append(13)
        case UInt8(ascii: "t"): text.append(9)
        case UInt8(ascii: "u"): Self.append(try escapedScalar(), to: &text)
        default:
          position -= 1
          throw failure("an unknown escape in a string")
        }
      case 0..<0x20:
        position -= 1
        throw failure("a control character in a string (write it as \\u00XX)")
      default:
        text.append(byte)
      }
    }
  }

  private mutating func digits(into list: inout [UInt8]) -> Int {
    var count = 0
    while let byte = next, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      list.append(byte - UInt8(ascii: "0"))
      position += 1
      count += 1
    }
    return count
  }

  private mutating func number() throws(CompactError) -> Double {
    let start = position
    let negative = next == UInt8(ascii: "-")
    if negative { position += 1 }
    var digits: [UInt8] = []
    let whole = self.digits(into: &digits)
    guard whole > 0 else { throw failure("expected a digit") }
    guard whole == 1 || digits[0] != 0 else {
      position = start
      throw failure("a number with a leading zero")
    }
    var exponent = 0
    if next == UInt8(ascii: ".") {
      position += 1
      let fraction = self.digits(into: &digits)
      guard fraction > 0 else { throw failure("expected a digit after '.'") }
      exponent = -fraction
    }
    if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
      position += 1
      var negativePower = false
      if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") {
        negativePower = next == UInt8(ascii: "-")
        position += 1
      }
      var power = 0
      var powerDigits = 0
      while let byte = next, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        // Saturated: any power beyond a million is out of range either way.
        power = min(power * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
        position += 1
        powerDigits += 1
      }
      guard powerDigits > 0 else { throw failure("expected a digit in the exponent") }
      exponent += negativePower ? -power : power
    }
    guard let value = DecimalReader.value(digits: digits, exponent: exponent, negative: negative)
    else {
      position = start
      throw failure(
        "a number beyond Double's range or with more than \(DecimalReader.maximumDigits) digits")
    }
    return value
  }

  /// `text` in quotes for a message, cut as Docs/hardening.md says (over 256 bytes: the first
  /// 64 characters, "…" and the length).
  static func quoted(_ text: String) -> String {
    let count = text.utf8.count
    guard count > 256 else { return "\"" + text + "\"" }
    return "\"" + String(text.unicodeScalars.prefix(64)) + "…\" (\(count) bytes)"
  }
}

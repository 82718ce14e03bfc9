import ReelKit

/// Reads a compact description written by a host that is not Swift: numbers (`Double`s,
/// in order) and text lines (UTF-8 bytes, split at line feeds: no String machinery, which
/// would bring Unicode's tables into the module). Each read names its field, so that
/// a wrong description fails with the field and what is allowed, never with a trap.
struct CompactReader {
  /// The numbers, read from the front.
  var numbers: [Double]
  /// The text lines, read from the front.
  var lines: [String]
  private var nextNumber = 0
  private var nextLine = 0

  /// A reader of `numbers` and of `text` split into lines.
  init(numbers: [Double], text: [UInt8]) {
    self.numbers = numbers
    var lines: [String] = []
    var start = 0
    if !text.isEmpty {
      for index in 0...text.count where index == text.count || text[index] == UInt8(ascii: "\n") {
        lines.append(String(decoding: text[start..<index], as: UTF8.self))
        start = index + 1
      }
    }
    self.lines = lines
  }

  /// Whether every number has been read.
  var atEnd: Bool { nextNumber == numbers.count }

  /// The next number.
  mutating func number(_ field: String) throws(CompactError) -> Double {
    guard nextNumber < numbers.count else {
      throw CompactError("\(field): missing (the description ends early)")
    }
    defer { nextNumber += 1 }
    return numbers[nextNumber]
  }

  /// The next number, or `nil` at the end: for loops that name the field only in a message.
  mutating func next() -> Double? {
    guard nextNumber < numbers.count else { return nil }
    defer { nextNumber += 1 }
    return numbers[nextNumber]
  }

  /// The next number as a whole number in `range`.
  mutating func whole(_ field: String, in range: ClosedRange<Int>) throws(CompactError) -> Int {
    try Self.checkedWhole(try number(field), field, in: range)
  }

  /// The next number as a whole number in `range`, or `nil` when it is -1.
  mutating func optionalWhole(_ field: String, in range: ClosedRange<Int>) throws(CompactError)
    -> Int?
  {
    let value = try number(field)
    if value == -1 { return nil }
    unread()
    return try whole(field, in: range)
  }

  /// Steps back over the number just read, to read it again.
  mutating func unread() { nextNumber -= 1 }

  /// The next number, or `nil` when it is not a number (NaN).
  mutating func optionalNumber(_ field: String) throws(CompactError) -> Double? {
    let value = try number(field)
    return value.isNaN ? nil : value
  }

  /// The next text line.
  mutating func line(_ field: String) throws(CompactError) -> String {
    guard nextLine < lines.count else {
      throw CompactError("\(field): missing (the text ends early)")
    }
    defer { nextLine += 1 }
    return lines[nextLine]
  }
}

/// A compact description that cannot be read: one line saying where and what is allowed.
struct CompactError: Error {
  /// The message, e.g. `drums[1].visibleRows: 0.5 is not allowed (allowed: …)`.
  var message: String

  init(_ message: String) { self.message = message }
}

import ReelKitSupport

/// A compact, stable text form of a spin's outcome: the stop index of every drum, left to
/// right, joined by `-` (`11-15-20`), optionally followed by `:` and the window at rest
/// (``SymbolWindow/description``: rows top first separated by `/`, drums separated by `.`):
///
///     11-15-20
///     11-15-20:CHERRY.WATERMELON.7/PLUM.CHERRY.CHERRY/BELL.REPLAY.BELL
///
/// A variable-row ("Megaways") spin adds `@` and each drum's rows joined by `.`, and `+` and
/// the top drum's stop when the machine has one (``VariableRowsOutcome``):
///
///     12-4-33-7-0-19@2.7.4.5.3.6+5
///
/// The stops (with the rows and the top stop) decide the outcome; the window part is for
/// people and is checked against the stops when the code is used on a machine
/// (``stops(on:)-(ReelStrips)``); it is not written with rows. Symbol names never contain `-`,
/// so a code cannot be mistaken for a name. ``init(parsing:)`` reads exactly what
/// ``description`` writes: `ResultCode(parsing: code.description) == code`.
public struct ResultCode: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The stop index of each drum, left to right.
  public var stops: [Int]
  /// The window part as written (without the `:`), or `nil` for the short form.
  public var window: String?
  /// Each drum's rows, left to right, for a variable-row spin (never empty); `nil` for a
  /// machine of fixed rows.
  public var rows: [Int]?
  /// The top drum's stop, or `nil` (only with ``rows``).
  public var topStop: Int?

  /// A code for `stops`, with the window part when `window` is given.
  public init(stops: [Int], window: SymbolWindow? = nil) {
    self.stops = stops
    self.window = window?.description
  }

  /// The code of a variable-row outcome: its stops, rows and top stop.
  public init(_ outcome: VariableRowsOutcome) {
    stops = outcome.stops
    rows = outcome.rows
    topStop = outcome.topStop
  }

  /// The long form of the outcome `stops` on `strips`: the stops and their window.
  public init(strips: ReelStrips, stops: [Int]) {
    self.init(stops: stops, window: SymbolWindow(strips: strips, stops: stops))
  }

  /// Parses `3-17-5`, `3-17-5:WINDOW`, `3-17-5@2.7.4` or `3-17-5@2.7.4+9`.
  ///
  /// - Throws: ``ResultCodeError`` when the text is empty, a stop, a row count or the top
  ///   stop is not a whole number from 0, the rows after `@`, the top stop after `+` or the
  ///   window part after `:` are empty, or a window part comes with rows.
  public init(parsing text: String) throws(ResultCodeError) {
    func fail(_ problem: String) -> ResultCodeError {
      ResultCodeError(
        message: "\(QuotedInput.quoted(text)): \(problem) (allowed: "
          + (variable ? ResultCodeError.allowedWithRows : ResultCodeError.allowed) + ")")
    }
    // A code that says nothing of rows keeps the fixed-row hint (a `+` without `@` is a
    // stop that is not a number).
    let variable = text.contains("@")
    func numbers(_ part: Substring, _ separator: Character, _ name: String) throws(ResultCodeError)
      -> [Int]
    {
      var values: [Int] = []
      for (position, token) in part.split(separator: separator, omittingEmptySubsequences: false)
        .enumerated()
      {
        guard !token.isEmpty else { throw fail("\(name) \(position) is empty") }
        guard token.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(token) else {
          throw fail(
            "\(name) \(position) is \(QuotedInput.quoted(token)), not "
              + (name == "stop" ? "a strip index" : "a row count"))
        }
        values.append(value)
      }
      return values
    }
    guard !text.isEmpty else { throw fail("is empty") }
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let outcome = parts[0].split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    let stops = try numbers(outcome[0], "-", "stop")
    var rows: [Int]?
    var topStop: Int?
    if outcome.count == 2 {
      let rowsPart = outcome[1].split(
        separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
      guard !rowsPart[0].isEmpty else { throw fail("the rows after '@' are empty") }
      rows = try numbers(rowsPart[0], ".", "row count")
      if rowsPart.count == 2 {
        guard !rowsPart[1].isEmpty else { throw fail("the top stop after '+' is empty") }
        let top = rowsPart[1]
        guard top.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(top) else {
          throw fail("the top stop is \(QuotedInput.quoted(top)), not a strip index")
        }
        topStop = value
      }
    }
    var window: String?
    if parts.count == 2 {
      guard !parts[1].isEmpty else { throw fail("the window after ':' is empty") }
      guard rows == nil else { throw fail("a window part after ':' is not read with rows") }
      window = String(parts[1])
    }
    self.stops = stops
    self.window = window
    self.rows = rows
    self.topStop = topStop
  }

  /// `3-17-5`, `3-17-5:WINDOW` with the window part, `3-17-5@2.7.4+9` with rows and a top
  /// stop.
  public var description: String {
    var text = stops.map(String.init).joined(separator: "-")
    if let rows { text += "@" + rows.map(String.init).joined(separator: ".") }
    if let topStop { text += "+" + String(topStop) }
    return text + (window.map { ":" + $0 } ?? "")
  }

  /// The short form, without the window (the rows and the top stop kept).
  public var short: ResultCode {
    var code = ResultCode(stops: stops)
    code.rows = rows
    code.topStop = topStop
    return code
  }

  /// The stops, checked on `strips`: one per drum, each on its strip, and the window part (if
  /// any) equal to the window those stops show.
  public func stops(on strips: ReelStrips) throws(ResultCodeError) -> [Int] {
    guard rows == nil else {
      throw ResultCodeError(
        message: "\(QuotedInput.quoted(description)) gives rows after '@', but the machine's rows "
          + "are fixed (allowed: the stops alone, e.g. "
          + "\(QuotedInput.quoted(ResultCode(stops: stops).description)))")
    }
    guard stops.count == strips.reels.count else {
      throw ResultCodeError(
        message:
          "\(QuotedInput.quoted(description)) has \(counted(stops.count, "stop")) for \(counted(strips.reels.count, "drum")) (allowed: "
          + "one strip index per drum, joined by '-')")
    }
    for (drum, stop) in stops.enumerated() {
      let count = strips.reels[drum].symbolCount
      guard stop < count else {
        throw ResultCodeError(
          message:
            "\(QuotedInput.quoted(description)): drum \(drum): stop \(stop) is off the strip (allowed: 0 ... "
            + "\(count - 1))")
      }
    }
    if let window {
      let shown = SymbolWindow(strips: strips, stops: stops).description
      guard window == shown else {
        throw ResultCodeError(
          message:
            "\(QuotedInput.quoted(description)): the window \(QuotedInput.quoted(window)) is not what the stops show "
            + "(allowed: \(QuotedInput.quoted(shown)), or the stops alone)")
      }
    }
    return stops
  }
}

/// A result code that cannot be read, or does not fit a machine.
public struct ResultCodeError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What a result code looks like.
  static let allowed = "strip indices from 0 joined by '-', one per drum, e.g. 3-17-5"
  /// What a result code of a variable-row spin looks like.
  static let allowedWithRows =
    "strip indices from 0 joined by '-', one per drum, then '@' and each drum's rows joined by "
    + "'.', then '+' and the top drum's stop if the machine has one, e.g. 3-17-5@2.7.4+9"
  /// What is wrong and what is allowed.
  public var message: String
  /// The message.
  public var description: String { message }
}

import ReelKitSupport

/// A compact, stable text form of a spin's outcome: the stop index of every drum, left to
/// right, joined by `-` (`11-15-20`), optionally followed by `:` and the window at rest
/// (``SymbolWindow/description``: rows top first separated by `/`, drums separated by `.`):
///
///     11-15-20
///     11-15-20:CHERRY.WATERMELON.7/PLUM.CHERRY.CHERRY/BELL.REPLAY.BELL
///
/// The stops alone decide the outcome; the window part is for people and is checked against
/// the stops when the code is used on a machine (``stops(on:)-(ReelStrips)``). Symbol names never contain
/// `-`, so a code cannot be mistaken for a name. ``init(parsing:)`` reads exactly what
/// ``description`` writes: `ResultCode(parsing: code.description) == code`.
public struct ResultCode: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The stop index of each drum, left to right.
  public var stops: [Int]
  /// The window part as written (without the `:`), or `nil` for the short form.
  public var window: String?

  /// A code for `stops`, with the window part when `window` is given.
  public init(stops: [Int], window: SymbolWindow? = nil) {
    self.stops = stops
    self.window = window?.description
  }

  /// The long form of the outcome `stops` on `strips`: the stops and their window.
  public init(strips: ReelStrips, stops: [Int]) {
    self.init(stops: stops, window: SymbolWindow(strips: strips, stops: stops))
  }

  /// Parses `3-17-5` or `3-17-5:WINDOW`.
  ///
  /// - Throws: ``ResultCodeError`` when the text is empty, a stop is not a whole number from
  ///   0, or the window part after `:` is empty.
  public init(parsing text: String) throws(ResultCodeError) {
    func fail(_ problem: String) -> ResultCodeError {
      ResultCodeError(
        message: "\(QuotedInput.quoted(text)): \(problem) (allowed: \(ResultCodeError.allowed))")
    }
    guard !text.isEmpty else { throw fail("is empty") }
    let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    var stops: [Int] = []
    for (position, token) in parts[0].split(separator: "-", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard !token.isEmpty else { throw fail("stop \(position) is empty") }
      guard token.allSatisfy({ $0.isASCII && $0.isNumber }), let stop = Int(token) else {
        throw fail("stop \(position) is \(QuotedInput.quoted(token)), not a strip index")
      }
      stops.append(stop)
    }
    var window: String?
    if parts.count == 2 {
      guard !parts[1].isEmpty else { throw fail("the window after ':' is empty") }
      window = String(parts[1])
    }
    self.stops = stops
    self.window = window
  }

  /// `3-17-5`, or `3-17-5:WINDOW` with the window part.
  public var description: String {
    stops.map(String.init).joined(separator: "-") + (window.map { ":" + $0 } ?? "")
  }

  /// The short form, without the window.
  public var short: ResultCode { ResultCode(stops: stops) }

  /// The stops, checked on `strips`: one per drum, each on its strip, and the window part (if
  /// any) equal to the window those stops show.
  public func stops(on strips: ReelStrips) throws(ResultCodeError) -> [Int] {
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
  /// What is wrong and what is allowed.
  public var message: String
  /// The message.
  public var description: String { message }
}

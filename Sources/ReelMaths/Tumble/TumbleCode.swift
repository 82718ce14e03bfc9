import ReelKitSupport

/// The result code of a whole tumble chain: the spin's stops (``ResultCode``), then for each
/// tumble `~` and the number of cells it removed from each drum, joined by `.`:
///
///     11-15-20-3-9~0.2.1.0.0~3.0.0.0.1
///
/// is the outcome `11-15-20-3-9` tumbling twice, first removing 2 cells from drum 1 and 1
/// from drum 2. The stops alone decide the chain (``Tumbler``); the counts are there for
/// people and are checked against the chain the stops make (``check(_:)``).
/// ``init(parsing:)`` reads exactly what ``description`` writes.
public struct TumbleCode: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// The stop of every drum, left to right.
  public var stops: [Int]
  /// For each tumble, the number of cells removed from each drum, left to right.
  public var removals: [[Int]]

  /// A code for `stops` and `removals`.
  public init(stops: [Int], removals: [[Int]]) {
    self.stops = stops
    self.removals = removals
  }

  /// Parses `3-17-5` or `3-17-5~0.1.2~…`.
  ///
  /// - Throws: ``ResultCodeError`` when the stops are not a short result code or a tumble
  ///   part is not whole numbers joined by `.`.
  public init(parsing text: String) throws(ResultCodeError) {
    let parts = text.split(separator: "~", omittingEmptySubsequences: false)
    let head = String(parts[0])
    guard !head.contains(":") else {
      throw ResultCodeError(
        message:
          "\(QuotedInput.quoted(text)): a tumble code has no window part (allowed: \(Self.allowed))"
      )
    }
    stops = try ResultCode(parsing: head).stops
    removals = []
    for (index, part) in parts.dropFirst().enumerated() {
      var counts: [Int] = []
      for token in part.split(separator: ".", omittingEmptySubsequences: false) {
        guard !token.isEmpty, token.count <= 9, token.allSatisfy({ $0.isASCII && $0.isNumber }),
          let count = Int(token)
        else {
          throw ResultCodeError(
            message:
              "\(QuotedInput.quoted(text)): tumble \(index + 1) is \(QuotedInput.quoted(String(part))) "
              + "(allowed: \(Self.allowed))")
        }
        counts.append(count)
      }
      removals.append(counts)
    }
  }

  /// What a tumble code looks like.
  static let allowed =
    "the stops joined by '-', then per tumble '~' and the cells removed per drum joined by "
    + "'.', e.g. 3-17-5~0.2.1"

  /// `3-17-5~0.2.1~…`.
  public var description: String {
    ResultCode(stops: stops).description
      + removals.map { "~" + $0.map(String.init).joined(separator: ".") }.joined()
  }

  /// Checks that this code is `actual`'s, the code of the chain its stops make: the same
  /// stops and, when the code lists tumbles, the same removals (``check(_:)`` with the chain).
  ///
  /// - Throws: ``ResultCodeError`` saying what the chain's code is.
  package func check(tumblesTo actual: TumbleCode) throws(ResultCodeError) {
    guard stops == actual.stops, removals.isEmpty || removals == actual.removals else {
      throw ResultCodeError(
        message:
          "\(QuotedInput.quoted(description)) is not what the stops tumble to (allowed: "
          + "\(QuotedInput.quoted(actual.description)), or the stops alone)")
    }
  }
}

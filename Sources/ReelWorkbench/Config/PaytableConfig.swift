/// A paytable as written in a config's `paytable` object.
public struct PaytableConfig: Codable, Sendable, Equatable {
  /// Credits bet per line (default 1); the total bet is `bet × lines`.
  public var bet: Double?
  /// The wild symbol: substitutes for every paying symbol but the scatter.
  public var wild: String?
  /// The scatter symbol: pays by count anywhere in the window.
  public var scatter: String?
  /// The paylines: one row index per drum, row 0 at the top.
  public var lines: [[Int]]
  /// Line pays.
  public var pays: [LinePayConfig]
  /// Scatter pays.
  public var scatterPays: [ScatterPayConfig]?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case bet, wild, scatter, lines, pays, scatterPays
  }
}

/// One line pay as written: `{ "symbol": "7", "count": 3, "pay": 100 }`.
public struct LinePayConfig: Codable, Sendable, Equatable {
  /// The symbol.
  public var symbol: String
  /// Consecutive symbols from drum 0.
  public var count: Int
  /// The pay, a multiple of the line bet.
  public var pay: Double

  enum CodingKeys: String, CodingKey, CaseIterable {
    case symbol, count, pay
  }
}

/// One scatter pay as written: `{ "count": 3, "pay": 5 }`.
public struct ScatterPayConfig: Codable, Sendable, Equatable {
  /// Scatters anywhere in the window.
  public var count: Int
  /// The pay, a multiple of the total bet.
  public var pay: Double

  enum CodingKeys: String, CodingKey, CaseIterable {
    case count, pay
  }
}

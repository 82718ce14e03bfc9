/// A paytable as written in a config's `paytable` object.
public struct PaytableConfig: Codable, Sendable, Equatable {
  /// Credits bet per line (default 1); the total bet is `bet × lines`.
  public var bet: Double?
  /// The wild symbol: substitutes for every paying symbol but the scatter.
  public var wild: String?
  /// The scatter symbol: pays by count anywhere in the window.
  public var scatter: String?
  /// `lines` (default) or `ways`.
  public var mode: String?
  /// The paylines: one row index per drum, row 0 at the top (none by ways).
  public var lines: [[Int]]?
  /// Line pays.
  public var pays: [LinePayConfig]
  /// Scatter pays.
  public var scatterPays: [ScatterPayConfig]?
  /// Symbols that multiply the wins they take part in.
  public var multipliers: [MultiplierConfig]?
  /// `multiply` (default) or `add`.
  public var multiplierRule: String?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case bet, wild, scatter, mode, lines, pays, scatterPays, multipliers, multiplierRule
  }
}

/// A multiplier symbol as written: `{ "symbol": "DD", "factor": 2 }`.
public struct MultiplierConfig: Codable, Sendable, Equatable {
  /// The symbol.
  public var symbol: String
  /// The factor, more than 1.
  public var factor: Double

  enum CodingKeys: String, CodingKey, CaseIterable {
    case symbol, factor
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
  /// Any of these symbols counts (`symbol` is then the entry's name).
  public var group: [String]?
  /// These symbols in this order (`symbol` is then the entry's name).
  public var mix: [String]?
  /// `leftToRight` (default), `rightToLeft`, `bothWays` or `anywhere`.
  public var direction: String?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case symbol, count, pay, group, mix, direction
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

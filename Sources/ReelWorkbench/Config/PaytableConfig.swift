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
  /// Free spins triggered by scatters.
  public var freeSpins: FreeSpinsConfig?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case bet, wild, scatter, mode, lines, pays, scatterPays, multipliers, multiplierRule
    case freeSpins
  }
}

/// A free-spins feature as written in `paytable.freeSpins`.
public struct FreeSpinsConfig: Codable, Sendable, Equatable {
  /// Scatter counts and the free spins they award.
  public var awards: [FreeSpinAwardConfig]
  /// What every feature win is multiplied by (default 1).
  public var multiplier: Double?
  /// Whether scatters in a free spin award more free spins (default true).
  public var retrigger: Bool?
  /// The feature's own strips, one per drum (default: the base strips).
  public var strips: [[String]]?
  /// Stop weights of the feature's own strips (default: 1 each).
  public var weights: [[Int]]?
  /// The feature's own line pays (default: the base pays).
  public var pays: [LinePayConfig]?

  enum CodingKeys: String, CodingKey, CaseIterable {
    case awards, multiplier, retrigger, strips, weights, pays
  }
}

/// One award as written: `{ "count": 3, "spins": 10 }`.
public struct FreeSpinAwardConfig: Codable, Sendable, Equatable {
  /// Scatters anywhere in the window.
  public var count: Int
  /// Free spins awarded.
  public var spins: Int

  enum CodingKeys: String, CodingKey, CaseIterable {
    case count, spins
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

import ReelKit

/// A target as written: a strip index or a symbol name.
public enum TargetValue: Codable, Sendable, Equatable {
  /// A strip index.
  case index(Int)
  /// A symbol name (its first occurrence on the strip).
  case symbol(String)

  /// Decodes a whole number or a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let index = try? container.decode(Int.self) {
      self = .index(index)
    } else {
      self = .symbol(try container.decode(String.self))
    }
  }

  /// Encodes the index or the name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .index(let index): try container.encode(index)
    case .symbol(let name): try container.encode(name)
    }
  }

  /// The ReelKit target choice.
  public var choice: TargetChoice {
    switch self {
    case .index(let index): .index(index)
    case .symbol(let name): .symbol(name)
    }
  }
}

/// How the outcome of a spin is decided, before anything moves.
public enum Outcome {
  /// Draws one target per drum, in drum order, from a SplitMix64 generator seeded with `seed`:
  /// `target[i] = uniform(0 ..< N_i)`. The same seed gives the same targets everywhere.
  public static func randomTargets(for strips: ReelStrips, seed: UInt64) -> [Int] {
    var generator = SplitMix64(seed: seed)
    return strips.reels.map { generator.uniform(below: $0.symbolCount) }
  }
}

/// One drum's target as a user writes it: a strip index or a symbol name.
public enum TargetChoice: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// A strip index.
  case index(Int)
  /// A symbol name: its first occurrence on the drum's strip.
  case symbol(String)

  /// Reads `17` as an index and anything else as a symbol name; a name in double quotes
  /// (`"7"`) is always a name, so that symbols whose names are numbers can be targeted.
  public init(parsing text: String) {
    if text.count >= 2, text.first == "\"", text.last == "\"" {
      self = .symbol(String(text.dropFirst().dropLast()))
    } else if let index = Int(text) {
      self = .index(index)
    } else {
      self = .symbol(text)
    }
  }

  /// The index or the name as written.
  public var description: String {
    switch self {
    case .index(let index): String(index)
    case .symbol(let name): name
    }
  }
}

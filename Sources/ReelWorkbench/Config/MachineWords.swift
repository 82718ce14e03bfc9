/// The nouns and units a message about a machine uses: a reel machine's points, symbols,
/// centre line and drum; a wheel's degrees, segments, pointer and wheel. `check` builds its
/// warnings with them, so a wheel's warnings are written in its own words, not translated.
public struct MachineWords: Sendable, Equatable {
  /// The length unit: `pt`, or `°` on a wheel.
  public var lengthUnit: String
  /// One cell of the strip: `symbol` or `segment`.
  public var symbol: String
  /// Where the result is read: `the centre line` or `the pointer`.
  public var centreLine: String
  /// One full turn: `a revolution` or `a turn`.
  public var revolution: String
  /// The moving part: `the drum` or `the wheel`.
  public var theDrum: String

  /// A reel machine's words.
  public static let reels = MachineWords(
    lengthUnit: "pt", symbol: "symbol", centreLine: "the centre line",
    revolution: "a revolution", theDrum: "the drum")
  /// A prize wheel's words.
  public static let wheel = MachineWords(
    lengthUnit: "°", symbol: "segment", centreLine: "the pointer", revolution: "a turn",
    theDrum: "the wheel")

  /// Many cells: `symbols` or `segments`.
  public var symbols: String { symbol + "s" }
  /// A length with its unit: `50 pt`, `7.5°` (degrees take no space).
  public func length(_ number: String) -> String {
    lengthUnit == "°" ? number + "°" : number + " " + lengthUnit
  }
  /// The speed unit, `pt/s` or `°/s`.
  public var speed: String { lengthUnit + "/s" }
  /// The acceleration unit, `pt/s²` or `°/s²`.
  public var acceleration: String { lengthUnit + "/s²" }
  /// The jerk unit, `pt/s³` or `°/s³`.
  public var jerk: String { lengthUnit + "/s³" }
}

extension ResolvedMachine {
  /// The words its messages use: a wheel's when the config has a `wheel` block.
  public var words: MachineWords { config.wheel == nil ? .reels : .wheel }
}

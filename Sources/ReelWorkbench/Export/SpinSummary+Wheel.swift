import ReelKit
import ReelKitSupport

extension SpinSummary {
  /// The table header's machine part for a wheel: `wheel of 12 segments, clockwise, pointer
  /// at 0°`; `nil` for reels.
  var wheelHeader: String? {
    guard let wheel else { return nil }
    let direction = wheel.direction == .clockwise ? "clockwise" : "counter-clockwise"
    return "wheel of \(counted(wheel.geometry.symbolCount, "segment")), \(direction), "
      + "pointer at \(formatNumber(wheel.pointerAngle))°"
  }

  /// Where the pointer rests for a wheel that came to rest: `pointer at rest on segment 0
  /// JACKPOT (7.5° wide)`; `nil` for reels.
  var pointerLine: String? {
    guard let wheel else { return nil }
    guard let drum = result.drums.first, drum.isStopped else {
      return "pointer: the wheel did not come to rest\n"
    }
    let segment = wheel.segments(offset: drum.offset).first { $0.index == drum.target }
    let width = segment.map { " (\(formatNumber($0.sweep))° wide)" } ?? ""
    return "pointer at rest on segment \(drum.target) \(drum.targetSymbol)\(width)\n"
  }

  /// The `wheel` object of a wheel's JSON summary: direction, pointer angle, the segment under
  /// the pointer at rest and its width; `nil` for reels (whose summaries have no `wheel` key).
  var wheelJSON: JSONValue? {
    guard let wheel else { return nil }
    let drum = result.drums.first
    let resting = drum.flatMap { drum in
      drum.isStopped ? wheel.segments(offset: drum.offset).first { $0.index == drum.target } : nil
    }
    return .object([
      "direction": .string(wheel.direction.rawValue),
      "pointerAngle": .number(wheel.pointerAngle),
      "segments": .number(wheel.geometry.symbolCount),
      "segment": .optional(resting?.index),
      "segmentSymbol": resting.map { .string($0.symbol) } ?? .null,
      "segmentWidth": .optional(resting?.sweep),
    ])
  }
}

extension JSONValue {
  /// This object with `key` set to `value` added, or unchanged when `value` is `nil` (or this
  /// is not an object).
  public func adding(_ key: String, _ value: JSONValue?) -> JSONValue {
    guard let value, case .object(var pairs) = self else { return self }
    pairs.append((key: key, node: JSONNode(value: value, line: 0, column: 0)))
    return .object(pairs)
  }

  /// This object with `members` added (itself when there are none).
  func adding(_ members: [(String, JSONValue)]) -> JSONValue {
    members.reduce(self) { $0.adding($1.0, $1.1) }
  }
}

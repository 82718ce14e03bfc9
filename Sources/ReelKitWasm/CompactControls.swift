import ReelKit

/// The compact description of a ``/ReelKit/SpinControls`` script, read key by key from
/// ``/ReelKit/SpinControls/keys`` (the module's layout lists them as `controls`, so that a host
/// writes it from the same description): entries of a code and the entry's value, in any
/// order, each at most once. Entry `i + 1` is `keys[i]`:
///
/// | code | entry | numbers |
/// | --- | --- | --- |
/// | 1 | slam | `at`, `drums` (the count, then the drums; -1: all), `instant` (0 or 1) |
/// | 2 | quickenAt | seconds |
/// | 3 | quickenFactor | fraction |
/// | 4 | resultAt | seconds |
/// | 5 | minimumSpinTime | seconds |
/// | 6 | presses | the count, then one time a drum (NaN: no press) |
/// | 7 | skillStop | `maxSlip`, `timeLimit` |
/// | 8 | anticipation | `count`, `extend`, `interval`, `teaseSpeed`; its `symbol` is a text line |
///
/// A number or whole number inside an entry that is NaN is left out (its default), a list
/// whose count is -1 likewise; a flag is 0 or 1.
enum CompactControls {
  /// Reads a script and checks it as ``/ReelKit/SpinControls/issues(drums:)`` does.
  static func read(numbers: [Double], text: [UInt8], drums: Int) throws(CompactError)
    -> SpinControls?
  {
    guard !numbers.isEmpty else { return nil }
    var reader = CompactReader(numbers: numbers, text: text)
    let keys = SpinControls.keys
    var values = [SpinControls.Value](repeating: .absent, count: keys.count)
    var seen: UInt32 = 0  // bit `code`: the entry has been read
    while !reader.atEnd {
      let code = try reader.whole("controls.code", in: 1...keys.count)
      guard seen & 1 << code == 0 else {
        throw CompactError("controls: entry \(code) appears twice (allowed: each once)")
      }
      seen |= 1 << code
      let key = keys[code - 1]
      values[code - 1] = try read(
        key, at: "controls." + key.name, entry: true, from: &reader, drums: drums)
    }
    let controls = SpinControls(values: values)
    if let first = controls.issues(drums: drums).first { throw CompactError(first.description) }
    return controls
  }

  /// Reads one key's value; `entry`: the key is a whole entry, whose numbers are taken as
  /// they are (its code says it is there).
  private static func read(
    _ key: SpinControls.Key, at path: String, entry: Bool, from reader: inout CompactReader,
    drums: Int
  ) throws(CompactError) -> SpinControls.Value {
    switch key.kind {
    case .number:
      if entry { return .number(try reader.number(path)) }
      return try reader.optionalNumber(path).map { .number($0) } ?? .absent
    case .wholeNumber:
      if !entry {
        guard try reader.optionalNumber(path) != nil else { return .absent }
        reader.unread()
      }
      return .wholeNumber(try reader.whole(path, in: 0...1_000_000))
    case .flag:
      return .flag(try reader.whole(path, in: 0...1) == 1)
    case .symbol:
      return .symbol(try reader.line(path))
    case .drumList:
      guard let count = try reader.optionalWhole(path + ".count", in: 0...drums) else {
        return .absent
      }
      var chosen: [Int] = []
      for index in 0..<count {
        chosen.append(try reader.whole("\(path)[\(index)]", in: 0...(drums - 1)))
      }
      return .drumList(chosen)
    case .timeList:
      guard let count = try reader.optionalWhole(path + ".count", in: 0...drums) else {
        return .absent
      }
      var times: [Double?] = []
      for index in 0..<count {
        times.append(try reader.optionalNumber("\(path)[\(index)]"))
      }
      return .timeList(times)
    case .object(let parts):
      var values: [SpinControls.Value] = []
      for part in parts {
        values.append(
          try read(part, at: path + "." + part.name, entry: false, from: &reader, drums: drums))
      }
      return .object(values)
    }
  }
}

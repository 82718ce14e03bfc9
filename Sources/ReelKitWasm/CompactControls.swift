import ReelKit

/// The compact description of a ``/ReelKit/SpinControls`` script: entries of a code and its
/// numbers, in any order, each at most once. A text line holds the anticipation's symbol.
///
/// | code | entry | numbers |
/// | --- | --- | --- |
/// | 1 | slam | `at`, `instant` (0 or 1), the drum count (-1 for all), the drums |
/// | 2 | quickenAt | seconds |
/// | 3 | quickenFactor | fraction |
/// | 4 | resultAt | seconds |
/// | 5 | minimumSpinTime | seconds |
/// | 6 | presses | the count, then one time a drum (NaN: no press) |
/// | 7 | skillStop | `maxSlip`, `timeLimit` |
/// | 8 | anticipation | `count`, `extend`, `interval`, `teaseSpeed` (NaN: none) |
enum CompactControls {
  /// Reads a script and checks it as ``/ReelKit/SpinControls/issues(drums:)`` does.
  static func read(numbers: [Double], text: [UInt8], drums: Int) throws(CompactError)
    -> SpinControls?
  {
    guard !numbers.isEmpty else { return nil }
    var reader = CompactReader(numbers: numbers, text: text)
    var controls = SpinControls()
    var seen: UInt16 = 0  // bit `code`: the entry has been read
    while !reader.atEnd {
      let code = try reader.whole("controls.code", in: 1...8)
      guard seen & 1 << code == 0 else {
        throw CompactError("controls: entry \(code) appears twice (allowed: each once)")
      }
      seen |= 1 << code
      switch code {
      case 1:
        let at = try reader.number("controls.slam.at")
        let instant = try reader.whole("controls.slam.instant", in: 0...1) == 1
        let count = try reader.optionalWhole("controls.slam.drums.count", in: 0...drums)
        var chosen: [Int]? = nil
        if let count {
          chosen = []
          for index in 0..<count {
            chosen?.append(try reader.whole("controls.slam.drums[\(index)]", in: 0...(drums - 1)))
          }
        }
        controls.slam = SpinControls.Slam(at: at, drums: chosen, instant: instant)
      case 2: controls.quickenAt = try reader.number("controls.quickenAt")
      case 3: controls.quickenFactor = try reader.number("controls.quickenFactor")
      case 4: controls.resultAt = try reader.number("controls.resultAt")
      case 5: controls.minimumSpinTime = try reader.number("controls.minimumSpinTime")
      case 6:
        let count = try reader.whole("controls.presses.count", in: 0...drums)
        var presses: [Double?] = []
        for index in 0..<count {
          presses.append(try reader.optionalNumber("controls.presses[\(index)]"))
        }
        controls.presses = presses
      case 7:
        controls.skillStop = SkillStop(
          maxSlip: try reader.whole("controls.skillStop.maxSlip", in: 0...1_000_000),
          timeLimit: try reader.number("controls.skillStop.timeLimit"))
      default:
        controls.anticipation = SpinControls.Anticipation(
          symbol: try reader.line("controls.anticipation.symbol"),
          count: try reader.whole("controls.anticipation.count", in: 0...1_000_000),
          extend: try reader.number("controls.anticipation.extend"),
          interval: try reader.number("controls.anticipation.interval"),
          teaseSpeed: try reader.optionalNumber("controls.anticipation.teaseSpeed"))
      }
    }
    if let first = controls.issues(drums: drums).first { throw CompactError(first.description) }
    return controls
  }
}

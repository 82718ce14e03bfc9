import Foundation
import ReelWorkbench
import TestSupport

/// One random mistake in `Configs/default.json`: a value set to something invalid, an unknown
/// key, a missing required key, an unknown symbol, a number too large for a double.
struct ConfigCorruption: Sendable, CustomStringConvertible {
  /// The JSON path to change.
  var path: String
  /// The new value as JSON text (`-5`, `"GRAPE"`, `[0, 1]`); `nil` removes the key.
  var value: String?
  /// Where the error must be reported: the JSON path a user has to edit, or `nil` for a
  /// syntax error reported at `line L, column C`.
  var reportedAt: String?

  var description: String { "\(path) = \(value ?? "(removed)") → \(reportedAt ?? "line, column")" }

  /// Numeric fields and values each of them rejects.
  static let numericFields: [(path: String, invalid: [String])] = [
    ("motion.cruiseSpeed", ["-5", "0", "1e7", "1000000.5"]),
    ("motion.acceleration", ["-1", "0", "2e8"]),
    ("motion.maxDeceleration", ["-24000", "0", "1e9"]),
    ("motion.minimumRevolutions", ["-1", "1001"]),
    ("motion.windBackDistance", ["-1", "100001"]),
    ("motion.windBackTime", ["0", "-0.1", "10.5"]),
    ("motion.overshoot", ["-1", "100001"]),
    ("motion.settleTime", ["0", "-1", "11"]),
    ("motion.maxSpeedAdjust", ["-0.01", "0.51"]),
    ("motion.slowSpeed", ["0", "-1200"]),
    ("motion.slowZone", ["0", "-1", "100001"]),
    ("motion.stopTolerance", ["0", "-10"]),
    ("motion.startDelay", ["-1", "61"]),
    ("motion.startInterval", ["-0.1", "60.5"]),
    ("motion.firstStop", ["-1", "61"]),
    ("motion.stopInterval", ["-0.3", "61"]),
    ("drums[#].motion.cruiseSpeed", ["0", "-1", "2e6"]),
    ("drums[#].motion.maxDeceleration", ["0", "1e9"]),
    ("drums[#].motion.settleTime", ["0", "10.01"]),
    ("drums[#].motion.firstStop", ["-1", "99"]),
    ("geometry.symbolHeight", ["0", "-100", "10001"]),
    ("geometry.visibleRows", ["0", "-1", "22", "23"]),
    ("geometry.resultRow", ["-1", "3", "9999"]),
    ("simulation.timeStep", ["0", "-0.004", "0.2", "0.0001"]),
    ("simulation.maxDuration", ["0", "-1", "3601", "1.2"]),
    ("drums[#].startIndex", ["-1", "21", "100"]),
    ("drums[#].stopTime", ["-1", "3601", "30", "45"]),
    ("paytable.bet", ["0", "-1", "1000001"]),
    ("paytable.pays[#].pay", ["-5", "1e10"]),
    ("paytable.pays[#].count", ["0", "4"]),
    ("paytable.lines[#][#]", ["3", "-1"]),
  ]

  /// Values of the wrong type or shape for any numeric field.
  static let wrongTypes = [#""fast""#, "true", "null", "[1]", #"{"a": 1}"#]
  /// Fields that must be whole numbers.
  static let wholeFields = [
    "geometry.visibleRows", "geometry.resultRow", "motion.minimumRevolutions",
    "drums[#].startIndex", "simulation.seed",
    "paytable.pays[#].count", "paytable.lines[#][#]",
  ]
  /// Objects that may get an unknown key (the empty path is the root).
  static let objects = [
    "", "geometry", "motion", "simulation", "drums[#]", "drums[#].motion", "paytable",
    "paytable.pays[#]",
  ]
  /// Keys that no object of a config has.
  static let unknownKeys = ["bogus", "cruiseSped", "Name", "symbolHeigth", "seeds", "strips", "x"]
  /// Keys a config must have.
  static let requiredKeys = [
    "name", "symbols", "drums", "drums[#].strip", "paytable.lines", "paytable.pays",
    "paytable.pays[#].symbol", "paytable.pays[#].count", "paytable.pays[#].pay",
  ]
  /// Other mistakes: path, value, where the error is reported.
  static let others: [(String, String?, String)] = [
    ("name", #""""#, "name"),
    ("name", "\"" + String(repeating: "x", count: 101) + "\"", "name"),
    ("symbols[#]", #""A B""#, "symbols[#]"),
    ("symbols[7]", #""BAR""#, "symbols[7]"),
    ("symbols", "[]", "symbols"),
    ("targets", "[0, 1]", "targets"),
    ("targets", "[0, 1, 21]", "targets[2]"),
    ("targets", #"[0, "GRAPE", 1]"#, "targets[1]"),
    ("targets", "[0, true, 1]", "targets[1]"),
    ("targets", "[0, 1.5, 1]", "targets[1]"),
    ("rules", #"["vegas"]"#, "rules[0]"),
    ("motion.profile", #""cubc""#, "motion.profile"),
    ("motion.strategy", #""later""#, "motion.strategy"),
    ("drums", "[]", "drums"),
    ("drums[#].strip", "[]", "drums[#].strip"),
    ("drums[#].weights", "[1, 2]", "drums[#].weights"),
    ("drums[#].weights", "[" + String(repeating: "1, ", count: 20) + "0]", "drums[#].weights[20]"),
    ("paytable.pays[#].symbol", #""GRAPE""#, "paytable.pays[#].symbol"),
    ("paytable.wild", #""GRAPE""#, "paytable.wild"),
    ("paytable.scatterPays", #"[{"count": 3, "pay": 1}]"#, "paytable.scatterPays"),
    ("paytable.lines[#]", "[1, 1]", "paytable.lines[#]"),
    ("motion", "[1]", "motion"),
    ("geometry", "3", "geometry"),
    ("drums[#]", #""x""#, "drums[#]"),
    ("simulation.seed", "-1", "simulation.seed"),
    ("simulation.seed", "18446744073709551616", "simulation.seed"),
  ]

  /// A random corruption.
  static func random(using rng: inout some RandomNumberGenerator) -> ConfigCorruption {
    // Every `#` becomes one random index, the same in the path and where it is reported:
    // drum 0 … 2, strip stop 0 … 20, pay 0 … 7, line 0 … 4, row 0 … 2, symbol 0 … 6.
    var indices: [Int] = []
    func fill(_ template: String) -> String {
      var text = ""
      var used = 0
      for character in template {
        guard character == "#" else {
          text.append(character)
          continue
        }
        let range = fillRange(template, before: text)
        if used == indices.count { indices.append(Int.random(in: range, using: &rng)) }
        text += String(indices[used])
        used += 1
      }
      return text
    }
    switch Int.random(in: 0...9, using: &rng) {
    case 0...3:
      let field = numericFields.randomElement(using: &rng)!
      let value = field.invalid.randomElement(using: &rng)!
      return ConfigCorruption(path: fill(field.path), value: value, reportedAt: fill(field.path))
    case 4:
      let field = (numericFields.map(\.path) + ["simulation.seed"]).randomElement(using: &rng)!
      let value = wrongTypes.randomElement(using: &rng)!
      return ConfigCorruption(path: fill(field), value: value, reportedAt: fill(field))
    case 5:
      let field = wholeFields.randomElement(using: &rng)!
      return ConfigCorruption(path: fill(field), value: "2.5", reportedAt: fill(field))
    case 6:
      let field = (numericFields.map(\.path) + wholeFields).randomElement(using: &rng)!
      let value = ["1e400", "-1e400", "1E+999"].randomElement(using: &rng)!
      return ConfigCorruption(path: fill(field), value: value, reportedAt: nil)
    case 7:
      let object = fill(objects.randomElement(using: &rng)!)
      let key = unknownKeys.randomElement(using: &rng)!
      let path = object.isEmpty ? key : object + "." + key
      return ConfigCorruption(path: path, value: "1", reportedAt: path)
    case 8:
      if Bool.random(using: &rng) {
        let path = fill(requiredKeys.randomElement(using: &rng)!)
        return ConfigCorruption(path: path, value: nil, reportedAt: path)
      }
      let path = fill("drums[#].strip[#]")
      let name = [#""GRAPE""#, #""CHERY""#, #""""#, #""7 ""#, #""bar""#].randomElement(using: &rng)!
      return ConfigCorruption(path: path, value: name, reportedAt: path)
    default:
      let (path, value, reported) = others.randomElement(using: &rng)!
      return ConfigCorruption(path: fill(path), value: value, reportedAt: fill(reported))
    }
  }

  /// The indices a `#` may take, from what comes before it in `template`.
  private static func fillRange(_ template: String, before text: String) -> ClosedRange<Int> {
    if text.hasSuffix("strip[") { return 0...20 }
    if text.hasSuffix("pays[") { return 0...7 }
    if text.hasSuffix("lines[") { return 0...4 }
    if text.hasSuffix("][") { return 0...2 }
    if text.hasSuffix("symbols[") { return 0...6 }
    return 0...2
  }

  /// `Configs/default.json` with this corruption, pretty-printed with sorted keys (so that a
  /// syntax error has a line and a column worth checking).
  func apply() throws -> [UInt8] {
    let original = try JSONSerialization.jsonObject(with: Data(try Repo.bytes("default")))
    // JSONSerialization cannot hold 1e400: put a marker string there and swap the text in.
    let marker = "@@number@@"
    let huge = value.map { $0.lowercased().contains("e+999") || $0.contains("e400") } ?? false
    let parsed = try value.map { text in
      huge
        ? marker as Any
        : try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
    }
    let object = JSONEdit.setting(JSONPath(path).components[...], to: parsed, in: original)
    let data = try JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .fragmentsAllowed])
    var text = String(decoding: data, as: UTF8.self)
    if huge, let value { text = text.replacingOccurrences(of: "\"\(marker)\"", with: value) }
    return Array(text.utf8)
  }
}

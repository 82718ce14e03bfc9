import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelKitWasm
@testable import ReelWorkbench

/// `rk_machine_load_json`: the library's own JSON reader (pure Swift, built with Embedded Swift
/// too) reads a machine spec exactly as Swift's `JSONDecoder` does — the numbers to the same
/// bits — and refuses bad JSON or a bad machine with one line naming the place.
@Suite struct MachineJSONTests {
  /// A decimal in JSON's grammar drawn from `generator`: up to 20 digits, a point anywhere,
  /// an exponent anywhere in `-340 ... 320`.
  static func decimal(_ generator: inout SplitMix64) -> String {
    let count = Int(generator.next() % 20) + 1
    var digits = ""
    for index in 0..<count {
      let digit = generator.next() % 10
      digits += String(index == 0 && digit == 0 ? 1 : digit)
    }
    let point = Int(generator.next() % UInt64(count + 1))
    if point > 0, point < count {
      digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point))
    }
    let sign = generator.next() % 2 == 0 ? "" : "-"
    switch generator.next() % 3 {
    case 0: return sign + digits
    case 1: return sign + digits + "e" + String(Int(generator.next() % 661) - 340)
    default: return sign + digits + "E+" + String(generator.next() % 40)
    }
  }

  @Test func decimalsReadToTheBitsOfDoubleInit() throws {
    var generator = SplitMix64(seed: 36)
    var texts = [
      "0", "-0", "0.1", "0.2", "0.30000000000000004", "1e-320", "4.9e-324",
      "2.4703282292062327e-324",
      "2.4703282292062328e-324", "2.2250738585072011e-308", "2.2250738585072014e-308",
      "1.7976931348623157e308", "1.7976931348623158e308", "9007199254740993",
      "9007199254740992.5", "0.004166666666666667", "123456789012345678901234567890",
      "1" + String(repeating: "0", count: 300) + ".5e-300",
    ]
    for _ in 0..<3000 { texts.append(Self.decimal(&generator)) }
    for text in texts {
      let native = try #require(Double(text))
      let read = try? JSONReader.read(Array(text.utf8))
      if native.isFinite {
        guard case .number(let value) = read else {
          Issue.record("\(text): not read")
          continue
        }
        #expect(value.bitPattern == native.bitPattern, "\(text): \(value) against \(native)")
      } else {
        #expect(read == nil, "\(text): beyond Double's range, yet read")
      }
    }
  }

  /// A plain machine, a wheel (segment widths) and a variable-row one, in the fast tier.
  @Test func machinesReadAsJSONDecoderReadsThem() throws {
    try Self.expectSameAsDecoder(["default.json", "wheel.json", "megaways.json"])
  }

  @Test(SlowTests.trait) func everyShippedMachineReadsAsJSONDecoderReadsIt() throws {
    let configs = try FileManager.default.contentsOfDirectory(
      atPath: Repo.root.appendingPathComponent("Configs").path
    ).filter { $0.hasSuffix(".json") }.sorted()
    #expect(configs.count >= 20)
    try Self.expectSameAsDecoder(configs)
  }

  /// Reads each config's spec, encoded compact and pretty, with the library and with
  /// `JSONDecoder`, and expects the same machine.
  static func expectSameAsDecoder(_ configs: [String]) throws {
    let pretty = JSONEncoder()
    pretty.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    for config in configs {
      let spec = try ConfigLoader.load(path: Repo.config(String(config.dropLast(5)))).spec
      for encoder in [JSONEncoder(), pretty] {
        let json = try encoder.encode(spec)
        let decoded = try JSONDecoder().decode(MachineSpec.self, from: json)
        let read = try CompactMachine.read(json: [UInt8](json))
        #expect(read == decoded, "\(config)")
      }
    }
  }

  /// The default machine's spec as a JSON object, to break.
  static func defaultSpec() throws -> [String: Any] {
    let spec = try ConfigLoader.load(path: Repo.config("default")).spec
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(spec))
    return try #require(object as? [String: Any])
  }

  /// `spec` with `change` applied to its first drum.
  static func withFirstDrum(_ change: (inout [String: Any]) -> Void) throws -> String {
    var spec = try defaultSpec()
    var drums = try #require(spec["drums"] as? [[String: Any]])
    change(&drums[0])
    spec["drums"] = drums
    let data = try JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  static func edit(_ drum: inout [String: Any], _ part: String, _ key: String, _ value: Any?) {
    var inner = drum[part] as? [String: Any] ?? [:]
    inner[key] = value
    drum[part] = inner
  }

  @Test func badInputFailsWithOneLineNamingThePlace() throws {
    let cases: [(String, String)] = [
      ("", "JSON: line 1, column 1: expected a value (the text ends)"),
      ("{", "JSON: line 1, column 2: expected a key in quotes"),
      ("{\"name\": \"a\",\n \"drums\": [1,]}", "JSON: line 2, column 14: expected a value"),
      ("{\"a\": 1, \"a\": 2}", "JSON: line 1, column 10: the key \"a\" appears twice"),
      ("{\"a\": 01}", "JSON: line 1, column 7: a number with a leading zero"),
      ("{\"a\": 1e999}", "JSON: line 1, column 7: a number beyond Double's range"),
      ("{\"a\": \"\\ud800\"}", "JSON: line 1, column 14: a lone surrogate in \\u escapes"),
      ("{\"a\": \"\u{1}\"}", "JSON: line 1, column 8: a control character in a string"),
      (String(repeating: "[", count: 65), "JSON: line 1, column 65: nested more than 64 deep"),
      ("{} x", "JSON: line 1, column 4: more after the value"),
      (
        "{" + (0...1000).map { "\"k\($0)\": 0" }.joined(separator: ",") + "}",
        "JSON: line 1, column 9892: an object with more than 1000 keys"
      ),
      ("[]", "clock.timeStep: missing"),
      (
        "{\"clock\": {\"timeStep\": \"fast\"}}", "clock.timeStep: expected a number, found a string"
      ),
      (
        "{\"clock\": {\"timeStep\": 0.01}, \"maxDuration\": 5, \"drums\": [], \"name\": \"m\"}",
        "drums: 0 entries is not allowed (allowed: 1 ... 64)"
      ),
      (
        try Self.withFirstDrum { Self.edit(&$0, "motion", "profile", "bouncy") },
        "drums[0].motion.profile: \"bouncy\" is not allowed (allowed: linear, cubic, back, classic)"
      ),
      (
        try Self.withFirstDrum { Self.edit(&$0, "geometry", "visibleRows", 1.5) },
        "drums[0].geometry.visibleRows: 1.5 is not allowed (allowed: a whole number 1 ... 1000)"
      ),
      (
        try Self.withFirstDrum { Self.edit(&$0, "geometry", "symbolHeight", nil) },
        "drums[0].geometry.symbolHeight: missing"
      ),
      (
        try Self.withFirstDrum { Self.edit(&$0, "geometry", "strip", "7 BAR") },
        "drums[0].geometry.strip: expected a list, found a string"
      ),
      (
        try Self.withFirstDrum { Self.edit(&$0, "motion", "cruiseSpeed", -5) },
        "drums[0].motion.cruiseSpeed"
      ),
    ]
    for (json, expected) in cases {
      let bytes = Array(json.utf8)
      let handle = bytes.withUnsafeBufferPointer {
        rk_machine_load_json($0.baseAddress, Int32($0.count))
      }
      #expect(handle == -1, "\(expected)")
      let message = String(cString: try #require(rk_last_error()))
      #expect(message.hasPrefix(expected), "\(json.prefix(80)): \(message)")
      #expect(!message.contains("\n"))
    }
    #expect(rk_machine_load_json(nil, -1) == -1)
  }

  @Test func brakeTimeAndTheOptionalFieldsTakeTheDecodersDefaults() throws {
    let json = try Self.withFirstDrum {
      Self.edit(&$0, "motion", "brakeTime", nil)
      Self.edit(&$0, "geometry", "resultRow", NSNull())
    }
    let decoded = try JSONDecoder().decode(MachineSpec.self, from: Data(json.utf8))
    #expect(try CompactMachine.read(json: Array(json.utf8)) == decoded)
    #expect(rk_abi_version() == 1)
  }
}

import Foundation
import ReelKit
import Testing

@testable import ReelWorkbench

/// The regular expressions the generated schemas state for names and paths say what the
/// loaders' own checks say, character by character: the schema refuses nothing reelsim
/// accepts, and what it accepts beyond reelsim is only what its description leaves to
/// reelsim.
@Suite struct SchemaPatternTests {
  /// Whether `text` matches `pattern` (an anchored expression) as a whole. JSON Schema reads
  /// expressions as ECMA-262 does, where `$` is the end of the text; ICU's `$` also matches
  /// before a final line break, so the final `$` is read as ICU's `\z`.
  static func matches(_ pattern: FieldDoc.Pattern, _ text: String) throws -> Bool {
    let expression = try NSRegularExpression(pattern: ecma(pattern.expression))
    let range = NSRange(text.startIndex..., in: text)
    return expression.firstMatch(in: text, range: range) != nil
  }

  /// `expression` with its final `$` written as ICU's end of text, `\z`.
  static func ecma(_ expression: String) -> String {
    expression.hasSuffix("$") ? expression.dropLast() + #"\z"# : expression
  }

  /// Every scalar of the Basic Multilingual Plane but the surrogates, as one-character text.
  static let scalars: [String] = (0...0xFFFF).compactMap { value in
    Unicode.Scalar(UInt32(value)).map { String(Character($0)) }
  }

  static var symbolPattern: FieldDoc.Pattern {
    get throws { try #require(ConfigShape.symbolName.doc?.pattern) }
  }

  @Test func aSymbolNameCharacterIsAllowedByTheSchemaExactlyWhenTheLoaderAllowsIt() throws {
    let pattern = try Self.symbolPattern
    let expression = try NSRegularExpression(pattern: Self.ecma(pattern.expression))
    var disagreements: [String] = []
    for text in Self.scalars {
      let schema =
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      if schema != MachineConfig.isValidSymbolName(text) {
        disagreements.append(String(format: "U+%04X", text.unicodeScalars.first!.value))
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    #expect(try Self.matches(pattern, "CAFÉ") && MachineConfig.isValidSymbolName("CAFÉ"))
    #expect(!(try Self.matches(pattern, "GOLD BAR")))
  }

  @Test func aScenarioNameIsRefusedByTheSchemaOnlyWhenTheLoaderRefusesIt() throws {
    let pattern = RegressionSuite.namePattern
    for text in Self.scalars {
      for name in [text, "a" + text, text + "a"] {
        let schema = try Self.matches(pattern, name)
        let loader = RegressionSuite.isValidName(name)
        if !schema { #expect(!loader, "\(name.debugDescription): reelsim accepts it") }
        // ASCII is decided by the expression alone; the rest is left to reelsim.
        if name.unicodeScalars.allSatisfy(\.isASCII) {
          #expect(schema == loader, "\(name.debugDescription): schema \(schema), reelsim \(loader)")
        }
      }
    }
    #expect(try Self.matches(pattern, "café-seeds") && RegressionSuite.isValidName("café-seeds"))
  }

  @Test func everyTunablePathMatchesAndNothingElseDoes() throws {
    let pattern = TunableField.pathPattern
    let drums = MachineSpec.maximumDrums
    var paths = ["simulation.timeStep"]
    for field in TunableField.motionFields {
      paths.append("motion.\(field)")
      paths += (0..<drums).map { "drums[\($0)].motion.\(field)" }
    }
    paths += (0..<drums).map { "drums[\($0)].stopTime" }
    paths += TunableField.fallFields.map { "tumble.\($0)" }
    paths += TunableField.cellReelFields.map { "paytable.holdAndWin.cellReels.\($0)" }
    for path in paths {
      #expect(try Self.matches(pattern, path), "\(path)")
      #expect(TunableField(path: JSONPath(path), drums: drums) != nil, "\(path)")
    }
    for path in [
      "motion.profile", "motion.strategy", "geometry.symbolHeight", "drums[64].stopTime",
      "drums[01].stopTime", "drums[-1].stopTime", "motion.cruiseSped", "drums[0].strip",
      "simulation.seed", " motion.cruiseSpeed", "motion.cruiseSpeed.x", "drums[0].motion",
      "tumble.maxTumbles", "tumble", "paytable.holdAndWin.cellReels", "cellReels.firstStop",
      "paytable.holdAndWin.respins", "paytable.holdAndWin.cellReels.firstStop.x",
    ] {
      #expect(!(try Self.matches(pattern, path)), "\(path)")
    }
  }

  @Test(arguments: [0, 5, 9, 10, 19, 20, 21, 63, 99])
  func theDrumIndexExpressionMatchesExactlyTheIndicesUpToTheLargest(largest: Int) throws {
    let expression = try NSRegularExpression(
      pattern: "^(?:" + TunableField.digits(upTo: largest) + ")$")
    for value in 0..<120 {
      for text in ["\(value)", "0\(value)"] {
        let matched =
          expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        #expect(matched == (text == "\(value)" && value <= largest), "\(text) up to \(largest)")
      }
    }
  }
}

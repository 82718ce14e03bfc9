import Foundation
import ReelKit
import Testing

@testable import ReelWorkbench

/// Controls files in process: the shape agrees with `SpinControls`' own encoding, and the
/// decoder reads numbers as the strict parser does.
@Suite struct ControlsFileTests {
  static let full = SpinControls(
    slam: .init(at: 0.8, drums: [1, 2], instant: true), quickenAt: 0.5, quickenFactor: 0.5,
    resultAt: 0.7, minimumSpinTime: 1.5, presses: [0.6, nil, 1.2],
    skillStop: SkillStop(maxSlip: 3, timeLimit: 0.2),
    anticipation: .init(symbol: "BELL", count: 2, extend: 1, interval: 0.6, teaseSpeed: 1500))

  @Test func everyKeyTheEncoderWritesIsInTheShapeAndReadsBack() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let bytes = Array(try encoder.encode(Self.full))
    #expect(try ControlsFile.load(bytes: bytes, file: "c.json") == Self.full)
    // Every key of the shape is written by the encoder for a full script, and the reverse.
    guard case .object(let fields) = ConfigShape.controls,
      case .object(let members) = try JSONParser.parse(bytes).value
    else {
      Issue.record("the shape and the encoding are objects")
      return
    }
    #expect(fields.map(\.key).sorted() == members.map(\.key).sorted())
  }

  @Test func anEmptyScriptIsValidAndDoesNothing() throws {
    let controls = try ControlsFile.load(bytes: Array("{}".utf8), file: "c.json")
    #expect(controls == SpinControls())
    #expect(controls.problems(on: ConfigLoader.loadDefault().spec).isEmpty)
  }

  @Test func zeroWrittenWithAnExponentIsZero() throws {
    // Foundation's decoder refuses `0e5`; the strict parser's reading is the one that counts.
    let controls = try ControlsFile.load(bytes: Array(#"{"quickenAt": 0e5}"#.utf8), file: "c.json")
    #expect(controls.quickenAt == 0)
  }

  @Test func wholeNumbersAreReadExactlyFromTheirText() throws {
    #expect(
      throws: ConfigError(
        file: "c.json", kind: .invalid,
        lines: [
          "skillStop.maxSlip: 4.0 is not written as a whole number (allowed: digits only, such as 3)"
        ])
    ) {
      try ControlsFile.load(bytes: Array(#"{"skillStop": {"maxSlip": 4.0}}"#.utf8), file: "c.json")
    }
  }

  @Test func theNodeDecoderReportsThePathOfAWrongValue() throws {
    struct Pair: Decodable { var values: [Int] }
    let node = try JSONParser.parse(Array(#"{"values": [1, 2.5]}"#.utf8))
    do {
      _ = try JSONNodeDecoder.decode(Pair.self, from: node)
      Issue.record("2.5 decoded as an Int")
    } catch {
      #expect(
        ConfigError.line(describing: error)
          == "values[1]: 2.5 is not a whole number (allowed: whole numbers such as 3)")
    }
  }
}

/// A script's JSON form follows `SpinControls.keys`: every present key, `skillStop` and a
/// slam's `instant` always, as the synthesized coding wrote them.
@Suite struct ControlsEncodingTests {
  static func text(_ controls: SpinControls) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(controls), as: UTF8.self)
  }

  @Test func aFullScriptWritesEveryKey() throws {
    #expect(
      try Self.text(ControlsFileTests.full)
        == #"{"anticipation":{"count":2,"extend":1,"interval":0.6,"symbol":"BELL","teaseSpeed":1500},"#
        + #""minimumSpinTime":1.5,"presses":[0.6,null,1.2],"quickenAt":0.5,"quickenFactor":0.5,"#
        + #""resultAt":0.7,"skillStop":{"maxSlip":3,"timeLimit":0.2},"#
        + #""slam":{"at":0.8,"drums":[1,2],"instant":true}}"#)
  }

  @Test func anEmptyScriptWritesOnlyItsSkillStop() throws {
    #expect(try Self.text(SpinControls()) == #"{"skillStop":{"maxSlip":4,"timeLimit":0.19}}"#)
  }

  @Test func aRequiredPartLeftOutCannotBeDecoded() {
    // The shape check reports it first in a file; the decoder alone refuses it too.
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SpinControls.self, from: Data(#"{"slam": {}}"#.utf8))
    }
  }
}

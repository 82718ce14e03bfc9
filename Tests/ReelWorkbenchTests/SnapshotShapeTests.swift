import ReelKit
import Testing

@testable import ReelWorkbench

/// The snapshot's shape is read from the types' coding (``CodingShape``): nothing in it is
/// left unknown, every enum case named is one the decoding takes, and a small type's shape is
/// exactly what its coding asks for. `SnapshotValidationTests` checks every snapshot of every
/// shipped machine and control script against it, and every broken one.
@Suite struct SnapshotShapeTests {
  /// Every path below `shape` whose shape is `.any` (a type the reader could not decode from
  /// nothing), and every `oneOf` with its cases.
  static func walk(
    _ shape: ConfigShape, at path: String, unknown: inout [String], cases: inout [String: [String]]
  ) {
    switch shape.bare {
    case .any: unknown.append(path)
    case .array(let element): walk(element, at: path + "[]", unknown: &unknown, cases: &cases)
    case .object(let fields):
      for field in fields {
        walk(field.shape, at: path + "." + field.key, unknown: &unknown, cases: &cases)
      }
    case .oneOf(let options):
      cases[path] = options.map(\.key)
      for option in options {
        walk(option.shape, at: path + "." + option.key, unknown: &unknown, cases: &cases)
      }
    default: break
    }
  }

  @Test func everyPartOfASnapshotIsKnown() {
    var unknown: [String] = []
    var cases: [String: [String]] = [:]
    Self.walk(.snapshot, at: "$", unknown: &unknown, cases: &cases)
    #expect(unknown.isEmpty)
    // The three enums with associated values, each case with the keys its decoding reads.
    #expect(
      cases["$.machine.drums[].segment.shape"] == [
        "rest", "windBack", "ramp", "cruise", "change", "landing",
      ])
    #expect(
      cases["$.machine.pending[][].command"] == [
        "slam", "quicken", "reveal", "anticipate", "press",
      ])
    #expect(cases["$.machine.startEvents[].kind"]?.count == 11)
  }

  @Test func theKeysOfASnapshotAreTheOnesItsTypesCode() {
    guard case .object(let fields) = ConfigShape.snapshot else {
      Issue.record("a snapshot is an object")
      return
    }
    #expect(
      fields.map(\.key) == [
        "format", "config", "configDigest", "seed", "targetSource", "start", "machine",
      ])
    #expect(fields.allSatisfy { $0.required })
  }

  enum Colour: String, Codable, CaseIterable { case red, green }
  enum Move: Codable { case stay, go(speed: Double, Int) }
  struct Sample: Codable {
    var count: Int
    var speed: Double?
    var names: [String]
    var colour: Colour
    var moves: [Move]
    var seed: UInt64
    var flag: Bool
  }

  @Test func aTypesShapeIsWhatItsDecodingAsksFor() {
    let reader = CodingShape(cases: [String(reflecting: Move.self): ["stay", "go"]])
    guard case .object(let fields) = reader.shape(of: Sample.self) else {
      Issue.record("a struct is an object")
      return
    }
    #expect(fields.map(\.key) == ["count", "speed", "names", "colour", "moves", "seed", "flag"])
    #expect(fields.map(\.required) == [true, false, true, true, true, true, true])
    #expect(
      fields.map(\.shape.expectation) == [
        "a whole number", "a number", "an array of strings", #"one of "red", "green""#,
        "an array of objects", "a whole number from 0 to 18446744073709551615", "true or false",
      ])
    guard case .array(.oneOf(let moves)) = fields[4].shape,
      case .object(let go) = moves[1].shape
    else {
      Issue.record("moves are one of their cases")
      return
    }
    #expect(moves.map(\.key) == ["stay", "go"])
    #expect(go.map(\.key) == ["speed", "_1"])
  }

  @Test func anEnumWithoutItsCaseNamesIsUnknown() {
    #expect(CodingShape(cases: [:]).shape(of: Move.self).expectation == "any value")
  }
}

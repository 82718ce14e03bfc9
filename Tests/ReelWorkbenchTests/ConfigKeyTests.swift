import Foundation
import ReelKit
import Testing

@testable import ReelWorkbench

/// A config key is written once, in its type's `keys`: the shape check (with its JSON paths
/// and suggestions), decoding, the reference and the merge all follow from that entry.
@Suite struct ConfigKeyTests {
  /// A record as a new block of the config would be written: one property and one entry in
  /// `keys` per key (see `Docs/config.md`, "Adding a key").
  struct Bonus: ConfigRecord, Equatable {
    var prize: Double?
    var picks = 0

    init() {}

    static var keys: [ConfigKey<Bonus>] {
      [
        .optional(
          "prize", \.prize,
          ConfigShape.number.documented(
            "the prize of one pick", range: ParameterRange(0, 1000, unit: "credits"),
            default: .number(10))),
        .required(
          "picks", \.picks,
          ConfigShape.wholeNumber.documented(
            "picks in the bonus", range: ParameterRange(1, 5, unit: ""))),
      ]
    }
  }

  static func check(_ text: String) throws(ConfigError) -> (value: Bonus?, lines: [String]) {
    let node = try ConfigLoader.parse(bytes: Array(text.utf8), file: "b.json")
    let (value, problems) = try ConfigLoader.check(
      Bonus.self, node: node, file: "b.json", shape: Bonus.shape)
    return (value, problems.map(\.description))
  }

  @Test func oneEntryGivesTheDecodingTheCheckAndTheReference() throws {
    let decoded = try Self.check(#"{"prize": 2.5, "picks": 3}"#)
    var expected = Bonus()
    expected.prize = 2.5
    expected.picks = 3
    #expect(decoded.value == expected && decoded.lines.isEmpty)

    let misspelt = try Self.check(#"{"prise": 2, "picks": 1.5}"#)
    #expect(misspelt.value == nil)
    #expect(
      misspelt.lines == [
        "prise: unknown key; did you mean prize? (allowed: picks, prize)",
        "picks: 1.5 is not a whole number (allowed: whole numbers such as 3)",
      ])
    #expect(try Self.check("{}").lines == ["picks: is missing (required: a whole number)"])

    #expect(
      Bonus.shape.reference == """
        | key | type | default | allowed | meaning |
        |---|---|---|---|---|
        | `prize` | number, credits | 10 | 0 … 1000 | the prize of one pick |
        | `picks` | whole number | required | 1 … 5 | picks in the bonus |

        """)
  }

  @Test func theSetKeysFollowFromTheKeysAndTheMergeIsReelKits() {
    var machine = MotionConfig()
    machine.settings.cruiseSpeed = 2800
    machine.settings.profile = .back
    var drum = MotionConfig()
    drum.settings.cruiseSpeed = 3000
    drum.settings.stopInterval = 0.2
    let merged = machine.settings.overridden(by: drum.settings)
    #expect(merged.cruiseSpeed == 3000 && merged.profile == .back && merged.stopInterval == 0.2)
    #expect(drum.setFields == ["cruiseSpeed", "stopInterval"])
    #expect(machine.settings.overridden(by: nil) == machine.settings)
  }

  /// Every stored property of a config type is one of its keys, in the same order: a property
  /// left out of `keys` would never be read from the file.
  @Test(
    arguments: [
      (MachineConfig(), MachineConfig.keys.map(\.name)),
      (GeometryConfig(), GeometryConfig.keys.map(\.name)),
      // `motion` keeps its keys in ReelKit's settings, the one declaration of the fields.
      (MotionSettings(), MotionConfig.keys.map(\.name)),
      (DrumConfig(), DrumConfig.keys.map(\.name)),
      (SimulationConfig(), SimulationConfig.keys.map(\.name)),
      (PaytableConfig(), PaytableConfig.keys.map(\.name)),
      (FreeSpinsConfig(), FreeSpinsConfig.keys.map(\.name)),
      (FreeSpinAwardConfig(), FreeSpinAwardConfig.keys.map(\.name)),
      (LinePayConfig(), LinePayConfig.keys.map(\.name)),
      (ScatterPayConfig(), ScatterPayConfig.keys.map(\.name)),
      (MultiplierConfig(), MultiplierConfig.keys.map(\.name)),
      (TumbleConfig(), TumbleConfig.keys.map(\.name)),
      (WheelConfig(), WheelConfig.keys.map(\.name)),
    ] as [(any Sendable, [String])])
  func everyPropertyIsAKey(record: any Sendable, keys: [String]) {
    #expect(Mirror(reflecting: record).children.compactMap(\.label) == keys, "\(type(of: record))")
  }
}

import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The variable-row ("Megaways") config keys (`geometry.rowWeights`, `drums[i].rowWeights`,
/// `topDrum`): the model they give, the exact base sheet of a small variant against an
/// independent brute force written here, the shipped `Configs/megaways.json` sheet pinned,
/// and each bad value as one line at the config's JSON path.
@Suite struct MegawaysConfigTests {
  /// The small machine (``SmallMegaways``).
  static let small = SmallMegaways.config

  static func load(_ text: String) throws(ConfigError) -> ResolvedMachine {
    try ConfigLoader.load(bytes: Array(text.utf8), file: "m.json")
  }

  /// The exact figures by brute force (``SmallMegaways/outcomes()``): RTP, hit frequency and
  /// the mean square pay (credits²).
  static func bruteForce() -> (rtp: Double, hitFrequency: Double, square: Double) {
    let outcomes = SmallMegaways.outcomes()
    let total = outcomes.reduce(0) { $0 + $1.probability }
    #expect(abs(total - 1) < 1e-12)
    let mean = outcomes.reduce(0) { $0 + $1.probability * $1.pay }
    let square = outcomes.reduce(0) { $0 + $1.probability * $1.pay * $1.pay }
    let hit = outcomes.filter { $0.pay > 0 }.reduce(0) { $0 + $1.probability }
    return (mean / SmallMegaways.bet, hit, square)
  }

  @Test func theKeysGiveEachDrumItsRowsAndTheTopDrum() throws {
    let machine = try Self.load(Self.small)
    let rows = try #require(machine.variableRows)
    #expect(rows.drums[0] == RowDistribution(rows: 1...3, weights: [1, 2, 1]))
    #expect(rows.drums[2] == RowDistribution(rows: 1...3, weights: [0, 3, 1]))
    #expect(rows.topDrum == TopDrum(strip: ["A", "WILD", "SCATTER"], weights: [3, 1, 2]))
    #expect(
      try Self.load(String(decoding: Repo.bytes("ways-243"), as: UTF8.self)).variableRows
        == nil)
  }

  @Test func theExactSheetOfASmallVariantEqualsTheBruteForce() throws {
    let machine = try Self.load(Self.small)
    let paytable = try #require(machine.paytable)
    let rows = try #require(ParRun.variableRowsMachine(of: machine, paytable: paytable))
    let sheet = try ParRun.variableRowsSheet(rows, file: "m.json", estimate: "-")
    let expected = Self.bruteForce()
    #expect(abs(sheet.rtp - expected.rtp) <= 1e-12 * expected.rtp)
    #expect(abs(sheet.hitFrequency - expected.hitFrequency) <= 1e-12)
    #expect(abs(sheet.expectedSquare - expected.square) <= 1e-12 * expected.square)
    #expect(expected.rtp > 0.5)
  }

  @Test func theShippedMachinesSheetIsPinned() throws {
    let machine = try ConfigLoader.load(path: Repo.config("megaways"))
    let rows = try #require(machine.variableRows)
    #expect(machine.spec.drums.count == 6)
    #expect(rows.drums.allSatisfy { $0.heights == Array(2...7) })
    #expect(rows.topDrum != nil)
    let paytable = try #require(machine.paytable)
    let vr = try #require(ParRun.variableRowsMachine(of: machine, paytable: paytable))
    let sheet = try ParRun.variableRowsSheet(vr, file: "megaways.json", estimate: "-")
    #expect(abs(sheet.rtp - 0.9457107697541993) < 1e-12)
    #expect(abs(sheet.hitFrequency - 0.7010669759559046) < 1e-12)
    #expect(abs(sheet.variance - 6.280095073110342) < 1e-9)
    #expect(sheet.averageWays == 18530.015625)
    #expect(sheet.waysDistribution.first?.ways == 324)
    #expect(sheet.waysDistribution.last?.ways == 200_704)
    #expect(abs(sheet.waysDistribution.reduce(0) { $0 + $1.probability } - 1) < 1e-12)
  }

  static let badInputs: [(old: String, new: String, line: String)] = [
    (
      #""rowWeights": [1, 2, 1]"#, #""rowWeights": [1, 2, 1, 1]"#,
      "geometry.rowWeights[3]: 4 rows is outside the window (allowed: 1 ... 3 rows, the "
        + "drum's visibleRows)"
    ),
    (
      #""rowWeights": [0, 3, 1]"#, #""rowWeights": [0, 0, 0]"#,
      "drums[2].rowWeights: the weights sum to 0 (allowed: at least one height with a weight "
        + "above 0)"
    ),
    (
      #""rowWeights": [1, 2, 1]"#, #""rowWeights": [1, -2, 1]"#,
      "geometry.rowWeights[1]: weight -2 is out of range (allowed: 0 ... 1000000)"
    ),
    (
      #""weights": [3, 1, 2]"#, #""weights": [3, 1, 0]"#,
      "topDrum.weights[2]: 0 is out of range (allowed: 1 ... 1000000)"
    ),
    (
      #""strip": ["A", "WILD", "SCATTER"]"#, #""strip": ["A", "WILDE", "SCATTER"]"#,
      "topDrum.strip[1]: \"WILDE\" is not one of the machine's symbols; did you mean WILD? "
        + "(allowed: A, B, C, WILD, SCATTER)"
    ),
    (
      #""name": "small-megaways","#,
      #""name": "small-megaways", "motion": {"profile": "classic"},"#,
      "motion.profile: classic cannot change rows (3 → 1) (allowed: linear, cubic, back)"
    ),
    (
      #"{"strip": ["B", "WILD", "A", "C"], "weights": [1, 2, 1, 3]}"#,
      #"{"strip": ["B", "WILD", "A", "C"], "weights": [1, 2, 1, 3], "motion": {"profile": "classic"}}"#,
      "drums[1].motion.profile: classic cannot change rows (3 → 1) (allowed: linear, cubic, back)"
    ),
  ]

  @Test(arguments: badInputs.indices)
  func aBadValueIsOneLineAtItsPath(_ index: Int) throws {
    let bad = Self.badInputs[index]
    #expect(Self.small.contains(bad.old))
    do {
      _ = try Self.load(Self.small.replacingOccurrences(of: bad.old, with: bad.new))
      Issue.record("loaded \(bad.new)")
    } catch {
      #expect(error.lines == [bad.line])
    }
  }

  @Test func aTopDrumOnTwoDrumsIsRefusedAtTopDrum() throws {
    let text = """
      {"name": "two", "symbols": ["A"], "geometry": {"visibleRows": 1},
       "drums": [{"strip": ["A"]}, {"strip": ["A"]}],
       "topDrum": {"strip": ["A"]}}
      """
    do {
      _ = try Self.load(text)
      Issue.record("loaded a top drum on 2 drums")
    } catch {
      #expect(
        error.lines == [
          "topDrum: a top drum on 2 drums (allowed: 3 drums or more; it covers every drum but "
            + "the first and the last)"
        ])
    }
  }

  /// The small machine cascading with `multiplier` (a `tumble.multiplier` object's text).
  static func cascading(_ multiplier: String, maxTumbles: Int = 20) -> String {
    small.replacingOccurrences(
      of: #""topDrum":"#,
      with: #""tumble": {"maxTumbles": \#(maxTumbles), "multiplier": \#(multiplier)}, "topDrum":"#)
  }

  @Test func theMultiplierKeysGiveTheCascadesMultiplier() throws {
    let machine = try Self.load(Self.cascading(#"{"start": 2, "step": 3, "cap": 50}"#))
    let cascade = try #require(machine.variableRowsCascade)
    #expect(
      cascade.multiplier
        == CascadeMultiplier(start: 2, step: 3, cap: 50, freeSpinsOnly: true, carriesOver: false))
    #expect(cascade.rule.maxTumbles == 20)
  }

  static let badMultipliers: [(multiplier: String, maxTumbles: Int, line: String)] = [
    (
      #"{"step": 1000}"#, 200,
      "tumble.multiplier.step: start + step·maxTumbles = 1 + 1000·200 = 200001 (allowed: at "
        + "most 100000; give a cap or a smaller step)"
    ),
    (
      #"{"carriesOver": true}"#, 20,
      "tumble.multiplier.carriesOver: a multiplier that carries over between free spins has no "
        + "cap (allowed: carriesOver with a cap)"
    ),
  ]

  @Test(arguments: badMultipliers.indices)
  func aMultiplierThatCouldOverflowIsOneLine(_ index: Int) throws {
    let bad = Self.badMultipliers[index]
    do {
      _ = try Self.load(Self.cascading(bad.multiplier, maxTumbles: bad.maxTumbles))
      Issue.record("loaded \(bad.multiplier)")
    } catch {
      #expect(error.lines == [bad.line])
    }
  }

  @Test func aMultiplierOnFixedRowsIsRefused() throws {
    let text = String(decoding: try Repo.bytes("tumble"), as: UTF8.self)
      .replacingOccurrences(of: #""maxTumbles": 50"#, with: #""maxTumbles": 50, "multiplier": {}"#)
    do {
      _ = try Self.load(text)
      Issue.record("loaded a multiplier on fixed rows")
    } catch {
      #expect(
        error.lines == [
          "tumble.multiplier: needs variable rows: the fixed-row tumble pays every window × 1 "
            + "(allowed: with geometry.rowWeights or topDrum)"
        ])
    }
  }
}

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
  /// A 3-drum machine of 1 … 3 rows (drum 2 with its own rows), weighted stops, a weighted
  /// top drum over drum 1, ways pays with a wild and scatter pays.
  static let small = """
    {
      "name": "small-megaways",
      "symbols": ["A", "B", "C", "WILD", "SCATTER"],
      "geometry": {"visibleRows": 3, "rowWeights": [1, 2, 1]},
      "drums": [
        {"strip": ["A", "B", "C", "SCATTER", "B"], "weights": [2, 1, 3, 1, 1]},
        {"strip": ["B", "WILD", "A", "C"], "weights": [1, 2, 1, 3]},
        {"strip": ["C", "A", "SCATTER", "B", "A", "WILD"], "rowWeights": [0, 3, 1]}
      ],
      "topDrum": {"strip": ["A", "WILD", "SCATTER"], "weights": [3, 1, 2]},
      "paytable": {
        "mode": "ways", "bet": 2, "wild": "WILD", "scatter": "SCATTER",
        "pays": [
          {"symbol": "A", "count": 2, "pay": 1}, {"symbol": "A", "count": 3, "pay": 5},
          {"symbol": "B", "count": 3, "pay": 3}, {"symbol": "C", "count": 2, "pay": 0.5},
          {"symbol": "C", "count": 3, "pay": 2}
        ],
        "scatterPays": [{"count": 2, "pay": 4}, {"count": 3, "pay": 25}]
      }
    }
    """

  static func load(_ text: String) throws(ConfigError) -> ResolvedMachine {
    try ConfigLoader.load(bytes: Array(text.utf8), file: "m.json")
  }

  /// The exact figures by brute force: every rows combination × every stop combination ×
  /// every top stop, each window read as the config says (drum `d` at rest on `k` with `h`
  /// rows shows `k + t − r`, `t = min(resultRow, h − 1)`; the top drum on `k` shows `k` above
  /// drum 1), ways counted directly on symbol names.
  static func bruteForce() -> (rtp: Double, hitFrequency: Double, square: Double) {
    let strips = [
      ["A", "B", "C", "SCATTER", "B"], ["B", "WILD", "A", "C"],
      ["C", "A", "SCATTER", "B", "A", "WILD"],
    ]
    let stopWeights = [[2.0, 1, 3, 1, 1], [1.0, 2, 1, 3], [1.0, 1, 1, 1, 1, 1]]
    let rowWeights = [[1.0, 2, 1], [1.0, 2, 1], [0.0, 3, 1]]
    let top = ["A", "WILD", "SCATTER"]
    let topWeights = [3.0, 1, 2]
    let pays: [String: [Int: Double]] = ["A": [2: 1, 3: 5], "B": [3: 3], "C": [2: 0.5, 3: 2]]
    let scatterPays: [Int: Double] = [2: 4, 3: 25]
    let bet = 2.0
    var mean = 0.0
    var square = 0.0
    var hit = 0.0
    var total = 0.0
    for h0 in 1...3 {
      for h1 in 1...3 {
        for h2 in 1...3 {
          let heights = [h0, h1, h2]
          for k0 in 0..<5 {
            for k1 in 0..<4 {
              for k2 in 0..<6 {
                for topStop in 0..<3 {
                  let stops = [k0, k1, k2]
                  var weight = topWeights[topStop] / 6
                  for d in 0..<3 {
                    weight *= rowWeights[d][heights[d] - 1] / rowWeights[d].reduce(0, +)
                    weight *= stopWeights[d][stops[d]] / stopWeights[d].reduce(0, +)
                  }
                  guard weight > 0 else { continue }
                  var window: [[String]] = []
                  for d in 0..<3 {
                    let n = strips[d].count
                    let t = min(1, heights[d] - 1)
                    var column = (0..<heights[d]).map {
                      strips[d][((stops[d] + t - $0) % n + n) % n]
                    }
                    if d == 1 { column.append(top[topStop]) }
                    window.append(column)
                  }
                  var pay = 0.0
                  for (symbol, table) in pays {
                    var ways = 1.0
                    var best = 0.0
                    for d in 0..<3 {
                      let matching = window[d].filter { $0 == symbol || $0 == "WILD" }.count
                      if matching == 0 { break }
                      ways *= Double(matching)
                      if let credit = table[d + 1] { best = credit * ways }
                    }
                    pay += best * bet
                  }
                  let scatters = window.joined().filter { $0 == "SCATTER" }.count
                  pay +=
                    (scatterPays.filter { $0.key <= scatters }.max { $0.key < $1.key }?.value
                      ?? 0) * bet
                  total += weight
                  mean += weight * pay
                  square += weight * pay * pay
                  if pay > 0 { hit += weight }
                }
              }
            }
          }
        }
      }
    }
    #expect(abs(total - 1) < 1e-12)
    return (mean / bet, hit, square)
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
    #expect(machine.clusterRefusal(command: "simulate") == nil)
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

import TestTiers
import Testing

@testable import ReelKit

/// Expanding, sticky and walking wilds priced by ``WildFeaturesCalculator`` (closed form and
/// Markov chains) against brute forces written here on symbol names: every stop combination,
/// every sequence of free spins, and a value iteration over whole windows.
@Suite struct WildFeaturesTests {
  static let wild = "W"

  /// A small machine: `strips` with `rows` rows, lines of every row straight across and the
  /// two diagonals when rows allow, pays for A, B, C, a scatter S paying 2 × bet for 2.
  static func machine(_ strips: [[String]], rows: Int) -> (ReelStrips, Paytable) {
    let reels = ReelStrips(
      name: "small",
      reels: strips.map { ReelStrips.Reel(strip: $0, visibleRows: rows, targetRow: 0) })
    var lines = (0..<rows).map { row in [Int](repeating: row, count: strips.count) }
    if rows >= 2 { lines.append(strips.indices.map { min($0, rows - 1) }) }
    let paytable = Paytable(
      lines: lines,
      pays: [
        LinePay(symbol: "A", count: 3, pay: 10), LinePay(symbol: "A", count: 2, pay: 2),
        LinePay(symbol: "B", count: 3, pay: 5), LinePay(symbol: "C", count: 3, pay: 3),
      ], wild: wild, scatter: "S", scatterPays: [ScatterPay(count: 2, pay: 2)])
    return (reels, paytable)
  }

  /// What `columns` (names, `[drum][row]`) pay by the independent reading of the rules.
  static func pay(_ columns: [[String]], _ paytable: Paytable, rows: Int) -> Double {
    RulesBruteForce.wins(columns, paytable, rows: rows).reduce(0) { $0 + $1.1 }
  }

  /// The window after the rules, on names: held rows wild, then drums in `expanding` that
  /// show a wild all wild.
  static func shown(_ landed: [[String]], held: [Set<Int>], expanding: Set<Int>) -> [[String]] {
    landed.enumerated().map { drum, column in
      var column = column
      for row in held[drum] { column[row] = wild }
      if expanding.contains(drum), column.contains(wild) {
        column = column.map { _ in wild }
      }
      return column
    }
  }

  /// Every landing of `reels` with its probability (uniform stops).
  static func landings(_ reels: ReelStrips) -> [(columns: [[String]], probability: Double)] {
    var all: [(columns: [[String]], probability: Double)] = [([], 1)]
    for reel in reels.reels {
      all = all.flatMap { partial in
        (0..<reel.symbolCount).map { stop in
          (
            partial.columns + [reel.window(restingAt: stop)],
            partial.probability / Double(reel.symbolCount)
          )
        }
      }
    }
    return all
  }

  @Test func expandingWildsMatchEveryStopCombination() throws {
    let strips = [
      ["A", "B", "W", "C", "S", "A"], ["B", "W", "A", "C", "A", "S", "B"],
      ["C", "A", "W", "B", "A", "C"],
    ]
    let (reels, paytable) = Self.machine(strips, rows: 3)
    let expanding: Set<Int> = [1, 2]
    let features = WildFeatures(
      expandingDrums: [false, true, true], sticky: false, walking: false)
    var brute = 0.0
    var expandedDrum1 = 0.0
    for landing in Self.landings(reels) {
      let window = Self.shown(landing.columns, held: [[], [], []], expanding: expanding)
      brute += landing.probability * Self.pay(window, paytable, rows: 3)
      if window[1].allSatisfy({ $0 == Self.wild }) { expandedDrum1 += landing.probability }
    }
    let calculator = try #require(
      WildFeaturesCalculator(
        reels: reels, weights: nil, paytable: paytable, features: features, freeSpins: nil))
    #expect(abs(calculator.basePay() - brute) <= 1e-12 * max(1, brute))
    let enumerated = WildFeaturesEnumeration.baseRTP(
      reels: reels, weights: nil, paytable: paytable, features: features)
    #expect(abs(enumerated * paytable.totalBet - brute) <= 1e-12 * max(1, brute))
    // Drum 1 shows its wild at 3 of its 7 stops (3 rows of a 7-stop strip with one W).
    #expect(abs(expandedDrum1 - 3.0 / 7) <= 1e-12)
    #expect(calculator.expansionProbabilities[1].map { abs($0 - 3.0 / 7) <= 1e-12 } == true)
    #expect(calculator.expansionProbabilities[0] == nil)
    // Expansion changes the figure: the plain wild pays less here.
    let plain = try #require(
      WildFeaturesCalculator(
        reels: reels, weights: nil, paytable: paytable,
        features: WildFeatures(
          expandingDrums: [false, false, false], sticky: false, walking: false),
        freeSpins: nil))
    #expect(plain.basePay() < brute)
  }

  @Test func stickyWildsMatchEverySequenceOfFreeSpins() throws {
    let strips = [
      ["A", "W", "B", "C", "A"], ["W", "B", "A", "C", "B"], ["C", "A", "W", "B", "A"],
    ]
    let (reels, paytable) = Self.machine(strips, rows: 2)
    let features = WildFeatures(
      expandingDrums: [false, false, true], sticky: true, walking: false)
    let feature = FreeSpinsFeature(
      awards: [FreeSpinAward(count: 2, spins: 2)], multiplier: 2, retriggers: false,
      reels: reels, paytable: paytable, weights: nil)
    let all = Self.landings(reels)
    // Brute force: every sequence of two landings, held cells carried by name.
    func round(held: [Set<Int>], spinsLeft: Int) -> Double {
      guard spinsLeft > 0 else { return 0 }
      var value = 0.0
      for landing in all {
        let window = Self.shown(landing.columns, held: held, expanding: [2])
        let next = window.map { column in Set(column.indices.filter { column[$0] == Self.wild }) }
        value +=
          landing.probability
          * (Self.pay(window, paytable, rows: 2) + round(held: next, spinsLeft: spinsLeft - 1))
      }
      return value
    }
    let brute = 2 * round(held: [[], [], []], spinsLeft: 2)
    let calculator = try #require(
      WildFeaturesCalculator(
        reels: reels, weights: nil, paytable: paytable, features: features, freeSpins: feature))
    let exact = try #require(calculator.featureValue(spins: 2))
    #expect(abs(exact - brute) <= 1e-10 * max(1, brute), "\(exact) vs \(brute)")
    // Sticky wilds are worth more than the same round without them.
    let loose = try #require(
      WildFeaturesCalculator(
        reels: reels, weights: nil, paytable: paytable,
        features: WildFeatures(
          expandingDrums: [false, false, true], sticky: false, walking: false),
        freeSpins: feature))
    #expect(try #require(loose.featureValue(spins: 2)) < exact)
    // With retriggers the sticky round is left to Monte Carlo.
    var retriggering = feature
    retriggering.retriggers = true
    let monteCarlo = try #require(
      WildFeaturesCalculator(
        reels: reels, weights: nil, paytable: paytable, features: features,
        freeSpins: retriggering))
    #expect(monteCarlo.featureValue(spins: 2) == nil)
  }

  /// One row in the fast tier (3 states), two rows in the slow tier (37 s in debug).
  static let walkingRows = SlowTests.enabled ? [1, 2] : [1]

  @Test(arguments: walkingRows)
  func walkingWildsMatchAValueIterationOverWholeWindows(rows: Int) throws {
    let strips = [
      ["A", "B", "C", "A"], ["B", "W", "A", "C", "A", "B", "C", "A"],
      ["C", "A", "W", "B", "A", "C", "B"],
    ]
    let (reels, paytable) = Self.machine(strips, rows: rows)
    let features = WildFeatures(
      expandingDrums: [false, false, false], sticky: false, walking: true)
    let all = Self.landings(reels)
    /// The walked cells after a window: each wild beyond drum 0 one drum left.
    func walked(_ window: [[String]]) -> [Set<Int>] {
      window.indices.map { drum in
        drum + 1 < window.count
          ? Set(window[drum + 1].indices.filter { window[drum + 1][$0] == Self.wild }) : []
      }
    }
    // Value iteration on whole windows: V(W) = Σ p·(pay + V(next)), V(∅) = 0.
    var values: [[Set<Int>]: (value: Double, count: Double)] = [:]
    var states: [[Set<Int>]] = []
    var frontier = all.map { walked($0.columns) }
    while let state = frontier.popLast() {
      guard state.contains(where: { !$0.isEmpty }), values[state] == nil else { continue }
      values[state] = (0, 0)
      states.append(state)
      for landing in all {
        frontier.append(walked(Self.shown(landing.columns, held: state, expanding: [])))
      }
    }
    // A chain goes on past two respins with probability at most 1 − (6/8)(5/7) < 0.47
    // (a wild walked to drum 0 leaves; a new one must land on drum 1 or 2): after 120
    // iterations the rest is below 0.47⁶⁰ < 1e-19 of the value.
    for _ in 0..<120 {
      var next = values
      for state in states {
        var value = 0.0
        var count = 0.0
        for landing in all {
          let window = Self.shown(landing.columns, held: state, expanding: [])
          let after = values[walked(window)] ?? (0, 0)
          value += landing.probability * (Self.pay(window, paytable, rows: rows) + after.value)
          count += landing.probability * (1 + after.count)
        }
        next[state] = (value, count)
      }
      values = next
    }
    var brute = 0.0
    var respins = 0.0
    for landing in all {
      let start = values[walked(landing.columns)] ?? (0, 0)
      brute += landing.probability * start.value
      respins += landing.probability * start.count
    }
    let calculator = try #require(
      WildFeaturesCalculator(
        reels: reels, weights: nil, paytable: paytable, features: features, freeSpins: nil))
    let chain = try #require(calculator.walkingChain())
    #expect(chain.stateCount == states.count)
    #expect(abs(chain.value - brute) <= 1e-10 * max(1, brute), "\(chain.value) vs \(brute)")
    #expect(abs(chain.respinsPerSpin - respins) <= 1e-10)
    // The spinner plays the same rule: its mean agrees within the 99 % interval.
    let spinner = WildFeaturesSpinner(
      reels: reels, weights: nil, paytable: paytable, features: features, freeSpins: nil)
    let estimate = WildFeaturesEstimate(spinner: spinner, games: 20_000, seed: 11)
    let walking = estimate.rtp(part: 1, totalBet: paytable.totalBet)
    #expect(abs(walking.mean - brute / paytable.totalBet) <= walking.halfWidth)
  }

  @Test func theRulesMoveWildsAsDocumented() {
    let features = WildFeatures(expandingDrums: [false, true], sticky: true, walking: true)
    // Classes: 9 is the wild.
    let landed = [[1, 9, 2], [3, 9, 4]]
    let shown = features.shown(landed, held: [0b100, 0], wild: 9)
    #expect(shown == [[1, 9, 9], [9, 9, 9]])
    #expect(WildFeatures.walked(shown, wild: 9) == [0b111, 0])
    #expect(WildFeatures.held(shown, wild: 9) == [0b110, 0b111])
  }
}

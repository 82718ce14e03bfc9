import Testing

@testable import ReelKit

@Suite("Variable rows: the exact sheet against a brute force and Monte Carlo")
struct VariableRowsParTests {
  static let cases: [(drums: Int, length: Int, rows: Int, heights: ClosedRange<Int>, top: Int)] =
    [
      (4, 4, 3, 1...3, 0),
      (4, 4, 3, 2...3, 4),
      (3, 5, 4, 1...4, 3),
      (5, 3, 2, 1...2, 3),
    ]

  /// `|a − b| ≤ 1e-12·max(|a|, |b|, 1e-300)`.
  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-12 * max(abs(a), abs(b), 1e-300)
  }

  @Test(
    "RTP, hit frequency, variance, entries, ways and win sizes equal the brute force",
    arguments: cases.indices)
  func matchesBruteForce(index: Int) throws {
    let shape = Self.cases[index]
    let machine = VariableRowsMachines.machine(
      drums: shape.drums, length: shape.length, rows: shape.rows, heights: shape.heights,
      topLength: shape.top, seed: UInt64(index) + 3)
    #expect(machine.rows.issues(for: machine.reels).isEmpty)
    let sheet = try machine.sheet()
    let brute = VariableRowsBruteForce(
      reels: machine.reels, rows: machine.rows, paytable: machine.paytable,
      weights: machine.weights)
    let expected = brute.paySum / brute.cycle
    #expect(Self.close(sheet.expectedPay, expected), "\(sheet.expectedPay) vs \(expected)")
    #expect(Self.close(sheet.expectedSquare, brute.paySquares / brute.cycle))
    #expect(Self.close(sheet.hitFrequency, brute.hitWeight / brute.cycle))
    let variance =
      (brute.paySquares / brute.cycle - expected * expected)
      / (machine.paytable.totalBet * machine.paytable.totalBet)
    #expect(abs(sheet.variance - variance) <= 1e-11 * variance)
    for entry in sheet.waysWins {
      let weight = brute.entryWeights[.init(name: entry.symbol, count: entry.count)] ?? 0
      #expect(
        abs(entry.probability - weight / brute.cycle) <= 1e-13,
        "\(entry.symbol) × \(entry.count)")
    }
    for entry in sheet.scatterWins {
      let weight = brute.entryWeights[.init(name: "scatter", count: entry.count)] ?? 0
      #expect(abs(entry.probability - weight / brute.cycle) <= 1e-13)
    }
    let returned = (sheet.waysWins + sheet.scatterWins).reduce(0) { $0 + $1.returned }
    #expect(Self.close(returned, sheet.expectedPay))
    #expect(sheet.waysDistribution.map { $0.ways } == brute.ways.keys.sorted())
    for count in sheet.waysDistribution {
      #expect(Self.close(count.probability, brute.ways[count.ways]! / brute.cycle))
    }
    #expect(sheet.waysDistribution.reduce(0) { $0 + $1.probability } > 1 - 1e-12)
    #expect(sheet.winSizes.map { $0.credits } == brute.wins.keys.sorted())
    for size in sheet.winSizes {
      #expect(abs(size.perSpin - brute.wins[size.credits]! / brute.cycle) <= 1e-13)
    }
    for (n, probability) in sheet.scatterCounts.enumerated() {
      #expect(abs(probability - (brute.scatterCounts[n] ?? 0) / brute.cycle) <= 1e-13, "n = \(n)")
      let returned = (brute.scatterReturned[n] ?? 0) / brute.cycle
      #expect(abs(sheet.scatterCountReturned[n] - returned) <= 1e-12 * max(1, returned))
    }
    #expect(Self.close(sheet.scatterCountReturned.reduce(0, +), sheet.expectedPay))
    let bands = sheet.winSizeBands(edges: [0, 1, 5, 20])
    #expect(Self.close(bands.reduce(0, +), sheet.winSizes.reduce(0) { $0 + $1.perSpin }))
  }

  @Test("Fixed heights without a top drum price as the fixed-row closed form")
  func fixedRowsMatchParCalculator() throws {
    let machine = VariableRowsMachines.machine(
      drums: 5, length: 9, rows: 4, heights: 4...4, topLength: 0, seed: 21)
    let sheet = try machine.sheet()
    let fixed = try ParCalculator(
      reels: machine.reels, paytable: machine.paytable, weights: machine.weights,
      enumerating: false
    ).closedFormSheet()
    #expect(Self.close(sheet.rtp, fixed.rtp))
    #expect(Self.close(sheet.hitFrequency, fixed.hitFrequency))
    #expect(abs(sheet.variance - fixed.variance) <= 1e-11 * fixed.variance)
    #expect(sheet.waysDistribution == [.init(ways: 1024, probability: 1)])
  }

  @Test("The window's pay reads ways as the brute force does")
  func payMatchesDirectReading() {
    let machine = VariableRowsMachines.machine(
      drums: 6, length: 20, rows: 7, heights: 2...7, topLength: 12, seed: 11)
    for seed in 0..<300 as Range<UInt64> {
      let outcome = machine.spin(seed: seed)
      let window = machine.window(of: outcome)
      #expect(window.map { $0.count }.reduce(1, *) == outcome.ways)
      let direct = VariableRowsBruteForce.waysWins(window, paytable: machine.paytable)
      let pay = machine.pay(of: outcome)
      let ways = pay.wins.filter { $0.ways != nil }
      #expect(ways.map { $0.pay } == direct.map { $0.1 }, "seed \(seed)")
    }
  }

  @Test("A Monte Carlo run agrees with the exact figures within 4 standard errors")
  func monteCarloAgrees() throws {
    let machine = VariableRowsMachines.machine(
      drums: 6, length: 20, rows: 7, heights: 2...7, topLength: 12, seed: 5,
      paytable: VariableRowsMachines.sparse)
    let sheet = try machine.sheet()
    let estimate = machine.monteCarlo(spins: 20_000, seed: 17)
    #expect(sheet.hitFrequency < 0.99)  // an interval that is not degenerate
    let interval = estimate.rtpInterval(z: 4)
    #expect(interval.contains(sheet.rtp), "\(sheet.rtp) outside \(interval)")
    #expect(estimate.hitInterval(z: 4).contains(sheet.hitFrequency))
    #expect(abs(estimate.standardDeviation / sheet.standardDeviation - 1) < 0.3)
  }

  @Test("The same machine gives the same sheet")
  func deterministic() throws {
    let machine = VariableRowsMachines.machine(
      drums: 6, length: 30, rows: 7, heights: 2...7, topLength: 20, seed: 8)
    #expect(try machine.sheet() == machine.sheet())
  }

  @Test("Paytables the closed form cannot price are refused with one line")
  func refusals() {
    var falling = VariableRowsMachines.paytable
    falling.pays.append(LinePay(symbol: "A", count: 2, pay: 3))
    var adding = VariableRowsMachines.paytable
    adding.multiplierRule = .add
    for (paytable, words) in [(falling, "pays less for 3 than for 2"), (adding, "add")] {
      let machine = VariableRowsMachines.machine(
        drums: 4, length: 5, rows: 3, heights: 1...3, topLength: 0, seed: 1,
        paytable: paytable)
      #expect {
        try machine.sheet()
      } throws: { error in
        (error as? ParError).map { $0.bound == .closedForm && $0.message.contains(words) }
          ?? false
      }
    }
  }
}

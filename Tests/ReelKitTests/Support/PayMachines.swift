@testable import ReelKit

/// Small machines with paytables for the outcome, payline and PAR sheet tests.
enum PayMachines {
  /// A machine whose drums have these strips, `rows` visible rows, 100 pt symbols.
  static func spec(_ strips: [[String]], rows: Int = 1) -> MachineSpec {
    let drums = strips.enumerated().map { index, strip in
      DrumSpec(
        geometry: DrumGeometry(strip: strip, symbolHeight: 100, visibleRows: rows),
        stopRequestTime: 1 + 0.3 * Double(index))
    }
    return MachineSpec(name: "pay", drums: drums, clock: SimulationClock(), maxDuration: 10)
  }

  /// The hand-computed machine: three drums of A, B, C (1 row), one line, paying A × 3 = 10,
  /// B × 2 = 2 and C × 1 = 1.
  static let tiny = spec(Array(repeating: ["A", "B", "C"], count: 3))

  /// The tiny machine's paytable.
  static let tinyPaytable = Paytable(
    lines: [[0, 0, 0]],
    pays: [
      LinePay(symbol: "A", count: 3, pay: 10), LinePay(symbol: "B", count: 2, pay: 2),
      LinePay(symbol: "C", count: 1, pay: 1),
    ])

  /// A 3 × 3 video-style paytable with a wild, a scatter and five lines.
  static let video = Paytable(
    bet: 2, lines: [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]],
    pays: [
      LinePay(symbol: "K", count: 3, pay: 20), LinePay(symbol: "K", count: 2, pay: 4),
      LinePay(symbol: "Q", count: 3, pay: 10), LinePay(symbol: "J", count: 3, pay: 5),
      LinePay(symbol: "J", count: 1, pay: 1), LinePay(symbol: "W", count: 3, pay: 50),
      LinePay(symbol: "W", count: 2, pay: 3),
    ],
    wild: "W", scatter: "S",
    scatterPays: [ScatterPay(count: 2, pay: 1), ScatterPay(count: 3, pay: 5)])

  /// Random strips of `length` over K, Q, J, T (non-paying), W and S.
  static func randomStrips(drums: Int, length: Int, seed: UInt64) -> [[String]] {
    var generator = SplitMix64(seed: seed)
    let symbols = ["K", "Q", "J", "T", "W", "S"]
    return (0..<drums).map { _ in
      (0..<length).map { _ in symbols[generator.uniform(below: symbols.count)] }
    }
  }

  /// Every stop combination of `spec`, drum 0 slowest.
  static func combinations(_ spec: MachineSpec) -> [[Int]] {
    spec.drums.reduce([[]]) { partial, drum in
      partial.flatMap { prefix in (0..<drum.geometry.symbolCount).map { prefix + [$0] } }
    }
  }
}

import ReelKit

/// A machine too large to enumerate (issue 20): 5 drums of 256 weighted stops (weights 1 … 3,
/// cycle 3.7 × 10¹³, 2 × 10¹¹ distinct windows), 3 rows, 20 lines, a wild and a scatter. Its
/// exact entry counts, return and variance come from ``ParCalculator/exactHits()`` and
/// ``ParCalculator/exactMoments()`` without visiting a window.
let largeMachine: (spec: MachineSpec, paytable: Paytable, weights: StopWeights) = {
  var generator = SplitMix64(seed: 20)
  let symbols = ["K", "Q", "J", "T", "A", "W", "S"]
  let drums = (0..<5).map { index in
    DrumSpec(
      geometry: DrumGeometry(
        strip: (0..<256).map { _ in symbols[generator.uniform(below: symbols.count)] },
        symbolHeight: 100, visibleRows: 3),
      stopRequestTime: 1 + 0.3 * Double(index))
  }
  let weights = StopWeights(
    (0..<5).map { _ in (0..<256).map { _ in 1 + generator.uniform(below: 3) } })
  let lines = [
    [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 0, 1, 0],
    [2, 1, 2, 1, 2], [1, 0, 1, 0, 1], [1, 2, 1, 2, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2],
    [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
  ]
  var pays: [LinePay] = []
  for (symbol, base) in [("K", 5.0), ("Q", 4.0), ("J", 3.0), ("T", 2.0), ("A", 8.0), ("W", 20.0)] {
    pays += [3, 4, 5].map { LinePay(symbol: symbol, count: $0, pay: base * Double($0 * $0 - 5)) }
  }
  let paytable = Paytable(
    lines: lines, pays: pays, wild: "W", scatter: "S",
    scatterPays: [
      ScatterPay(count: 3, pay: 2), ScatterPay(count: 4, pay: 10), ScatterPay(count: 5, pay: 50),
    ])
  let spec = MachineSpec(name: "large", drums: drums)
  return (spec, paytable, weights)
}()

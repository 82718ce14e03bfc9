@testable import ReelKit

/// An independent brute force of cascades on a variable-row ways machine, written for the
/// tests: every rows combination × every stop combination × every top stop, each chain
/// played on symbol names with its own reading of the ways wins, its own winning cells and
/// its own refill (survivors fall, the strip read upwards above each drum; the top drum's
/// survivors slide left, its strip read rightwards), weighted by its integer weight. It
/// shares nothing with `VariableRowsCascade` but the types that describe the machine.
struct CascadeBruteForce {
  /// `Σ w`, and `Σ w·x` of each figure.
  var cycle = 0.0
  var basePay = 0.0
  var freePay = 0.0
  var awards = 0.0
  var cascades = 0.0

  /// One chain of names: each window's pay and the scatters of the first window.
  struct Chain {
    var pays: [Double]
    var scatters: Int
  }

  init(
    machine: VariableRowsMachine, maxTumbles: Int, multiplier: (Int, Bool) -> Int,
    awardsFor: (Int) -> Int
  ) {
    let reels = machine.reels.reels
    let drums = reels.count
    let top = machine.rows.topDrum
    let heights = machine.rows.drums.map { distribution in
      distribution.entries.filter { $0.weight > 0 }.map { ($0.rows, Double($0.weight)) }
    }
    let stopWeights = reels.indices.map { drum in
      machine.weights?.drums[drum].map(Double.init)
        ?? Array(repeating: 1.0, count: reels[drum].strip.count)
    }
    let topStops: [(Int?, Double)] =
      top.map { top in top.strip.indices.map { ($0, Double(top.weights?[$0] ?? 1)) } }
      ?? [(nil, 1)]
    var heightChoice = [Int](repeating: 0, count: drums)
    repeat {
      var stop = [Int](repeating: 0, count: drums)
      repeat {
        for (topStop, topWeight) in topStops {
          var weight = topWeight
          var rows: [Int] = []
          for drum in 0..<drums {
            let (h, w) = heights[drum][heightChoice[drum]]
            weight *= w * stopWeights[drum][stop[drum]]
            rows.append(h)
          }
          let chain = Self.play(
            machine: machine, rows: rows, stops: stop, topStop: topStop, maxTumbles: maxTumbles)
          func total(_ free: Bool) -> Double {
            chain.pays.enumerated().reduce(0) {
              $0 + $1.element * Double(multiplier($1.offset, free))
            }
          }
          cycle += weight
          basePay += weight * total(false)
          freePay += weight * total(true)
          awards += weight * Double(awardsFor(chain.scatters))
          cascades += weight * Double(chain.pays.count - 1)
        }
      } while Self.advance(&stop, limits: reels.map { $0.strip.count })
    } while Self.advance(&heightChoice, limits: heights.map { $0.count })
  }

  /// The next combination (last digit fastest); false after the last.
  static func advance(_ digits: inout [Int], limits: [Int]) -> Bool {
    var drum = digits.count - 1
    while drum >= 0 {
      digits[drum] += 1
      if digits[drum] < limits[drum] { return true }
      digits[drum] = 0
      drum -= 1
    }
    return false
  }

  /// Plays one chain on names.
  static func play(
    machine: VariableRowsMachine, rows: [Int], stops: [Int], topStop: Int?, maxTumbles: Int
  ) -> Chain {
    let reels = machine.reels.reels
    let drums = reels.count
    let paytable = machine.paytable
    // Each drum's cells top to bottom (names) and the strip index read next above it.
    var columns: [[String]] = []
    var above: [Int] = []
    for drum in 0..<drums {
      let strip = reels[drum].strip
      let n = strip.count
      let topRow = stops[drum] + min(reels[drum].targetRow, rows[drum] - 1)
      columns.append((0..<rows[drum]).map { strip[((topRow - $0) % n + n) % n] })
      above.append(topRow + 1)
    }
    // The top drum's cells left to right over drums 1 … n − 2.
    var topCells: [String] = []
    var topNext = 0
    if let topDrum = machine.rows.topDrum, let topStop {
      topCells = (0..<(drums - 2)).map { topDrum.strip[(topStop + $0) % topDrum.strip.count] }
      topNext = topStop + drums - 2
    }
    func window() -> [[String]] {
      columns.enumerated().map { drum, column in
        !topCells.isEmpty && drum >= 1 && drum <= drums - 2 ? [topCells[drum - 1]] + column : column
      }
    }
    let firstWindow = window()
    let scatters = firstWindow.joined().filter { $0 == paytable.scatter }.count
    var pays: [Double] = []
    var tumbles = 0
    while true {
      let cells = window()
      let (pay, marked) = evaluate(cells, paytable)
      pays.append(pay)
      guard marked.joined().contains(true), tumbles < maxTumbles else { break }
      tumbles += 1
      for drum in 0..<drums {
        let shift = cells[drum].count - columns[drum].count
        let keep = columns[drum].indices.filter { !marked[drum][shift + $0] }.map {
          columns[drum][$0]
        }
        let missing = columns[drum].count - keep.count
        let strip = reels[drum].strip
        let fresh = (0..<missing).reversed().map { strip[(above[drum] + $0) % strip.count] }
        above[drum] += missing
        columns[drum] = fresh + keep
      }
      if let topDrum = machine.rows.topDrum, !topCells.isEmpty {
        let keep = topCells.indices.filter { !marked[$0 + 1][0] }.map { topCells[$0] }
        let missing = topCells.count - keep.count
        topCells =
          keep + (0..<missing).map { topDrum.strip[(topNext + $0) % topDrum.strip.count] }
        topNext += missing
      }
    }
    return Chain(pays: pays, scatters: scatters)
  }

  /// A window's pay and its winning cells: each name's best ways entry (its cells on the
  /// entry's drums that count), and every scatter when the scatter pays.
  static func evaluate(_ columns: [[String]], _ paytable: Paytable) -> (Double, [[Bool]]) {
    var marked = columns.map { $0.map { _ in false } }
    var total = 0.0
    var names: [String] = []
    for pay in paytable.pays where !names.contains(pay.symbol) { names.append(pay.symbol) }
    for name in names {
      var best: (credits: Double, entry: LinePay, values: [String: Double])?
      for entry in paytable.pays
      where entry.symbol == name && entry.pay > 0 && entry.count <= columns.count {
        var values: [String: Double] = [:]
        for symbol in entry.members + [paytable.wild].compactMap({ $0 }) {
          let multiplier = paytable.multipliers.first { $0.symbol == symbol }
          values[symbol] = multiplier.map { entry.members == [symbol] ? 1 : $0.factor } ?? 1
        }
        var ways = 1.0
        for drum in 0..<entry.count { ways *= columns[drum].reduce(0) { $0 + (values[$1] ?? 0) } }
        let credits = entry.pay * paytable.bet * ways
        if credits > (best?.credits ?? 0) { best = (credits, entry, values) }
      }
      guard let best else { continue }
      total += best.credits
      for drum in 0..<best.entry.count {
        for row in columns[drum].indices where best.values[columns[drum][row]] != nil {
          marked[drum][row] = true
        }
      }
    }
    if let scatter = paytable.scatter {
      let n = columns.joined().filter { $0 == scatter }.count
      if let pay = paytable.scatterPays.filter({ $0.count <= n && $0.pay > 0 }).max(by: {
        $0.pay < $1.pay
      }) {
        total += pay.pay * paytable.totalBet
        for drum in columns.indices {
          for row in columns[drum].indices where columns[drum][row] == scatter {
            marked[drum][row] = true
          }
        }
      }
    }
    return (total, marked)
  }
}

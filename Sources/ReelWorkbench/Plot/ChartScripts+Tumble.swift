import ReelKit
import ReelKitSupport

extension ChartScripts {
  /// The data file of the tumble chart, relative to the scripts.
  static let tumbleFile = "tumble.dat"

  /// The title of the tumble chart: the chain, its pay and how the cells fall.
  var tumbleTitle: String {
    let name = quoteFree(primary.result.machine)
    guard let chain = primary.tumble else { return name }
    let fall = chain.steps.first?.falls.first
    let physics =
      fall.map {
        " (gravity \(formatNumber($0.gravity)) pt/s², restitution \(formatNumber($0.restitution)))"
      } ?? ""
    return
      "\(name): \(counted(chain.steps.count, "tumble")) from \(origin(of: chain)), "
      + "chain pay \(SpinSummary.formatPay(chain.totalPay))\(physics)"
  }

  /// Where the chain starts, for the title: the stops `2-14-12-1-4`; on variable rows with
  /// the rows and the top stop in words (gnuplot's enhanced text reads `@` as a box), e.g.
  /// `13-88-49-88-67-71 (rows 3 5 5 3 3 5, top drum stop 14)`.
  func origin(of chain: TumbleChain) -> String {
    guard let outcome = chain.outcome else {
      return chain.stops.map(String.init).joined(separator: "-")
    }
    return outcome.stops.map(String.init).joined(separator: "-") + " (rows "
      + outcome.rows.map(String.init).joined(separator: " ")
      + (outcome.topStop.map { ", top drum stop \($0)" } ?? "") + ")"
  }

  /// The curves of the tumble chart: every moving cell's block of `tumble.dat` in its drum's
  /// colour, and one legend entry per drum.
  var tumblePlot: String {
    guard let chain = primary.tumble else { return "NaN notitle" }
    let blocks = chain.steps.reduce(0) { $0 + $1.falls.count }
    var elements: [String] = []
    if blocks > 0 {
      elements.append(
        "for [i=0:\(blocks - 1)] here.\"\(Self.tumbleFile)\" index i using 1:9:($4+1) "
          + "with lines lw 1.5 lc variable notitle")
    }
    for drum in chain.window.columns.indices {
      // On variable rows each drum's legend says its rows this spin (the top drum its cells).
      let rows =
        chain.outcome == nil
        ? "" : drum == chain.topDrum ? " (top)" : ", \(chain.window.columns[drum].count) rows"
      elements.append("NaN with lines lw 1.5 lt \(drum + 1) title \"drum \(drum)\(rows)\"")
    }
    return join(elements)
  }

  /// The rows' spacing (the symbol height of drum 0), for the grid the cells rest on.
  var tumbleRowStep: String {
    formatNumber(primary.tumble?.symbolHeights.first ?? 100)
  }

  /// A dashed line and a label at each tumble's removal time; when no cell falls (the spin
  /// won nothing), fixed ranges and a note, since gnuplot refuses to autoscale a plot without
  /// a point.
  var tumbleObjects: String {
    guard let chain = primary.tumble, chain.steps.contains(where: { !$0.falls.isEmpty }) else {
      let rows = Double(primary.tumble?.window.columns.first?.count ?? 3)
      let height = formatNumber((primary.tumble?.symbolHeights.first ?? 100) * rows)
      return "set xrange [0:1]\n  set yrange [\(height):0]\n  set label 1 \"no tumble: "
        + "the spin won nothing, no cell fell\" at graph 0.5, graph 0.5 center"
    }
    let clock = primary.result.clock
    return chain.steps.map { step in
      let time = formatFixed(clock.time(atTick: step.removalTick), decimals: 4)
      return "set arrow \(step.number) from \(time), graph 0 to \(time), graph 1 nohead dt 3 "
        + "lc rgb \"#888888\"\n  set label \(step.number) \"\(step.number)\" at \(time), "
        + "graph 0.97 left offset 0.3,0 font \",9\" tc rgb \"#555555\""
    }.joined(separator: "\n  ")
  }
}

import ReelKit
import ReelKitSupport

extension ChartScripts {
  /// The data file of the cell-reels chart, relative to the scripts.
  static let cellReelsFile = "cell-reels.dat"

  /// The title of the cell-reels chart: the round's respins and end.
  var cellReelsTitle: String {
    let name = quoteFree(primary.result.machine)
    guard let round = primary.cellReels else { return name }
    let spun = round.respins.reduce(0) { $0 + $1.spunCells.count }
    return
      "\(name): hold-and-win round, \(counted(round.respins.count, "respin")), "
      + "\(counted(spun, "cell landing")), \(round.round.isFull ? "window full" : "no respin left")"
  }

  /// The curves: every spun cell's speed against time (`cell-reels.dat` column 11 against
  /// column 1), coloured by respin, one legend entry per respin.
  var cellReelsPlot: String {
    guard let round = primary.cellReels else { return "NaN notitle" }
    let blocks = round.respins.reduce(0) { $0 + $1.spunCells.count }
    var elements: [String] = []
    if blocks > 0 {
      elements.append(
        "for [i=0:\(blocks - 1)] here.\"\(Self.cellReelsFile)\" index i using 1:11:3 "
          + "with lines lw 1.2 lc variable notitle")
    }
    for respin in round.respins {
      elements.append(
        "NaN with lines lw 1.5 lt \(respin.number) title \"respin \(respin.number)\"")
    }
    return join(elements)
  }

  /// A dashed line at each respin's start, labelled with the counter it shows.
  var cellReelsObjects: String {
    guard let round = primary.cellReels, !round.respins.isEmpty else { return "# no respin" }
    let origin = primary.cellReelsOrigin
    return round.respins.map { respin in
      let time = formatFixed(origin + round.clock.time(atTick: respin.startTick), decimals: 4)
      let label = "\(respin.number): \(respin.respinsBefore - 1) left"
      return "set arrow \(respin.number) from \(time), graph 0 to \(time), graph 1 nohead dt 3 "
        + "lc rgb \"#888888\"\n  set label \(respin.number) \"\(label)\" at \(time), "
        + "graph 0.97 left offset 0.3,0 font \",9\" tc rgb \"#555555\""
    }.joined(separator: "\n  ")
  }
}

import ReelKit

/// The exact figures a Monte Carlo estimate is compared with: a ``/ReelKit/ParSheet``'s (its
/// free-spins feature included), or a tumbling machine's chain sheet
/// (``/ReelKit/TumbleSheet``), never the first window's sheet of a tumbling machine.
struct ExactFigures {
  /// The RTP (with the feature or the tumbles).
  var totalRTP: Double
  /// The hit frequency.
  var hitFrequency: Double
  /// The standard deviation of one spin's pay per unit total bet.
  var totalStandardDeviation: Double
  /// The free-spins feature's figures, if any.
  var freeSpins: FreeSpinsSheet?
  /// The free spins' share of the RTP.
  var freeSpinsShare: Double

  /// The figures of `tumbles` when given, else of `sheet`; `nil` without either.
  init?(sheet: ParSheet?, tumbles: TumbleSheet?) {
    if let tumbles {
      totalRTP = tumbles.rtp
      hitFrequency = tumbles.hitFrequency
      totalStandardDeviation = tumbles.standardDeviation
      freeSpins = nil
      freeSpinsShare = 0
    } else if let sheet {
      totalRTP = sheet.totalRTP
      hitFrequency = sheet.hitFrequency
      totalStandardDeviation = sheet.totalStandardDeviation
      freeSpins = sheet.freeSpins
      freeSpinsShare = sheet.freeSpinsShare
    } else {
      return nil
    }
  }
}

extension MonteCarloEstimate {
  /// The tumble rows of the estimate's table, next to the exact chain sheet's figures.
  func tumbleRows(_ exact: TumbleSheet?) -> [[String]] {
    func exactly(_ value: (TumbleSheet) -> Double) -> String {
      exact.map { formatFixed(value($0), decimals: 6) } ?? "-"
    }
    return [
      [
        "first-window RTP", formatFixed(rtp - tumbleRTP, decimals: 6), "",
        exactly { $0.firstWindowRTP }, "",
      ],
      ["tumble RTP", formatFixed(tumbleRTP, decimals: 6), "", exactly { $0.tumbleRTP }, ""],
      [
        "tumbles' share", formatFixed(tumbleShare, decimals: 6), "", exactly { $0.tumbleShare }, "",
      ],
      [
        "tumbles per spin", formatFixed(tumblesPerSpin, decimals: 6), "\(tumbles) tumbles",
        exactly { $0.tumblesPerSpin }, "",
      ],
      [
        "tumble frequency", formatFixed(Double(tumblingSpins) / Double(spins), decimals: 6),
        "\(tumblingSpins) spins", exactly { $0.tumbleFrequency }, "",
      ],
      [
        "longest chain", String(longestChain), "tumbles",
        exact.map { String($0.longestChain) } ?? "-",
        "",
      ],
      [
        "chains cut at maxTumbles", formatFixed(Double(cutChains) / Double(spins), decimals: 6),
        "\(cutChains) chains", exactly { $0.cutFrequency }, "",
      ],
    ]
  }

  /// The tumble figures as JSON, with the exact chain sheet's when known.
  func tumbleJSON(_ exact: TumbleSheet?) -> JSONValue {
    .object([
      "tumbles": .number(tumbles),
      "tumblesPerSpin": .number(tumblesPerSpin),
      "tumblingSpins": .number(tumblingSpins),
      "tumbleRTP": .number(tumbleRTP),
      "tumbleShare": .number(tumbleShare),
      "firstWindowRTP": .number(rtp - tumbleRTP),
      "longestChain": .number(longestChain),
      "cutChains": .number(cutChains),
      "exact": exact.map { sheet in
        .object([
          "firstWindowRTP": .number(sheet.firstWindowRTP),
          "tumbleRTP": .number(sheet.tumbleRTP),
          "tumbleShare": .number(sheet.tumbleShare),
          "tumblesPerSpin": .number(sheet.tumblesPerSpin),
          "tumbleFrequency": .number(sheet.tumbleFrequency),
          "longestChain": .number(sheet.longestChain),
        ])
      } ?? .null,
    ])
  }
}

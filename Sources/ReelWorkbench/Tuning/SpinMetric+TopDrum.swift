import ReelKit

extension SpinMetric {
  /// Whether the metric compares neighbouring drums in drum order (the stop intervals and
  /// gaps, the order of the stops): on a variable-row machine it is measured on the machine's
  /// drums, without the top drum, which stops with drum 1.
  var comparesNeighbours: Bool {
    switch self {
    case .stopInterval, .minStopInterval, .maxStopInterval, .outOfOrder, .stopGap,
      .stopGapSymbols:
      true
    default: false
    }
  }

  /// Whether the metric measures a pachislot rule of the reels a player stops with buttons
  /// (`cruiseRpm` ≤ 80, `cruiseMargin` ≥ 0: every reel at speed before a stop button
  /// works): on a variable-row machine it is measured on the machine's drums, without the top
  /// drum, which has no stop button (``TopDrumRules``).
  var judgesStopButtonReels: Bool { self == .cruiseRpm || self == .cruiseMargin }

  /// Whether the metric reads only the machine's drums of a variable-row spin (not its top
  /// drum): ``comparesNeighbours`` or ``judgesStopButtonReels``.
  var readsMachineDrums: Bool { comparesNeighbours || judgesStopButtonReels }

  /// The metric's value on one spin whose machine `spec` may have more drums than the
  /// machine's, `drums` (a variable-row spin's top drum, last): every metric reads every
  /// drum of the spin — the game cycle ends when the top drum is at rest too — except those
  /// that compare neighbours (``comparesNeighbours``) or judge the pachislot reels
  /// (``judgesStopButtonReels``), which read the machine's drums.
  func value(
    of result: SpinResult, spec: MachineSpec, drum: Int?, drums machine: MachineSpec
  ) -> Double {
    let count = machine.drums.count
    guard readsMachineDrums, spec.drums.count > count, result.drums.count > count else {
      return value(of: result, spec: spec, drum: drum)
    }
    var trimmed = result
    trimmed.drums = Array(result.drums.prefix(count))
    var trimmedSpec = spec
    trimmedSpec.drums = Array(spec.drums.prefix(count))
    return value(of: trimmed, spec: trimmedSpec, drum: drum)
  }
}

@testable import ReelKit

/// Machines whose drums change rows: the 21-symbol test strip in a 300 pt window (150, 100,
/// 75, 60, 50 and 300/7 ≈ 42.857 pt symbols for 2 … 7 rows, the last not a binary fraction).
enum RowMachines {
  /// The window's height, pt.
  static let windowHeight = 300.0
  /// Every row count the tests change between.
  static let rowCounts = Array(2...7)
  /// Every pair (previous rows, rows) of ``rowCounts``: 36 pairs.
  static let pairs: [(previous: Int, rows: Int)] = rowCounts.flatMap { previous in
    rowCounts.map { (previous, $0) }
  }

  /// Motion for `profile` and `strategy`; `fixed` brakes for 2 s, which reaches every target
  /// of the longest strip here (21 × 150 pt).
  static func motion(_ profile: BrakingProfile, _ strategy: LandingStrategy) -> MotionParameters {
    var motion = Machines.motion(profile, strategy)
    if strategy == .fixed { motion.brakeTime = 2 }
    return motion
  }

  /// One drum per pair, drum `i` changing from `pairs[i].previous` to `pairs[i].rows` rows,
  /// starting on `startIndices[i]`, stop requests 1.0 s + 0.3 s·i.
  static func machine(
    _ motion: MotionParameters, pairs: [(previous: Int, rows: Int)], startIndices: [Int]
  ) -> MachineSpec {
    let drums = pairs.enumerated().map { index, pair in
      var drum = DrumSpec(
        geometry: DrumGeometry(
          strip: Machines.strip, symbolHeight: windowHeight / Double(pair.previous),
          visibleRows: pair.previous),
        motion: motion, startIndex: startIndices[index % startIndices.count],
        stopRequestTime: 1.0 + 0.3 * Double(index))
      drum.setRows(pair.rows, previous: pair.previous)
      return drum
    }
    return MachineSpec(name: "rows", drums: drums, clock: Machines.clock, maxDuration: 12)
  }

  /// The 36 pairs as machines of three drums each (12 machines).
  static func machinesOfThree(
    _ motion: MotionParameters, startIndices: [Int] = [0, 7, 15]
  ) -> [MachineSpec] {
    stride(from: 0, to: pairs.count, by: 3).map { first in
      machine(
        motion, pairs: Array(pairs[first..<min(first + 3, pairs.count)]),
        startIndices: startIndices)
    }
  }
}

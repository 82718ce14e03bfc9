import ReelKitSupport

/// The cell reels of a hold-and-win window: one one-row drum per cell ("cell reel"), all on
/// the same cell strip, which a respin spins with the drums' planner, events and checks.
///
/// Cell `c` of a window of `rows` rows is drum `c / rows`, row `c % rows` (``cell(drum:row:)``);
/// in a respin it is drum `c` of the respin's machine (``respin(restStops:held:offStrip:)``). A held
/// cell is a held drum (``DrumSpec/held``): it rests on its stop for the whole respin, with
/// no motion and no event. Every free cell spins and lands exactly on its target like any
/// drum, timed by ``CellReelTiming``.
public struct CellReelMachine: Sendable, Equatable, Hashable {
  /// The most cells a window of cell reels may have.
  public static let maximumCells = 200

  /// The geometry of every free cell: the cell strip, one row.
  public var geometry: DrumGeometry
  /// The geometry of a held cell that starts held off the strip (a strip without the bonus
  /// symbol): the bonus symbol alone; `nil` when the strip shows it.
  public var heldGeometry: DrumGeometry?
  /// The motion of every cell reel: the machine's.
  public var motion: MotionParameters
  /// When the cells start and stop, and the pause between respins.
  public var timing: CellReelTiming
  /// The cells of the window.
  public var cells: Int
  /// The window's rows (cells per drum).
  public var rows: Int
  /// The clock.
  public var clock: SimulationClock
  /// The watchdog of one respin, s.
  public var maxDuration: Double

  /// The cell reels of a window of `cells` cells in `rows` rows on `strip`, each symbol
  /// `symbolHeight` pt, moving with `motion` and timed by `timing`. `bonusSymbol` is what a
  /// held cell shows when the strip has no such stop. Check with ``issues()``.
  public init(
    strip: [String], bonusSymbol: String, symbolHeight: Double, cells: Int, rows: Int,
    motion: MotionParameters, timing: CellReelTiming, clock: SimulationClock,
    maxDuration: Double
  ) {
    geometry = DrumGeometry(strip: strip, symbolHeight: symbolHeight, visibleRows: 1)
    heldGeometry =
      strip.contains { $0.isSameSymbol(as: bonusSymbol) }
      ? nil : DrumGeometry(strip: [bonusSymbol], symbolHeight: symbolHeight, visibleRows: 1)
    self.motion = motion
    self.timing = timing
    self.cells = cells
    self.rows = rows
    self.clock = clock
    self.maxDuration = maxDuration
  }

  /// Cell `drum·rows + row`.
  public func cell(drum: Int, row: Int) -> Int { drum * rows + row }

  /// The watchdog tick of one respin.
  public var watchdogTick: Int { clock.tick(atOrAfter: maxDuration) }

  /// The machine of one respin: cell `c` is drum `c`, resting on `restStops[c]` (a stop of
  /// the cell strip; for a held cell off the strip, 0 of the bonus symbol alone), held when
  /// `held[c]`. The `k`-th free cell starts at ``CellReelTiming/startDelay(ofFreeCell:)`` and
  /// is asked to stop at ``CellReelTiming/stopRequestTime(ofFreeCell:)``; a held cell gets
  /// the schedule of no free cell (start 0, stop at ``CellReelTiming/firstStop``: it never
  /// moves). Spin it with ``SpinRunner`` or ``SpinMachine`` and targets that keep every held
  /// cell on its rest stop.
  public func respin(restStops: [Int], held: [Bool], offStrip: [Bool]? = nil) -> MachineSpec {
    precondition(restStops.count == cells && held.count == cells, "one stop and flag per cell")
    var free = 0
    let drums = (0..<cells).map { cell -> DrumSpec in
      if held[cell] {
        let off = offStrip?[cell] ?? false
        return DrumSpec(
          geometry: off ? (heldGeometry ?? geometry) : geometry, motion: motion,
          startIndex: restStops[cell], startDelay: 0, stopRequestTime: timing.firstStop,
          held: true)
      }
      defer { free += 1 }
      return DrumSpec(
        geometry: geometry, motion: motion, startIndex: restStops[cell],
        startDelay: timing.startDelay(ofFreeCell: free),
        stopRequestTime: timing.stopRequestTime(ofFreeCell: free))
    }
    return MachineSpec(name: "cell reels", drums: drums, clock: clock, maxDuration: maxDuration)
  }

  /// Checks the cell reels; field paths: `cells`, `geometry.…` (the strip as a one-row drum),
  /// `motion.…`, `timing.…` and `maxDuration` (every free cell's stop request must come before
  /// the watchdog, and a respin of every cell may simulate at most
  /// ``MachineSpec/maximumDrumTicks`` drum-ticks).
  public func issues() -> [ParameterIssue] {
    var check = IssueCollector()
    if !(1...Self.maximumCells).contains(cells) || rows < 1 || cells % rows != 0 {
      check.fail(
        "cells",
        "\(cells) cells in rows of \(rows) (allowed: 1 ... \(Self.maximumCells) cells, whole "
          + "drums)")
    }
    let probe = DrumSpec(
      geometry: geometry, motion: motion, startIndex: 0, startDelay: 0,
      stopRequestTime: timing.firstStop)
    check.issues += probe.issues()
    check.issues += timing.issues().map { $0.prefixed("timing") }
    guard check.issues.isEmpty else { return check.issues }
    let sample = MachineSpec(
      name: "cell reels", drums: [DrumSpec](repeating: probe, count: cells), clock: clock,
      maxDuration: maxDuration)
    check.issues += sample.clockIssues()
    let last = timing.stopRequestTime(ofFreeCell: cells - 1)
    if check.issues.isEmpty, last >= maxDuration {
      check.fail(
        "timing.stopInterval",
        "the last of \(counted(cells, "cell")) is asked to stop at \(format(last)) s, not "
          + "before the watchdog at \(format(maxDuration)) s (allowed: firstStop + (cells − 1) "
          + "× stopInterval below maxDuration)")
    }
    return check.issues
  }
}

#if !hasFeature(Embedded)
  extension CellReelMachine: Codable {}
#endif

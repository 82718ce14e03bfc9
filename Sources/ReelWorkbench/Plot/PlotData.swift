import ReelKit

/// One machine's spin prepared for charts: which drums to show and the data file texts.
///
/// `data` has one block per shown drum (gnuplot `index` = position in ``drums``) with the
/// columns `time tick drum phase travel offset velocity acceleration jerk remaining`:
/// the trace columns, the per-tick jerk `(a[n] − a[n−1])/dt` (pt/s³) and the distance
/// still to travel to where the drum rests on its target (pt; negative while a back
/// profile overshoots). `events` has three blocks — stop requests, landings, settles — with
/// `time drum velocity remaining`.
public struct PlotSeries: Sendable {
  /// The spin (run with traces recorded).
  public var result: SpinResult
  /// The machine that was spun.
  public var spec: MachineSpec
  /// The drums to show, in the order given.
  public var drums: [Int]
  /// How the machine is drawn when it is a prize wheel (`nil` for reels): the charts then
  /// include the wheel at rest (``Chart/wheel``).
  public var wheel: WheelLayout?
  /// The tumble chain of a machine that tumbles (`nil` otherwise): the charts then include
  /// its fall curves (``Chart/tumble``) from ``tumbleData``.
  public var tumble: TumbleChain?
  /// The hold-and-win round on the cell reels, animated with traces, of a spin that started
  /// one (`nil` otherwise): the charts then include its landing curves (``Chart/cellReels``)
  /// from ``cellReelsData``.
  public var cellReels: CellReelRound?

  /// Creates a series; `drums` must be valid drum indices.
  public init(result: SpinResult, spec: MachineSpec, drums: [Int]) {
    self.result = result
    self.spec = spec
    self.drums = drums
  }

  /// The column names of the data file.
  public static let columns = TraceWriter.columns + ["jerk", "remaining"]

  /// The travel at which drum `drum` rests (or would next rest) on its target, pt.
  func landingTravel(of drum: Int) -> Double {
    let outcome = result.drums[drum]
    if outcome.isStopped { return outcome.travel }
    let drumSpec = spec.drums[drum]
    return drumSpec.geometry.landingTravel(
      from: drumSpec.startIndex, to: outcome.target, atLeast: outcome.travel)
  }

  /// The data of the tumble chart: the chain's trace in `dat` blocks, one per moving cell
  /// (``TumbleTraceWriter``); `nil` without a chain.
  public var tumbleData: String? {
    tumble.map {
      TumbleTraceWriter.text(
        of: $0, machine: result.machine, clock: result.clock, format: .dat)
    }
  }

  /// The seconds into the spin of the round's tick 0: the spin's last settle.
  public var cellReelsOrigin: Double { result.time(result.spinTick) ?? 0 }

  /// The data of the cell-reels chart: the round's trace in `dat` blocks, one per spun cell
  /// per respin (``CellReelTraceWriter``); `nil` without a round.
  public var cellReelsData: String? {
    cellReels.map {
      CellReelTraceWriter.text(
        of: $0, machine: result.machine, clock: result.clock, origin: cellReelsOrigin,
        format: .dat)
    }
  }

  /// The data file text.
  public var data: String {
    let clock = result.clock
    var text = "# reelsim plot data: \(result.machine), targets "
    text += result.targets.map(String.init).joined(separator: " ") + "\n"
    text += "# dt: \(formatNumber(clock.timeStep)) s; one block per drum: "
    text += drums.enumerated().map { "index \($0) = drum \($1)" }.joined(separator: ", ") + "\n"
    text += "# units: s, tick, drum, phase, pt, pt, pt/s, pt/s^2, pt/s^3, pt\n"
    text += "# " + Self.columns.joined(separator: " ") + "\n"
    for (block, drum) in drums.enumerated() {
      if block > 0 { text += "\n\n" }
      let landing = landingTravel(of: drum)
      var previousAcceleration = 0.0
      for sample in result.traces?[drum] ?? [] {
        let jerk =
          sample.tick == 0 ? 0 : (sample.acceleration - previousAcceleration) / clock.timeStep
        previousAcceleration = sample.acceleration
        TraceWriter.appendRow(of: sample, drum: drum, clock: clock, separator: " ", to: &text)
        text += " " + formatNumber(jerk) + " " + formatNumber(landing - sample.travel) + "\n"
      }
    }
    return text
  }

  /// On a variable-row spin (its drums have a ``/ReelKit/DrumSpec/rowChange``), the rows each
  /// drum stops with, and the top drum named (the spin machine's last drum, without one):
  /// `# rows this spin: drum 0 3, drum 1 5, …, drum 6 the top drum (4 cells)`; empty on fixed
  /// rows.
  var rowsComment: String {
    guard spec.drums.contains(where: { $0.rowChange != nil }) else { return "" }
    let drums = spec.drums.enumerated().map { index, drum in
      drum.rowChange == nil
        ? "drum \(index) the top drum (\(drum.geometry.visibleRows) cells)"
        : "drum \(index) \(drum.geometry.visibleRows)"
    }
    return "# rows this spin: " + drums.joined(separator: ", ") + "\n"
  }

  /// The events file text: stop requests, landings and settles, one block each (on a
  /// variable-row spin after `rowsComment`).
  public var events: String {
    var text = "# reelsim plot events: \(result.machine)\n"
    text += rowsComment
    text += "# index 0 stop requests, index 1 landings, index 2 settles\n"
    text += "# time drum velocity remaining\n"
    let kinds: [(DrumResult) -> Int?] = [\.stopRequestTick, \.reachedTargetTick, \.settleTick]
    for (block, tickOf) in kinds.enumerated() {
      if block > 0 { text += "\n\n" }
      var rows = 0
      for drum in drums {
        guard let tick = tickOf(result.drums[drum]),
          let sample = result.traces?[drum].first(where: { $0.tick == tick })
        else { continue }
        let fields = [
          formatNumber(result.clock.time(atTick: tick)), String(drum),
          formatNumber(sample.velocity), formatNumber(landingTravel(of: drum) - sample.travel),
        ]
        text += fields.joined(separator: " ") + "\n"
        rows += 1
      }
      // gnuplot warns about an empty block; a missing-value row keeps the index valid.
      if rows == 0 { text += "NaN NaN NaN NaN\n" }
    }
    return text
  }
}

import ReelKit

// Variable rows ("Megaways"): a loaded machine learns its row distributions and top drum
// (``rk_machine_rows``), draws a spin's rows, stops and top stop from a seed exactly as the
// native tools (``rk_random_spin``), and becomes the machine of one spin with given rows
// after given previous rows (``rk_machine_with_rows``, ``/ReelKit/MachineSpec/spinning(_:previousRows:)``), which ``rk_spin`` and
// ``rk_run_start`` spin as any machine; ``rk_run_cells`` says which cells a frame draws where.

extension ModuleState {
  /// The variable rows of each loaded machine, by machine handle.
  nonisolated(unsafe) static var machineRows: [VariableRows?] = []

  /// The variable rows of machine `handle`, or `nil`.
  static func rows(_ handle: Int32) -> VariableRows? {
    guard handle >= 0, Int(handle) < machineRows.count else { return nil }
    return machineRows[Int(handle)]
  }

  /// Sets (or forgets, with `nil`) the variable rows of machine `handle`.
  static func setRows(_ rows: VariableRows?, of handle: Int32) {
    guard handle >= 0 else { return }
    while machineRows.count <= Int(handle) { machineRows.append(nil) }
    machineRows[Int(handle)] = rows
  }

  /// The stop weights a host passed (`count` -1: none): one whole number in
  /// `1...1000000` per strip stop of every drum, whose sum per drum fits a 32-bit whole number.
  static func stopWeights(_ spec: MachineSpec, _ weights: UnsafePointer<Int32>?, _ count: Int32)
    -> Result<StopWeights?, CompactError>
  {
    guard count != -1 else { return .success(nil) }
    let counts = spec.drums.map { $0.geometry.symbolCount }
    let total = counts.reduce(0, +)
    guard let flat = ModuleState.wholes(weights, count), flat.count == total else {
      return .failure(
        CompactError(
          "weights: expected one weight per strip stop of every drum, \(total) in all"))
    }
    guard flat.allSatisfy({ (1...StopWeights.maximumWeight).contains($0) }) else {
      return .failure(
        CompactError(
          "weights: a weight is out of range (allowed: whole numbers from 1 to \(StopWeights.maximumWeight))"
        ))
    }
    var drums: [[Int]] = []
    var start = 0
    for (drum, symbols) in counts.enumerated() {
      let list = Array(flat[start..<start + symbols])
      var sum = 0
      for weight in list {
        let (added, overflow) = sum.addingReportingOverflow(weight)
        guard !overflow else {
          return .failure(
            CompactError(
              "weights: drum \(drum)'s weights sum past \(Int.max) (allowed: a smaller sum in "
                + "this module, whose whole numbers have 32 bits)"))
        }
        sum = added
      }
      drums.append(list)
      start += symbols
    }
    return .success(StopWeights(drums))
  }
}

/// Gives machine `handle` its variable rows from their compact description
/// (``CompactRows``), checked against the machine; returns the drum count.
@_expose(wasm, "rk_machine_rows")
@_cdecl("rk_machine_rows")
public func rk_machine_rows(
  _ handle: Int32, _ numbers: UnsafePointer<Double>?, _ count: Int32,
  _ text: UnsafePointer<UInt8>?, _ textLength: Int32
) -> Int32 {
  guard let spec = ModuleState.machine(handle) else { return ModuleState.fail("no such machine") }
  guard let values = ModuleState.numbers(numbers, count),
    let lines = ModuleState.text(text, textLength)
  else { return ModuleState.fail("rows: a count is out of range") }
  do throws(CompactError) {
    let rows = try CompactRows.read(numbers: values, text: lines, spec: spec)
    ModuleState.setRows(rows, of: handle)
    return Int32(clamping: spec.drums.count)
  } catch {
    return ModuleState.fail(error.message)
  }
}

/// Draws a variable-row spin of machine `handle` from `seed` (`high·2³² + low`) as the native
/// tools do (``/ReelKit/Outcome/randomSpin(for:rows:weights:seed:)``: rows, then stops, then
/// the top stop), with the stop weights when `weightCount` is not -1 (as
/// ``rk_random_targets``). Writes the rows (one per drum), the stops (one per drum) and the
/// top stop (-1 without a top drum); returns `2·drums + 1`.
@_expose(wasm, "rk_random_spin")
@_cdecl("rk_random_spin")
public func rk_random_spin(
  _ handle: Int32, _ seedHigh: UInt32, _ seedLow: UInt32, _ weights: UnsafePointer<Int32>?,
  _ weightCount: Int32
) -> Int32 {
  guard let spec = ModuleState.machine(handle) else { return ModuleState.fail("no such machine") }
  guard let rows = ModuleState.rows(handle) else {
    return ModuleState.fail(
      "rows: the machine has no variable rows (give them with rk_machine_rows)")
  }
  switch ModuleState.stopWeights(spec, weights, weightCount) {
  case .failure(let error): return ModuleState.fail(error.message)
  case .success(let stopWeights):
    let seed = UInt64(seedHigh) << 32 | UInt64(seedLow)
    let outcome = Outcome.randomSpin(
      for: ReelStrips(spec), rows: rows, weights: stopWeights, seed: seed)
    var out = outcome.rows.map { Double($0) }
    out += outcome.stops.map { Double($0) }
    out.append(outcome.topStop.map { Double($0) } ?? -1)
    return ModuleState.emit(out)
  }
}

/// The machine of one spin of machine `handle` (at its full window) whose drums show `rows`
/// rows after showing `previous` rows (``/ReelKit/MachineSpec/spinning(_:previousRows:)``:
/// every window keeps its height, each stop rests in the row the maths reads it in,
/// `t = min(targetRow, rows − 1)`, and the change is made out of sight), with the top drum of
/// its variable rows (``rk_machine_rows``), if any, as its last drum
/// (``/ReelKit/MachineSpec/topDrumSpec(_:)``: its target is the top stop); returns the new
/// machine's handle, which ``rk_spin`` and ``rk_run_start`` spin. Every count must lie within
/// its drum's window (`1 … visibleRows`).
@_expose(wasm, "rk_machine_with_rows")
@_cdecl("rk_machine_with_rows")
public func rk_machine_with_rows(
  _ handle: Int32, _ rows: UnsafePointer<Int32>?, _ rowCount: Int32,
  _ previous: UnsafePointer<Int32>?, _ previousCount: Int32
) -> Int32 {
  guard let spec = ModuleState.machine(handle) else { return ModuleState.fail("no such machine") }
  let drums = spec.drums.count
  guard let shown = ModuleState.wholes(rows, rowCount), shown.count == drums else {
    return ModuleState.fail("rows: expected one count per drum (\(drums)), found \(rowCount)")
  }
  guard let before = ModuleState.wholes(previous, previousCount), before.count == drums else {
    return ModuleState.fail(
      "previousRows: expected one count per drum (\(drums)), found \(previousCount)")
  }
  do throws(SpinUsageError) {
    let top = ModuleState.rows(handle)?.topDrum
    let machine = try spec.spinning(shown, previousRows: before, topDrum: top)
    let stored = ModuleState.store(machine, in: &ModuleState.machines)
    ModuleState.setRows(nil, of: stored)
    return stored
  } catch {
    return ModuleState.fail(error.description)
  }
}

/// The cells every drum of spin `handle` draws at `seconds` (the frame of ``rk_run_sample``),
/// top first, into the output buffer: per drum the cell count, the seam (the distance of the
/// line where the previous spin's cells meet this spin's from the result line, pt; NaN on a
/// drum whose rows do not change), then per cell its strip index, its centre's distance from
/// the result line (pt, down) and its height (pt). Returns the count of numbers written.
@_expose(wasm, "rk_run_cells")
@_cdecl("rk_run_cells")
public func rk_run_cells(_ handle: Int32, _ seconds: Double) -> Int32 {
  guard let machine = ModuleState.run(handle) else { return ModuleState.fail("no such spin") }
  guard seconds.isFinite else { return ModuleState.fail("seconds: must be finite") }
  let frames = machine.sample(at: seconds)
  let heights = machine.spec.drums.map { $0.geometry.symbolHeight }
  return ModuleState.emit(SpinRecord.writeCells(frames, heights: heights))
}

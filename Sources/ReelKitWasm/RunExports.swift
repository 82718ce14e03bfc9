import ReelKit

// A spin driven frame by frame (``/ReelKit/SpinMachine``): the host advances it to each
// frame's time, reads the events and samples the drums at that time.

extension ModuleState {
  static func run(_ handle: Int32) -> SpinMachine? {
    guard handle >= 0, Int(handle) < runs.count else { return nil }
    return runs[Int(handle)]
  }

  /// Applies `change` to a run and emits the events it returns.
  static func change(_ handle: Int32, _ change: (inout SpinMachine) -> [SpinEvent]) -> Int32 {
    guard var machine = run(handle) else { return fail("no such spin") }
    let events = change(&machine)
    runs[Int(handle)] = machine
    var out: [Double] = []
    for event in events { SpinRecord.append(event, to: &out) }
    return emit(out, count: events.count)
  }
}

/// Starts a spin of a machine to be driven frame by frame; returns its handle. The
/// ``/ReelKit/SpinMachine/startEvents`` are in the output buffer (6 numbers each) after
/// ``rk_run_start_events``.
@_expose(wasm, "rk_run_start")
@_cdecl("rk_run_start")
public func rk_run_start(
  _ handle: Int32, _ targets: UnsafePointer<Int32>?, _ targetCount: Int32,
  _ controls: UnsafePointer<Double>?, _ controlCount: Int32, _ controlText: UnsafePointer<UInt8>?,
  _ controlTextLength: Int32
) -> Int32 {
  guard let spec = ModuleState.machine(handle) else { return ModuleState.fail("no such machine") }
  switch spinInputs(
    spec, targets, targetCount, controls, controlCount, controlText, controlTextLength)
  {
  case .failure(let error): return ModuleState.fail(error.message)
  case .success(let (chosen, script)):
    do throws(SpinUsageError) {
      let machine = try SpinMachine(checking: spec, targets: chosen, controls: script)
      return ModuleState.store(machine, in: &ModuleState.runs)
    } catch {
      return ModuleState.fail(error.description)
    }
  }
}

/// The events of tick 0 into the output buffer; returns their number.
@_expose(wasm, "rk_run_start_events")
@_cdecl("rk_run_start_events")
public func rk_run_start_events(_ handle: Int32) -> Int32 {
  ModuleState.change(handle) { $0.startEvents }
}

/// Steps the spin until its time is at or after `seconds` (``/ReelKit/SpinMachine/advance(to:)``);
/// the events of those ticks go to the output buffer; returns their number.
@_expose(wasm, "rk_run_advance")
@_cdecl("rk_run_advance")
public func rk_run_advance(_ handle: Int32, _ seconds: Double) -> Int32 {
  guard seconds.isFinite else { return ModuleState.fail("seconds: must be finite") }
  return ModuleState.change(handle) { $0.advance(to: seconds) }
}

/// Every drum at `seconds` (``/ReelKit/SpinMachine/sample(at:)``), ``SpinRecord/frameFields``
/// each, into the output buffer; returns the drum count.
@_expose(wasm, "rk_run_sample")
@_cdecl("rk_run_sample")
public func rk_run_sample(_ handle: Int32, _ seconds: Double) -> Int32 {
  guard let machine = ModuleState.run(handle) else { return ModuleState.fail("no such spin") }
  let frames = machine.sample(at: seconds)
  return ModuleState.emit(SpinRecord.write(frames), count: frames.count)
}

/// The spin's state: 0 running, 1 finished with every drum at rest, 2 ended by the watchdog.
@_expose(wasm, "rk_run_state")
@_cdecl("rk_run_state")
public func rk_run_state(_ handle: Int32) -> Int32 {
  guard let machine = ModuleState.run(handle) else { return ModuleState.fail("no such spin") }
  if case .some = machine.failure { return 2 }
  return machine.isFinished ? 1 : 0
}

/// The spin's current time, seconds (NaN for no such spin).
@_expose(wasm, "rk_run_time")
@_cdecl("rk_run_time")
public func rk_run_time(_ handle: Int32) -> Double {
  ModuleState.run(handle)?.time ?? .nan
}

/// Slams the drums listed (all when `count` is -1), `instant` 0 or 1; returns the event count.
@_expose(wasm, "rk_run_slam")
@_cdecl("rk_run_slam")
public func rk_run_slam(
  _ handle: Int32, _ instant: Int32, _ drums: UnsafePointer<Int32>?, _ count: Int32
) -> Int32 {
  guard let machine = ModuleState.run(handle) else { return ModuleState.fail("no such spin") }
  let chosen = count == -1 ? nil : ModuleState.wholes(drums, count)
  guard count == -1 || chosen != nil else { return ModuleState.fail("drums: count out of range") }
  if let bad = chosen?.first(where: { !machine.spec.drums.indices.contains($0) }) {
    return ModuleState.fail(
      "drums: no drum \(bad) (allowed: 0 ... \(machine.spec.drums.count - 1))")
  }
  return ModuleState.change(handle) { $0.slam(drums: chosen, instant: instant != 0) }
}

/// Presses a drum's stop button under a skill-stop rule; returns the event count.
@_expose(wasm, "rk_run_press")
@_cdecl("rk_run_press")
public func rk_run_press(_ handle: Int32, _ drum: Int32, _ maxSlip: Int32, _ timeLimit: Double)
  -> Int32
{
  guard let machine = ModuleState.run(handle) else { return ModuleState.fail("no such spin") }
  guard machine.spec.drums.indices.contains(Int(drum)) else {
    return ModuleState.fail(
      "drum: no drum \(drum) (allowed: 0 ... \(machine.spec.drums.count - 1))")
  }
  let slip = SpinControls.Ranges.maxSlip
  let time = SpinControls.Ranges.timeLimit
  guard slip.contains(Double(maxSlip)), time.contains(timeLimit) else {
    return ModuleState.fail("rule: maxSlip \(slip.allowed), timeLimit \(time.allowed)")
  }
  return ModuleState.change(handle) {
    $0.press(drum: Int(drum), rule: SkillStop(maxSlip: Int(maxSlip), timeLimit: timeLimit))
  }
}

/// Quickens the spin by `factor` (0 < factor ≤ 1); returns the event count.
@_expose(wasm, "rk_run_quicken")
@_cdecl("rk_run_quicken")
public func rk_run_quicken(_ handle: Int32, _ factor: Double) -> Int32 {
  let range = SpinControls.Ranges.quickenFactor
  guard range.contains(factor) else {
    return ModuleState.fail("factor: \(factor) is not allowed (allowed: \(range.allowed))")
  }
  return ModuleState.change(handle) { $0.quicken(by: factor) }
}

/// Forgets a spin.
@_expose(wasm, "rk_run_free")
@_cdecl("rk_run_free")
public func rk_run_free(_ handle: Int32) {
  guard ModuleState.run(handle) != nil else { return }
  ModuleState.runs[Int(handle)] = nil
}

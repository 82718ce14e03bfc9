import ReelKit

// Wild motion (issue 34): expanding wilds and the "Book of" symbol growing over their drums,
// sticky wilds held while the drums spin, walking wilds stepping one drum per respin
// (``/ReelKit/WildMotion``, what `reelsim simulate --wild-trace` writes): planned from the
// steps a host passes, read whole (``WildMotionRecord``) and drawn at any tick.

/// The module's wild motions.
enum WildMotionState {
  nonisolated(unsafe) static var motions: [WildMotion?] = []

  static func motion(_ handle: Int32) -> WildMotion? {
    guard handle >= 0, Int(handle) < motions.count else { return nil }
    return motions[Int(handle)]
  }
}

/// The most drums, rows and steps of a wild motion the module plans.
enum WildMotionLimits {
  static let drums = 64
  static let rows = 30
  static let steps = 100_000
}

/// Reads whole number `index` of `values` named `field` within `range`, or says why not.
private func whole(
  _ values: [Double], _ index: Int, _ field: String, _ range: ClosedRange<Int>
) -> Result<Int, ReadFailure> {
  guard index < values.count else { return .failure(ReadFailure(text: "\(field): missing")) }
  let value = values[index]
  guard value.isFinite, value == value.rounded(), value >= Double(range.lowerBound),
    value <= Double(range.upperBound)
  else {
    return .failure(
      ReadFailure(
        text: "\(field): \(value) is not allowed (allowed: a whole number "
          + "\(range.lowerBound) ... \(range.upperBound))"))
  }
  return .success(Int(value))
}

/// Why a wild motion's numbers were refused.
struct ReadFailure: Error {
  var text: String
}

/// Plans a wild motion from `numbers`: `timeStep` (s), `drums` (1 … 64), `rows` (1 … 30),
/// `spinTicks, walkTicks, growTicks, delayTicks, intervalTicks, pauseTicks`, `steps` (0 …
/// 100000), then per step `kind` (0 base, 1 respin, 2 free spin), `held` × drums and
/// `landed` × drums (row masks below 2^rows), `expanded` (a count) and the expanding drums in
/// increasing order. Returns the motion's handle.
@_expose(wasm, "rk_wild_motion_plan")
@_cdecl("rk_wild_motion_plan")
public func rk_wild_motion_plan(_ numbers: UnsafePointer<Double>?, _ count: Int32) -> Int32 {
  guard let values = ModuleState.numbers(numbers, count) else {
    return ModuleState.fail("numbers: count \(count) is not allowed")
  }
  switch readWildMotion(values) {
  case .success(let motion): return ModuleState.store(motion, in: &WildMotionState.motions)
  case .failure(let failure): return ModuleState.fail(failure.text)
  }
}

/// Reads a wild motion's numbers (``rk_wild_motion_plan(_:_:)``).
func readWildMotion(_ values: [Double]) -> Result<WildMotion, ReadFailure> {
  guard let timeStep = values.first, timeStep.isFinite, timeStep > 0, timeStep <= 1 else {
    return .failure(ReadFailure(text: "timeStep: expected a time step above 0 s, at most 1 s"))
  }
  do throws(ReadFailure) {
    let drums = try whole(values, 1, "drums", 1...WildMotionLimits.drums).get()
    let rows = try whole(values, 2, "rows", 1...WildMotionLimits.rows).get()
    let names = [
      "spinTicks", "walkTicks", "growTicks", "delayTicks", "intervalTicks", "pauseTicks",
    ]
    var parts: [Int] = []
    for (offset, name) in names.enumerated() {
      let least = offset == 1 || offset == 2 ? 1 : 0  // walkTicks and growTicks: at least 1
      parts.append(try whole(values, 3 + offset, name, least...WildMotionTiming.maximumTicks).get())
    }
    let timing = WildMotionTiming(
      spinTicks: parts[0], walkTicks: parts[1], growTicks: parts[2], delayTicks: parts[3],
      intervalTicks: parts[4], pauseTicks: parts[5])
    let stepCount = try whole(values, 9, "steps", 0...WildMotionLimits.steps).get()
    var at = 10
    var steps: [WildMotionStep] = []
    let mask = (1 << rows) - 1
    for index in 0..<stepCount {
      let kinds: [WildMotionStep.Kind] = [.base, .respin, .freeSpin]
      let kind = kinds[try whole(values, at, "steps[\(index)].kind", 0...2).get()]
      at += 1
      var held: [Int] = []
      for drum in 0..<drums {
        held.append(try whole(values, at, "steps[\(index)].held[\(drum)]", 0...mask).get())
        at += 1
      }
      var landed: [Int] = []
      for drum in 0..<drums {
        landed.append(try whole(values, at, "steps[\(index)].landed[\(drum)]", 0...mask).get())
        at += 1
      }
      let expandedCount = try whole(values, at, "steps[\(index)].expanded", 0...drums).get()
      at += 1
      var expanded: [Int] = []
      for place in 0..<expandedCount {
        let least = (expanded.last ?? -1) + 1
        guard least < drums else {
          return .failure(
            ReadFailure(text: "steps[\(index)].expanded[\(place)]: no drum left above the last"))
        }
        expanded.append(
          try whole(values, at, "steps[\(index)].expanded[\(place)]", least...(drums - 1)).get())
        at += 1
      }
      steps.append(WildMotionStep(kind: kind, held: held, landed: landed, expanded: expanded))
    }
    guard at == values.count else {
      return .failure(
        ReadFailure(text: "numbers: expected \(at) for \(stepCount) steps, found \(values.count)"))
    }
    return .success(
      WildMotion(
        steps: steps, drums: drums, rows: rows, timing: timing,
        clock: SimulationClock(timeStep: timeStep)))
  } catch {
    return .failure(error)
  }
}

/// The motion's record (``WildMotionRecord/write(_:)-motion``); returns its length.
@_expose(wasm, "rk_wild_motion_record")
@_cdecl("rk_wild_motion_record")
public func rk_wild_motion_record(_ handle: Int32) -> Int32 {
  guard let motion = WildMotionState.motion(handle) else {
    return ModuleState.fail("no such wild motion")
  }
  return ModuleState.emit(WildMotionRecord.write(motion))
}

/// What the motion shows at `tick` (0 … 10⁹): the sample's record; returns its length.
@_expose(wasm, "rk_wild_motion_sample")
@_cdecl("rk_wild_motion_sample")
public func rk_wild_motion_sample(_ handle: Int32, _ tick: Int32) -> Int32 {
  guard let motion = WildMotionState.motion(handle) else {
    return ModuleState.fail("no such wild motion")
  }
  guard (0...1_000_000_000).contains(tick) else {
    return ModuleState.fail("tick: \(tick) is not allowed (allowed: 0 ... 1000000000)")
  }
  return ModuleState.emit(WildMotionRecord.write(motion.sample(atTick: Int(tick))))
}

/// Forgets a wild motion.
@_expose(wasm, "rk_wild_motion_free")
@_cdecl("rk_wild_motion_free")
public func rk_wild_motion_free(_ handle: Int32) {
  guard case .some = WildMotionState.motion(handle) else { return }
  WildMotionState.motions[Int(handle)] = nil
}

import ReelKit

/// Loads machine `handle` with the edits of `numbers` (``CompactEdit``): each drum's motion,
/// start delay and stop request time become ReelKit's ``/ReelKit/DrumMotion`` of the merged
/// settings, everything else stays the machine's. Checks the edited machine as
/// ``rk_machine_load`` does and returns its handle (a new machine; `handle` is unchanged). The
/// output buffer then holds, per drum, every field of the layout's `settings` as the drum
/// spins with it (defaults filled in), then its `startDelay` and `stopRequestTime`.
@_expose(wasm, "rk_machine_edit")
@_cdecl("rk_machine_edit")
public func rk_machine_edit(_ handle: Int32, _ numbers: UnsafePointer<Double>?, _ count: Int32)
  -> Int32
{
  guard var spec = ModuleState.machine(handle) else { return ModuleState.fail("no such machine") }
  guard let values = ModuleState.numbers(numbers, count) else {
    return ModuleState.fail("edit: a count is out of range")
  }
  let read: CompactEdit.Read
  do throws(CompactError) {
    read = try CompactEdit.read(numbers: values, drums: spec.drums.count)
  } catch {
    return ModuleState.fail(error.message)
  }
  var out: [Double] = []
  for (index, drum) in read.drums.enumerated() {
    let motion = DrumMotion(
      drum: index, machine: read.machine, own: drum.own, stopTime: drum.stopTime)
    spec.drums[index].motion = motion.motion
    spec.drums[index].startDelay = motion.startDelay
    spec.drums[index].stopRequestTime = motion.stopRequestTime
    let settings = motion.settings
    for field in MotionSettings.fields { out.append(field.read(settings) ?? .nan) }
    out += [motion.startDelay, motion.stopRequestTime]
  }
  if let first = spec.issues().first { return ModuleState.fail(first.description) }
  let edited = ModuleState.store(spec, in: &ModuleState.machines)
  ModuleState.output.replace(with: out)
  return edited
}

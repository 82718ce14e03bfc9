// Native side of Scripts/wasm-benchmark.sh: spins a MachineSpec (JSON) with the trace for
// about two seconds and prints drum-ticks per second.
//
//   native SPEC.json
import Foundation
import ReelKit

let spec = try JSONDecoder().decode(
  MachineSpec.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
var ticks = 0
var seed: UInt64 = 1
let clock = ContinuousClock()
let start = clock.now
while clock.now - start < .seconds(2) {
  let targets = Outcome.randomTargets(for: spec, seed: seed)
  let spin = try SpinRunner(spec: spec, targets: targets, recordsTrace: true).runInline()
  ticks += spin.traces?.reduce(0) { $0 + $1.count } ?? 0
  seed += 1
}
let seconds = Double((clock.now - start).components.seconds)
  + Double((clock.now - start).components.attoseconds) / 1e18
print(Int(Double(ticks) / seconds))

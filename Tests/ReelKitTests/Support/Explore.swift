import Testing
@testable import ReelKit

@Test func explore() {
  for m in [0.3, 0.5] {
    for profile in Machines.plannedProfiles {
      let spec = Machines.machine(Machines.motion(profile, .solve, maxSpeedAdjust: m))
      var line = "\(m) \(profile): "
      for (drum, target) in Simulation.everyTarget(of: spec) {
        let r = Simulation.record(drum: drum, of: spec, target: target)
        line += r.result.method == .solve ? "s" : "F"
        if target == 20 { line += " " }
      }
      print(line)
    }
  }
  let ov = Machines.machine(Machines.classicOverrun(), maxDuration: 20)
  var line = "overrun: "
  for (drum, target) in Simulation.everyTarget(of: ov) {
    let r = Simulation.record(drum: drum, of: ov, target: target)
    line += r.result.isStopped ? "\(r.result.windowMisses)" : "X"
    if target == 20 { line += " " }
  }
  print(line)
  let c = Machines.machine(Machines.classic())
  line = "classic: "
  for (drum, target) in Simulation.everyTarget(of: c) {
    let r = Simulation.record(drum: drum, of: c, target: target)
    line += r.result.isStopped ? "\(r.result.windowMisses)" : "X"
    line += r.result.brakingTick == nil ? "n" : ""
  }
  print(line)
}

import ReelKit

// A spin in real time in a terminal, using only ReelKit's public API: the machine is built
// in code, a `SpinFrameLoop` gives each display frame its events and drums, keys spin, slam
// and stop single drums. `--seed N` picks the outcomes (spin k uses seed N + k).

let strip = ["7", "BAR", "CHERRY", "BELL", "PLUM", "REPLAY", "WATERMELON", "BELL", "REPLAY"]
let geometry = DrumGeometry(strip: strip, symbolHeight: 100, visibleRows: 3)
let spec = MachineSpec(
  name: "terminal", strips: [strip, strip, strip],
  motion: MotionParameters(cruiseSpeed: geometry.pointsPerSecond(rpm: 60)),
  schedule: DrumSchedule(firstStop: 1.0, stopInterval: 0.4))
precondition(spec.issues().isEmpty, "\(spec.issues())")

var seed: UInt64 = 1
let arguments = CommandLine.arguments
if let index = arguments.firstIndex(of: "--seed"), index + 1 < arguments.count,
  let value = UInt64(arguments[index + 1])
{
  seed = value
}

let terminal = Terminal()
var spin: SpinFrameLoop?
var started = 0.0
var spins: UInt64 = 0
var decided: [[String]]?
var events: [String] = []
var slammed = Set<Int>()
terminal.write("\u{1B}[?25l")
terminal.write(Screen.text(nil, spec: spec, decided: nil, events: []))

loop: while true {
  // About 60 frames a second: wait for a key at most until the next frame is due.
  let key = terminal.key(waiting: 16)
  do {
    switch key {
    case "q", "": break loop
    case " ":
      let targets = Outcome.randomTargets(for: spec, seed: seed &+ spins)
      spins += 1
      spin = try SpinFrameLoop(spec: spec, targets: targets)
      started = Terminal.now()
      decided = (0..<3).map { row in
        targets.indices.map { spec.drums[$0].geometry.window(restingAt: targets[$0])[row] }
      }
      events = []
      slammed = []
    case "s": try spin?.slam()
    case "1", "2", "3": try spin?.press(drum: Int(key!)! - 1)
    default: break
    }
    if var running = spin {
      let frame = try running.frame(at: max(0, Terminal.now() - started))
      spin = running
      events += frame.events.map(\.description)
      for event in frame.events where event.kind == .slammed { slammed.insert(event.drum ?? -1) }
      let slams =
        slammed.isEmpty
        ? [] : ["slammed: " + slammed.sorted().map(String.init).joined(separator: " ")]
      terminal.write(Screen.text(frame, spec: spec, decided: decided, events: slams + events))
    }
  } catch {
    events.append("refused: \(error)")
  }
}
terminal.restore()

import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The shipped `Configs/megaways.json` keeps its game cycle at 2.5 s for every row
/// combination: it splices with no minimum of revolutions, so every drum rests on its own
/// schedule whatever its target, its rows and the rows before. The drums move independently,
/// so spinning every drum on every target after every row change (36 changes × 100 targets,
/// the top drum on its 30 stops) covers every combination of the 36⁶ row changes and 100⁶
/// stops.
@Suite struct ShippedMegawaysCycleTests {
  static let machine = try! ConfigLoader.load(path: Repo.config("megaways"))

  /// Every drum's settle tick over every target after every row change: the drum's own,
  /// the same on every spin; drum 5 (the last) at tick 600 = 2.5 s, the top drum with drum 1.
  @Test(SlowTests.trait) func everyDrumRestsOnItsScheduleForEveryRowChangeAndTarget() throws {
    let machine = Self.machine
    #expect(machine.spec.drums.allSatisfy { $0.motion.strategy == .splice })
    #expect(machine.spec.drums.allSatisfy { $0.motion.minimumRevolutions == 0 })
    var settles: [Set<Int>] = Array(repeating: [], count: 7)
    var methods: Set<LandingMethod> = []
    for rows in 2...7 {
      for previous in 2...7 {
        for target in 0..<100 {
          let code =
            Array(repeating: String(target), count: 6).joined(separator: "-") + "@"
            + Array(repeating: String(rows), count: 6).joined(separator: ".") + "+\(target % 30)"
          let request = try SpinRequest(
            machine: machine, targets: code, previousRows: Array(repeating: previous, count: 6))
          let result = try request.runInline(recordingTrace: false)
          #expect(result.failure == nil, "\(code) after \(previous)")
          for drum in result.drums {
            #expect(drum.isStopped && drum.landingError == 0, "\(code) after \(previous)")
            settles[drum.drum].insert(drum.settleTick ?? -1)
            methods.insert(drum.method)
          }
        }
      }
    }
    // One settle tick per drum: drums 0 … 5 every 0.15 s from 1.75 s, the top drum with drum 1.
    #expect(settles == [[420], [456], [492], [528], [564], [600], [456]])
    #expect(methods == [.splice])
    #expect(Double(600) * Self.machine.spec.clock.timeStep == 2.5)
  }
}

import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// Respins on every shipped machine of two or more drums: for every target of every
/// non-held drum, the held drums stay bit for bit, the others land exactly, the window check
/// passes, summary-only equals stepped and a splice never changes a visible symbol in place.
@Suite struct ShippedRespinTests {
  static let machines = [
    "default", "classic", "classic-bars", "classic-overrun", "turbo", "video-5reel",
    "video-5x4", "ways-243",
  ]

  @Test(arguments: machines)
  func everyTargetOfTheSpinningDrumsLandsExactly(name: String) async throws {
    let machine = try ConfigLoader.load(path: Repo.config(name))
    let spec = machine.spec
    let previous = machine.randomTargets(seed: 11)
    let previousResult = try SpinRunner(spec: spec, targets: previous).runInline()
    for held in [[0], [spec.drums.count - 1]] {
      let respin = try spec.respin(Respin(previousStops: previous, held: held))
      let longest = try #require(spec.drums.map(\.geometry.symbolCount).max())
      for step in 0..<longest {
        let drawn = spec.drums.indices.map { (step + 5 * $0) % spec.drums[$0].geometry.symbolCount }
        let targets = respin.holdingTargets(drawn)
        var resolved = machine
        resolved.spec = respin
        let request = SpinRequest(
          machine: resolved, seed: 1, targets: targets, targetSource: "test")
        let stepped = try request.runInline(recordingTrace: true)
        let summaryOnly = try request.runInline(recordingTrace: false)
        #expect(stepped.allStopped, "\(name) held \(held) targets \(targets)")
        #expect(stepped.drums == summaryOnly.drums)
        #expect(stepped.events == summaryOnly.events)
        try stepped.checkNoVisibleChange(on: respin)
        let traces = try #require(stepped.traces)
        for drum in stepped.drums {
          #expect(drum.target == targets[drum.drum])
          if held.contains(drum.drum) {
            let rest = previousResult.drums[drum.drum].offset.bitPattern
            #expect(drum.method == .held && drum.offset.bitPattern == rest)
            #expect(traces[drum.drum].allSatisfy { $0.offset.bitPattern == rest && $0.travel == 0 })
          } else {
            // Exactly on the target; the classic buffer algorithm snaps (its documented
            // landing error), the planned profiles end within a millionth of a point.
            let geometry = respin.drums[drum.drum].geometry
            #expect(drum.method != .held)
            #expect(drum.offset == geometry.centredOffset(of: drum.target))
            if drum.method != .classic {
              #expect(drum.landingError <= 1e-6, "\(name) drum \(drum.drum) target \(drum.target)")
            }
          }
        }
      }
    }
  }
}

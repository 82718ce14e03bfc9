import Testing

@testable import ReelKit

/// `ReelStrips`, the maths' view of the reels, built from a motion `MachineSpec` by the
/// umbrella: every drum shows, at rest on every stop, exactly the window its geometry shows.
@Suite("Reel strips")
struct ReelStripsTests {
  @Test("the window at every stop is the geometry's, for any row count and result row")
  func windowsMatchGeometry() {
    for rows in [1, 2, 3, 4, 7, Machines.strip.count] {
      for resultRow in [nil, 0, rows - 1] {
        let spec = WindowRowsTests.machine(.cubic, .wait, rows: rows, resultRow: resultRow)
        let strips = ReelStrips(spec)
        #expect(strips.reels.count == spec.drums.count)
        #expect(strips.rows == rows)
        #expect(strips.stopCounts == spec.drums.map { $0.geometry.symbolCount })
        for (reel, drum) in zip(strips.reels, spec.drums) {
          #expect(reel.targetRow == drum.geometry.targetRow)
          for stop in 0..<drum.geometry.symbolCount {
            #expect(
              reel.windowIndices(restingAt: stop) == drum.geometry.windowIndices(restingAt: stop))
            #expect(reel.window(restingAt: stop) == drum.geometry.window(restingAt: stop))
          }
        }
      }
    }
  }

  @Test("the name and strips carry over; a machine without drums shows one row")
  func nameAndStrips() {
    let strips = ReelStrips(PayMachines.spec([["A", "B"], ["C", "D", "E"]], rows: 2))
    #expect(strips.name == "pay")
    #expect(strips.reels.map(\.strip) == [["A", "B"], ["C", "D", "E"]])
    #expect(strips.stopCounts == [2, 3])
    #expect(ReelStrips(name: "none", reels: []).rows == 1)
  }
}

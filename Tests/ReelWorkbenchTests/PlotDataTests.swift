import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The data files of a chart folder: one block per shown drum, ten columns, the distance to
/// the target ending at exactly 0, and three event blocks.
@Suite struct PlotDataTests {
  @Test func columnsAreTheTraceColumnsThenJerkAndRemaining() {
    #expect(
      PlotSeries.columns == [
        "time", "tick", "drum", "phase", "travel", "offset", "velocity", "acceleration",
        "jerk", "remaining",
      ])
  }

  @Test(arguments: [[0, 2], [1], [2, 0], [0, 1, 2]])
  func dataHasExactlyTheShownDrumsBlocks(drums: [Int]) async throws {
    let series = try await PlotFixture.series("default", drums: drums)
    let text = series.data
    let traces = try #require(series.result.traces)
    let blocks = GnuplotData.blocks(text)
    #expect(blocks.count == drums.count)
    #expect(!text.contains("\n\n\n\n") && text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
    for (block, drum) in zip(blocks, drums) {
      #expect(block.count == traces[drum].count)
      #expect(block.allSatisfy { $0.count == 10 && $0[2] == Substring(String(drum)) })
      #expect(block.first?.prefix(2) == ["0", "0"])
    }
    let mapping = drums.enumerated().map { "index \($0) = drum \($1)" }.joined(separator: ", ")
    #expect(text.contains("; one block per drum: \(mapping)\n"))
    #expect(text.contains("\n# " + PlotSeries.columns.joined(separator: " ") + "\n"))
  }

  @Test(arguments: Repo.configNames)
  func remainingEndsAtExactlyZeroForEveryStoppedDrum(config: String) async throws {
    let series = try await PlotFixture.series(config)
    #expect(series.result.allStopped)
    let blocks = GnuplotData.blocks(series.data)
    #expect(blocks.count == series.spec.drums.count)
    for (drum, block) in blocks.enumerated() {
      let last = try #require(block.last)
      #expect(last[3] == "stopped", "drum \(drum)")
      #expect(last[9] == "0", "drum \(drum): remaining \(last[9])")
      #expect(Double(last[9]) == 0)
      #expect(block.first?[8] == "0", "jerk starts at 0")
      // Resting: every row from the settle on has nothing left to travel.
      let settle = try #require(series.result.drums[drum].settleTick)
      #expect(block.dropFirst(settle).allSatisfy { $0[9] == "0" }, "drum \(drum)")
    }
  }

  @Test func jerkIsTheChangeOfAccelerationPerSecond() async throws {
    let series = try await PlotFixture.series("turbo", drums: [3])
    let rows = try #require(GnuplotData.blocks(series.data).first)
    let dt = series.result.clock.timeStep
    for (previous, row) in zip(rows, rows.dropFirst()) {
      let expected = (Double(row[7])! - Double(previous[7])!) / dt
      #expect(abs(Double(row[8])! - expected) <= 1e-6 * max(1, abs(expected)))
    }
  }

  @Test(arguments: Repo.configNames)
  func eventsHaveRequestsLandingsAndSettles(config: String) async throws {
    let series = try await PlotFixture.series(config)
    let text = series.events
    #expect(text.hasPrefix("# reelsim plot events: \(series.result.machine)\n"))
    let blocks = GnuplotData.blocks(text)
    #expect(blocks.count == 3)
    let ticks: [(DrumResult) -> Int?] = [\.stopRequestTick, \.reachedTargetTick, \.settleTick]
    for (block, tickOf) in zip(blocks, ticks) {
      #expect(block.map { Int($0[1])! } == series.drums)
      for row in block {
        let drum = series.result.drums[Int(row[1])!]
        let tick = try #require(tickOf(drum))
        #expect(row[0] == Substring(formatNumber(series.result.clock.time(atTick: tick))))
      }
    }
    #expect(blocks[2].allSatisfy { $0[2] == "0" && $0[3] == "0" }, "settled: at rest, on target")
  }

  @Test func eventsListOnlyTheShownDrums() async throws {
    let series = try await PlotFixture.series("video-5reel", drums: [4, 1])
    let blocks = GnuplotData.blocks(series.events)
    #expect(blocks.count == 3)
    #expect(blocks.allSatisfy { $0.map { $0[1] } == ["4", "1"] })
  }

  @Test func noShownDrumKeepsEveryEventBlockValid() async throws {
    let series = try await PlotFixture.series("default", drums: [])
    #expect(
      GnuplotData.blocks(series.events).map { $0.map { $0.joined(separator: " ") } } == [
        ["NaN NaN NaN NaN"], ["NaN NaN NaN NaN"], ["NaN NaN NaN NaN"],
      ])
    #expect(GnuplotData.blocks(series.data) == [[]])
  }
}

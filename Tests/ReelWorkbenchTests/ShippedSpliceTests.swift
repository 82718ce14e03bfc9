import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The shipped configs with the `splice` strategy, every target of every drum: every drum
/// cruises at one speed, splices, rests exactly on its target a fixed number of ticks after
/// its request (so the stop intervals are the request intervals to the tick), and no
/// symbol visible in the window changes in place on any tick.
@Suite struct ShippedSpliceTests {
  @Test(arguments: ["video-5reel", "turbo"])
  func everyTargetKeepsTheScheduleUnseen(name: String) async throws {
    let machine = try ConfigLoader.load(path: Repo.config(name))
    let spec = machine.spec
    #expect(spec.drums.allSatisfy { $0.motion.strategy == .splice })
    #expect(Set(spec.drums.map(\.motion.cruiseSpeed)).count == 1)
    let longest = try #require(spec.drums.map(\.geometry.symbolCount).max())
    var latencies = Set<Int>()
    var spliced = 0
    for step in 0..<longest {
      let targets = spec.drums.indices.map { (step + 7 * $0) % spec.drums[$0].geometry.symbolCount }
      let result = try SpinRunner(spec: spec, targets: targets, recordsTrace: true).runInline()
      #expect(result.allStopped)
      try SymbolWindow.check(result, on: spec)
      try result.checkNoVisibleChange(on: spec)
      for drum in result.drums {
        #expect(drum.method == .splice, "\(name) drum \(drum.drum) target \(drum.target)")
        #expect(drum.cruiseSpeed == spec.drums[drum.drum].motion.cruiseSpeed)
        let request = try #require(drum.stopRequestTick)
        #expect(request == spec.clock.tick(atOrAfter: spec.drums[drum.drum].stopRequestTime))
        latencies.insert(try #require(drum.settleTick) - request)
        if drum.splice != nil { spliced += 1 }
      }
    }
    #expect(latencies.count == 1, "request to rest: \(latencies.sorted()) ticks")
    #expect(spliced >= longest * spec.drums.count * 9 / 10)
  }

  @Test("the summary and the dat trace record the splice; summary-only equals stepped")
  func recorded() async throws {
    let machine = try ConfigLoader.load(path: Repo.config("video-5reel"))
    let request = try SpinRequest(machine: machine, targets: "3,9,0,17,5")
    let stepped = try await request.run(recordingTrace: true)
    let summaryOnly = try await request.run(recordingTrace: false)
    #expect(stepped.drums == summaryOnly.drums)
    let splice = try #require(stepped.drums[0].splice)
    let summary = SpinSummary(result: stepped, seed: 1, targetSource: "targets", failure: nil)
    guard case .object(let members) = summary.json,
      case .array(let drums)? = members.first(where: { $0.key == "drums" })?.node.value,
      case .object(let first) = drums[0].value,
      case .object(let recorded)? = first.first(where: { $0.key == "splice" })?.node.value
    else {
      Issue.record("no splice in the summary")
      return
    }
    #expect(
      recorded.map(\.key).sorted() == [
        "kept", "landingIndex", "shift", "stops", "symbols", "tick", "time",
      ])
    let text = TraceWriter.text(of: stepped, seed: 1, format: .dat)
    #expect(text.contains("# splice: drum 0 tick \(splice.tick) shift \(splice.shift) "))
    // The CSV trace leads with the same record, as `#` lines before its header row.
    let csv = TraceWriter.text(of: stepped, seed: 1, format: .csv).split(separator: "\n")
    let spliced = stepped.drums.filter { $0.splice != nil }
    #expect(csv.count > spliced.count)
    #expect(
      Array(csv.prefix(spliced.count)).map(String.init)
        == spliced.map { TraceWriter.spliceComment($0.splice!, drum: $0.drum) }.map {
          String($0.dropLast())
        })
    #expect(csv[spliced.count] == Substring(TraceWriter.columns.joined(separator: ",")))
    #expect(csv.dropFirst(spliced.count + 1).allSatisfy { !$0.hasPrefix("#") })
  }
}

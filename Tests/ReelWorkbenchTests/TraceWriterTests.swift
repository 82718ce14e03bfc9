import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// Traces: gnuplot blocks or CSV, thinned with `every`, numbers that read back exactly.
@Suite struct TraceWriterTests {
  static let header = "# time tick drum phase travel offset velocity acceleration"

  /// The default machine spun with its traces recorded.
  func spin(_ name: String = "default") async throws -> SpinResult {
    let request = try SpinRequest(machine: try ConfigLoader.load(path: Repo.config(name)))
    let result = try await request.run(recordingTrace: true)
    let failure = result.failure
    #expect(failure == nil)
    return result
  }

  @Test func datHasACommentHeaderEndingWithTheColumns() async throws {
    let result = try await spin()
    let text = TraceWriter.text(of: result, seed: 1, format: .dat)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let comments = lines.prefix { $0.hasPrefix("#") }
    #expect(comments.last == Substring(Self.header))
    #expect(
      Array(comments) == [
        "# reelsim trace", "# config: default", "# seed: 1", "# dt: 0.004166666666666667 s",
        "# targets: \(result.targets.map(String.init).joined(separator: " "))",
        "# drums: 3 (one block each: gnuplot index 0 to 2)",
        "# units: s, tick, drum, phase, pt, pt, pt/s, pt/s^2", Substring(Self.header),
      ])
    #expect(lines[comments.count].hasPrefix("0 0 0 "))
    #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
    #expect(lines.filter { $0.hasPrefix("#") }.count == comments.count)
  }

  @Test func datHasOneBlockPerDrumSeparatedByExactlyTwoBlankLines() async throws {
    let result = try await spin("video-5reel")
    let text = TraceWriter.text(of: result, seed: 7, format: .dat)
    #expect(!text.contains("\n\n\n\n"))
    #expect(text.components(separatedBy: "\n\n\n").count == 5)
    let traces = try #require(result.traces)
    for (drum, rows) in GnuplotData.blocks(text).enumerated() {
      #expect(rows.count == traces[drum].count)
      #expect(rows.allSatisfy { $0.count == 8 && $0[2] == Substring(String(drum)) })
      #expect(rows.map { Int($0[1]) } == Array(0...result.drums[drum].settleTick!))
    }
  }

  @Test(arguments: [1, 2, 10, 7, 1_000_000])
  func everyKeepsEveryNthRowAndTheLast(every: Int) async throws {
    let result = try await spin()
    let traces = try #require(result.traces)
    let text = TraceWriter.text(of: result, seed: 1, format: .dat, every: every)
    for (drum, rows) in GnuplotData.blocks(text).enumerated() {
      let last = traces[drum].count - 1
      let expected =
        Array(stride(from: 0, through: last, by: every)) + (last % every == 0 ? [] : [last])
      #expect(rows.map { Int($0[1])! } == expected, "drum \(drum)")
    }
    let csv = TraceWriter.text(of: result, seed: 1, format: .csv, every: every)
    let full = TraceWriter.text(of: result, seed: 1, format: .csv)
    #expect(every == 1 ? csv == full : csv.count < full.count)
  }

  @Test func csvHasAHeaderRowAndOneRowPerSample() async throws {
    let result = try await spin()
    let text = TraceWriter.text(of: result, seed: 1, format: .csv)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.first == "time,tick,drum,phase,travel,offset,velocity,acceleration")
    #expect(TraceWriter.columns.joined(separator: ",") == String(lines.first!))
    #expect(lines.count - 1 == result.traces!.map(\.count).reduce(0, +))
    #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",").count == 8 })
    #expect(!text.contains("#") && !text.contains("\n\n"))
  }

  /// Every field of every row reads back to the sample's exact value.
  @Test(arguments: TraceFormat.allCases)
  func rowsReadBackToTheSamplesExactly(format: TraceFormat) async throws {
    let result = try await spin("turbo")
    let traces = try #require(result.traces)
    let text = TraceWriter.text(of: result, seed: 7, format: format)
    let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("time") }
    let samples = traces.enumerated().flatMap { drum, trace in trace.map { (drum, $0) } }
    try #require(rows.count == samples.count)
    for (row, (drum, sample)) in zip(rows, samples) {
      let fields = row.split(separator: format == .csv ? "," : " ").map(String.init)
      try #require(fields.count == 8)
      #expect(Double(fields[0]) == result.clock.time(atTick: sample.tick))
      #expect(Int(fields[1]) == sample.tick)
      #expect(Int(fields[2]) == drum)
      #expect(DrumPhase(rawValue: fields[3]) == sample.phase)
      #expect(Double(fields[4]) == sample.travel)
      #expect(Double(fields[5]) == sample.offset)
      #expect(Double(fields[6]) == sample.velocity)
      #expect(Double(fields[7]) == sample.acceleration)
    }
    #expect(Set(rows.map { $0.split(separator: format == .csv ? "," : " ")[3] }).count >= 4)
  }

  @Test func formatNumberRoundTrips() {
    let values = [0, 2800, -1.5, 1.0 / 3, 1e-6, 1.3000000000000003, 1e15, 123456789012345, -0.1]
    for value in values {
      #expect(Double(formatNumber(value)) == value, "\(value)")
    }
    #expect(formatNumber(2800) == "2800")
    #expect(formatNumber(-3) == "-3")
    #expect(formatNumber(0.5) == "0.5")
  }
}

import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The JSON and table summaries of a spin: documented keys, sorted, byte-identical runs.
@Suite struct SpinSummaryTests {
  static let topKeys = [
    "config", "drums", "failure", "pay", "resultCode", "seed", "spinTick", "spinTime",
    "targetSource", "targets", "timeStep", "window", "wins",
  ]
  static let drumKeys = [
    "anticipationTime", "brakingDistance", "brakingStartTime", "cruiseSpeed", "decidedTarget",
    "index", "landingError", "offset", "overshoot", "peakDeceleration", "peakJerk", "peakSpeed",
    "phase", "reachedTargetTime", "requestSource", "revolutions", "settleTick", "settleTime",
    "slip", "speedFactor", "stopLatency", "stopRequestTick", "stopRequestTime", "strategy",
    "target", "targetSymbol", "window", "windowMisses",
  ]

  func summaryText(_ name: String, targets: String? = nil) async throws -> String {
    let request = try SpinRequest(
      machine: try ConfigLoader.load(path: Repo.config(name)), targets: targets)
    let result = try await request.run(recordingTrace: false)
    return JSONWriter.write(request.summary(of: result).json)
  }

  func keys(_ node: JSONNode) -> [String] {
    guard case .object(let members) = node.value else { return [] }
    return members.map(\.key)
  }

  @Test(arguments: Repo.configNames)
  func jsonHasExactlyTheDocumentedKeysSorted(name: String) async throws {
    let text = try await summaryText(name)
    let root = try JSONParser.parse(Array(text.utf8))
    // A wheel's summary has one more key, `wheel`; a machine with free spins (the
    // `*-free-spins` machines and `book-of`) `freeSpins`.
    let wheel = name.hasPrefix("wheel")
    // A machine with wild features (issue 34) `wildFeatures` and `wildMotion`; `sticky-wilds`
    // has free spins.
    let wilds = ParShippedConfigTests.wildFeatures.contains(name)
    let extra =
      (wheel ? ["wheel"] : [])
      + (name.hasSuffix("free-spins") || name.hasSuffix("bonus-buy") || name == "book-of"
        || name == "sticky-wilds"
        ? ["freeSpins"] : [])
      + (wilds ? ["wildFeatures", "wildMotion"] : [])
      // A machine with coin levels, the level played.
      + (name == "classic-max-coin" ? ["coins"] : [])
      // A lines or ways machine with a max win cap, what the cap did (`ways-243-bonus-buy`).
      + (name == "ways-243-bonus-buy" ? ["maxWin"] : [])
    #expect(keys(root) == (Self.topKeys + extra).sorted())
    guard case .array(let drums)? = JSONPath("drums").node(in: root)?.value else {
      Issue.record("no drums array")
      return
    }
    #expect(!drums.isEmpty)
    // A spliced drum also has `splice` (sorted in place); no other drum has it.
    let splicing = try ConfigLoader.load(path: Repo.config(name)).spec.drums
      .contains { $0.motion.strategy == .splice }
    for drum in drums {
      #expect(keys(drum).filter { $0 != "splice" } == Self.drumKeys)
      #expect(keys(drum) == keys(drum).sorted())
      if !splicing { #expect(!keys(drum).contains("splice")) }
    }
    #expect(JSONPath("failure").node(in: root)?.value == .null)
    #expect(JSONPath("config").node(in: root)?.value == .string(name))
    #expect(JSONPath("drums[0].phase").node(in: root)?.value == .string("stopped"))
    #expect(JSONPath("drums[0].index").node(in: root)?.value == .number(0))
    #expect(text.hasSuffix("}\n"))
  }

  @Test func jsonValuesMatchTheSpin() async throws {
    let machine = ConfigLoader.loadDefault()
    let request = try SpinRequest(machine: machine, targets: "3,17,BAR")
    let result = try await request.run(recordingTrace: false)
    let root = try JSONParser.parse(
      Array(JSONWriter.write(request.summary(of: result).json).utf8))
    func value(_ path: String) -> JSONValue? { JSONPath(path).node(in: root)?.value }
    #expect(value("targets") == .array([.number(3), .number(17), .number(5)]))
    #expect(value("targetSource") == .string("command line"))
    #expect(value("seed") == .number(1))
    #expect(value("timeStep") == .number(1.0 / 240))
    #expect(value("spinTime") == .number(result.clock.time(atTick: result.spinTick!)))
    #expect(value("window") == .array(result.window.map { .array($0.map { .string($0) }) }))
    #expect(value("drums[2].targetSymbol") == .string("BAR"))
    #expect(value("drums[1].offset") == .number(1700))
    #expect(value("drums[0].strategy") == .string("wait"))
    #expect(value("drums[0].stopRequestTime") == .number(1))
  }

  @Test func jsonIsByteIdenticalAcrossRuns() async throws {
    for name in ["default", "video-5reel", "classic-overrun"] {
      let first = try await summaryText(name)
      let second = try await summaryText(name)
      #expect(first == second)
    }
  }

  @Test func largeSeedsAreWrittenExactly() throws {
    let summary = SpinSummary(
      result: SpinResult(
        machine: "m", clock: SimulationClock(), targets: [], drums: [], events: [], traces: nil),
      seed: UInt64.max, targetSource: "seed", failure: nil)
    #expect(JSONWriter.write(summary.json).contains("\"seed\": 18446744073709551615,"))
    #expect(JSONWriter.write(summary.json).contains("\"spinTime\": null,"))
  }

  @Test func tableShowsEveryDrumSpinTimeAndWindow() async throws {
    let request = try SpinRequest(machine: ConfigLoader.loadDefault())
    let result = try await request.run(recordingTrace: false)
    let table = request.summary(of: result).table
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "default: seed 1 (targets from seed), dt 4.1667 ms (240 Hz), 3 drums")
    #expect(lines[2].hasPrefix("drum  target"))
    #expect(lines[3].hasPrefix("0     \(result.targets[0]) "))
    #expect(table.contains("spin time: "))
    let window = lines.drop { $0 != "window at rest, top row first:" }.dropFirst().prefix {
      !$0.isEmpty
    }
    #expect(window.count == 3)
    for (row, line) in zip(result.window, window) {
      #expect(line.split(separator: " ").map(String.init) == row)
    }
    #expect(!table.contains("FAILED"))
  }

  @Test func jsonWriterEscapesAndRoundTrips() throws {
    let tricky = "a\"b\\c\n\r\t\u{01}\u{1F}/é🎰\u{7F}"
    #expect(JSONWriter.quote(tricky) == #""a\"b\\c\n\r\t\u0001\u001f/é🎰\#u{7F}""#)
    let members: KeyValuePairs<String, JSONValue> = [
      "z": .array([.object(["k": .string(tricky)]), .array([JSONValue]())]),
      "a": .number(0.1, text: "0.10"), "m": .object([:]), "n": .null, "b": .bool(false),
    ]
    let value = JSONValue.object(members)
    // Parsing gives the members in written (sorted) order.
    let sorted = JSONValue.object(
      members.sorted { $0.key < $1.key }.map {
        (key: $0.key, node: JSONNode(value: $0.value, line: 0, column: 0))
      })
    let text = JSONWriter.write(value)
    #expect(
      text == "{\n  \"a\": 0.10,\n  \"b\": false,\n  \"m\": {},\n  \"n\": null,\n  \"z\": [\n"
        + "    {\n      \"k\": \(JSONWriter.quote(tricky))\n    },\n    []\n  ]\n}\n")
    #expect(try JSONParser.parse(Array(text.utf8)).value == sorted)
    #expect(sorted != value)
    let line = JSONWriter.writeLine(value)
    #expect(!line.contains("\n") && line.hasPrefix(#"{"a":0.10,"b":false,"#))
    #expect(try JSONParser.parse(Array(line.utf8)).value == sorted)
  }
}

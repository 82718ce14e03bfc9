import Foundation
import ReelWorkbench
import TestSupport
import Testing

/// `reelsim studio`'s spin API against `reelsim simulate`: the same inputs give the same
/// summary, and the trace columns are the trace `simulate --trace` writes.
@Suite(.serialized) struct StudioSpinTests {
  /// The summary of `simulate --json ARGUMENTS` as an object (Foundation's parser; compare
  /// with another object it parsed).
  private func simulated(_ arguments: [String]) throws -> NSDictionary {
    try Reelsim.summary(arguments) as NSDictionary
  }

  @Test func machineDescribesDrumsFieldsAndRanges() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    let machine = try server.request("GET", "/api/machine").object()
    #expect(machine["name"] as? String == "default")
    #expect((machine["drums"] as? [Any])?.count == 3)
    #expect((machine["paylines"] as? [[Int]])?.first == [1, 1, 1])
    let parameters = try #require(machine["parameters"] as? [[String: Any]])
    let cruise = try #require(parameters.first { $0["path"] as? String == "motion.cruiseSpeed" })
    #expect(cruise["value"] as? Double == 2800)
    #expect(cruise["min"] as? Double == 0)
    #expect(cruise["minExclusive"] as? Bool == true)
    #expect(cruise["max"] as? Double == 1_000_000)
    #expect(cruise["unit"] as? String == "pt/s")
    #expect(parameters.contains { $0["path"] as? String == "drums[2].motion.overshoot" })
    let revolutions = try #require(
      parameters.first { $0["path"] as? String == "motion.minimumRevolutions" })
    #expect(revolutions["integer"] as? Bool == true)
    let choices = try #require(machine["choices"] as? [[String: Any]])
    #expect(choices.first?["allowed"] as? [String] == ["linear", "cubic", "back", "classic"])
  }

  @Test func spinSummaryIsSimulateJSON() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let video = Repo.config("video-5reel")
    let server = try StudioServer([video], in: folder)
    let cases: [([String: Any], [String])] = [
      (["seed": 7], [video, "--seed", "7"]),
      (["targets": [3, 17, "WILD", 0, "GEM"]], [video, "--targets", "3,17,WILD,0,GEM"]),
      (["targets": "3,17,WILD,0,GEM"], [video, "--targets", "3,17,WILD,0,GEM"]),
      (["resultCode": "1-2-3-4-5"], [video, "--targets", "1,2,3,4,5"]),
      (
        ["seed": 3, "controls": ["slam": ["at": 0.8]]],
        [video, "--seed", "3", "--slam-at", "0.8"]
      ),
      (
        ["seed": 8, "respin": ["from": "3-17-5-8-1", "hold": [0, 2]]],
        [video, "--seed", "8", "--from-result", "3-17-5-8-1", "--hold", "0,2"]
      ),
      ([:], [video]),
    ]
    for (body, arguments) in cases {
      let answer = try server.post("/api/spin", body)
      #expect(answer.status == 200, "\(body): \(answer.text)")
      // Byte for byte: the answer's summary, written as `simulate --json` writes JSON, is
      // exactly what `simulate --json` prints.
      let tree = try JSONParser.parse(Array(answer.body))
      let summary = try #require(JSONPath("summary").node(in: tree))
      let printed = try Reelsim.run(["simulate", "--json"] + arguments)
      #expect(printed.status == 0, "\(arguments): \(printed.errors)")
      #expect(JSONWriter.write(summary.value) == printed.text, "\(body)")
    }
  }

  /// A respin (`respin` of the body): the held drums' traces never move, the others spin.
  @Test func aRespinHoldsItsDrumsStill() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer([Repo.config("video-5reel")], in: folder)
    let answer = try server.post(
      "/api/spin", ["seed": 8, "respin": ["from": "3-17-5-8-1", "hold": [0, 2]]])
    #expect(answer.status == 200, "\(answer.text)")
    let trace = try #require(answer.object()["trace"] as? [String: Any])
    let drums = try #require(trace["drums"] as? [[String: Any]])
    for (index, drum) in drums.enumerated() {
      let travel = try #require(drum["travel"] as? [Double])
      if [0, 2].contains(index) {
        #expect(Set(travel) == [0], "drum \(index) moved")
      } else {
        #expect(Set(travel).count > 100, "drum \(index) did not spin")
      }
    }
  }

  /// `resultCode` is read once, as a code, on a variable-row machine too: a code with rows
  /// spins its rows, stops and top stop, one without keeps the seed's rows (both exactly
  /// `simulate --targets CODE`); a comma list or rows outside the window is one line at
  /// `$.resultCode`, 400.
  @Test func aResultCodeOnVariableRowsIsReadOnceAsACode() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let megaways = Repo.config("megaways")
    let server = try StudioServer([megaways], in: folder)
    for code in ["46-32-13-41-9-96@4.2.6.5.4.3+27", "1-2-3-4-5-6"] {
      let answer = try server.post("/api/spin", ["resultCode": code])
      #expect(answer.status == 200, "\(code): \(answer.text)")
      let summary = try #require(
        JSONPath("summary").node(in: try JSONParser.parse(Array(answer.body))))
      let printed = try Reelsim.run(["simulate", "--json", megaways, "--targets", code])
      #expect(printed.status == 0, "\(code): \(printed.errors)")
      #expect(JSONWriter.write(summary.value) == printed.text, "\(code)")
    }
    for (code, words) in [
      ("1,2,3,4,5,6", "result code \"1,2,3,4,5,6\": stop 0 is"),
      ("1-2-3-4-5-6@9.2.2.2.2.2+0", "rows[0]: 9 rows is outside the window (allowed: 1 ... 7"),
    ] {
      let answer = try server.post("/api/spin", ["resultCode": code])
      #expect(answer.status == 400, "\(code): \(answer.text)")
      let object = try answer.object()
      #expect(object["path"] as? String == "$.resultCode", "\(code): \(answer.text)")
      #expect((object["error"] as? String ?? "").contains(words), "\(code): \(answer.text)")
    }
  }

  @Test func traceColumnsAreTheSimulatedTrace() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    let answer = try server.post("/api/spin", ["seed": 1]).object()
    // The project's own parser keeps every number's text, so the comparison is exact
    // (Foundation's JSONSerialization rounds some numbers in the last bit).
    let raw = try server.post("/api/spin", ["seed": 1]).body
    let tree = try JSONParser.parse(Array(raw))
    let run = try Reelsim.run(["simulate", "--seed", "1", "--trace", "t.csv"], in: folder)
    #expect(run.status == 0)
    let rows = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
      .split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
    for index in 0..<3 {
      let mine = rows.filter { Int($0[2]) == index }
      for (column, name) in [
        (1, "tick"), (3, "phase"), (4, "travel"), (5, "offset"), (6, "velocity"),
        (7, "acceleration"),
      ] {
        let node = try #require(JSONPath("trace.drums[\(index)].\(name)").node(in: tree))
        guard case .array(let items) = node.value else {
          throw StudioServer.Malformed(description: name)
        }
        let texts = items.map { item -> String in
          switch item.value {
          case .number(_, let text): text
          case .string(let text): text
          default: "?"
          }
        }
        #expect(texts == mine.map { $0[column] }, "drum \(index) \(name)")
      }
      let drums = try #require((answer["trace"] as? [String: Any])?["drums"] as? [[String: Any]])
      #expect(drums[index]["stripLength"] as? Double == 2100)
    }
    let events = try #require(answer["events"] as? [[String: Any]])
    let kinds = events.filter { $0["drum"] as? Int == 0 }.map { $0["kind"] as! String }
    #expect(
      kinds == [
        "started", "reachedCruise", "stopRequested", "brakingStarted", "reachedTarget", "settled",
      ])
    let check = try #require(answer["check"] as? [String: Any])
    let rules = try #require(check["rules"] as? [[String: Any]])
    // The built-in machine declares no rule set (`rules`): no badges, as `reelsim check`.
    #expect(rules.isEmpty)
    #expect(check["declared"] as? [String] == [])
  }

  @Test func editsChangeTheSpinAndSavedConfigReproducesIt() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      atPath: Repo.config("default"), toPath: folder.appendingPathComponent("m.json").path)
    let server = try StudioServer(["m.json"], in: folder)
    let edits: [String: Any] = [
      "motion.cruiseSpeed": 2400, "drums[2].motion.profile": "back",
      "drums[2].motion.overshoot": 30,
    ]
    let base = try server.post("/api/spin", ["seed": 4]).object()["summary"] as? [String: Any]
    let edited = try server.post("/api/spin", ["seed": 4, "overrides": edits])
    #expect(edited.status == 200, "\(edited.text)")
    let summary = try #require(try edited.object()["summary"] as? NSDictionary)
    #expect(summary["spinTime"] as? Double != base?["spinTime"] as? Double)
    let saved = try server.post("/api/save", ["file": "tuned.json", "overrides": edits])
    #expect(saved.status == 200, "\(saved.text)")
    let exported = try server.post("/api/export", ["overrides": edits])
    let written = try Data(contentsOf: folder.appendingPathComponent("tuned.json"))
    #expect(exported.body == written)
    let again = try Reelsim.run(["simulate", "tuned.json", "--seed", "4", "--json"], in: folder)
    #expect(again.status == 0, "\(again.errors)")
    let reproduced = try JSONSerialization.jsonObject(with: again.output) as? NSDictionary
    #expect(reproduced == summary)
    // The same name again needs "overwrite": true.
    let conflict = try server.post("/api/save", ["file": "tuned.json", "overrides": edits])
    #expect(conflict.status == 409)
    let replaced = try server.post(
      "/api/save", ["file": "tuned.json", "overrides": [:], "overwrite": true])
    #expect(replaced.status == 200)
  }

  @Test func comparisonMachineSpinsBeside() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(
      [Repo.config("video-5reel"), "--compare", Repo.config("turbo")], in: folder)
    let machine = try server.request("GET", "/api/machine").object()
    #expect((machine["compare"] as? [String: Any])?["name"] as? String == "turbo")
    let answer = try server.post("/api/spin", ["seed": 2, "machine": "b"])
    let summary = try #require(try answer.object()["summary"] as? NSDictionary)
    #expect(summary == (try simulated([Repo.config("turbo"), "--seed", "2"])))
  }

  @Test func concurrentClientsGetTheirOwnSpins() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    /// The summary of a spin with `seed`, as sorted-key JSON bytes.
    @Sendable func summary(_ seed: Int) throws -> Data {
      let object = try server.post("/api/spin", ["seed": seed]).object()["summary"] as Any
      return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }
    let expected = try (1...8).map(summary)
    try await withThrowingTaskGroup(of: (Int, Data).self) { group in
      for _ in 0..<4 {
        for seed in 1...8 {
          group.addTask { (seed, try summary(seed)) }
        }
      }
      var answered = 0
      for try await (seed, bytes) in group {
        #expect(bytes == expected[seed - 1], "seed \(seed)")
        answered += 1
      }
      #expect(answered == 32)
    }
  }
}

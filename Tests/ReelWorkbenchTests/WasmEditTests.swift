import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The page's edits are merged by the WebAssembly module (`rk_machine_edit`, through
/// `reelkit.mjs` and the page's own `editLayers`, run in Node), not by JavaScript: on every
/// shipped config, and on each with drums of their own `motion` and `stopTime`, for edits
/// machine-wide and per drum (speeds, revolutions, profile, strategy and every timing field),
/// each drum's motion, start delay and stop request time are bit for bit those of the
/// server's machine (the edits applied to the config and the config resolved); an edit the
/// server refuses the module refuses too, with one line.
@Suite(.serialized, SlowTests.trait) struct WasmEditTests {
  struct Case {
    var label: String
    var machine: ResolvedMachine?
    var config: MachineConfig
    var input: JSONValue
  }

  /// The edits tried on a machine of `drums` drums cruising at `speed`, as the page sends them.
  static func edits(drums: Int, speed: Double) -> [String] {
    let last = drums - 1
    return [
      "{}",
      "{\"motion.cruiseSpeed\": \(speed * 1.0625), \"motion.firstStop\": 1.25, "
        + "\"motion.stopInterval\": 0.25}",
      "{\"drums[\(last)].motion.cruiseSpeed\": \(speed * 0.875), \"motion.startDelay\": 0.125, "
        + "\"motion.startInterval\": 0.0625, \"drums[0].motion.minimumRevolutions\": 2}",
      "{\"drums[0].motion.firstStop\": 0.75, \"drums[0].motion.stopInterval\": 0.5, "
        + "\"drums[\(last)].motion.strategy\": \"wait\", \"motion.profile\": \"cubic\", "
        + "\"drums[\(last)].motion.startInterval\": 0.25}",
      "{\"drums[0].motion.cruiseSpeed\": 0}",
    ]
  }

  @Test(RequiredTool.trait(missing: WasmModule.missingInNode))
  func everyEditIsMergedByTheModuleAsTheServerResolvesIt() throws {
    if let missing = WasmModule.missingInNode { Issue.record("missing: \(missing)"); return }
    guard WasmModule.isCurrent() else { return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var cases: [Case] = []
    // The module's refusals are asked of the first case's machine (Tests/Wasm/edit.mjs).
    var firstDrums: Int?
    for config in ConfigMergeTests.configs {
      for (index, (label, root)) in try ConfigMergeTests.variants(config).enumerated() {
        let file = folder.appendingPathComponent("\(config)-\(index).json")
        try JSONSerialization.data(withJSONObject: root).write(to: file)
        let workspace = try StudioWorkspace(config: file.path, compare: nil)
        let spec = workspace.primary.machine.spec
        if firstDrums == nil { firstDrums = spec.drums.count }
        for edit in Self.edits(drums: spec.drums.count, speed: spec.drums[0].motion.cruiseSpeed) {
          let node = try JSONParser.parse(Array(edit.utf8))
          var machine: ResolvedMachine?
          do {
            let overrides = try StudioOverrides(node, drums: spec.drums.count)
            machine = try workspace.edited(with: overrides).0
          } catch {
            machine = nil
          }
          let input = JSONValue.object([
            "spec": StudioAPI.specJSON(spec), "config": workspace.primary.tree.value,
            "overrides": node.value,
          ])
          cases.append(
            Case(
              label: "\(label) \(edit)", machine: machine,
              config: workspace.primary.machine.config, input: input))
        }
      }
    }
    #expect(cases.count >= 150)
    #expect(cases.contains { $0.machine == nil })

    let casesURL = folder.appendingPathComponent("cases.json")
    try Data(JSONWriter.write(.array(cases.map(\.input))).utf8).write(to: casesURL)
    let resultsURL = folder.appendingPathComponent("results.json")
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/edit.mjs", WasmModule.path.path, casesURL.path, resultsURL.path],
      in: Repo.root)
    try #require(run.status == 0, "node failed: \(run.errors)")
    let answer = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: resultsURL)) as? [String: Any])
    let results = try #require(answer["results"] as? [[String: Any]])
    try #require(results.count == cases.count)
    try expectRefusals(try #require(answer["bad"] as? [[Any]]), drums: try #require(firstDrums))

    var drums = 0
    for (item, result) in zip(cases, results) {
      guard let machine = item.machine else {
        let error = try #require(result["error"] as? String, "\(item.label): refused")
        #expect(error.contains("cruiseSpeed: 0 is out of range"), "\(item.label): \(error)")
        continue
      }
      let shown = try #require(result["drums"] as? [[String: Any]], "\(item.label): \(result)")
      try #require(shown.count == machine.spec.drums.count)
      let config = machine.config
      for (index, (drum, page)) in zip(machine.spec.drums, shown).enumerated() {
        drums += 1
        let label = "\(item.label) drum \(index)"
        let schedule = DrumMotion(
          drum: index, machine: config.motion?.settings ?? MotionSettings(),
          own: config.drums[index].motion?.settings
        ).schedule
        let expected = MotionSettings(parameters: drum.motion, schedule: schedule)
        let settings = try #require(page["settings"] as? [String: Any])
        let motion = try #require(page["motion"] as? [String: Any])
        // The first 15 fields are the motion's, also in the edited spec's `motion`.
        for (position, field) in MotionSettings.fields.enumerated() {
          let value = try #require(field.read(expected))
          let written: Any
          switch field.kind {
          case .profile: written = BrakingProfile.allCases[Int(value)].rawValue
          case .strategy: written = LandingStrategy.allCases[Int(value)].rawValue
          case .number, .wholeNumber: written = hex(value)
          }
          #expect(settings[field.name] as? String == written as? String, "\(label): \(field.name)")
          if position < 15 {
            #expect(
              motion[field.name] as? String == written as? String, "\(label): motion.\(field.name)")
          }
        }
        #expect(page["startDelay"] as? String == hex(drum.startDelay), "\(label): startDelay")
        #expect(
          page["stopRequestTime"] as? String == hex(drum.stopRequestTime),
          "\(label): stopRequestTime")
      }
    }
    #expect(drums >= 400)
  }

  /// Every wrong description is refused with one line naming the field and what is allowed
  /// (the first case is `classic.json`: 3 drums, a 30 s watchdog).
  private func expectRefusals(_ bad: [[Any]], drums: Int) throws {
    let expected: [(String, String)] = [
      ("format", "edit.format: 2.0 is not allowed (allowed: 1.0)"),
      (
        "drum count",
        "edit.drums.count: \(drums + 1).0 is not allowed (allowed: a whole number \(drums) ... "
          + "\(drums))"
      ),
      ("layer count", "edit.motion.layers: 9.0 is not allowed (allowed: a whole number 0 ... 8)"),
      ("NaN layer count", "edit.motion.layers: nan is not allowed"),
      ("ends early", "missing (the description ends early)"),
      ("too long", "edit: more numbers than the description holds"),
      ("profile index", "edit.motion[0].profile: 7.0 is not allowed (allowed: an index into"),
      ("infinite speed", "edit.motion[0].cruiseSpeed: inf is not allowed (allowed: a finite"),
      ("half a revolution", "edit.drums[0].motion[0].minimumRevolutions: 1.5 is not allowed"),
      ("negative speed", "edit.motion[0].cruiseSpeed: -5 is out of range (allowed: more than 0"),
      ("first stop", "edit.motion[0].firstStop: 61 is out of range (allowed: 0 ... 60 s)"),
      ("stop time range", "edit.drums[0].stopTime: 5000.0 is out of range (allowed: 0 ... 3600 s)"),
      ("stop time after the watchdog", "drums[0].stopRequestTime: drum 0 is asked to stop at 40 s"),
      ("rule between fields", "drums[0].motion.windBackTime:"),
      ("no such machine", "no such machine"),
      ("negative count", "edit: a count is out of range"),
    ]
    try #require(bad.count == expected.count)
    for (answer, (label, message)) in zip(bad, expected) {
      #expect(answer[0] as? String == label)
      #expect(answer[1] as? Int == -1, "\(label): refused")
      let text = try #require(answer[2] as? String)
      #expect(text.contains(message), "\(label): \(text)")
      #expect(!text.contains("\n"), "\(label): one line")
    }
  }

  private func hex(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
}

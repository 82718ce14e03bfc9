import Foundation
import TestSupport
import Testing

/// The studio's badges are the declared rule sets' (`rules`, as `reelsim check` picks them),
/// each FAIL with check's fix and the edit that passes; Save patches the loaded file in place
/// (``JSONTextPatch``) and says when the description was kept over edited values.
@Suite struct StudioRulesAndSaveTests {
  /// `Configs/classic.json` declaring the pachislot rules and cruising at 3500 pt/s (100 rpm).
  static func pachislot(in folder: URL) throws -> String {
    let text = try String(contentsOfFile: Repo.config("classic"), encoding: .utf8)
      .replacingOccurrences(of: #""symbols":"#, with: "\"rules\": [\"pachislot\"],\n  \"symbols\":")
      .replacingOccurrences(of: #""cruiseSpeed": 2800"#, with: #""cruiseSpeed": 3500"#)
    try text.write(
      to: folder.appendingPathComponent("pachi.json"), atomically: true, encoding: .utf8)
    return text
  }

  static func rules(_ answer: StudioServer.Answer) throws -> [[String: Any]] {
    let check = try #require(try answer.object()["check"] as? [String: Any])
    return try #require(check["rules"] as? [[String: Any]])
  }

  @Test func aFailingBadgeCarriesChecksFixAndAnEditThatPasses() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Self.pachislot(in: folder)
    let server = try StudioServer(["pachi.json"], in: folder)
    let rules = try Self.rules(try server.post("/api/spin", ["seed": 1]))
    #expect(rules.map { $0["id"] as? String } == ["rpm80", "atSpeed", "skillStop", "realStrips"])
    #expect(rules[0]["pass"] as? Bool == false && rules[0]["measured"] as? Double == 100)
    #expect(rules[0]["fix"] as? String == "cruiseSpeed ≤ 2800 pt/s")
    #expect(rules[0]["apply"] as? [String: Double] == ["motion.cruiseSpeed": 2800])
    #expect(rules[2]["pass"] as? Bool == false)
    #expect(
      (rules[2]["fix"] as? String)?.hasPrefix("a higher maxDeceleration, or profile linear") == true
    )
    let skillFix = try #require(rules[2]["apply"] as? [String: Any])
    // Both suggested edits, applied, pass their badges.
    let fixed = try Self.rules(
      try server.post(
        "/api/spin",
        ["seed": 1, "overrides": skillFix.merging(["motion.cruiseSpeed": 2800]) { a, _ in a }]))
    #expect(fixed.map { $0["pass"] as? Bool } == [true, true, true, true], "\(fixed)")
    #expect(fixed.allSatisfy { $0["fix"] is NSNull && $0["apply"] is NSNull })
  }

  @Test(arguments: ["wheel", "video-5reel", "tumble"])
  func aMachineThatDeclaresNoRulesHasNoBadges(_ config: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer([Repo.config(config)], in: folder)
    let answer = try server.post("/api/spin", ["seed": 1])
    #expect(answer.status == 200, "\(answer.text)")
    #expect(try Self.rules(answer).isEmpty)
  }

  /// A one-field edit saves as a one-line diff; a field the file does not have is added in
  /// the object's style; the description kept over an edit is flagged, a new one written.
  @Test func saveChangesOnlyTheEditedLines() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Self.pachislot(in: folder)
    let server = try StudioServer(["pachi.json"], in: folder)
    let lines = { (text: String) in
      text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    let saved = try server.post(
      "/api/save", ["file": "one.json", "overrides": ["motion.cruiseSpeed": 2650]])
    #expect(saved.status == 200, "\(saved.text)")
    #expect(try saved.object()["descriptionStale"] as? Bool == true)
    let one = try String(contentsOf: folder.appendingPathComponent("one.json"), encoding: .utf8)
    let changed = zip(lines(original), lines(one)).filter { $0.0 != $0.1 }.map(\.1)
    #expect(lines(one).count == lines(original).count)
    #expect(changed == [#"    "cruiseSpeed": 2650,"#])

    let added = try server.post(
      "/api/save",
      [
        "file": "two.json", "overrides": ["motion.maxDeceleration": 50000],
        "description": "Pachislot classic, \"tuned\" é",
      ])
    #expect(added.status == 200, "\(added.text)")
    #expect(try added.object()["descriptionStale"] as? Bool == false)
    let two = try String(contentsOf: folder.appendingPathComponent("two.json"), encoding: .utf8)
    #expect(two.contains(#"  "description": "Pachislot classic, \"tuned\" é","#))
    #expect(two.contains("    \"stopInterval\": 0.3,\n    \"maxDeceleration\": 50000\n  },"))
    #expect(lines(two).count == lines(original).count + 1)
    // The exported text is what Save writes.
    let exported = try server.post(
      "/api/export",
      [
        "overrides": ["motion.maxDeceleration": 50000],
        "description": "Pachislot classic, \"tuned\" é",
      ])
    #expect(exported.text == two)
    // No edits: the file as loaded, byte for byte.
    let same = try server.post("/api/export", ["overrides": [:]])
    #expect(same.text == original)
  }
}

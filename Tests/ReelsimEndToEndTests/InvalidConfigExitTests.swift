import Foundation
import ReelWorkbench
import TestSupport
import Testing

/// A handful of corrupted copies of `Configs/default.json`, like those the config property
/// tests generate, given to the built binary: exit 65, nothing written, and one
/// `error: FILE: path: …` line per problem on stderr.
@Suite struct InvalidConfigExitTests {
  /// One change: where (keys and indices from the root) and the new value (`nil` removes the
  /// key; ``huge`` becomes the number `1e400`).
  typealias Edit = (path: [any Sendable], value: (any Sendable)?)

  /// Stands for a number no double can hold.
  static let huge = "@@1e400@@"

  /// The edits of each file and the paths of the problems, one per error line (`line` for a
  /// syntax error's position).
  static let files: [(edits: [Edit], problems: [String])] = [
    (
      [
        (["motion", "cruiseSpeed"], -5), (["simulation", "timeStep"], 0.2),
        (["drums", 1, "startIndex"], 21),
      ],
      ["motion.cruiseSpeed", "simulation.timeStep", "drums[1].startIndex"]
    ),
    (
      [
        (["drums", 0, "strip", 3], "GRAPE"), (["drums", 2, "strip", 20], "CHERY"),
        (["paytable", "bet"], 0),
      ],
      ["drums[0].strip[3]", "drums[2].strip[20]", "paytable.bet"]
    ),
    (
      [
        (["geometry", "symbolHeight"], 0), (["motion", "settleTime"], -1),
        (["paytable", "pays", 2, "pay"], -5), (["drums", 2, "motion"], ["firstStop": -1]),
      ],
      [
        "geometry.symbolHeight", "motion.settleTime", "paytable.pays[2].pay",
        "drums[2].motion.firstStop",
      ]
    ),
    ([(["motion", "maxDeceleration"], huge)], ["line"]),
    ([(["motion", "cruiseSped"], 2800)], ["motion.cruiseSped"]),
    ([(["drums", 1, "strip"], nil)], ["drums[1].strip"]),
    ([(["geometry", "visibleRows"], 2.5)], ["geometry.visibleRows"]),
    (
      [(["simulation", "maxDuration"], 1.2)], ["simulation.maxDuration", "simulation.maxDuration"]
    ),
  ]

  @Test(arguments: files.indices)
  func aCorruptedConfigExits65WithOneLinePerProblem(index: Int) throws {
    let (edits, problems) = Self.files[index]
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.corrupted(edits).write(to: folder.appendingPathComponent("t.json"))
    for arguments in [
      ["simulate", "t.json"], ["plot", "t.json", "--out", "out"], ["par", "t.json"],
    ] {
      let run = try Reelsim.run(arguments, in: folder)
      #expect(run.status == 65, "\(arguments): \(run.errors)")
      #expect(run.output.isEmpty, "\(arguments)")
      // Problems, then (when a value cannot be read) the note that ranges wait for it.
      let lines = run.errorLines.map(String.init).filter { !$0.hasPrefix("note: t.json: ") }
      #expect(lines.count == problems.count, "\(arguments): \(run.errors)")
      let found = lines.compactMap { line -> String? in
        guard line.hasPrefix("error: t.json: ") else { return nil }
        let rest = line.dropFirst("error: t.json: ".count)
        if rest.wholeMatch(of: /line \d+, column \d+: .+/) != nil { return "line" }
        return rest.firstRange(of: ": ").map { String(rest[..<$0.lowerBound]) }
      }
      #expect(found.sorted() == problems.sorted(), "\(arguments): \(run.errors)")
      #expect(try contents(of: folder) == ["t.json"], "\(arguments) wrote something")
    }
  }

  /// `Configs/default.json` with `edits`, pretty-printed.
  static func corrupted(_ edits: [Edit]) throws -> Data {
    var object = try JSONSerialization.jsonObject(with: Data(try Repo.bytes("default")))
    for edit in edits {
      let path = edit.path.map { ($0 as? Int).map(JSONPath.Component.index) ?? .key("\($0)") }
      object = JSONEdit.setting(path[...], to: edit.value, in: object)
    }
    let text = String(
      decoding: try JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys]),
      as: UTF8.self)
    return Data(text.replacingOccurrences(of: "\"\(huge)\"", with: "1e400").utf8)
  }
}

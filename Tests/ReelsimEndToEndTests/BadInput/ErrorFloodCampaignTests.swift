import Foundation
import TestSupport
import Testing

/// Error floods (issue 30): a file with thousands of problems prints the first 20 lines,
/// then one line `error: FILE: … and N more errors`, with the same exit code and nothing
/// written.
@Suite struct ErrorFloodCampaignTests {
  /// A flood: the files, the command, the exit code, the first line and the problems in all.
  struct Flood: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var files: [String: String]
    var arguments: [String]
    var status: Int32 = 65
    var first: String
    var problems: Int
  }

  /// `config` with `edit` applied, as JSON text.
  static func config(_ name: String, _ edit: (inout [String: Any]) -> Void) -> String {
    WorkBoundCampaignTests.config(name, edit)
  }

  static let floods: [Flood] = [
    Flood(
      testDescription: "1,001 free-spins awards",
      files: [
        "f.json": config("ways-243-free-spins") { config in
          var paytable = config["paytable"] as? [String: Any] ?? [:]
          var freeSpins = paytable["freeSpins"] as? [String: Any] ?? [:]
          freeSpins["awards"] = (0...1000).map { ["count": $0, "spins": 8] }
          paytable["freeSpins"] = freeSpins
          config["paytable"] = paytable
        }
      ],
      arguments: ["par", "f.json"],
      first: "error: f.json: paytable.freeSpins.awards: has 1001 awards (allowed: 1 ... 1000)",
      problems: 987),
    Flood(
      testDescription: "10,000 unknown group symbols",
      files: [
        "g.json": config("classic-bars") { config in
          var paytable = config["paytable"] as? [String: Any] ?? [:]
          var pays = paytable["pays"] as? [[String: Any]] ?? []
          pays.append([
            "symbol": "ANY", "count": 3, "pay": 1, "group": (0..<10000).map { "S\($0)" },
          ])
          paytable["pays"] = pays
          config["paytable"] = paytable
        }
      ],
      arguments: ["simulate", "g.json"],
      first: "error: g.json: paytable.pays[10].group: has 10000 symbols (allowed: 1 ... 64)",
      problems: 10001),
    Flood(
      testDescription: "a suite of 100 broken scenarios",
      files: [
        "suite.json": #"{"scenarios": ["#
          + (0..<100).map { #"{"name": "s\#($0)", "config": "missing-\#($0).json"}"# }
          .joined(separator: ", ") + "]}"
      ],
      arguments: ["regress", "suite.json"],
      first: "error: suite.json: scenarios[0].config: missing-0.json: no such file",
      problems: 100),
  ]

  @Test(arguments: floods)
  func aFloodIsCappedAtTwentyLines(_ flood: Flood) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in flood.files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    let before = try BadInput.snapshot(folder)
    let run = try Reelsim.run(flood.arguments, in: folder)
    #expect(run.status == flood.status, "\(run.errors.prefix(2000))")
    #expect(run.output.isEmpty)
    #expect(try BadInput.snapshot(folder) == before)
    let errors = run.errorLines.filter { !$0.hasPrefix("note: ") }
    #expect(errors.count == 21, "\(run.errors.prefix(4000))")
    #expect(errors.first.map(String.init) == flood.first)
    #expect(errors.dropLast().allSatisfy { $0.hasPrefix("error: ") && !$0.contains(" more error") })
    let file = try #require(flood.files.keys.first)
    #expect(errors.last == "error: \(file): … and \(flood.problems - 20) more errors")
  }
}

import Foundation
import TestSupport
import Testing

/// `reelsim simulate --trace`: dat or csv, thinned with `--every`, byte-identical, atomic.
@Suite struct TraceOutputTests {
  static let formats: [(name: String, extra: [String], isCSV: Bool)] = [
    ("t.csv", [], true), ("T.CSV", [], true), ("t.dat", ["--format", "csv"], true),
    ("t.csv", ["--format", "dat"], false), ("t.txt", [], false), ("t", ["--format", "dat"], false),
  ]

  static let datHeader = "# time tick drum phase travel offset velocity acceleration"
  static let csvHeader = "time,tick,drum,phase,travel,offset,velocity,acceleration"

  /// Runs `simulate --trace NAME EXTRA` in a fresh folder; returns the run, the trace text and
  /// everything left in the folder.
  func trace(_ name: String, _ extra: [String] = []) throws -> (RunResult, String, [String]) {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(["simulate", "--trace", name] + extra, in: folder)
    let url = folder.appendingPathComponent(name)
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return (run, text, try contents(of: folder))
  }

  func dataLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter { !$0.hasPrefix("#") && $0 != Substring(Self.csvHeader) }
  }

  @Test func datTraceIsWrittenAtomicallyWithBlocksPerDrum() throws {
    let (run, text, left) = try trace("spin.dat")
    #expect(run.status == 0, "\(run.errors)")
    #expect(left == ["spin.dat"])
    #expect(run.text.hasPrefix("default: seed 1"))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let comments = lines.prefix { $0.hasPrefix("#") }
    #expect(comments.first == "# reelsim trace")
    #expect(comments.last == Substring(Self.datHeader))
    #expect(text.components(separatedBy: "\n\n\n").count == 3)
    #expect(!text.contains("\n\n\n\n"))
    let rows = dataLines(text)
    #expect(rows.first?.hasPrefix("0 0 0 ") == true)
    #expect(rows.allSatisfy { $0.split(separator: " ").count == 8 })
    #expect(Set(rows.map { $0.split(separator: " ")[2] }) == ["0", "1", "2"])
    #expect(rows.last?.split(separator: " ")[3] == "stopped")
  }

  @Test func traceIsByteIdenticalAcrossRuns() throws {
    for (name, extra) in [("a.dat", []), ("a.csv", []), ("a.dat", ["--every", "3"])] {
      let (first, text, _) = try trace(name, extra + [Repo.config("video-5reel")])
      let (_, again, _) = try trace(name, extra + [Repo.config("video-5reel")])
      #expect(first.status == 0)
      #expect(text.count > 1000)
      #expect(text == again)
    }
  }

  @Test(arguments: formats)
  func formatFollowsTheOptionOrTheFileName(name: String, extra: [String], isCSV: Bool) throws {
    let (run, text, left) = try trace(name, extra)
    #expect(run.status == 0, "\(run.errors)")
    #expect(left == [name])
    let first = text.split(separator: "\n").first.map(String.init)
    #expect(first == (isCSV ? Self.csvHeader : "# reelsim trace"))
    if isCSV {
      #expect(!text.contains("#") && !text.contains("\n\n"))
      #expect(dataLines(text).allSatisfy { $0.split(separator: ",").count == 8 })
    }
  }

  @Test func everyShortensTheTraceAndKeepsEachDrumsLastRow() throws {
    let (_, full, _) = try trace("t.csv")
    let (run, thin, _) = try trace("t.csv", ["--every", "10"])
    #expect(run.status == 0)
    let fullRows = dataLines(full)
    let thinRows = dataLines(thin)
    #expect(thinRows.count < fullRows.count / 9)
    #expect(thinRows.count >= fullRows.count / 10)
    for drum in ["0", "1", "2"] {
      let last = { (rows: [Substring]) in rows.last { $0.split(separator: ",")[2] == drum } }
      #expect(last(thinRows) != nil)
      #expect(last(thinRows) == last(fullRows))
    }
    let ticks = thinRows.filter { $0.split(separator: ",")[2] == "0" }
      .map { Int($0.split(separator: ",")[1])! }
    #expect(ticks.dropLast().allSatisfy { $0 % 10 == 0 })
    #expect(ticks.prefix(3) == [0, 10, 20])
  }

  @Test func anExistingTraceIsReplacedWhole() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("t.dat")
    try Data(repeating: 0x41, count: 5_000_000).write(to: url)
    let run = try Reelsim.run(["simulate", "--trace", "t.dat", "--every", "50"], in: folder)
    #expect(run.status == 0)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.hasPrefix("# reelsim trace\n"))
    #expect(!text.contains("A"))
    #expect(try contents(of: folder) == ["t.dat"])
  }
}

import Foundation
import ReelKit
import ReelKitSupport
import TestSupport
import Testing

@testable import ReelWorkbench

/// Files reelsim writes are read back whatever their size: a history line by line (each line
/// capped, the file not), a snapshot compact whatever the tick.
@Suite struct ReadWhatIsWrittenTests {
  @Test func aHistoryOfMoreThan4MiBIsReadLineByLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let machine = try ConfigLoader.load(path: Repo.config("video-5reel"))
    let record = try HistoryRecord.run(try SpinRequest(machine: machine, seed: 3), config: "v.json")
    let path = folder.appendingPathComponent("h.jsonl").path
    try AtomicFile.appendLine(Array((record.line + "\n").utf8), to: path)
    // 1,100 appends of a 5-drum spin, as simulate --history writes them.
    let one = try Data(contentsOf: URL(fileURLWithPath: path))
    try Data((0..<1100).flatMap { _ in one }).write(to: URL(fileURLWithPath: path))
    try record.append(to: path)
    let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(size > ConfigLoader.maximumFileSize)
    let entries = try HistoryEntry.read(path: path)
    #expect(entries.count == 1101)
    #expect(entries.last?.line == 1101 && entries.last?.seed == 3)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["h.jsonl"])
  }

  @Test func aLineLongerThanTheCapIsNamed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("h.jsonl").path
    let long = "{\"config\": \"" + String(repeating: "A", count: LineReader.maximumLineSize) + "\"}"
    try Data(("\n" + long + "\n").utf8).write(to: URL(fileURLWithPath: path))
    #expect(
      throws: ConfigError(
        file: path, kind: .invalid,
        lines: ["line 2: longer than 4 MiB (allowed: lines of at most 4194304 bytes)"])
    ) { try HistoryEntry.read(path: path) }
  }

  @Test func aSnapshotDoesNotGrowWithItsTick() throws {
    let request = try SpinRequest(machine: ConfigLoader.loadDefault())
    var session = SpinSession(request: request, config: "default")
    session.run(until: 0.1)
    let early = try session.encoded().count
    session.run(until: 2.2)
    let late = try session.encoded().count
    #expect(session.traces.reduce(0) { $0 + $1.count } > 1000)
    // Only the drums' states change; the size stays within a few percent.
    #expect(abs(late - early) < early / 20, "\(early) → \(late) bytes")
  }

  @Test func anEditedMachineStateIsRefused() throws {
    let request = try SpinRequest(machine: ConfigLoader.loadDefault())
    var session = SpinSession(request: request, config: "default")
    session.run(until: 1.2)
    // The state of another spin (other targets) at the same tick.
    var other = SpinSession(
      request: try SpinRequest(machine: ConfigLoader.loadDefault(), seed: 2), config: "default")
    other.run(until: 1.2)
    #expect(other.machine.tick == session.machine.tick)
    var edited = session
    edited.machine = other.machine
    let bytes = try edited.encoded()
    do {
      _ = try SpinSession.decode(bytes, file: "s.json")
      Issue.record("another spin's state was accepted")
    } catch {
      #expect(error.kind == .invalid)
      #expect(error.lines.count == 1)
      #expect(
        error.lines.first?.hasPrefix(
          "machine.drums[0].acceleration: 0 is not the state the spin "
            + "reaches from start at tick 288 (allowed: -20622.448979591773") == true,
        "\(error.lines)")
    }
  }
}

/// Untrusted text quoted in messages: short text as is, long text cut with its length.
@Suite struct QuotedInputTests {
  @Test func shortTextIsUnchanged() {
    #expect(QuotedInput.quoted("CHERY") == "\"CHERY\"")
    #expect(QuotedInput.bare("configs/k.json") == "configs/k.json")
    let longest = String(repeating: "é", count: QuotedInput.maximumBytes / 2)
    #expect(QuotedInput.quoted(longest) == "\"\(longest)\"")
  }

  @Test func longTextIsCutWithItsLength() {
    let huge = String(repeating: "A", count: 1 << 20)
    let shown = String(repeating: "A", count: QuotedInput.shownScalars)
    #expect(QuotedInput.quoted(huge) == "\"\(shown)…\" (1048576 bytes)")
    #expect(QuotedInput.bare(huge) == "\(shown)… (1048576 bytes)")
  }

  @Test func aLineThatQuotedNothingIsStillCutAtTheNet() {
    let short = "tally.spins: 3 (allowed: 4)\tnow"
    #expect(QuotedInput.line(short) == #"tally.spins: 3 (allowed: 4)\tnow"#)
    let medium = String(repeating: "m", count: QuotedInput.maximumLineBytes)
    #expect(QuotedInput.line(medium) == medium, "lines up to the net are whole")
    let long = "x: " + String(repeating: "é", count: 1 << 19)
    let cut = QuotedInput.line(long)
    #expect(cut.count == QuotedInput.shownLineScalars + " (1048579 bytes)".count + 1)
    #expect(cut.hasSuffix("… (1048579 bytes)"))
    let error = ConfigError(file: "f.json", kind: .invalid, lines: [long])
    #expect(error.description.count < 1100)
  }

  @Test func controlCharactersKeepTheMessageOnOneLine() {
    #expect(QuotedInput.quoted("A\nB\tC\u{7}") == #""A\nB\tC\u{7}""#)
  }

  @Test func aMegabyteSymbolNameGivesAShortLine() throws {
    let name = String(repeating: "Z", count: 1 << 20)
    let text = try String(decoding: Repo.bytes("default"), as: UTF8.self)
      .replacingOccurrences(of: "\"WATERMELON\"", with: "\"\(name)\"")
    do {
      _ = try ConfigLoader.load(bytes: Array(text.utf8), file: "big.json")
      Issue.record("a 1 MB symbol name was accepted")
    } catch {
      #expect(!error.lines.isEmpty)
      for line in error.description.split(separator: "\n") {
        #expect(line.count < 400, "\(line.prefix(400))")
      }
      #expect(error.description.contains("(1048576 bytes)"))
    }
  }
}

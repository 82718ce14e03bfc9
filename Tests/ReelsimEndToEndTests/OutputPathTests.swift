import Foundation
import TestSupport
import Testing

/// The output-path campaign: every command that writes a file, given every kind of path. A
/// path that cannot be written exits 73 with one short line naming it and leaves every file as
/// it was; special files are written through and stay what they are; `-` is stdout.
@Suite struct OutputPathTests {
  /// Runs `writer` with `path` (after `setup`) and checks exit 73, one short error line that
  /// names the path and says why, and that no file was created or changed.
  func expectRefused(
    _ writer: OutputWriter, _ path: String, because reason: String,
    setup: (OutputFolder) throws -> Void = { _ in }
  ) throws {
    let folder = try OutputFolder(writer)
    try setup(folder)
    let before = try folder.state()
    let run = try folder.run(path)
    #expect(run.status == 73, "\(writer) \(path): \(run.errors)")
    let errors = run.errorLines.filter { $0.hasPrefix("error:") }
    #expect(errors.count == 1, "\(writer) \(path): \(run.errors)")
    let line = String(errors.first ?? "")
    #expect(line.hasPrefix("error: \(path): cannot write: "), "\(writer): \(line)")
    #expect(line.contains(reason), "\(writer): \(line)")
    #expect(line.count < 300, "\(writer): a long line: \(line)")
    #expect(try folder.state() == before, "\(writer) \(path): files changed")
  }

  @Test(arguments: OutputWriter.allCases)
  func anExistingFolderIsRefused(writer: OutputWriter) throws {
    try expectRefused(writer, "out", because: "Is a directory") {
      try FileManager.default.createDirectory(at: $0.url("out"), withIntermediateDirectories: false)
    }
  }

  @Test(arguments: OutputWriter.allCases)
  func aMissingFolderIsRefused(writer: OutputWriter) throws {
    try expectRefused(writer, "missing/out", because: "missing does not exist")
  }

  @Test(arguments: OutputWriter.allCases)
  func aPathThroughARegularFileIsRefused(writer: OutputWriter) throws {
    try expectRefused(writer, "file.txt/out", because: "file.txt is a file, not a folder") {
      try Data("keep\n".utf8).write(to: $0.url("file.txt"))
    }
  }

  @Test(
    .enabled(
      if: geteuid() != 0,
      "skipped: running as root, which ignores permissions, so a read-only folder is writable"),
    arguments: OutputWriter.allCases)
  func aReadOnlyFolderIsRefused(writer: OutputWriter) throws {
    try expectRefused(writer, "locked/out", because: "Permission denied") {
      try FileManager.default.createDirectory(
        at: $0.url("locked"), withIntermediateDirectories: false)
      chmod($0.url("locked").path, 0o555)
    }
  }

  @Test(arguments: OutputWriter.allCases)
  func theFullDeviceExits73(writer: OutputWriter) throws {
    try #require(fileKind("/dev/full")?.kind == S_IFCHR, "/dev/full is not a device here")
    try expectRefused(writer, "/dev/full", because: "No space left on device")
  }

  @Test(arguments: OutputWriter.allCases)
  func aFIFOIsWrittenThroughAndStaysAFIFO(writer: OutputWriter) throws {
    let folder = try OutputFolder(writer)
    let expected = try folder.expectedBytes()
    let fifo = folder.url("pipe").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let before = try folder.state()
    let reader = FIFOReader(fifo)
    let run = try folder.run("pipe")
    let received = reader.finish()
    #expect(run.status == 0, "\(writer): \(run.errors)")
    #expect(
      writer.comparable(received) == writer.comparable(expected),
      "\(writer): the reader got \(received.count) bytes")
    #expect(fileKind(fifo)?.kind == S_IFIFO)
    #expect(try folder.state() == before, "\(writer): files changed")
  }

  @Test(arguments: OutputWriter.allCases)
  func devNullStaysTheNullDevice(writer: OutputWriter) throws {
    try repairDevNull()
    defer { try? repairDevNull() }
    let before = try #require(fileKind("/dev/null"))
    #expect(before.kind == S_IFCHR)
    let folder = try OutputFolder(writer)
    let files = try folder.state()
    let run = try folder.run("/dev/null")
    #expect(run.status == 0, "\(writer): \(run.errors)")
    let after = try #require(fileKind("/dev/null"))
    #expect(after.kind == S_IFCHR && after.device == before.device, "/dev/null was replaced")
    #expect(try folder.state() == files, "\(writer): files changed")
  }

  @Test(arguments: OutputWriter.allCases)
  func dashIsStandardOutput(writer: OutputWriter) throws {
    let folder = try OutputFolder(writer)
    let expected = try folder.expectedBytes()
    let before = try folder.state()
    let run = try folder.run("-")
    #expect(run.status == 0, "\(writer): \(run.errors)")
    #expect(
      writer.comparable(run.output) == writer.comparable(expected),
      "\(writer): stdout has \(run.output.count) bytes")
    #expect(!run.errors.isEmpty, "\(writer): the summary or report goes to stderr")
    #expect(try folder.state() == before, "\(writer): files changed")
  }

  @Test(arguments: OutputWriter.allCases)
  func aLinkToAFileReplacesTheFileAndKeepsTheLink(writer: OutputWriter) throws {
    let folder = try OutputFolder(writer)
    let expected = try folder.expectedBytes()
    try Data("old\n".utf8).write(to: folder.url("target.out"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.url("link.out").path, withDestinationPath: "target.out")
    let run = try folder.run("link.out")
    #expect(run.status == 0, "\(writer): \(run.errors)")
    let written = try Data(contentsOf: folder.url("target.out"))
    // A history gets the line appended to what was there.
    #expect(
      writer.comparable(written)
        == writer.comparable(writer == .history ? Data("old\n".utf8) + expected : expected))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.url("link.out").path)
        == "target.out")
    #expect(try contents(of: folder.root).filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  @Test func twoOutputsCannotBothBeStandardOutput() throws {
    let run = try Reelsim.run(["simulate", "--trace", "-", "--save-at", "1", "--snapshot", "-"])
    #expect(run.status == 64)
    #expect(run.errors.contains("only one of --trace, --snapshot can be -"))
    #expect(run.output.isEmpty)
  }
}

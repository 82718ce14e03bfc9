import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// Atomic writes: the whole file or nothing, no temporary files left behind.
@Suite struct AtomicFileTests {
  @Test func writesANewFileAndLeavesNoTemporaryFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("trace.dat").path
    try AtomicFile.write("hello\nworld\n", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "hello\nworld\n")
    #expect(try contents(of: folder) == ["trace.dat"])
  }

  @Test func replacesAnExistingFileWhole() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("out.json").path
    try AtomicFile.write(String(repeating: "x", count: 10_000), to: path)
    try AtomicFile.write([0x61, 0x00, 0xFF], to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data([0x61, 0x00, 0xFF]))
    try AtomicFile.write("", to: path)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    #expect(try contents(of: folder) == ["out.json"])
  }

  @Test func aMissingFolderIsNamedAndNothingIsWritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("no/such")
    let path = missing.appendingPathComponent("trace.dat").path
    #expect(
      throws: AtomicFile.WriteError(path: path, reason: "the folder \(missing.path) does not exist")
    ) {
      try AtomicFile.write("x", to: path)
    }
    do {
      try AtomicFile.write("x", to: path)
    } catch {
      #expect(
        error.description == "\(path): cannot write: the folder \(missing.path) does not exist")
    }
    #expect(try contents(of: folder).isEmpty)
  }

  @Test func aFolderInTheWayFailsAndLeavesNoTemporaryFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("taken")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    var reason: String?
    do {
      try AtomicFile.write("x", to: target.path)
    } catch {
      reason = error.reason
      #expect(error.path == target.path)
    }
    #expect(reason == String(cString: strerror(EISDIR)))
    #expect(try contents(of: folder) == ["taken"])
    #expect(try contents(of: target).isEmpty)
  }

  @Test func aFileInPlaceOfTheFolderFails() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("plain")
    try AtomicFile.write("keep", to: file.path)
    let path = file.appendingPathComponent("trace.dat").path
    #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: path) }
    #expect(try String(contentsOf: file, encoding: .utf8) == "keep")
    #expect(try contents(of: folder) == ["plain"])
  }
}

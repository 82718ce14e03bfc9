import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// Reading config files: the built-in default, missing files, folders, encodings, sizes and
/// syntax errors, each with its kind and one line.
@Suite struct ConfigFileTests {
  func loadError(path: String) -> ConfigError? {
    do {
      _ = try ConfigLoader.load(path: path)
      return nil
    } catch {
      return error
    }
  }

  func loadError(bytes: [UInt8]) -> ConfigError? {
    do {
      _ = try ConfigLoader.load(bytes: bytes, file: "b.json")
      return nil
    } catch {
      return error
    }
  }

  @Test func builtInDefaultEqualsDefaultJSON() throws {
    let file = try ConfigLoader.load(path: Repo.config("default"))
    #expect(ConfigLoader.loadDefault() == file)
    #expect(file.config.name == "default")
    #expect(file.spec.drums.count == 3)
  }

  @Test func embeddedDefaultIsByteIdenticalToTheFile() throws {
    #expect(PackageResources.default_json == (try Repo.bytes("default")))
  }

  @Test(arguments: Repo.configNames)
  func everyShippedConfigLoads(name: String) throws {
    let machine = try ConfigLoader.load(path: Repo.config(name))
    #expect(machine.config.name == name)
    #expect(!machine.spec.drums.isEmpty)
    #expect(machine.targets == nil)
  }

  @Test func missingFileIsUnreadable() {
    let error = loadError(path: "/no/such/dir/config.json")
    #expect(
      error
        == ConfigError(file: "/no/such/dir/config.json", kind: .unreadable, lines: ["no such file"])
    )
    #expect(error?.description == "error: /no/such/dir/config.json: no such file")
  }

  @Test func directoryIsUnreadable() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = loadError(path: folder.path)
    #expect(error?.kind == .unreadable)
    #expect(error?.lines == ["is a directory, not a file"])
  }

  @Test func fileOverFourMebibytesIsInvalidButExactlyFourLoads() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var bytes = try Repo.bytes("default")
    bytes += [UInt8](repeating: 0x20, count: ConfigLoader.maximumFileSize - bytes.count)
    let exact = folder.appendingPathComponent("exact.json")
    try Data(bytes).write(to: exact)
    #expect(ConfigLoader.maximumFileSize == 4 * 1024 * 1024)
    #expect(try ConfigLoader.load(path: exact.path).spec == ConfigLoader.loadDefault().spec)
    let big = folder.appendingPathComponent("big.json")
    try Data(bytes + [0x20]).write(to: big)
    let error = loadError(path: big.path)
    #expect(error?.kind == .invalid)
    #expect(error?.lines == ["$: the file is larger than 4 MiB (allowed: at most 4194304 bytes)"])
  }

  @Test func nonUTF8BytesAreReportedWithTheirOffset() throws {
    var bytes = try Repo.bytes("default")
    let offset = try #require(bytes.firstIndex(of: UInt8(ascii: "P")))  // in "Pachislot"
    bytes[offset] = 0xFF
    let error = loadError(bytes: bytes)
    #expect(error?.kind == .invalid)
    #expect(error?.lines == ["$: not valid UTF-8 at byte \(offset) (allowed: UTF-8 text)"])
    let truncated: [UInt8] = Array("{\"name\": \"é".utf8).dropLast() + Array("\"}".utf8)
    #expect(
      loadError(bytes: truncated)?.lines == ["$: not valid UTF-8 at byte 10 (allowed: UTF-8 text)"])
  }

  @Test func syntaxErrorsHaveLineAndColumn() throws {
    let text = "{\n  \"name\": \"x\",\n  \"symbols\": [\"A\",],\n}"
    let error = loadError(bytes: Array(text.utf8))
    #expect(error?.kind == .invalid)
    #expect(error?.lines == ["line 3, column 19: expected a value, found ']'"])
    #expect(error?.description == "error: b.json: line 3, column 19: expected a value, found ']'")
  }

  @Test func byteOrderMarkIsAccepted() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + (try Repo.bytes("default"))
    #expect(
      try ConfigLoader.load(bytes: bytes, file: "bom.json").spec == ConfigLoader.loadDefault().spec)
  }

  @Test func unicodeEscapesInNamesAreDecoded() throws {
    let text =
      #"{"name": "d\u00e9f\ud83c\udfb0", "symbols": ["A"], "drums": [{"strip": ["A"]}], "#
      + #""geometry": {"visibleRows": 1}}"#
    let machine = try ConfigLoader.load(bytes: Array(text.utf8), file: "u.json")
    #expect(machine.spec.name == "déf🎰")
  }
}

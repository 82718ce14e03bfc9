import Foundation
import TestSupport
import Testing

/// Every documented error: its exit code and one `error:` line per problem on stderr.
@Suite struct ErrorExitTests {
  static let usageErrors: [(arguments: [String], mention: String)] = [
    (["simulate", "--every", "0"], "--every"),
    (["simulate", "--trace", "t.dat", "--every", "0"], "--every"),
    (["simulate", "--bogus"], "Unknown option '--bogus'"),
    (["simulate", "--every", "5"], "--trace"),
    (["simulate", "--format", "xml", "--trace", "t.dat"], "xml"),
    (["simulate", "--seed", "-1"], "--seed"),
    (["frobnicate"], "frobnicate"),
  ]

  static let valueErrors: [(old: String, new: String, line: String)] = [
    (
      #""cruiseSpeed": 2800"#, #""cruiseSpeed": 1e400"#,
      "error: t.json: line 9, column 20: number 1e400 is too large"
    ),
    (
      #""visibleRows": 3"#, #""visibleRows": 22"#,
      "error: t.json: geometry.visibleRows: 22 is out of range (allowed: 1 ... 21 rows, at most "
        + "the strip's symbol count)"
    ),
    (
      #""seed": 1"#, #""seed": -1"#,
      "error: t.json: simulation.seed: -1 is not a whole number from 0 to 18446744073709551615"
    ),
  ]

  static let inputErrors: [(arguments: [String], status: Int32, line: String)] = [
    (["simulate", "nope.json"], 66, "error: nope.json: no such file"),
    (["simulate", "folder"], 66, "error: folder: is a directory, not a file"),
    (
      ["simulate", "--targets", "1,2"], 65,
      "error: --targets: \"1,2\" has 2 targets for 3 drums (allowed: one strip index or symbol "
        + "name per drum, comma-separated)"
    ),
    (
      ["simulate", "--targets", "1,2,99"], 65,
      "error: --targets: drum 2: index 99 is off the strip (allowed: 0 ... 20 or a symbol on "
        + "the strip)"
    ),
    (
      ["simulate", "--targets", "1,GRAPE,3"], 65,
      "error: --targets: drum 1: symbol \"GRAPE\" is not on the strip (allowed: 7, BAR, BELL, "
        + "CHERRY, PLUM, REPLAY, WATERMELON, or an index)"
    ),
  ]

  /// Runs `reelsim ARGUMENTS` in a folder holding `files`; returns the run and the folder's
  /// contents afterwards.
  func run(_ arguments: [String], files: [String: Data] = [:]) throws -> (RunResult, [String]) {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, data) in files {
      try data.write(to: folder.appendingPathComponent(name))
    }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("folder"), withIntermediateDirectories: false)
    let run = try Reelsim.run(arguments, in: folder)
    #expect(run.status != 0)
    return (run, try contents(of: folder))
  }

  func defaultConfig(replacing old: String, with new: String) throws -> Data {
    let text = try String(contentsOfFile: Repo.config("default"), encoding: .utf8)
    #expect(text.contains(old))
    return Data(text.replacingOccurrences(of: old, with: new).utf8)
  }

  @Test(arguments: inputErrors)
  func missingInputsAndBadTargets(arguments: [String], status: Int32, line: String) throws {
    let (run, _) = try run(arguments)
    #expect(run.status == status)
    #expect(run.errors == line + "\n")
    #expect(run.output.isEmpty)
  }

  @Test func syntaxErrorExits65WithLineAndColumn() throws {
    let (run, _) = try run(
      ["simulate", "bad.json"], files: ["bad.json": Data("{\n  \"name\": \"a\",\n}".utf8)])
    #expect(run.status == 65)
    #expect(
      run.errors
        == "error: bad.json: line 3, column 1: expected a key in double quotes, found '}'\n")
  }

  @Test func unknownKeyExits65WithASuggestion() throws {
    let data = try defaultConfig(replacing: "\"cruiseSpeed\"", with: "\"cruiseSped\"")
    let (run, _) = try run(["simulate", "t.json"], files: ["t.json": data])
    #expect(run.status == 65)
    #expect(run.errorLines.count == 1)
    #expect(
      run.errors.hasPrefix(
        "error: t.json: motion.cruiseSped: unknown key; did you mean cruiseSpeed? (allowed: "))
  }

  @Test func everyProblemIsOneLine() throws {
    let data = try defaultConfig(replacing: "\"maxDuration\": 30", with: "\"maxDuration\": 1.2")
    let (run, _) = try run(["simulate", "t.json"], files: ["t.json": data])
    #expect(run.status == 65)
    #expect(run.errorLines.count == 2)
    #expect(
      run.errorLines.allSatisfy { $0.hasPrefix("error: t.json: simulation.maxDuration: drum ") })
  }

  @Test(arguments: valueErrors)
  func invalidValuesExit65(old: String, new: String, line: String) throws {
    let (run, _) = try run(
      ["simulate", "t.json"], files: ["t.json": try defaultConfig(replacing: old, with: new)])
    #expect(run.status == 65)
    // A value that cannot be read is followed by the note that ranges wait for it.
    #expect(run.errorLines.filter { !$0.hasPrefix("note: ") } == [line[...]])
  }

  @Test func nonUTF8Exits65() throws {
    let (run, _) = try run(
      ["simulate", "t.json"], files: ["t.json": Data([0x7B, 0xC3, 0x28, 0x7D])])
    #expect(run.status == 65)
    #expect(run.errors == "error: t.json: $: not valid UTF-8 at byte 1 (allowed: UTF-8 text)\n")
  }

  @Test(arguments: usageErrors)
  func usageErrorsExit64(arguments: [String], mention: String) throws {
    let (run, left) = try run(arguments)
    #expect(run.status == 64)
    #expect(run.errorLines.count == 1)
    #expect(run.errors.hasPrefix("error: "))
    #expect(run.errors.contains(mention))
    #expect(run.output.isEmpty)
    #expect(left == ["folder"])
  }

  @Test(arguments: ["missing/t.dat", "folder"])
  func unwritableTraceExits73AndWritesNothing(path: String) throws {
    let (run, left) = try run(["simulate", "--trace", path])
    #expect(run.status == 73)
    #expect(run.errorLines.count == 1)
    #expect(run.errors.hasPrefix("error: \(path): cannot write: "))
    #expect(run.output.isEmpty)
    #expect(left == ["folder"])
  }
}

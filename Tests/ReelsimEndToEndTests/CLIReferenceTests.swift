import Foundation
import TestSupport
import Testing

/// `Docs/cli.md` holds the `--help` text of every command, exactly as the built binary prints
/// it at 100 columns: the commands are discovered from the help itself, so a new command or a
/// changed option fails here until `Scripts/cli-reference.sh` regenerates the reference.
@Suite struct CLIReferenceTests {
  /// The terminal width the reference is written at; `Scripts/cli-reference.sh` sets the same.
  /// ArgumentParser wraps help to `COLUMNS` when it is set, else to the terminal's width.
  static let columns = "100"

  /// The command-line reference, as committed.
  static func reference() throws -> String {
    try String(
      contentsOf: Repo.root.appendingPathComponent("Docs/cli.md"), encoding: .utf8)
  }

  /// Runs `reelsim ARGUMENTS` with `COLUMNS` set and returns its standard output.
  static func output(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = columns
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Reelsim.run(arguments, in: folder, environment: environment)
    #expect(run.status == 0, "reelsim \(arguments.joined(separator: " ")): \(run.errors)")
    #expect(run.errors.isEmpty, "reelsim \(arguments.joined(separator: " ")): \(run.errors)")
    return run.text
  }

  /// `reelsim COMMAND… --help`.
  static func help(_ command: [String]) throws -> String {
    try output(command + ["--help"])
  }

  /// The names listed under `SUBCOMMANDS:` in a help text (two spaces, then the name; a
  /// wrapped abstract is indented further), up to the blank line that ends the list.
  static func subcommands(in help: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { return [] }
    var names: [String] = []
    for line in lines[(start + 1)...] {
      if line.isEmpty { break }
      guard line.hasPrefix("  "), line.dropFirst(2).first != " " else { continue }
      if let name = line.split(separator: " ").first { names.append(String(name)) }
    }
    return names
  }

  /// Every command, the root (`[]`) first, each followed by its subcommands, depth first: the
  /// order of `Scripts/cli-reference.sh`.
  static func commands(under command: [String] = []) throws -> [[String]] {
    var found = [command]
    for name in subcommands(in: try help(command)) {
      found += try commands(under: command + [name])
    }
    return found
  }

  /// The heading of a command's section: `reelsim simulate`.
  static func title(_ command: [String]) -> String {
    (["reelsim"] + command).joined(separator: " ")
  }

  /// A command's section as the script writes it: the heading, then the help in a fence.
  static func section(_ command: [String], help: String) -> String {
    var text = help
    while text.hasSuffix("\n") { text.removeLast() }
    return "## \(title(command))\n\n```text\n\(text)\n```\n"
  }

  /// The titles of the `## ` sections of the reference, in order.
  static func titles(in reference: String) -> [String] {
    reference.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
  }

  @Test func theRootHelpListsTheSubcommands() throws {
    let names = Self.subcommands(in: try Self.help([]))
    #expect(names.count >= 10, "\(names)")
    #expect(names.first == "simulate", "\(names)")
    #expect(Set(names).count == names.count, "\(names)")
  }

  @Test func everyCommandsHelpIsInTheReferenceExactly() throws {
    let reference = try Self.reference()
    for command in try Self.commands() {
      let expected = Self.section(command, help: try Self.help(command))
      if !reference.contains(expected) {
        Issue.record(
          """
          Docs/cli.md does not hold the help of '\(Self.title(command))' as the binary prints it \
          (run Scripts/cli-reference.sh); expected this section:
          \(expected)
          """)
      }
    }
  }

  @Test func theReferenceHasOneSectionPerCommandInOrder() throws {
    let expected = try Self.commands().map(Self.title)
    let documented = Self.titles(in: try Self.reference())
    #expect(
      documented == expected,
      "Docs/cli.md's sections differ from the commands (run Scripts/cli-reference.sh)")
  }

  @Test func theHelpSubcommandPrintsTheSameTextAsTheHelpOption() throws {
    for command in try Self.commands() {
      let viaSubcommand = try Self.output(["help"] + command)
      #expect(viaSubcommand == (try Self.help(command)), "reelsim help \(command)")
    }
  }

  @Test func theReadmesCommandTableListsEveryCommand() throws {
    let readme = try String(
      contentsOf: Repo.root.appendingPathComponent("README.md"), encoding: .utf8)
    for command in try Self.commands().dropFirst() {
      #expect(
        readme.contains("| `\(Self.title(command))"),
        "README.md's command table has no row for '\(Self.title(command))'")
    }
  }
}

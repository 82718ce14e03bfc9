import ArgumentParser
import ReelWorkbench

/// `reelsim schema`: print the JSON Schema of a config, a tuning spec or a regression suite.
struct Schema: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the JSON Schema of a config, a tuning spec or a regression suite.",
    discussion: """
      Prints the schema (JSON Schema draft 2020-12) to stdout, generated from the one \
      description of the format (keys, types, ranges, defaults, meanings); \
      Configs/schema/KIND.schema.json is a committed copy (Scripts/schema.sh writes it again). \
      Point an editor at it for completion, hover help and checks while writing a file; rules \
      between fields are checked only by reelsim itself (`reelsim check`, `tune`, `regress`). \
      Exit 0, or 64 for an unknown kind.
      """
  )

  @Argument(help: "Which schema to print: a machine config, a tuning spec or a suite.")
  var kind: ConfigSchema = .config

  func run() async throws {
    Output.write(kind.text)
  }
}

extension ConfigSchema: ExpressibleByArgument {}

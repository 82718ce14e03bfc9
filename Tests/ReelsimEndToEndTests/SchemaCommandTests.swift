import Foundation
import TestSupport
import Testing

/// `reelsim schema [config|tuning|suite]` prints the published schema, byte for byte.
@Suite struct SchemaCommandTests {
  static func file(_ kind: String) throws -> Data {
    try Data(contentsOf: Repo.root.appendingPathComponent("Configs/schema/\(kind).schema.json"))
  }

  @Test func withoutAKindItPrintsTheConfigSchema() throws {
    let run = try Reelsim.run(["schema"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == (try Self.file("config")))
    #expect(run.errors.isEmpty)
  }

  @Test(arguments: ["config", "tuning", "suite"])
  func itPrintsTheSchemaOfEachKind(kind: String) throws {
    let run = try Reelsim.run(["schema", kind])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == (try Self.file(kind)))
    #expect(run.errors.isEmpty)
    let object = try JSONSerialization.jsonObject(with: run.output) as? [String: Any]
    #expect(object?["$id"] as? String == "https://reelsim.invalid/schema/\(kind).schema.json")
  }

  @Test(arguments: [["schema", "bogus"], ["schema", "Config"], ["schema", "config", "suite"]])
  func anUnknownKindIsAUsageError(arguments: [String]) throws {
    let run = try Reelsim.run(arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errorLines.count == 1, "\(run.errors)")
    #expect(run.errors.hasPrefix("error: "), "\(run.errors)")
    #expect(run.errors.hasSuffix(" (see 'reelsim schema --help')\n"), "\(run.errors)")
  }

  @Test func theHelpListsTheKinds() throws {
    let run = try Reelsim.run(["schema", "--help"])
    #expect(run.status == 0)
    #expect(run.text.contains("config, tuning, suite"), "\(run.text)")
  }
}

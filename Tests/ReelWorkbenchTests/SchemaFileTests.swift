import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// The published schemas: generated from the descriptions, committed byte for byte as
/// generated, valid draft 2020-12 schemas, and every shipped config, tuning spec and suite
/// valid under its schema (checked with Python's `jsonschema`; see ``PythonSchemaValidator``).
@Suite struct SchemaFileTests {
  /// The shipped documents of one kind: `Configs/*.json`, `Configs/tuning/*.json` or
  /// `Regressions/suite.json`, as absolute paths.
  static func shipped(_ kind: ConfigSchema) throws -> [String] {
    let (folder, only): (String, String?) =
      switch kind {
      case .config: ("Configs", nil)
      case .tuning: ("Configs/tuning", nil)
      case .suite: ("Regressions", "suite.json")
      }
    let url = Repo.root.appendingPathComponent(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
    return names.filter { $0.hasSuffix(".json") && (only == nil || $0 == only) }.sorted().map {
      url.appendingPathComponent($0).path
    }
  }

  @Test(arguments: ConfigSchema.allCases)
  func theCommittedFileIsTheGeneratedText(kind: ConfigSchema) throws {
    let path = ConfigSchema.folder + "/" + kind.fileName
    let committed = try Data(contentsOf: Repo.root.appendingPathComponent(path))
    let generated = kind.text
    #expect(
      Array(generated.utf8) == Array(committed),
      """
      \(path) is not the schema generated from the description; run `Scripts/schema.sh` to \
      write it again (first difference at line \(Self.firstDifference(generated, committed)))
      """)
    #expect(generated.hasSuffix("}\n"))
  }

  /// The 1-based line where `generated` and the `committed` bytes first differ.
  static func firstDifference(_ generated: String, _ committed: Data) -> Int {
    let old = String(decoding: committed, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
    return (Array(zip(old, new)).firstIndex { $0 != $1 } ?? min(old.count, new.count)) + 1
  }

  @Test(arguments: ConfigSchema.allCases)
  func theGenerationIsDeterministicAndEachDefinitionWrittenOnce(kind: ConfigSchema) {
    #expect(kind.text == kind.text)
    #expect(kind.generated.conflicts.isEmpty, "\(kind.generated.conflicts)")
  }

  @Test(PythonSchemaValidator.required) func everyShippedFileIsValidUnderItsSchema() throws {
    var documents: [(kind: ConfigSchema, text: String)] = []
    var paths: [String] = []
    for kind in ConfigSchema.allCases {
      for path in try Self.shipped(kind) {
        documents.append(
          (kind, String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)))
        paths.append(path)
      }
    }
    #expect(paths.count >= Repo.configNames.count + 2 + 1)
    let results = try PythonSchemaValidator.errors(documents)
    for (path, errors) in zip(paths, results) {
      #expect(errors.isEmpty, "\(path): \(errors)")
    }
  }

  @Test(PythonSchemaValidator.required) func shippedTuningSpecsValidateWithTheirBaseInline() throws
  {
    // An inline base is checked through the tuning schema's $ref to config.schema.json.
    var cases: [SchemaCase] = []
    for path in try Self.shipped(.tuning) {
      let spec = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(spec.utf8)) as? [String: Any])
      let base = try #require(object["base"] as? String)
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      let config = String(
        decoding: try Data(contentsOf: folder.appendingPathComponent(base)), as: UTF8.self)
      cases.append(
        try SchemaCase("\(path), base inline", .bothAccept, base: spec, [("base", config)]))
      cases.append(
        try SchemaCase(
          "\(path), inline base with an unknown key", .bothReject, base: spec,
          [("base", config), ("base.motion.cruiseSped", "3000")]))
      cases.append(
        try SchemaCase(
          "\(path), inline base with a negative cruise speed", .bothReject, base: spec,
          [("base", config), ("base.motion.cruiseSpeed", "-5")]))
    }
    try SchemaCase.check(cases, kind: .tuning) { text in
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("spec.json")
      try Data(text.utf8).write(to: file)
      _ = try TuningSpec.load(path: file.path)
    }
  }
}

import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// Validates documents against the published schemas in `Configs/schema/` with Python's
/// `jsonschema`, a real third-party draft 2020-12 validator, run through `python3 -c`.
///
/// The tuning schema's `$ref` to `config.schema.json` resolves through a `referencing`
/// registry that reads the local file, and every schema is checked with
/// `Draft202012Validator.check_schema` on each run. `REELSIM_PYTHON` names another interpreter.
enum PythonSchemaValidator {
  /// Python, or its `jsonschema`, is missing, or the check itself failed.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// What is missing for the schema tests here (`nil`: nothing): Python or its `jsonschema`
  /// (with `referencing`). They are skipped with it unless `REELSIM_REQUIRE_ALL_TESTS` is `1`;
  /// CI sets it, so there a missing validator fails the tests instead of skipping them.
  static let missing: String? = {
    let python = ProcessInfo.processInfo.environment["REELSIM_PYTHON"] ?? "python3"
    guard let folder = try? temporaryFolder() else { return nil }
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = try? Launcher.tool([python, "-c", "import jsonschema, referencing"], in: folder)
    guard let found, found.status != 0 else { return nil }
    return "Python's jsonschema 4.18+ is missing (\(python): "
      + "\(found.errors.trimmed.split(separator: "\n").last ?? "not found")); install it with "
      + "`pip install jsonschema`"
  }()

  /// The trait of every test that needs the validator: skipped, with the reason printed, when
  /// it is missing (see ``missing`` and ``RequiredTool``).
  static var required: ConditionTrait { RequiredTool.trait(missing: missing) }

  static let script = #"""
    import json, os, sys
    try:
        import jsonschema
        from referencing import Registry, Resource
    except ImportError as error:
        print(f"{error}", file=sys.stderr)
        sys.exit(3)
    folder, cases_path = sys.argv[1], sys.argv[2]
    base = "https://reelsim.invalid/schema/"

    def read(name):
        with open(os.path.join(folder, name), encoding="utf-8") as file:
            return json.load(file)

    def retrieve(uri):
        if not uri.startswith(base):
            raise ValueError(f"unexpected reference to {uri}")
        return Resource.from_contents(read(uri[len(base):]))

    registry = Registry(retrieve=retrieve)
    validators = {}
    for kind in ("config", "tuning", "suite"):
        schema = read(kind + ".schema.json")
        assert schema["$id"] == base + kind + ".schema.json", schema["$id"]
        jsonschema.Draft202012Validator.check_schema(schema)
        validators[kind] = jsonschema.Draft202012Validator(schema, registry=registry)
    with open(cases_path, encoding="utf-8") as file:
        cases = json.load(file)
    results = []
    for case in cases:
        errors = validators[case["kind"]].iter_errors(json.loads(case["text"]))
        results.append(sorted(f"{e.json_path}: {e.message[:300]}" for e in errors))
    json.dump(results, sys.stdout)
    """#

  /// For each document, the errors the schema of its kind finds (none: valid), in order.
  static func errors(_ documents: [(kind: ConfigSchema, text: String)]) throws -> [[String]] {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let cases = folder.appendingPathComponent("cases.json")
    let list = documents.map { ["kind": $0.kind.rawValue, "text": $0.text] }
    try JSONSerialization.data(withJSONObject: list).write(to: cases)
    let python = ProcessInfo.processInfo.environment["REELSIM_PYTHON"] ?? "python3"
    let schemas = Repo.root.appendingPathComponent(ConfigSchema.folder).path
    let run = try Launcher.tool([python, "-c", script, schemas, cases.path], in: folder)
    switch run.status {
    case 0:
      let results = try JSONSerialization.jsonObject(with: run.output) as? [[String]]
      guard let results, results.count == documents.count else {
        throw Failure(description: "unexpected output from \(python): \(run.output.count) bytes")
      }
      return results
    case 3:
      throw Failure(
        description:
          "Python's jsonschema is missing (\(python): \(run.errors.trimmed)); the schema "
          + "tests need jsonschema 4.18 or later: run `pip install jsonschema` (CI installs it)")
    case 127:
      throw Failure(
        description: "\(python) was not found; the schema tests need Python 3 with jsonschema "
          + "(`pip install jsonschema`)")
    default:
      throw Failure(
        description:
          "the jsonschema check failed (\(python) exit \(run.status)): \(run.errors.trimmed)")
    }
  }
}

/// One document for the schema-versus-loader agreement tests, and what both should say.
struct SchemaCase: CustomStringConvertible {
  enum Expectation {
    /// Both the schema and the loader reject it (keys, types, ranges the schema can express).
    case bothReject
    /// Both accept it.
    case bothAccept
    /// The loader rejects it for a rule between fields the schema leaves to reelsim.
    case loaderOnly
  }

  var label: String
  var text: String
  var expectation: Expectation

  var description: String { label }

  /// `base` (JSON text) with each path (`drums[1].motion`) set to its value, written as JSON
  /// text; `nil` removes the key, an index one past the end appends. Afterwards each
  /// `replacing` pair is replaced in the text, for numbers Foundation cannot carry (2⁶⁴).
  init(
    _ label: String, _ expectation: Expectation, base: String, _ edits: [(String, String?)],
    replacing: [(String, String)] = []
  ) throws {
    let object = try JSONEdit.applying(
      edits, to: try JSONSerialization.jsonObject(with: Data(base.utf8)))
    var text = String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
      as: UTF8.self)
    for (old, new) in replacing {
      #expect(text.contains(old), "\(label): \(old) is not in the edited document")
      text = text.replacingOccurrences(of: old, with: new)
    }
    self.init(label: label, text: text, expectation: expectation)
  }

  init(label: String, text: String, expectation: Expectation) {
    self.label = label
    self.text = text
    self.expectation = expectation
  }

  /// Validates every case with the `kind` schema, loads it with `load`, and checks that
  /// whatever the schema rejects the loader rejects too, and each case's expectation.
  static func check(
    _ cases: [SchemaCase], kind: ConfigSchema, load: (String) throws -> Void
  ) throws {
    let verdicts = try PythonSchemaValidator.errors(cases.map { (kind, $0.text) })
    for (item, schemaErrors) in zip(cases, verdicts) {
      var loaderError: String?
      do {
        try load(item.text)
      } catch {
        loaderError = "\(error)"
      }
      let schema = schemaErrors.isEmpty ? "schema accepts" : "schema: \(schemaErrors)"
      let loader = loaderError.map { "reelsim: \($0)" } ?? "reelsim accepts"
      let both = "\(item.label): \(schema); \(loader)"
      if !schemaErrors.isEmpty {
        #expect(loaderError != nil, "the schema is stricter than reelsim: \(both)")
      }
      switch item.expectation {
      case .bothReject:
        #expect(!schemaErrors.isEmpty && loaderError != nil, "expected both to reject: \(both)")
      case .bothAccept:
        #expect(schemaErrors.isEmpty && loaderError == nil, "expected both to accept: \(both)")
      case .loaderOnly:
        #expect(loaderError != nil, "expected reelsim to reject: \(both)")
      }
    }
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

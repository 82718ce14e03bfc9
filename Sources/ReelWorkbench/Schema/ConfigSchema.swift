/// The published JSON Schemas (draft 2020-12) of reelsim's input files, generated from the
/// one description of each format (`ConfigShape` with its `FieldDoc`s) by `SchemaGenerator`.
/// `Configs/schema/NAME.schema.json` are committed copies for editors; `Scripts/schema.sh`
/// rewrites them and a test holds them to ``text`` byte for byte.
///
/// A schema describes every key with its unit, default and allowed range, so that an editor
/// can complete, explain and check a file while it is written. Rules between fields (an
/// overshoot shorter than the braking curve, a target on its drum's strip, …) are checked
/// only by the loaders (``ConfigLoader``, ``TuningSpec/load(path:)``,
/// ``RegressionSuite/load(path:)``); the descriptions mark them "checked by reelsim".
public enum ConfigSchema: String, CaseIterable, Sendable {
  /// A machine config (`Configs/*.json`).
  case config
  /// A tuning spec for `reelsim tune` (`Configs/tuning/*.json`); its `base` refers to the
  /// config schema.
  case tuning
  /// A regression suite for `reelsim regress` (`Regressions/suite.json`).
  case suite

  /// The folder of the published schemas, relative to the repository root.
  public static let folder = "Configs/schema"

  /// The schema's file name: `config.schema.json`, `tuning.schema.json`, `suite.schema.json`.
  public var fileName: String { "\(rawValue).schema.json" }

  /// The schema's `$id`, against which the tuning schema's relative `$ref` resolves.
  public var id: String { "https://reelsim.invalid/schema/" + fileName }

  /// The schema's title.
  public var title: String {
    switch self {
    case .config: "reelsim machine config"
    case .tuning: "reelsim tuning spec"
    case .suite: "reelsim regression suite"
    }
  }

  /// The description of the file format.
  var shape: ConfigShape {
    switch self {
    case .config: .machine
    case .tuning: TuningSpec.shape
    case .suite: RegressionSuite.shape
    }
  }

  /// The schema: JSON text ending in a newline, the same bytes every time.
  public var text: String { JSONWriter.writeInOrder(generated.document) }

  /// The schema as a JSON tree, and the definitions written twice with different contents
  /// (none: a test checks).
  var generated: (document: JSONValue, conflicts: [String]) {
    var generator = SchemaGenerator()
    // The root of every other file is referred to by its file name (a tuning spec's inline
    // `base` is a machine config).
    for other in Self.allCases where other != self {
      if let name = other.shape.doc?.definition {
        generator.externals.append((name, other.fileName))
      }
    }
    let root = shape
    let body = generator.members(of: root.bare, doc: root.doc)
    var document: SchemaGenerator.Members = [
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("$id", .string(id)), ("title", .string(title)),
    ]
    document += body
    if !generator.definitions.isEmpty {
      document.append(("$defs", .ordered(generator.definitions)))
    }
    return (.ordered(document), generator.conflicts)
  }
}

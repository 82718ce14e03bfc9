/// The published JSON Schemas (draft 2020-12) of reelsim's input files, compiled into the
/// binary: each is exactly the bytes of `Configs/schema/NAME.schema.json`.
///
/// A schema describes every key with its unit, default and allowed range, so that an editor
/// can complete, explain and check a file while it is written. Rules between fields (an
/// overshoot shorter than the braking curve, a target on its drum's strip, …) are checked
/// only by the loaders (``ConfigLoader``, ``TuningSpec/load(path:)``,
/// ``RegressionSuite/load(path:)``); the descriptions say which.
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

  /// The schema as published: JSON text ending in a newline.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The schema's bytes, compiled in from `Configs/schema/` (see `Package.swift`).
  var bytes: [UInt8] {
    switch self {
    case .config: PackageResources.config_schema_json
    case .tuning: PackageResources.tuning_schema_json
    case .suite: PackageResources.suite_schema_json
    }
  }
}

import Foundation

/// The golden record of one scenario: a readable JSON file (`golden/NAME.json`) with every
/// spin's record, so that a change shows up as a reviewable diff in a pull request.
public struct GoldenRecord: Sendable, Equatable {
  /// The scenario's name.
  public var scenario: String
  /// The config path, as the suite writes it.
  public var config: String
  /// The config's fingerprint: the SHA-256 of its bytes when the golden was recorded (`nil`
  /// in goldens recorded before reelsim kept it). A config edited since then is reported —
  /// also when the motion did not change.
  public var configDigest: String?
  /// The spins' records as JSON, in scenario order.
  public var spins: [JSONValue]

  /// The golden of freshly run records.
  public init(scenario: LoadedScenario, records: [SpinRecord]) {
    self.scenario = scenario.name
    config = scenario.config
    configDigest = scenario.machine.digest.isEmpty ? nil : scenario.machine.digest
    spins = records.map(\.json)
  }

  private init(scenario: String, config: String, configDigest: String?, spins: [JSONValue]) {
    self.scenario = scenario
    self.config = config
    self.configDigest = configDigest
    self.spins = spins
  }

  /// The file contents: sorted keys, two-space indentation, a final newline.
  public var json: JSONValue {
    guard let configDigest else { return comparable }
    return .object([
      "scenario": .string(scenario),
      "config": .string(config),
      "configDigest": .string(configDigest),
      "spins": .array(spins),
    ])
  }

  /// What the comparison looks at: the scenario, its config path and its spins (the config's
  /// fingerprint is compared on its own).
  var comparable: JSONValue {
    .object([
      "scenario": .string(scenario),
      "config": .string(config),
      "spins": .array(spins),
    ])
  }

  /// Reads a golden file: `nil` when it does not exist.
  ///
  /// - Throws: ``ConfigError`` (invalid) when it is not a golden record, with the path.
  public static func read(path: String) throws(ConfigError) -> GoldenRecord? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let node = try ConfigLoader.parse(bytes: try ConfigLoader.read(path), file: path)
    let corrupt = { (location: String, what: String) in
      ConfigError(
        file: path, kind: .invalid,
        lines: [
          "\(location): \(what) (allowed: a golden record written by reelsim regress --record)"
        ])
    }
    guard case .object(let members) = node.value else {
      throw corrupt("$", "expected an object, found \(node.value.typeDescription)")
    }
    func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.node.value }
    guard case .string(let scenario)? = member("scenario") else {
      throw corrupt("scenario", "is missing or not a string")
    }
    guard case .string(let config)? = member("config") else {
      throw corrupt("config", "is missing or not a string")
    }
    guard case .array(let spins)? = member("spins") else {
      throw corrupt("spins", "is missing or not an array")
    }
    var configDigest: String?
    if let written = member("configDigest") {
      guard case .string(let digest) = written, digest.count == 64,
        digest.allSatisfy({ $0.isHexDigit && !$0.isUppercase })
      else {
        throw corrupt("configDigest", "is not a SHA-256 in lowercase hex")
      }
      configDigest = digest
    }
    for (index, spin) in spins.enumerated() {
      guard case .object = spin.value else {
        throw corrupt("spins[\(index)]", "expected an object, found \(spin.value.typeDescription)")
      }
    }
    if let unknown = members.first(where: {
      !["scenario", "config", "configDigest", "spins"].contains($0.key)
    }) {
      throw corrupt(unknown.key, "unknown key")
    }
    return GoldenRecord(
      scenario: scenario, config: config, configDigest: configDigest, spins: spins.map(\.value))
  }
}

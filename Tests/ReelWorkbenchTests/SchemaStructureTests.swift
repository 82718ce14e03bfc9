import Foundation
import ReelKit
import Testing

@testable import ReelWorkbench

/// The generated schemas follow their own rules (every object closed, every field described)
/// and name the keys and defaults the loaders use: the tuning spec and the suite are decoded
/// by their `CodingKeys`, beside their descriptions, so those keys are compared here.
@Suite struct SchemaStructureTests {
  static func schema(_ kind: ConfigSchema) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(kind.text.utf8)) as? [String: Any])
  }

  /// The subschema at a `/`-separated path (`$defs/motion/properties`).
  static func node(_ kind: ConfigSchema, _ path: String) throws -> [String: Any] {
    var node = try schema(kind)
    for key in path.split(separator: "/") {
      node = try #require(node[String(key)] as? [String: Any], "\(kind): no \(path)")
    }
    return node
  }

  static func keys(_ kind: ConfigSchema, _ path: String) throws -> Set<String> {
    Set(try node(kind, path).keys)
  }

  /// Every subschema of `node` with its path.
  static func walk(_ node: Any, at path: String, _ visit: (String, [String: Any]) -> Void) {
    if let object = node as? [String: Any] {
      visit(path, object)
      for (key, value) in object { walk(value, at: path + "/" + key, visit) }
    } else if let array = node as? [Any] {
      for (index, value) in array.enumerated() { walk(value, at: path + "/\(index)", visit) }
    }
  }

  @Test(arguments: ConfigSchema.allCases)
  func headerNamesDraft202012AndTheID(kind: ConfigSchema) throws {
    let schema = try Self.schema(kind)
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    #expect(schema["$id"] as? String == kind.id)
    #expect(kind.id.hasSuffix("/" + kind.fileName))
  }

  @Test(arguments: ConfigSchema.allCases)
  func everyObjectIsClosedAndEveryFieldDescribed(kind: ConfigSchema) throws {
    var objects = 0
    Self.walk(try Self.schema(kind), at: "#") { path, node in
      // Conditions (`if`, `anyOf` branches, …) only add rules to the object they belong to.
      let last = path.split(separator: "/").suffix(2)
      guard !["if", "then", "else", "not"].contains(last.last ?? ""),
        !["anyOf", "oneOf", "allOf"].contains(last.first ?? "")
      else { return }
      if node["properties"] != nil || node["type"] as? String == "object" {
        objects += 1
        #expect(node["additionalProperties"] as? Bool == false, "\(path): not closed")
      }
      for (key, field) in node["properties"] as? [String: Any] ?? [:] {
        let description = (field as? [String: Any])?["description"] as? String ?? ""
        #expect(description.count >= 10, "\(path)/properties/\(key): no description")
      }
    }
    #expect(objects >= 3)
  }

  // The config's keys are the decoder's keys by construction (each config type decodes the
  // keys it describes, `ConfigKeyTests`), and the schema is generated from the same keys.

  @Test func tuningAndSuiteKeysAreTheDecodersKeys() throws {
    let pairs: [(ConfigSchema, String, [String])] = [
      (.tuning, "properties", TuningSpec.CodingKeys.allCases.map(\.rawValue)),
      (
        .tuning, "$defs/parameter/properties",
        TuningSpec.Parameter.CodingKeys.allCases.map(\.rawValue)
      ),
      (
        .tuning, "$defs/constraint/properties",
        TuningSpec.Constraint.CodingKeys.allCases.map(\.rawValue)
      ),
      (
        .tuning, "$defs/objective/properties",
        TuningSpec.Objective.CodingKeys.allCases.map(\.rawValue)
      ),
      (
        .tuning, "properties/outcomes/properties",
        TuningSpec.Outcomes.CodingKeys.allCases.map(\.rawValue)
      ),
      (.suite, "properties", RegressionSuite.CodingKeys.allCases.map(\.rawValue)),
      (
        .suite, "$defs/scenario/properties",
        RegressionSuite.Scenario.CodingKeys.allCases.map(\.rawValue)
      ),
      (
        .suite, "$defs/scenario/properties/sweep/properties",
        RegressionSuite.Sweep.CodingKeys.allCases.map(\.rawValue)
      ),
    ]
    for (kind, path, keys) in pairs {
      #expect(try Self.keys(kind, path) == Set(keys), "\(kind) \(path)")
    }
  }

  @Test func defaultsAreTheLoadersDefaults() throws {
    let motion = try Self.node(.config, "$defs/motion/properties")
    func value(_ field: String) -> Double? {
      ((motion[field] as? [String: Any])?["default"] as? NSNumber)?.doubleValue
    }
    let defaults = MotionParameters()
    // The loader's defaults: an empty motion block's parameters, and the schedule's.
    let loaded = MotionConfig().parameters
    let model = Dictionary(
      uniqueKeysWithValues: Mirror(reflecting: loaded).children.compactMap { child in
        (child.value as? Double).flatMap { value in child.label.map { ($0, value) } }
      })
    let timing: [String: Double] = [
      "firstStop": MachineConfig.Defaults.firstStop,
      "stopInterval": MachineConfig.Defaults.stopInterval, "startDelay": 0, "startInterval": 0,
    ]
    for name in TunableField.motionFields where name != "minimumRevolutions" {
      let expected = try #require(model[name] ?? timing[name], "\(name)")
      #expect(value(name) == expected, "\(name)")
    }
    #expect(value("minimumRevolutions") == Double(defaults.minimumRevolutions))
    #expect(
      (motion["profile"] as? [String: Any])?["default"] as? String == defaults.profile.rawValue)
    #expect(
      (motion["strategy"] as? [String: Any])?["default"] as? String == defaults.strategy.rawValue)
    let geometry = try Self.node(.config, "properties/geometry/properties")
    #expect(
      ((geometry["symbolHeight"] as? [String: Any])?["default"] as? NSNumber)?.doubleValue
        == MachineConfig.Defaults.symbolHeight)
    #expect(
      ((geometry["visibleRows"] as? [String: Any])?["default"] as? NSNumber)?.intValue
        == MachineConfig.Defaults.visibleRows)
    let simulation = try Self.node(.config, "properties/simulation/properties")
    // Foundation's reader is off by an ulp here, so check the text.
    #expect(simulation["timeStep"] != nil)
    #expect(ConfigSchema.config.text.contains(#""default": 0.004166666666666667"# + "\n"))
    #expect(Double("0.004166666666666667") == SimulationClock.defaultTimeStep)
    #expect(
      ((simulation["maxDuration"] as? [String: Any])?["default"] as? NSNumber)?.doubleValue
        == MachineConfig.Defaults.maxDuration)
  }

  @Test func seedBoundsAreTheWholeUInt64Range() throws {
    // Foundation reads 18446744073709551615 as a double, so check the text.
    for kind in ConfigSchema.allCases {
      #expect(kind.text.contains(#""maximum": 18446744073709551615"#), "\(kind)")
    }
    let seed = try Self.node(.config, "properties/simulation/properties/seed")
    #expect(seed["type"] as? String == "integer")
    #expect((seed["minimum"] as? NSNumber)?.intValue == 0)
  }
}

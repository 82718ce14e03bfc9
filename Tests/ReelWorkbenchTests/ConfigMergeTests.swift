import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The workbench resolves a config's motion and schedule with ReelKit's one description
/// (``MotionSettings``, ``DrumMotion``): for every shipped config, and for each with drums of
/// their own `motion` and `stopTime`, the settings read straight from the JSON by the fields'
/// names and merged by ReelKit give every drum exactly the motion, start delay and stop
/// request time the loaded config has.
@Suite struct ConfigMergeTests {
  static var configs: [String] {
    let folder = Repo.root.appendingPathComponent("Configs").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// A `motion` object read by ``MotionSettings/fields``' names, not by ``MotionConfig``.
  static func settings(_ object: Any?) throws -> MotionSettings? {
    guard let object = object as? [String: Any] else { return nil }
    var settings = MotionSettings()
    for (name, value) in object {
      let field = try #require(MotionSettings.fields.first { $0.name == name }, "\(name)")
      let number: Double
      switch field.kind {
      case .profile:
        let text = try #require(value as? String)
        let profile = try #require(BrakingProfile(rawValue: text))
        number = Double(try #require(BrakingProfile.allCases.firstIndex(of: profile)))
      case .strategy:
        let text = try #require(value as? String)
        let strategy = try #require(LandingStrategy(rawValue: text))
        number = Double(try #require(LandingStrategy.allCases.firstIndex(of: strategy)))
      case .number, .wholeNumber:
        number = try #require((value as? NSNumber)?.doubleValue)
      }
      field.write(&settings, number)
    }
    return settings
  }

  /// The config and a variant in which drum 1 has its own motion (speed, revolutions and
  /// schedule) and the last drum its own stop time.
  static func variants(_ name: String) throws -> [(String, [String: Any])] {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repo.config(name)))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var edited = root
    var drums = try #require(root["drums"] as? [[String: Any]])
    if drums.count > 1 {
      drums[1]["motion"] = [
        "cruiseSpeed": 2500, "minimumRevolutions": 2, "firstStop": 2.25,
        "stopInterval": 0.4, "startInterval": 0.125,
      ]
    }
    drums[drums.count - 1]["stopTime"] = 4.5
    edited["drums"] = drums
    return [(name, root), (name + " with drums of their own", edited)]
  }

  @Test(arguments: configs)
  func everyDrumIsWhatReelKitsMergeGives(config: String) throws {
    for (label, written) in try Self.variants(config) {
      let data = try JSONSerialization.data(withJSONObject: written)
      let bytes = Array(data)
      let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let machine = try ConfigLoader.load(bytes: bytes, file: config + ".json")
      let shared = try Self.settings(root["motion"]) ?? MotionSettings()
      #expect(machine.config.motion?.settings ?? MotionSettings() == shared, "\(label)")
      let drums = try #require(root["drums"] as? [[String: Any]])
      try #require(drums.count == machine.spec.drums.count)
      for (index, drum) in drums.enumerated() {
        let own = try Self.settings(drum["motion"])
        let stopTime = (drum["stopTime"] as? NSNumber)?.doubleValue
        let pure = DrumMotion(drum: index, machine: shared, own: own, stopTime: stopTime)
        let resolved = machine.spec.drums[index]
        #expect(resolved.motion == pure.motion, "\(label) drum \(index): motion")
        #expect(
          resolved.startDelay.bitPattern == pure.startDelay.bitPattern,
          "\(label) drum \(index): startDelay")
        #expect(
          resolved.stopRequestTime.bitPattern == pure.stopRequestTime.bitPattern,
          "\(label) drum \(index): stopRequestTime")
        // Every field, one by one, as the module reports it back to the page.
        let expected = MotionSettings(parameters: resolved.motion, schedule: pure.schedule)
        for field in MotionSettings.fields {
          #expect(
            field.read(pure.settings)?.bitPattern == field.read(expected)?.bitPattern,
            "\(label) drum \(index): \(field.name)")
        }
      }
    }
  }
}

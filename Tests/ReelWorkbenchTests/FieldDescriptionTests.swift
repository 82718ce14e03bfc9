import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The one description of each input file (``ConfigShape`` with its ``FieldDoc``s) against
/// everything else that speaks of the same keys: the validation, range by range; the
/// reference tables in `Docs/`, row by row. (The published JSON Schemas are generated from
/// it: ``SchemaFileTests``.)
@Suite struct FieldDescriptionTests {
  /// The reference tables: the guide, and the description whose table it shows.
  static let references: [(file: String, shape: ConfigShape)] = [
    ("Docs/config.md", .machine), ("Docs/tune.md", TuningSpec.shape),
    ("Docs/regress.md", RegressionSuite.shape), ("Docs/spin-control.md", .controlsFile),
  ]

  @Test func everyKeyOfEveryFileIsDocumented() {
    for (name, shape) in [
      ("config", ConfigShape.machine), ("tuning", TuningSpec.shape),
      ("suite", RegressionSuite.shape), ("controls", .controlsFile),
    ] {
      let undocumented = shape.keys().filter { $0.shape.doc == nil }.map(\.path)
      #expect(undocumented.isEmpty, "\(name): keys without a description: \(undocumented)")
    }
  }

  @Test(arguments: references.map(\.file))
  func theGuideShowsTheReferenceTableOfTheDescription(_ file: String) throws {
    let shape = try #require(Self.references.first { $0.file == file }?.shape)
    let text = try String(contentsOf: Repo.root.appendingPathComponent(file), encoding: .utf8)
    let begin = "<!-- reference: generated from the field description -->\n"
    let end = "<!-- end of reference -->"
    let start = try #require(text.range(of: begin), "\(file) has no \(begin)")
    let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
    let shown = String(text[start.upperBound..<stop.lowerBound])
    #expect(
      shown == shape.reference,
      "\(file): the reference table is not the description's; replace it with:\n\(shape.reference)")
  }

  /// Every numeric config key with a range: a value just outside either bound is rejected at
  /// that key's path, with the range in the message when ReelKit or the workbench checks it
  /// on its own (the rules between keys word it their way).
  @Test func everyRangeOfTheConfigDescriptionIsTheRangeTheLoaderChecks() throws {
    let bases = try [
      "default", "video-5reel", "classic-bars", "wheel", "tumble", "ways-243-free-spins",
      "megaways-cascades", "hold-and-win", "cluster-7x7", "book-of", "cluster-fill-3x3",
      "classic-max-coin",
    ]
    .map { name in
      try JSONParser.parse(try Repo.bytes(name)).value
    }
    var tested = Set<String>()
    for field in ConfigShape.machine.documentedFields() {
      guard let range = field.doc.range else { continue }
      let path = JSONPath(field.path.replacingOccurrences(of: "[i]", with: "[0]"))
      let isWhole = field.shape.bare.typeName == "whole number"
      let low = range.lowerBound
      let high = range.upperBound
      var outside = [
        range.excludesLowerBound ? low : isWhole ? low - 1 : low - max(low.magnitude * 0.01, 1e-6)
      ]
      if high.isFinite { outside.append(isWhole ? high + 1 : high + max(high * 0.01, 1e-6)) }
      for base in bases {
        // Only where the key's object exists (a missing key is added to it).
        let parent = JSONPath(components: Array(path.components.dropLast()))
        guard parent.node(in: JSONNode(value: base, line: 0, column: 0)) != nil else { continue }
        for value in outside {
          let text = isWhole ? String(Int(value)) : "\(value)"
          let edited = base.setting(.number(value, text: text), at: path.components[...])
          let lines: [String]
          do {
            _ = try ConfigLoader.load(node: JSONNode(value: edited, line: 0, column: 0), file: "t")
            lines = []
          } catch {
            lines = error.lines
          }
          #expect(
            lines.contains { $0.hasPrefix("\(path): ") },
            "\(path) = \(text) (outside \(range.allowed)) is not rejected at its path: \(lines)")
        }
        tested.insert(field.path)
      }
    }
    let ranged = ConfigShape.machine.documentedFields().filter { $0.doc.range != nil }.map(\.path)
    #expect(
      Set(ranged) == tested,
      "not tested (no shipped config has them): \(Set(ranged).subtracting(tested))")
  }

  @Test func theStudioEditsEveryMotionKeyWithItsDescribedRange() throws {
    let described = ConfigShape.motion.documentedFields()
    #expect(StudioField.all.map(\.name) == described.map(\.path))
    for field in StudioField.all where field.choices.isEmpty {
      let range = try #require(described.first { $0.path == field.name }?.doc.range)
      #expect(field.minimum == range.lowerBound && field.maximum == range.upperBound)
      #expect(field.minimumExcluded == range.excludesLowerBound)
    }
  }

  @Test func theTunableMotionKeysAreTheDescribedNumbers() {
    let described = ConfigShape.motion.documentedFields().map(\.path)
    #expect(
      Set(TunableField.motionFields + ["profile", "strategy"]) == Set(described))
    #expect(MotionConfig.keys.map(\.name) == described)
  }

}

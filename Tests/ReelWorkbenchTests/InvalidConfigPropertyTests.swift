import Foundation
import PropertyBased
import Testing

@testable import ReelWorkbench

/// Random mistakes in `Configs/default.json` (``ConfigCorruption``): whatever is wrong, the
/// loader rejects the file as invalid and every line of the error starts with the JSON path to
/// edit (or `line L, column C` for a syntax error), the corrupted one among them.
@Suite struct InvalidConfigPropertyTests {
  /// A JSON path (`$`, `name`, `drums[1].motion.cruiseSpeed`, `paytable.lines[0][2]`) or a
  /// position, then `: ` and a message.
  static func isPathLine(_ line: String) -> Bool {
    line.wholeMatch(
      of:
        #/^(\$|[A-Za-z_][A-Za-z0-9_]*(\[\d+\])*(\.[A-Za-z_][A-Za-z0-9_]*(\[\d+\])*)*|line \d+, column \d+): .+$/#
    ) != nil
  }

  static let corruptions = Generator<ConfigCorruption, Shrink.None<ConfigCorruption>> { rng in
    ConfigCorruption.random(using: &rng)
  }

  @Test func theUncorruptedConfigLoads() throws {
    let corruption = ConfigCorruption(path: "name", value: #""default""#, reportedAt: nil)
    let machine = try ConfigLoader.load(bytes: try corruption.apply(), file: "t.json")
    #expect(machine.spec.drums.count == 3)
  }

  @Test func everyCorruptionIsAnInvalidConfigAtItsPath() async {
    await propertyCheck(count: 200, input: Self.corruptions) { corruption in
      let bytes: [UInt8]
      do {
        bytes = try corruption.apply()
      } catch {
        Issue.record("cannot corrupt: \(error) (\(corruption))")
        return
      }
      do throws(ConfigError) {
        let machine = try ConfigLoader.load(bytes: bytes, file: "t.json")
        Issue.record("loaded \(machine.spec.name) despite \(corruption)")
      } catch {
        Self.expectWellFormed(error, corruption: corruption)
      }
    }
  }

  /// Every small change of this kind is caught, not only the sampled ones: each numeric field
  /// with each of its invalid values, for drum 1, pay 1, line 1 and row 1.
  @Test(arguments: ConfigCorruption.numericFields.indices)
  func everyInvalidValueOfEveryNumericField(index: Int) throws {
    let field = ConfigCorruption.numericFields[index]
    let path = field.path.replacingOccurrences(of: "#", with: "1")
    for value in field.invalid {
      let corruption = ConfigCorruption(path: path, value: value, reportedAt: path)
      let bytes = try corruption.apply()
      do throws(ConfigError) {
        _ = try ConfigLoader.load(bytes: bytes, file: "t.json")
        Issue.record("loaded despite \(corruption)")
      } catch {
        Self.expectWellFormed(error, corruption: corruption)
      }
    }
  }

  /// The error is invalid (not unreadable), names the file, and each line is one problem at a
  /// JSON path or position; the corrupted path (or a position, for a syntax error) is among
  /// them.
  static func expectWellFormed(
    _ error: ConfigError, corruption: ConfigCorruption,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(error.kind == .invalid, "\(corruption)", sourceLocation: sourceLocation)
    #expect(error.file == "t.json", sourceLocation: sourceLocation)
    #expect(!error.lines.isEmpty, "\(corruption)", sourceLocation: sourceLocation)
    for line in error.lines {
      #expect(
        isPathLine(line), "\(line) (\(corruption))",
        sourceLocation: sourceLocation)
      #expect(!line.contains("\n"), "\(corruption)", sourceLocation: sourceLocation)
    }
    // One `error:` line per problem, then one `note:` line per note (what was not checked).
    let printed = error.description.split(separator: "\n")
    #expect(
      printed.prefix(error.lines.count).allSatisfy { $0.hasPrefix("error: t.json: ") },
      sourceLocation: sourceLocation)
    #expect(
      printed.dropFirst(error.lines.count).allSatisfy { $0.hasPrefix("note: t.json: ") },
      sourceLocation: sourceLocation)
    #expect(
      printed.count == error.lines.count + error.notes.count, sourceLocation: sourceLocation)
    if let path = corruption.reportedAt {
      #expect(
        error.lines.contains { $0.hasPrefix(path + ": ") }, "\(error.lines) (\(corruption))",
        sourceLocation: sourceLocation)
    } else {
      #expect(
        error.lines.count == 1 && error.lines[0].hasPrefix("line "),
        "\(error.lines) (\(corruption))", sourceLocation: sourceLocation)
    }
  }
}

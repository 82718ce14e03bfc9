import Foundation
import Testing

/// The model's modules import nothing but each other, downwards (Docs/modules.md): no
/// Foundation (they embed anywhere), no Synchronization (`Mutex` and `Atomic` would raise the
/// deployment target to macOS 15 / iOS 18; see `Package.swift`); the maths and the motion
/// never each other, only the umbrella both.
@Suite struct ReelKitImportsTests {
  /// `Sources`, from this file's place in `Tests/ReelKitTests`.
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// Each module of the model and the modules its files may import.
  static let allowed: [(module: String, imports: Set<String>)] = [
    ("ReelKitSupport", []),
    ("ReelParameters", []),
    ("ReelMotion", ["ReelKitSupport", "ReelParameters"]),
    ("ReelMaths", ["ReelKitSupport", "ReelParameters"]),
    ("ReelKit", ["ReelKitSupport", "ReelParameters", "ReelMotion", "ReelMaths"]),
  ]

  @Test(arguments: allowed.map(\.module))
  func sourceFilesImportOnlyTheModulesBelow(module: String) throws {
    let allowed = try #require(Self.allowed.first { $0.module == module }).imports
    let folder = Self.sources.appendingPathComponent(module)
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let imports = text.split(separator: "\n").filter {
        let line = $0.trimmingCharacters(in: .whitespaces)
        return line.hasPrefix("import ") || line.contains(" import ")
      }
      for line in imports {
        let imported = String(line.split(separator: " ").last ?? "")
        #expect(allowed.contains(imported), "\(module)/\(file): \(line)")
      }
    }
  }
}

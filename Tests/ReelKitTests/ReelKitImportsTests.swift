import Foundation
import Testing

/// ReelKit imports no module: no Foundation (it embeds anywhere) and no Synchronization
/// (`Mutex` and `Atomic` would raise its deployment target to macOS 15 / iOS 18; see
/// `Package.swift`).
@Suite struct ReelKitImportsTests {
  /// `Sources/ReelKit`, from this file's place in `Tests/ReelKitTests`.
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ReelKit")

  @Test func noSourceFileImportsAModule() throws {
    let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 10)
    for file in files {
      let text = try String(
        contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
      let imports = text.split(separator: "\n").filter {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ")
          || $0.contains("@preconcurrency import ") || $0.contains("@_exported import ")
      }
      #expect(imports.isEmpty, "\(file): \(imports)")
    }
  }
}

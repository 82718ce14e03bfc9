import Foundation
import ReelKitWasm
import TestSupport
import Testing

/// `include/reelkit.h` declares exactly the functions `Sources/ReelKitWasm` exports
/// (`@_cdecl("rk_…")`), each with a comment, and the version the library returns.
struct CHeaderTests {
  static func names(in text: String, after marker: String, until end: Character) -> Set<String> {
    var names = Set<String>()
    var rest = text[...]
    while let range = rest.range(of: marker) {
      let tail = rest[range.upperBound...]
      let name = tail.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if tail.dropFirst(name.count).first == end { names.insert("rk_" + name) }
      rest = tail
    }
    return names
  }

  @Test func headerDeclaresEveryExportAndNothingElse() throws {
    let header = try String(
      contentsOf: Repo.root.appendingPathComponent("include/reelkit.h"), encoding: .utf8)
    let folder = Repo.root.appendingPathComponent("Sources/ReelKitWasm")
    var exported = Set<String>()
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      exported.formUnion(Self.names(in: text, after: "@_cdecl(\"rk_", until: "\""))
    }
    let declared = Self.names(in: header, after: " rk_", until: "(")
      .union(Self.names(in: header, after: "*rk_", until: "("))
    #expect(exported.count >= 50)
    #expect(exported.subtracting(declared).sorted() == [], "exported but not in the header")
    #expect(declared.subtracting(exported).sorted() == [], "in the header but not exported")
    // Each declaration follows a comment.
    let lines = header.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated()
    where line.contains(" rk_") && line.contains("(") && !line.hasPrefix(" ")
      && !line.hasPrefix("/*") && !line.hasPrefix(" *")
    {
      var above = index - 1
      while above >= 0, lines[above].contains("rk_"), lines[above].hasSuffix(";") { above -= 1 }
      #expect(above >= 0 && lines[above].hasSuffix("*/"), "\(line): no comment above it")
    }
    #expect(header.contains("#define RK_ABI_VERSION \(rk_abi_version())\n"))
  }
}

import Foundation
import Testing

extension WasmModule {
  /// The folders whose Swift the module compiles (`Scripts/build-wasm.sh`).
  static let sourceFolders = [
    "ReelKit", "ReelKitSupport", "ReelParameters", "ReelMotion", "ReelMaths", "ReelKitWasm",
  ]

  /// Why the built module cannot be the one the tests mean, in one line, or `nil` when it is
  /// current (or missing: ``missing`` says so). Stale: it lacks a function the sources export
  /// (`@_expose(wasm, "rk_…")` in `Sources/ReelKitWasm`), so a test would fail later with
  /// `rk_… is not a function`, or a source of the model is newer than it.
  public static let stale: String? = missing == nil ? staleness(of: path) : nil

  /// Why `module` is not the module the sources build (see ``stale``), or `nil`.
  public static func staleness(of module: URL) -> String? {
    let rebuild = "rebuild the module: Scripts/build-wasm.sh"
    guard let bytes = try? Data(contentsOf: module), let exported = exports(of: [UInt8](bytes))
    else {
      return "\(rebuild) (\(module.lastPathComponent) is not a readable WebAssembly module)"
    }
    let lacking = declaredExports().filter { !exported.contains($0) }
    if let first = lacking.first {
      let more = lacking.count > 1 ? " and \(lacking.count - 1) more" : ""
      return "\(rebuild) (\(module.lastPathComponent) lacks \(first)\(more))"
    }
    let built = modificationDate(module) ?? .distantPast
    if let newer = sources().first(where: { (modificationDate($0) ?? .distantPast) > built }) {
      return "\(rebuild) (\(newer.path.dropFirst(Repo.root.path.count + 1)) is newer)"
    }
    return nil
  }

  /// Whether the module is current; when it is stale, records ``stale`` as the test's one
  /// failure. Call it after the `missing` check: `guard WasmModule.isCurrent() else { return }`.
  public static func isCurrent(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    guard let stale else { return true }
    Issue.record(Comment(rawValue: stale), sourceLocation: sourceLocation)
    return false
  }

  /// The names `Sources/ReelKitWasm` exports (`@_expose(wasm, "NAME")`), sorted.
  static func declaredExports() -> [String] {
    let folder = Repo.root.appendingPathComponent("Sources/ReelKitWasm")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var names = Set<String>()
    for file in files where file.hasSuffix(".swift") {
      let url = folder.appendingPathComponent(file)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      for match in text.matches(of: #/@_expose\(wasm, "([A-Za-z0-9_]+)"\)/#) {
        names.insert(String(match.1))
      }
    }
    return names.sorted()
  }

  /// The export names of a WebAssembly binary (section 7), or `nil` when `bytes` is not one.
  static func exports(of bytes: [UInt8]) -> Set<String>? {
    guard bytes.count >= 8, bytes[0..<4] == [0x00, 0x61, 0x73, 0x6D] else { return nil }
    var at = 8
    func leb() -> Int? {
      var value = 0
      var shift = 0
      while at < bytes.count, shift < 35 {
        let byte = bytes[at]
        at += 1
        value |= Int(byte & 0x7F) << shift
        if byte & 0x80 == 0 { return value }
        shift += 7
      }
      return nil
    }
    while at < bytes.count {
      let id = bytes[at]
      at += 1
      guard let size = leb(), size <= bytes.count - at else { return nil }
      let end = at + size
      guard id == 7 else {
        at = end
        continue
      }
      guard let count = leb() else { return nil }
      var names = Set<String>()
      for _ in 0..<count {
        guard let length = leb(), length <= end - at else { return nil }
        names.insert(String(decoding: bytes[at..<at + length], as: UTF8.self))
        at += length + 1  // the name, then its kind
        guard leb() != nil else { return nil }  // its index
      }
      return names
    }
    return []
  }

  /// Every Swift file of ``sourceFolders``.
  static func sources() -> [URL] {
    sourceFolders.flatMap { name -> [URL] in
      let folder = Repo.root.appendingPathComponent("Sources/" + name)
      let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }
  }

  static func modificationDate(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }
}

import Foundation

/// The WebAssembly model the page tests run: `.build/wasm/reelkit.wasm`, which CI builds
/// (`Scripts/build-wasm.sh`) before `swift test`, and Node.js to run it outside a browser.
public enum WasmModule {
  /// `.build/wasm/reelkit.wasm` in the repository.
  public static let path = Repo.root.appendingPathComponent(".build/wasm/reelkit.wasm")

  /// What is missing to run the module in a page: the module (`nil` when it is built).
  public static let missing: String? =
    FileManager.default.fileExists(atPath: path.path)
    ? nil : "\(path.path): missing (run Scripts/build-wasm.sh)"

  /// What is missing to run the module in Node.js: the module or `node` (`nil` when neither).
  public static let missingInNode: String? = {
    let node = (try? Launcher.tool(["node", "--version"], in: Repo.root))?.status == 0
    let problems = [missing, node ? nil : "node (apt-get install nodejs)"].compactMap(\.self)
    return problems.isEmpty ? nil : problems.joined(separator: "; ")
  }()
}

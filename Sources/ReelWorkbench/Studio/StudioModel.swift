import Foundation

/// Where the studio finds the WebAssembly model its page runs (`reelkit.wasm`, built by
/// `Scripts/build-wasm.sh` into `.build/wasm/`): the file `REELSIM_WASM` names, else
/// `reelkit.wasm` beside the binary, else the package's `.build/wasm/reelkit.wasm` seen from a
/// binary built into `.build/debug` or `.build/<triple>/release`.
///
/// The module is read from disk rather than compiled into the binary, because SwiftPM builds
/// the binary before any script can build the module; CI runs the script before the tests.
public enum StudioModel {
  /// The path the page fetches the module from.
  public static let path = "/reelkit.wasm"

  /// The largest module read, bytes (the module is about 400 KB).
  public static let maximumSize = 16 << 20

  /// Why the page has no in-page model, for the 404 answer and the command's note.
  public static let missingMessage =
    "reelkit.wasm: missing (build it with Scripts/build-wasm.sh, or name it in REELSIM_WASM)"

  /// The places looked at, in order, for a binary at `executable`.
  public static func candidates(executable: URL, environment: [String: String]) -> [URL] {
    if let named = environment["REELSIM_WASM"], !named.isEmpty {
      return [URL(fileURLWithPath: named)]
    }
    let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
    return [
      folder.appendingPathComponent("reelkit.wasm"),
      folder.deletingLastPathComponent().appendingPathComponent("wasm/reelkit.wasm"),
      folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("wasm/reelkit.wasm"),
    ]
  }

  /// The module's bytes from the first candidate that is a WebAssembly module (it starts with
  /// `\0asm`) of at most ``maximumSize`` bytes, or `nil`.
  public static func load(executable: URL, environment: [String: String]) -> [UInt8]? {
    for url in candidates(executable: executable, environment: environment) {
      guard let handle = try? FileHandle(forReadingFrom: url) else { continue }
      defer { try? handle.close() }
      guard let data = try? handle.read(upToCount: maximumSize + 1), data.count <= maximumSize,
        data.starts(with: [0x00, 0x61, 0x73, 0x6D])
      else { continue }
      return Array(data)
    }
    return nil
  }

  /// The module for the running binary (`Bundle.main.executableURL`).
  public static func loadForThisBinary() -> [UInt8]? {
    load(executable: executableURL, environment: ProcessInfo.processInfo.environment)
  }

  private static var executableURL: URL {
    Bundle.main.executableURL
      ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "reelsim")
  }
}

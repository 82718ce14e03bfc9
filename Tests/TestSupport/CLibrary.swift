import Foundation
import Testing

/// ReelKit's native C library (`swift build --product reelkit`: `libreelkit.so` beside the
/// test bundle) and a C compiler to build programs against `include/reelkit.h`.
public enum CLibrary {
  /// The folder the test bundle was built in (`.build/<triple>/debug`), where SwiftPM puts the
  /// library.
  public static let buildFolder: URL = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
      .deletingLastPathComponent()
    while folder.pathExtension == "xctest" || folder.lastPathComponent == "Contents"
      || folder.lastPathComponent == "MacOS"
    {
      folder = folder.deletingLastPathComponent()
    }
    return folder
  }()

  /// The shared library.
  public static let path = buildFolder.appendingPathComponent("libreelkit.so")

  /// `include/` in the repository.
  public static let include = Repo.root.appendingPathComponent("include")

  /// What is missing or out of date to build a C program against the library, in one line, or
  /// `nil`: `cc`, the library, or a library older than a source of the model.
  public static let missing: String? = {
    if (try? Launcher.tool(["cc", "--version"], in: Repo.root))?.status != 0 {
      return "cc (apt-get install gcc)"
    }
    let build = "build it: swift build --product reelkit"
    guard let built = WasmModule.modificationDate(path) else {
      return "\(path.path): missing (\(build))"
    }
    if let newer = WasmModule.sources().first(where: {
      (WasmModule.modificationDate($0) ?? .distantPast) > built
    }) {
      return "\(build) (\(newer.path.dropFirst(Repo.root.path.count + 1)) is newer)"
    }
    return nil
  }()

  /// Compiles the C files `sources` (relative to the repository) against the header and the
  /// shared library into `output`; the program finds the library and the Swift runtime by
  /// its run path. Returns the compiler's run.
  public static func compile(_ sources: [String], to output: URL) throws -> RunResult {
    var runPaths = ["-Wl,-rpath,\(buildFolder.path)"]
    for folder in swiftRuntimeFolders() { runPaths.append("-Wl,-rpath,\(folder)") }
    return try Launcher.tool(
      ["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", include.path]
        + sources + ["-L", buildFolder.path, "-lreelkit"] + runPaths + ["-o", output.path],
      in: Repo.root)
  }

  /// Why `library` is older than a source of the model, in one line, or `nil`.
  public static func staleness(of library: URL, product: String) -> String? {
    let built = WasmModule.modificationDate(library) ?? .distantPast
    guard
      let newer = WasmModule.sources().first(where: {
        (WasmModule.modificationDate($0) ?? .distantPast) > built
      })
    else { return nil }
    return "rebuild it: swift build --product \(product) "
      + "(\(newer.path.dropFirst(Repo.root.path.count + 1)) is newer)"
  }

  /// The static library (`swift build --product reelkit-static`).
  public static let staticPath = buildFolder.appendingPathComponent("libreelkit-static.a")

  /// Compiles `sources` against the header and links the static library, with the Swift
  /// runtime it needs (`swiftrt.o`, `libswiftCore`, `libswift_Concurrency`, and in a debug
  /// build `libswiftSwiftOnoneSupport`) as Docs/c-abi.md says.
  public static func compileStatic(_ sources: [String], to output: URL) throws -> RunResult {
    let runtime =
      swiftRuntimeFolders().first { folder in
        FileManager.default.fileExists(atPath: folder + "/libswiftCore.so")
      } ?? "/opt/swift/usr/lib/swift/linux"
    return try Launcher.tool(
      ["cc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-I", include.path]
        + sources + [
          staticPath.path, runtime + "/x86_64/swiftrt.o", "-L", runtime, "-lswiftCore",
          "-lswift_Concurrency", "-lswiftSwiftOnoneSupport", "-lm", "-Wl,-rpath,\(runtime)",
          "-o", output.path,
        ],
      in: Repo.root)
  }

  /// The folders holding the Swift runtime the library links (`libswiftCore.so`): the
  /// toolchain's `lib/swift/linux`, found from `swiftc` on `PATH` or `/opt/swift`.
  static func swiftRuntimeFolders() -> [String] {
    var folders: [String] = []
    let which = try? Launcher.tool(["sh", "-c", "command -v swiftc"], in: Repo.root)
    if let which, which.status == 0 {
      let swiftc = URL(fileURLWithPath: which.text.trimmingCharacters(in: .whitespacesAndNewlines))
        .resolvingSymlinksInPath()
      folders.append(
        swiftc.deletingLastPathComponent().deletingLastPathComponent()
          .appendingPathComponent("lib/swift/linux").path)
    }
    folders.append("/opt/swift/usr/lib/swift/linux")
    return folders
  }
}

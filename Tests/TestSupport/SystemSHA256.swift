import Foundation
import Testing

/// The system's `sha256sum`: the independent reference the digest tests compare with.
public enum SystemSHA256 {
  /// `sha256sum FILE` run in `folder`: the 64 hex digits of the file's digest.
  public static func digest(of file: String, in folder: URL) throws -> String {
    let run = try Launcher.tool(["sha256sum", file], in: folder)
    try #require(run.status == 0, "sha256sum failed: \(run.errors)")
    return String(run.text.prefix(64))
  }
}

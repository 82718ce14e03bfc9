import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in
/// the same folder, which is then renamed over the destination in one step.
public enum AtomicFile {
  /// A file that could not be written.
  public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The destination path.
    public var path: String
    /// Why.
    public var reason: String
    /// `PATH: cannot write: reason`.
    public var description: String { "\(path): cannot write: \(reason)" }
  }

  /// Writes `bytes` to `path` atomically; on failure nothing is left behind.
  public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
      throw WriteError(path: path, reason: "the folder \(folder.path) does not exist")
    }
    guard isDirectory.boolValue else {
      throw WriteError(path: path, reason: "\(folder.path) is a file, not a folder")
    }
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).tmp"
    )
    try PartialFiles.guarding { () throws(WriteError) in
      PartialFiles.register(temporary.path)
      defer { PartialFiles.unregister(temporary.path) }
      do {
        try Data(bytes).write(to: temporary)
      } catch {
        try? FileManager.default.removeItem(at: temporary)
        throw WriteError(path: path, reason: reason(of: error))
      }
      if rename(temporary.path, url.path) != 0 {
        let code = errno
        try? FileManager.default.removeItem(at: temporary)
        throw WriteError(path: path, reason: String(cString: strerror(code)))
      }
    }
  }

  /// Writes UTF-8 text atomically.
  public static func write(_ text: String, to path: String) throws(WriteError) {
    try write(Array(text.utf8), to: path)
  }

  private static func reason(of error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return nsError.localizedDescription
  }
}

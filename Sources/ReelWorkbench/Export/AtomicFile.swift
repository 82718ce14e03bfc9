import Foundation
import ReelKit
import ReelKitSupport

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Musl)
  import Musl
  private let systemWrite = Musl.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Writes output files so that nothing is ever half-written and nothing but the named file
/// changes.
///
/// What happens depends on what the path names (see `OutputTarget`):
/// - a regular file or a new path: the bytes go to a temporary file in the same folder, which
///   is renamed over the destination in one step (a symbolic link is followed: the file it
///   points to is replaced, the link stays); the file keeps its permissions;
/// - a device, a FIFO, a socket or a file descriptor's name (`/dev/stdout`): opened and
///   written through, never created, truncated or replaced;
/// - `-`: standard output;
/// - a directory: an error.
///
/// Every write and close is checked: a full device or file system (`ENOSPC`) is an error, and
/// the temporary file is removed.
public enum AtomicFile {
  /// The path that means standard output.
  public static let standardOutputPath = "-"

  /// A file that could not be written.
  public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The destination path.
    public var path: String
    /// Why.
    public var reason: String
    /// Creates an error.
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
    /// `PATH: cannot write: reason` (a very long path is cut).
    public var description: String { "\(QuotedInput.bare(path)): cannot write: \(reason)" }
  }

  /// Writes `bytes` to `path` whole; on failure nothing is left behind.
  public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
    switch try OutputTarget.of(path) {
    case .standardOutput: try writeThrough(bytes, descriptor: STDOUT_FILENO, path: path)
    case .special(let device): try writeThrough(bytes, opening: device)
    case .replaceable(let file):
      try replace(file, reportedAs: path) { descriptor throws(WriteError) in
        try writeAll(bytes, to: descriptor, path: path)
      }
    }
  }

  /// Writes UTF-8 text whole.
  public static func write(_ text: String, to path: String) throws(WriteError) {
    try write(Array(text.utf8), to: path)
  }

  /// Appends `line` (which ends with its newline) to `path`, creating it if needed. A regular
  /// file is rewritten to a temporary file (its old bytes streamed, then a newline if its last
  /// line had none, then `line`) and renamed, so a reader sees the old file or the new one,
  /// never a part; a special file or `-` just gets the line.
  public static func appendLine(_ line: [UInt8], to path: String) throws(WriteError) {
    switch try OutputTarget.of(path) {
    case .standardOutput: try writeThrough(line, descriptor: STDOUT_FILENO, path: path)
    case .special(let device): try writeThrough(line, opening: device)
    case .replaceable(let file):
      try replace(file, reportedAs: path) { descriptor throws(WriteError) in
        let endsWithNewline = try copy(file, to: descriptor, path: path)
        try writeAll(
          endsWithNewline ? line : [UInt8(ascii: "\n")] + line, to: descriptor, path: path)
      }
    }
  }

  /// Writes through an existing special file: no temporary file, no rename, no creation.
  private static func writeThrough(_ bytes: [UInt8], opening path: String) throws(WriteError) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw WriteError(path: path, errno: errno) }
    do throws(WriteError) {
      try writeAll(bytes, to: descriptor, path: path)
    } catch {
      close(descriptor)
      throw error
    }
    guard close(descriptor) == 0 else { throw WriteError(path: path, errno: errno) }
  }

  /// Writes to an open descriptor that stays open (standard output).
  private static func writeThrough(
    _ bytes: [UInt8], descriptor: Int32, path: String
  ) throws(WriteError) {
    try writeAll(bytes, to: descriptor, path: path)
  }

  /// Creates a temporary file next to `file`, lets `fill` write it, and renames it over
  /// `file`; on any failure (or Ctrl-C, through `PartialFiles`) the temporary file is removed.
  private static func replace(
    _ file: String, reportedAs path: String,
    fill: (Int32) throws(WriteError) -> Void
  ) throws(WriteError) {
    let url = URL(fileURLWithPath: file)
    let folder = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
      throw WriteError(path: path, reason: "the folder \(folder.path) does not exist")
    }
    guard isDirectory.boolValue else {
      throw WriteError(path: path, reason: "\(folder.path) is a file, not a folder")
    }
    var existing = stat()
    let mode = stat(file, &existing) == 0 ? existing.st_mode & 0o7777 : nil
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent.prefix(64)).\(ProcessInfo.processInfo.processIdentifier)-"
        + "\(UUID().uuidString).tmp"
    ).path
    try PartialFiles.guarding { () throws(WriteError) in
      PartialFiles.register(temporary)
      defer { PartialFiles.unregister(temporary) }
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      guard descriptor >= 0 else { throw WriteError(path: path, errno: errno) }
      do throws(WriteError) {
        if let mode, fchmod(descriptor, mode) != 0 {
          throw WriteError(path: path, errno: errno)
        }
        try fill(descriptor)
      } catch {
        close(descriptor)
        unlink(temporary)
        throw error
      }
      if close(descriptor) != 0 {
        let code = errno
        unlink(temporary)
        throw WriteError(path: path, errno: code)
      }
      if rename(temporary, file) != 0 {
        let code = errno
        unlink(temporary)
        throw WriteError(path: path, errno: code)
      }
    }
  }

  /// Writes every byte, retrying short writes and interruptions.
  private static func writeAll(
    _ bytes: [UInt8], to descriptor: Int32, path: String
  ) throws(WriteError) {
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw WriteError(path: path, errno: errno)
      }
      written += count
    }
  }

  /// Streams the existing `file` (if any) into `descriptor`; returns whether it was empty or
  /// ended with a newline.
  private static func copy(
    _ file: String, to descriptor: Int32, path: String
  ) throws(WriteError) -> Bool {
    let source = open(file, O_RDONLY | O_CLOEXEC)
    if source < 0 {
      if errno == ENOENT { return true }
      throw WriteError(
        path: path, reason: "cannot read the existing file: \(String(cString: strerror(errno)))")
    }
    defer { close(source) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var last: UInt8?
    while true {
      let count = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress!, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw WriteError(
          path: path, reason: "cannot read the existing file: \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      try writeAll(Array(buffer[..<count]), to: descriptor, path: path)
      last = buffer[count - 1]
    }
    return last == nil || last == UInt8(ascii: "\n")
  }
}

extension AtomicFile.WriteError {
  /// The error of a failed system call, with the system's text (`No space left on device`).
  init(path: String, errno code: Int32) {
    self.init(path: path, reason: String(cString: strerror(code)))
  }
}

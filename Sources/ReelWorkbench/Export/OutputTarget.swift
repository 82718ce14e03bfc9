import Foundation

/// Where an output path leads, decided before anything is written.
///
/// - `-` is standard output;
/// - a character or block device, a FIFO or a socket is written through: opened without
///   creating or truncating it, never replaced; so is a file descriptor's name
///   (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`) whatever it refers to, appending when that
///   is a regular file;
/// - a regular file, or a path that does not exist yet, is replaced atomically: the bytes go
///   to a temporary file in its folder, which is renamed over it (a symbolic link is followed,
///   so the file it points to is replaced and the link is kept);
/// - a directory cannot be written.
enum OutputTarget: Equatable {
  /// Standard output (`-`).
  case standardOutput
  /// A special file, opened and written in place.
  case special(String)
  /// A regular file or a new path (symbolic links resolved): temporary file and rename.
  case replaceable(String)

  /// Classifies `path`.
  ///
  /// - Throws: ``AtomicFile/WriteError`` for a directory or a path that cannot be examined.
  static func of(_ path: String) throws(AtomicFile.WriteError) -> OutputTarget {
    if path == AtomicFile.standardOutputPath { return .standardOutput }
    var status = stat()
    if stat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        let chain = try links(from: path)
        let descriptor = chain.contains { name in
          name.hasPrefix("/proc/") || name.hasPrefix("/dev/fd/")
            || ["/dev/stdout", "/dev/stderr", "/dev/stdin"].contains(name)
        }
        return descriptor ? .special(path) : .replaceable(chain.last ?? path)
      case S_IFDIR:
        throw AtomicFile.WriteError(path: path, reason: String(cString: strerror(EISDIR)))
      default: return .special(path)
      }
    }
    let code = errno
    guard code == ENOENT || code == ENOTDIR else {
      throw AtomicFile.WriteError(path: path, reason: String(cString: strerror(code)))
    }
    // Missing: a new file, or a dangling link whose target is created.
    return .replaceable(try links(from: path).last ?? path)
  }

  /// `path` and every name its final component's symbolic links lead to, in order (at most
  /// 40 links, as the kernel allows): renaming over the last one replaces the file and keeps
  /// the links.
  private static func links(from path: String) throws(AtomicFile.WriteError) -> [String] {
    var chain = [path]
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return chain
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count >= 0 else { return chain }
      let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        target.hasPrefix("/")
        ? target
        : ((current as NSString).deletingLastPathComponent as NSString)
          .appendingPathComponent(target)
      chain.append(current)
    }
    throw AtomicFile.WriteError(path: path, reason: String(cString: strerror(ELOOP)))
  }
}

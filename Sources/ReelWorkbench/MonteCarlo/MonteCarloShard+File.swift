import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension MonteCarloShard {
  /// The bytes of the shard file at `path`, which must be a regular file (or a symbolic link
  /// to one) of at most ``maximumFileSize`` bytes.
  ///
  /// Shards travel between machines, so the path is untrusted too: it is opened without
  /// blocking (`O_NONBLOCK`, so a FIFO with no writer cannot hang `--merge` in `open`) and
  /// refused unless `fstat` says it is a regular file — a FIFO, a pipe (`<(…)`), a device, a
  /// socket or a directory gives one line and exit 66, like a missing file. Copy a pipe to a
  /// file first.
  ///
  /// - Throws: ``ConfigError`` (``ConfigError/Kind/unreadable`` when the path cannot be
  ///   opened or is not a regular file; invalid when the file is too large).
  static func bytes(at path: String) throws(ConfigError) -> [UInt8] {
    func unreadable(_ why: String) -> ConfigError {
      ConfigError(file: path, kind: .unreadable, lines: [why])
    }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw unreadable(
        code == ENOENT
          ? "no such file" : "cannot be read: \(String(cString: strerror(code)))")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw unreadable("cannot be read: \(String(cString: strerror(errno)))")
    }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else {
      let what =
        switch kind {
        case S_IFIFO: "a FIFO or pipe"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a directory"
        default: "not a regular file"
        }
      throw unreadable(
        "is \(what), not a regular file (allowed: a shard file written by reelsim par "
          + "--shard --out; copy a pipe to a file first)")
    }
    let data: Data
    do {
      data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
    } catch {
      throw unreadable("cannot be read: \(error.localizedDescription)")
    }
    guard data.count <= maximumFileSize else {
      throw ConfigError(
        file: path, kind: .invalid,
        lines: [
          "$: the file is larger than \(maximumFileSize >> 20) MiB (allowed: at most "
            + "\(maximumFileSize) bytes)"
        ])
    }
    return Array(data)
  }
}

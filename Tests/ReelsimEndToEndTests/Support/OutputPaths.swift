import Foundation
import TestSupport
import Testing

/// A command that writes an output file, and the options that name it.
enum OutputWriter: String, CaseIterable, CustomStringConvertible, Sendable {
  case trace = "simulate --trace"
  case snapshot = "simulate --snapshot"
  case history = "simulate --history"
  case tunedConfig = "tune --out"
  case junit = "regress --junit"

  /// The bytes as they must be the same on every run: a JUnit report's `time` attributes
  /// (durations) emptied; other outputs unchanged.
  func comparable(_ data: Data) -> String {
    let text = String(decoding: data, as: UTF8.self)
    return self == .junit ? text.replacing(/time="[0-9.]+"/, with: #"time="""#) : text
  }

  var description: String { rawValue }

  /// The command line that writes to `path`.
  func arguments(_ path: String) throws -> [String] {
    switch self {
    case .trace: return ["simulate", "--trace", path]
    case .snapshot: return ["simulate", "--save-at", "1", "--snapshot", path]
    case .history: return ["simulate", "--history", path]
    case .tunedConfig:
      let spec = try #require(TuningSpecs.shipped.first)
      return ["tune", spec, "--budget", "10", "--jobs", "1", "--no-progress", "--out", path]
    case .junit:
      return ["regress", "suite.json", "--jobs", "1", "--no-progress", "--junit", path]
    }
  }

  /// Puts what the command reads into `folder` (a suite with its goldens for `regress`).
  func prepare(_ folder: URL) throws {
    guard self == .junit else { return }
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Repo.config("default")),
      to: folder.appendingPathComponent("default.json"))
    try Data(
      #"{"scenarios": [{"name": "one", "config": "default.json", "seeds": [1]}]}"#.utf8
    ).write(to: folder.appendingPathComponent("suite.json"))
    let record = try Reelsim.run(["regress", "suite.json", "--record"], in: folder)
    #expect(record.status == 0, "\(record.errors)")
  }
}

/// A working folder for one output-path case: what the command reads, and a record of every
/// file in it to prove that nothing else was created or changed.
final class OutputFolder {
  let root: URL
  let writer: OutputWriter

  init(_ writer: OutputWriter) throws {
    self.writer = writer
    root = try temporaryFolder()
    try writer.prepare(root)
  }

  deinit {
    chmod(root.path, 0o755)
    try? FileManager.default.removeItem(at: root)
  }

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// Runs the writer with `path`.
  func run(_ path: String) throws -> RunResult {
    try Reelsim.run(try writer.arguments(path), in: root)
  }

  /// The bytes the writer writes to a new regular file (written and removed again).
  func expectedBytes() throws -> Data {
    let run = try run("reference.out")
    #expect(run.status == 0, "\(writer): \(run.errors)")
    let bytes = try Data(contentsOf: url("reference.out"))
    try FileManager.default.removeItem(at: url("reference.out"))
    return bytes
  }

  /// Every entry under the folder (hidden ones too): its kind and, for files, its bytes.
  func state() throws -> [String: String] {
    var found: [String: String] = [:]
    let manager = FileManager.default
    guard let paths = manager.subpaths(atPath: root.path) else { return found }
    for path in paths {
      var status = stat()
      guard lstat(url(path).path, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        let bytes = (try? Data(contentsOf: url(path))) ?? Data()
        found[path] = "file \(bytes.count) \(bytes.hashValue) mode \(status.st_mode & 0o777)"
      case S_IFDIR: found[path] = "folder"
      case S_IFIFO: found[path] = "fifo"
      case S_IFLNK:
        found[path] =
          "link to " + ((try? manager.destinationOfSymbolicLink(atPath: url(path).path)) ?? "?")
      default: found[path] = "other"
      }
    }
    return found
  }
}

/// Reads a FIFO on its own thread until the writer closes it.
final class FIFOReader: @unchecked Sendable {
  private let lock = NSCondition()
  private var bytes = Data()
  private var done = false
  let path: String

  init(_ path: String) {
    self.path = path
    Thread.detachNewThread { [self] in
      var received = Data()
      let descriptor = open(path, O_RDONLY)
      if descriptor >= 0 {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
          if count < 0, errno == EINTR { continue }
          if count <= 0 { break }
          received.append(contentsOf: buffer[..<count])
        }
        close(descriptor)
      }
      lock.lock()
      bytes = received
      done = true
      lock.broadcast()
      lock.unlock()
    }
  }

  /// What was read. When the writer never opened the FIFO, opening it for writing here lets
  /// the reader finish (with nothing), so a failing test does not hang.
  func finish() -> Data {
    let writer = open(path, O_WRONLY | O_NONBLOCK)
    if writer >= 0 { close(writer) }
    lock.lock()
    let deadline = Date().addingTimeInterval(60)
    while !done, lock.wait(until: deadline) {}
    let result = bytes
    lock.unlock()
    return result
  }
}

/// `stat` of a path: its kind and device number.
func fileKind(_ path: String) -> (kind: mode_t, device: UInt64)? {
  var status = stat()
  guard stat(path, &status) == 0 else { return nil }
  return (status.st_mode & S_IFMT, UInt64(status.st_rdev))
}

/// Makes sure `/dev/null` is the null device again (an earlier broken run may have replaced
/// it with a regular file); only root can, and only root could have broken it.
func repairDevNull() throws {
  guard let kind = fileKind("/dev/null"), kind.kind != S_IFCHR, geteuid() == 0 else { return }
  unlink("/dev/null")
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["mknod", "-m", "666", "/dev/null", "c", "1", "3"]
  try process.run()
  process.waitUntilExit()
}

import Foundation
import Synchronization
import TestSupport
import Testing

/// Output files that are FIFOs (Docs/hardening.md): written through, never replaced. A FIFO
/// whose reader leaves in the middle of the output makes the write fail with `EPIPE` (SIGPIPE
/// is ignored): exit 73 with one line, nothing left behind. A FIFO without a reader blocks in
/// `open`, as a shell redirection does, and a signal still ends the run.
@Suite struct FIFOOutputTests {
  /// Makes a FIFO at `url`.
  static func makeFIFO(_ url: URL) throws {
    try #require(mkfifo(url.path, 0o600) == 0, "mkfifo: \(String(cString: strerror(errno)))")
  }

  @Test func aReaderThatLeavesMidWriteGivesExit73() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A trace of about 25 MB: far more than a pipe holds, so the reader leaves mid-write.
    try InterruptTests.longConfig().write(to: folder.appendingPathComponent("long.json"))
    let fifo = folder.appendingPathComponent("trace.fifo")
    try Self.makeFIFO(fifo)
    let path = fifo.path
    // The reader is a thread of its own, not a task: a task can wait behind other tests'
    // blocking work on the cooperative pool for minutes, and reelsim waits in `open` for it.
    let readCount = Mutex(0)
    let readerDone = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let descriptor = open(path, O_RDONLY)
      var count = -1
      if descriptor >= 0 {
        var buffer = [UInt8](repeating: 0, count: 1000)
        count = read(descriptor, &buffer, buffer.count)
        close(descriptor)
      }
      readCount.withLock { $0 = count }
      readerDone.signal()
    }
    let started = ContinuousClock.now
    let run = try Reelsim.run(["simulate", "long.json", "--trace", "trace.fifo"], in: folder)
    readerDone.wait()
    #expect(readCount.withLock { $0 } > 0)
    #expect(run.status == 73, "\(run.errors)")
    #expect(run.errors == "error: trace.fifo: cannot write: Broken pipe\n")
    #expect(ContinuousClock.now - started < .seconds(60))
    var status = stat()
    #expect(stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
    #expect(Interrupted.leftovers(folder) == [])
  }

  @Test func aFIFOWithoutAReaderBlocksUntilASignal() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.makeFIFO(folder.appendingPathComponent("trace.fifo"))
    let run = try await Interrupted.run(
      ["simulate", "--trace", "trace.fifo"], in: folder, after: .seconds(1), signal: SIGTERM)
    #expect(run.signalled, "finished without a reader: \(run.errors)")
    #expect(run.status == 143, "\(run.errors)")
    #expect(run.errors.hasSuffix(InterruptTests.interruptedLine))
    #expect(try #require(run.exitAfterSignal) < .seconds(5))
  }
}

import FlyingSocks
import Foundation
import ReelWorkbench

/// One client connection of ``StudioServer``: reads requests with a ``StudioRequestReader``,
/// answers them with the ``StudioAPI``, and holds the client to ``StudioLimits``' deadlines
/// (idle, request, write). A refused request is answered, then the connection lingers a
/// little, discarding what the client still sends, so the answer is read before the close.
struct StudioConnection: Sendable {
  /// The client's socket.
  let socket: AsyncSocket
  /// The API every request goes to.
  let api: StudioAPI

  /// Serves requests until the client closes, a deadline passes or a request is refused.
  func serve() async {
    defer { try? socket.close() }
    var reader = StudioRequestReader()
    let clock = ContinuousClock()
    var idleSince = clock.now
    var requestStart = clock.now
    while !Task.isCancelled {
      switch reader.next() {
      case .needMore:
        let idle = reader.isIdle
        let deadline =
          idle
          ? idleSince + .seconds(StudioLimits.idleSeconds)
          : requestStart + .seconds(StudioLimits.requestSeconds)
        do {
          let bytes = try await Self.within(deadline) { [socket] in
            try await socket.read(atMost: 16 << 10)
          }
          if idle { requestStart = clock.now }
          reader.append(bytes)
        } catch is Timeout {
          guard !idle else { return }
          await refuse(
            StudioError(
              status: 408,
              "the request did not arrive whole within \(StudioLimits.requestSeconds) seconds "
                + "(allowed: at most \(StudioLimits.requestSeconds))", path: "head"))
          return
        } catch SocketError.disconnected {
          guard !idle else { return }
          reader.end()
        } catch {
          return
        }
      case .sendContinue:
        guard (try? await write(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))) != nil else { return }
      case .request(let request):
        let answer = await api.respond(
          method: request.method, path: request.target, body: request.body)
        let bytes = answer.httpBytes(
          method: request.method, connection: request.keepAlive ? request.connection : nil)
        guard (try? await write(bytes)) != nil, request.keepAlive else { return }
        idleSince = clock.now
        requestStart = clock.now
      case .refused(let error):
        await refuse(error)
        return
      }
    }
  }

  /// Answers `error` with `Connection: close`, stops sending, and reads and discards what the
  /// client still sends for at most ``StudioLimits/lingerSeconds`` and
  /// ``StudioLimits/lingerBytes``.
  private func refuse(_ error: StudioError) async {
    guard
      (try? await write(StudioResponse.refusal(error).httpBytes(connection: "close"))) != nil
    else { return }
    _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
    let deadline = ContinuousClock.now + .seconds(StudioLimits.lingerSeconds)
    var discarded = 0
    while discarded < StudioLimits.lingerBytes {
      guard
        let bytes = try? await Self.within(
          deadline,
          { [socket] in
            try await socket.read(atMost: 64 << 10)
          })
      else { return }
      discarded += bytes.count
    }
  }

  /// Writes `bytes` whole within ``StudioLimits/writeSeconds``.
  private func write(_ bytes: [UInt8]) async throws {
    let deadline = ContinuousClock.now + .seconds(StudioLimits.writeSeconds)
    try await Self.within(deadline) { [socket] in try await socket.write(Data(bytes)) }
  }

  /// A deadline passed.
  struct Timeout: Error {}

  /// Runs `operation`, cancelling it and throwing ``Timeout`` at `deadline`.
  static func within<Value: Sendable>(
    _ deadline: ContinuousClock.Instant,
    _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
      group.addTask { try await operation() }
      group.addTask {
        try await Task.sleep(until: deadline, clock: .continuous)
        throw Timeout()
      }
      defer { group.cancelAll() }
      guard let value = try await group.next() else { throw Timeout() }
      return value
    }
  }
}

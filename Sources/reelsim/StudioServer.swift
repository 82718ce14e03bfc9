import FlyingSocks
import Foundation
import ReelWorkbench
import Synchronization

/// The studio's HTTP/1.1 server: accepts connections on one socket and serves each with a
/// ``StudioConnection`` within ``StudioLimits``. Built on FlyingSocks (the socket and epoll /
/// kqueue layer of FlyingFox); FlyingFox's own `HTTPServer` cannot bound a request head, time
/// a slow client out or answer a malformed `Content-Length`, and its header reader costs
/// time quadratic in a line's length (Docs/hardening.md).
struct StudioServer: Sendable {
  /// The API every request goes to.
  let api: StudioAPI
  /// The listening socket.
  private let socket: Socket
  /// The event loop every socket waits on.
  private let pool: any AsyncSocketPool
  /// Connections open now.
  private let open = OpenConnections()

  /// Binds and listens on `address` (throws when the address is taken or not local).
  init(address: some SocketAddress, api: StudioAPI) throws {
    self.api = api
    socket = try Socket(domain: Int32(type(of: address).family))
    try socket.setValue(true, for: .localAddressReuse)
    try socket.bind(to: address)
    try socket.listen()
    pool = SocketPool<Poll>.make()
  }

  /// The address and port listened on (the chosen port for `--port 0`).
  var address: Socket.Address? { try? socket.sockname() }

  /// Serves until the task is cancelled or the event loop fails.
  func run() async throws {
    try await pool.prepare()
    let listener = try AsyncSocket(socket: socket, pool: pool)
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask { try await pool.run() }
      group.addTask { try await acceptConnections(on: listener) }
      try await group.next()
      group.cancelAll()
    }
  }

  /// Accepts connections for ever: each in its own task, one over
  /// ``StudioLimits/maximumConnections`` answered 503 and closed at once; a failed accept
  /// (no file descriptors left) is retried after 100 ms instead of stopping the server.
  private func acceptConnections(on listener: AsyncSocket) async throws {
    try await withThrowingDiscardingTaskGroup { group in
      while true {
        let client: AsyncSocket
        do {
          client = try await listener.accept()
        } catch {
          try Task.checkCancellation()
          try await Task.sleep(for: .milliseconds(100))
          continue
        }
        guard open.enter() else {
          refuseBusy(client)
          continue
        }
        group.addTask {
          await StudioConnection(socket: client, api: api).serve()
          open.leave()
        }
      }
    }
  }

  /// 503 written without waiting (a new socket's send buffer has room), then closed.
  private func refuseBusy(_ client: AsyncSocket) {
    let error = StudioError(
      status: 503,
      "the studio has \(StudioLimits.maximumConnections) connections open (allowed: at most "
        + "\(StudioLimits.maximumConnections)); try again", path: "head")
    _ = try? client.socket.write(Data(StudioResponse.refusal(error).httpBytes(connection: "close")))
    try? client.close()
  }
}

/// How many connections are open, bounded by ``StudioLimits/maximumConnections``.
private final class OpenConnections: Sendable {
  private let count = Atomic<Int>(0)

  /// Counts one more connection, or returns false when the limit is reached.
  func enter() -> Bool {
    let now = count.add(1, ordering: .relaxed).newValue
    guard now <= StudioLimits.maximumConnections else {
      count.subtract(1, ordering: .relaxed)
      return false
    }
    return true
  }

  /// Counts one connection closed.
  func leave() {
    count.subtract(1, ordering: .relaxed)
  }
}

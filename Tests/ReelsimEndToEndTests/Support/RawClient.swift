import Foundation

/// One plain TCP connection to a local `reelsim studio`, for clients that misbehave: send
/// any bytes (a huge header, a trickle, a lying `Content-Length`), keep the connection open,
/// and read what the server answers within a deadline.
final class RawClient: @unchecked Sendable {
  /// What came back before the server closed or the deadline passed.
  struct Reply {
    var bytes: [UInt8]
    /// Whether the server closed the connection (rather than the deadline passing).
    var closed: Bool
    /// Seconds from the start of the read to the close or the deadline.
    var seconds: Double

    /// The status of the first answer line (`HTTP/1.1 431 …`), or nil without one.
    var status: Int? {
      let line = bytes.prefix { $0 != 13 && $0 != 10 }
      let parts = String(decoding: line, as: UTF8.self).split(separator: " ")
      return parts.count >= 2 && parts[0].hasPrefix("HTTP/1.") ? Int(parts[1]) : nil
    }

    /// The body after the first empty line.
    var body: String {
      let text = String(decoding: bytes, as: UTF8.self)
      guard let range = text.range(of: "\r\n\r\n") else { return "" }
      return String(text[range.upperBound...])
    }
  }

  struct Failed: Error, CustomStringConvertible {
    var description: String
  }

  private let socket: Int32

  /// Connects to 127.0.0.1:`port`.
  init(port: UInt16) throws {
    socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw Failed(description: "socket() failed") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw Failed(description: "cannot connect to port \(port)")
    }
  }

  deinit { close(socket) }

  /// Sends `bytes` (blocking while the server does not read); false when the server closed
  /// or reset the connection first.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Foundation.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count <= 0 { return false }
      sent += count
    }
    return true
  }

  /// `send` of a text.
  @discardableResult
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Sends nothing more (`shutdown(SHUT_WR)`): the server reads the end of the stream.
  func finishSending() {
    shutdown(socket, Int32(SHUT_WR))
  }

  /// Reads until the server closes, `seconds` pass, or what was read satisfies `enough`.
  func read(for seconds: Double, until enough: ([UInt8]) -> Bool = { _ in false }) -> Reply {
    let start = Date()
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let left = seconds - Date().timeIntervalSince(start)
      guard left > 0 else {
        return Reply(bytes: bytes, closed: false, seconds: Date().timeIntervalSince(start))
      }
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(max(1, left * 1000))) > 0 else { continue }
      let count = recv(socket, &buffer, buffer.count, 0)
      if count <= 0 {
        return Reply(bytes: bytes, closed: true, seconds: Date().timeIntervalSince(start))
      }
      bytes += buffer[0..<count]
      if enough(bytes) {
        return Reply(bytes: bytes, closed: false, seconds: Date().timeIntervalSince(start))
      }
    }
  }
}

import ReelKit

/// Reads HTTP/1.x requests from a connection's bytes within ``StudioLimits``: a pure state
/// machine (no socket, no clock) fed with what arrives and asked what to do next. Each byte is
/// looked at once, the head is held to ``StudioLimits/maximumHeadBytes`` and the body to
/// ``StudioLimits/maximumBodyBytes``, so a hostile client costs little memory and CPU before
/// it is refused.
///
/// ```swift
/// var reader = StudioRequestReader()
/// reader.append(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
/// reader.next()  // .request(StudioRequest(method: "GET", target: "/", keepAlive: true))
/// ```
package struct StudioRequestReader: Sendable {
  /// What the connection does next.
  package enum Step: Sendable, Equatable {
    /// Read more bytes (within the request's deadline unless ``StudioRequestReader/isIdle``).
    case needMore
    /// Send `HTTP/1.1 100 Continue` (the client waits for it before sending the body).
    case sendContinue
    /// Answer this request; read the next one if it keeps the connection alive.
    case request(StudioRequest)
    /// Answer this error and close the connection: the rest of the stream cannot be framed.
    case refused(StudioError)
  }

  /// The bytes received and not yet taken by a request.
  private var buffer: [UInt8] = []
  /// Where the line being read starts in `buffer`.
  private var lineStart = 0
  /// How far `buffer` has been searched for line ends.
  private var scanned = 0
  /// The request line and header lines read so far (without line ends).
  private var lines: [Range<Int>] = []
  /// The current request's head once it is complete (waiting for its body).
  private var head: StudioRequestHead?
  /// Whether `100 Continue` was already asked for the current request.
  private var continued = false
  /// Set once a refusal was returned: everything after it is refused the same way.
  private var refusal: StudioError?
  /// Set when the peer closed its side.
  private var ended = false

  /// Creates a reader for a new connection.
  package init() {}

  /// Whether no request is in progress (no byte of the next request has arrived).
  package var isIdle: Bool { buffer.isEmpty && head == nil }

  /// Adds bytes received from the client.
  package mutating func append(_ bytes: some Collection<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// Records that the client closed its side: a request left incomplete is then refused.
  package mutating func end() {
    ended = true
  }

  /// What to do with the bytes received so far.
  package mutating func next() -> Step {
    if let refusal { return .refused(refusal) }
    let step = advance()
    if case .refused(let error) = step { refusal = error }
    return step
  }

  private mutating func advance() -> Step {
    if head == nil {
      switch readHead() {
      case .some(let error): return .refused(error)
      case .none: break
      }
    }
    guard let current = head else {
      return ended && !buffer.isEmpty ? .refused(Self.ended("head")) : .needMore
    }
    if buffer.count >= current.contentLength {
      var request = current.request
      request.body = Array(buffer[..<current.contentLength])
      buffer.removeFirst(current.contentLength)
      head = nil
      continued = false
      return .request(request)
    }
    if ended { return .refused(Self.ended("body")) }
    if current.expectsContinue, !continued {
      continued = true
      return .sendContinue
    }
    return .needMore
  }

  /// Scans the new bytes for line ends; sets `head` when the empty line ends it, returns the
  /// refusal when a bound is crossed or a line is malformed.
  private mutating func readHead() -> StudioError? {
    while scanned < buffer.count {
      let byte = buffer[scanned]
      scanned += 1
      guard byte == 0x0A else { continue }
      if let error = lineTooLong(scanned - lineStart) { return error }
      var end = scanned - 1
      if end > lineStart, buffer[end - 1] == 0x0D { end -= 1 }
      let line = lineStart..<end
      lineStart = scanned
      if line.isEmpty {
        // Empty lines before the request line are skipped (RFC 9112 §2.2).
        guard !lines.isEmpty else { continue }
        return finishHead()
      }
      lines.append(line)
      if lines.count > StudioLimits.maximumHeaderCount + 1 {
        return StudioError(
          status: 431,
          "the request has more than \(StudioLimits.maximumHeaderCount) headers (allowed: at "
            + "most \(StudioLimits.maximumHeaderCount))", path: "head")
      }
    }
    if let error = lineTooLong(scanned - lineStart) { return error }
    if buffer.count > StudioLimits.maximumHeadBytes {
      return StudioError(
        status: 431,
        "the request head has more than \(StudioLimits.maximumHeadBytes) bytes (allowed: at "
          + "most \(StudioLimits.maximumHeadBytes))", path: "head")
    }
    return nil
  }

  /// Parses the complete head and drops it from `buffer`.
  private mutating func finishHead() -> StudioError? {
    let requestLine = buffer[lines[0]]
    let headers = lines.dropFirst().map { buffer[$0] }
    let parsed: StudioRequestHead
    do {
      parsed = try StudioRequestHead(requestLine: requestLine, headers: headers)
    } catch {
      return error
    }
    buffer.removeFirst(scanned)
    lines = []
    lineStart = 0
    scanned = 0
    guard parsed.contentLength <= StudioLimits.maximumBodyBytes else {
      return StudioError(
        status: 413,
        "the body has \(parsed.contentLength) bytes (allowed: at most "
          + "\(StudioLimits.maximumBodyBytes))", path: "$")
    }
    head = parsed
    return nil
  }

  /// 414 for a request line, 431 for a header line over ``StudioLimits/maximumLineBytes``.
  private func lineTooLong(_ length: Int) -> StudioError? {
    guard length > StudioLimits.maximumLineBytes else { return nil }
    let what = lines.isEmpty ? "the request line" : "header line \(lines.count)"
    return StudioError(
      status: lines.isEmpty ? 414 : 431,
      "\(what) has more than \(StudioLimits.maximumLineBytes) bytes (allowed: at most "
        + "\(StudioLimits.maximumLineBytes))", path: "head")
  }

  private static func ended(_ part: String) -> StudioError {
    StudioError("the connection ended inside the request \(part)", path: "head")
  }
}

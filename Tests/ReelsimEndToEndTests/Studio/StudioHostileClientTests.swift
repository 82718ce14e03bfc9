import Foundation
import TestSupport
import Testing

/// `reelsim studio` under hostile clients (Docs/studio.md, "Safety"): huge headers, a
/// slow-loris trickle, lying and malformed `Content-Length`s, a 64 MiB body and idle
/// connections, all open at once, while a well-behaved client spins every 100 ms and gets
/// the same bytes as before the attack within a bound; each hostile client gets its
/// documented answer (400, 408, 413, 414, 431, 501, 505 or a close) within a bound.
@Suite(.serialized) struct StudioHostileClientTests {
  /// One hostile client: what it does, and the answer it must get.
  struct Attack: Sendable {
    var name: String
    /// The status it must be answered, or nil for a close without an answer.
    var status: Int?
    /// Seconds from connecting to the answer (or close).
    var seconds: ClosedRange<Double>
    var run: @Sendable (UInt16) throws -> RawClient.Reply
  }

  /// What an attack got, and when.
  struct Outcome: Sendable {
    var reply: RawClient.Reply
    var seconds: Double
  }

  static let mebibyte = 1 << 20

  /// A head and `Content-Length` value, then the answer read for at most 15 s.
  static func lying(_ length: String) -> @Sendable (UInt16) throws -> RawClient.Reply {
    { port in
      let client = try RawClient(port: port)
      client.send("POST /api/spin HTTP/1.1\r\nHost: x\r\nContent-Length: \(length)\r\n\r\n")
      return client.read(for: 15)
    }
  }

  static let attacks: [Attack] = [
    Attack(name: "1 MiB header line", status: 431, seconds: 0...5) { port in
      let client = try RawClient(port: port)
      client.send("GET /api/machine HTTP/1.1\r\nHost: x\r\nX-Big: ")
      client.send([UInt8](repeating: 0x61, count: mebibyte))
      return client.read(for: 15)
    },
    Attack(name: "1 MiB header line, again", status: 431, seconds: 0...5) { port in
      let client = try RawClient(port: port)
      client.send("POST /api/spin HTTP/1.1\r\nX-Big: ")
      client.send([UInt8](repeating: 0x62, count: mebibyte))
      return client.read(for: 15)
    },
    Attack(name: "1 MiB request line", status: 414, seconds: 0...5) { port in
      let client = try RawClient(port: port)
      client.send("GET /" + String(repeating: "c", count: mebibyte))
      return client.read(for: 15)
    },
    Attack(name: "slow loris", status: 408, seconds: 9...15) { port in
      let client = try RawClient(port: port)
      client.send("GET /api/machine HTTP/1.1\r\nHost: x\r\nX-Slow: ")
      let start = Date()
      while Date().timeIntervalSince(start) < 20 {
        client.send("a")
        let reply = client.read(for: 0.2)
        if !reply.bytes.isEmpty || reply.closed {
          var rest = client.read(for: 5)
          rest.bytes = reply.bytes + rest.bytes
          return rest
        }
      }
      return client.read(for: 0)
    },
    Attack(name: "idle connection", status: nil, seconds: 9...15) { port in
      try RawClient(port: port).read(for: 20)
    },
    Attack(
      name: "Content-Length 99999999999", status: 413, seconds: 0...5, run: lying("99999999999")),
    Attack(
      name: "Content-Length 2^64", status: 400, seconds: 0...5, run: lying("18446744073709551616")),
    Attack(name: "Content-Length -1", status: 400, seconds: 0...5, run: lying("-1")),
    Attack(name: "Content-Length abc", status: 400, seconds: 0...5, run: lying("abc")),
    Attack(name: "64 MiB body sent", status: 413, seconds: 0...5) { port in
      let client = try RawClient(port: port)
      let size = 64 * mebibyte
      client.send("POST /api/spin HTTP/1.1\r\nHost: x\r\nContent-Length: \(size)\r\n\r\n")
      Thread.detachNewThread { client.send([UInt8](repeating: 0x7B, count: size)) }
      return client.read(for: 15)
    },
  ]

  /// Runs every attack on its own thread; returns their outcomes in order.
  static func launch(_ attacks: [Attack], port: UInt16) -> () -> [Outcome?] {
    let lock = NSLock()
    nonisolated(unsafe) var outcomes = [Outcome?](repeating: nil, count: attacks.count)
    let group = DispatchGroup()
    for (index, attack) in attacks.enumerated() {
      group.enter()
      Thread.detachNewThread {
        let start = Date()
        let reply = try? attack.run(port)
        let outcome = reply.map { Outcome(reply: $0, seconds: Date().timeIntervalSince(start)) }
        lock.withLock { outcomes[index] = outcome }
        group.leave()
      }
    }
    return {
      _ = group.wait(timeout: .now() + 60)
      return lock.withLock { outcomes }
    }
  }

  @Test func hostileClientsLeaveOthersServed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    let seeds = 0..<5
    let reference = try seeds.map { try server.post("/api/spin", ["seed": $0]) }
    #expect(reference.allSatisfy { $0.status == 200 })
    let finish = Self.launch(Self.attacks, port: server.port)
    // A well-behaved client spins every 100 ms for 12 s, past the slow loris's 408.
    var slowest = 0.0
    var answered = 0
    let start = Date()
    while Date().timeIntervalSince(start) < 12 {
      let seed = answered % seeds.count
      let sent = Date()
      let answer = try server.post("/api/spin", ["seed": seed])
      let seconds = Date().timeIntervalSince(sent)
      slowest = max(slowest, seconds)
      #expect(answer.status == 200)
      #expect(answer.body == reference[seed].body, "seed \(seed): not the bytes of a quiet server")
      // Bounds with room for a loaded CI machine: before the bounded reader, every request
      // timed out for as long as the attack lasted, and for 10 s after.
      #expect(seconds < 5, "a normal spin took \(seconds) s during the attack")
      answered += 1
      usleep(100_000)
    }
    #expect(answered >= 20, "only \(answered) spins answered in 12 s (slowest \(slowest) s)")
    let outcomes = finish()
    for (attack, outcome) in zip(Self.attacks, outcomes) {
      let outcome = try #require(outcome, "\(attack.name): the client failed")
      #expect(
        outcome.reply.status == attack.status,
        "\(attack.name): \(String(decoding: outcome.reply.bytes.prefix(200), as: UTF8.self))")
      #expect(outcome.reply.closed, "\(attack.name): the connection stayed open")
      #expect(attack.seconds.contains(outcome.seconds), "\(attack.name): \(outcome.seconds) s")
      if attack.status != nil {
        #expect(outcome.reply.body.contains("\"error\""), "\(attack.name): \(outcome.reply.body)")
        #expect(
          outcome.reply.bytes.count < 1024, "\(attack.name): \(outcome.reply.bytes.count) bytes")
      } else {
        #expect(outcome.reply.bytes.isEmpty)
      }
    }
    #expect(try server.request("GET", "/api/machine").status == 200)
    #expect(server.process.isRunning)
  }

  @Test func sigtermDuringAnAttackExits143() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    let attacks = Self.attacks.filter { $0.name.hasPrefix("1 MiB") || $0.name.hasPrefix("64") }
    let finish = Self.launch(
      attacks + Self.attacks.filter { $0.name == "slow loris" }, port: server.port)
    usleep(500_000)
    let sent = Date()
    kill(server.process.processIdentifier, SIGTERM)
    while server.process.isRunning, Date().timeIntervalSince(sent) < 5 { usleep(10_000) }
    let seconds = Date().timeIntervalSince(sent)
    #expect(!server.process.isRunning, "still running 5 s after SIGTERM")
    server.process.waitUntilExit()
    #expect(server.process.terminationStatus == 143)
    #expect(seconds < 5)
    _ = finish()
  }

  @Test func connectionsBeyondTheLimitAre503() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    var held = try (0..<256).map { _ in try RawClient(port: server.port) }
    let refused = try server.request("GET", "/api/machine")
    #expect(refused.status == 503)
    #expect((try refused.object()["error"] as? String)?.contains("at most 256") == true)
    held.removeAll()
    // The held connections closed: the server notices and serves again.
    var status = 0
    let start = Date()
    while status != 200, Date().timeIntervalSince(start) < 5 {
      status = try server.request("GET", "/api/machine").status
    }
    #expect(status == 200)
  }

  @Test func aMillionDigitSeedIsAShort400() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    let digits = String(repeating: "9", count: 1_000_000)
    for body in ["{\"seed\": \(digits)}", "{\"seed\": 1e\(digits)}", "{\"seed\": 0.\(digits)}"] {
      let answer = try server.request("POST", "/api/spin", json: body)
      #expect(answer.status == 400)
      #expect(answer.body.count < 512, "a \(answer.body.count)-byte answer")
      #expect(answer.text.contains("bytes)"), "\(answer.text)")
    }
  }

  @Test func everyMalformedHeadGetsItsAnswer() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    let manyHeaders = (0..<101).map { "X-\($0): 1\r\n" }.joined()
    let bigHeaders = (0..<99).map { "X-\($0): \(String(repeating: "d", count: 700))\r\n" }.joined()
    let cases: [(String, Int, String)] = [
      ("GET / HTTP/2.0\r\n\r\n", 505, "not a supported version"),
      ("GET / SMTP\r\n\r\n", 400, "not a supported version"),
      ("GET /\r\n\r\n", 400, "not a request line"),
      ("GET  / HTTP/1.1\r\n\r\n", 400, "not a request line"),
      ("GET / HTTP/1.1\r\nBad Header: x\r\n\r\n", 400, "not a header line"),
      ("GET / HTTP/1.1\r\n folded\r\n\r\n", 400, "not a header line"),
      ("GET / HTTP/1.1\r\nX: a\u{1}b\r\n\r\n", 400, "control character"),
      (
        "POST /api/spin HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}", 400,
        "two different"
      ),
      ("POST /api/spin HTTP/1.1\r\nContent-Length: 1.5\r\n\r\n", 400, "not a byte count"),
      ("POST /api/spin HTTP/1.1\r\nContent-Length:\r\n\r\n", 400, "not a byte count"),
      ("POST /api/spin HTTP/1.1\r\nContent-Length: +2\r\n\r\n{}", 400, "not a byte count"),
      (
        "POST /api/spin HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 501,
        "Transfer-Encoding"
      ),
      ("GET / HTTP/1.1\r\n\(manyHeaders)\r\n", 431, "more than 100 headers"),
      ("GET / HTTP/1.1\r\n\(bigHeaders)\r\n", 431, "more than 65536 bytes"),
      ("GET / HTTP/1.1\r\nX: \(String(repeating: "e", count: 9000))\r\n\r\n", 431, "header line 1"),
      ("GET /\(String(repeating: "f", count: 9000)) HTTP/1.1\r\n\r\n", 414, "the request line"),
      ("GET / HTTP/1.1\r\nHost", 400, "ended inside the request head"),
      (
        "POST /api/spin HTTP/1.1\r\nContent-Length: 10\r\n\r\n{}", 400,
        "ended inside the request body"
      ),
      ("\u{16}\u{3}\u{1}\u{2}\0\u{1}\0\u{1}\u{fc}\u{3}\u{3}\r\n\r\n", 400, "not a request line"),
    ]
    for (head, status, words) in cases {
      let raw = try server.exchange(Array(head.utf8))
      let answer = try server.parse(raw)
      #expect(answer.status == status, "\(head.prefix(60)): \(answer.status) \(answer.text)")
      let message = try answer.object()["error"] as? String ?? ""
      #expect(message.contains(words), "\(head.prefix(60)): \(message)")
      #expect(answer.headers["connection"] == "close")
      #expect(raw.count < 1024)
    }
    // A client that waits for 100 Continue gets it, then its answer.
    let body = "{\"seed\": 3}"
    let client = try RawClient(port: server.port)
    client.send(
      "POST /api/spin HTTP/1.1\r\nExpect: 100-continue\r\nConnection: close\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n")
    let go = client.read(for: 5) { $0.count >= 25 }
    #expect(String(decoding: go.bytes, as: UTF8.self) == "HTTP/1.1 100 Continue\r\n\r\n")
    client.send(body)
    let spun = client.read(for: 10)
    #expect(spun.status == 200)
    #expect(spun.body == (try server.request("POST", "/api/spin", json: body)).text)
    // Two requests in one write (pipelined) get two answers in order; HEAD gets no body.
    let pipelined =
      "GET /api/machine HTTP/1.1\r\nHost: x\r\n\r\nHEAD / HTTP/1.1\r\nConnection: close\r\n\r\n"
    let both = String(decoding: try server.exchange(Array(pipelined.utf8)), as: UTF8.self)
    let machine = try server.request("GET", "/api/machine")
    let page = try server.request("GET", "/")
    let answers = both.components(separatedBy: "HTTP/1.1 200 OK\r\n").dropFirst()
    #expect(answers.count == 2)
    #expect(answers.first?.hasSuffix("\r\n\r\n" + machine.text) == true)
    #expect(answers.last?.contains("Content-Length: \(page.body.count)\r\n") == true)
    #expect(answers.last?.hasSuffix("\r\n\r\n") == true)
  }
}

import ReelKit
import ReelWorkbench
import Testing

/// ``StudioRequestReader``: requests framed byte by byte or in one piece, every bound of
/// ``StudioLimits`` refused as soon as it is crossed (without waiting for the rest), and no
/// input, however cut, reaching a trap.
@Suite struct StudioRequestReaderTests {
  func steps(_ text: String, chunk: Int = .max) -> [StudioRequestReader.Step] {
    var reader = StudioRequestReader()
    var steps: [StudioRequestReader.Step] = []
    let bytes = Array(text.utf8)
    var at = 0
    while at < bytes.count {
      let end = min(bytes.count, at + max(1, min(chunk, bytes.count - at)))
      reader.append(bytes[at..<end])
      at = end
      while true {
        let step = reader.next()
        if step == .needMore { break }
        steps.append(step)
        if case .refused = step { return steps }
      }
    }
    return steps
  }

  @Test(arguments: [1, 3, 4096])
  func requestsAreFramedHoweverTheBytesArrive(chunk: Int) {
    let text =
      "\r\nPOST /api/spin?x=1 HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\n{}  "
      + "GET / HTTP/1.0\nConnection: keep-alive\n\nGET /a HTTP/1.1\r\nConnection: close\r\n\r\n"
    #expect(
      steps(text, chunk: chunk) == [
        .request(
          StudioRequest(
            method: "POST", target: "/api/spin?x=1", keepAlive: true, body: Array("{}  ".utf8))),
        .request(
          StudioRequest(method: "GET", target: "/", keepAlive: true, connection: "keep-alive")),
        .request(StudioRequest(method: "GET", target: "/a", keepAlive: false, connection: "close")),
      ])
  }

  @Test func aClientWaitingForContinueIsToldToSend() {
    var reader = StudioRequestReader()
    reader.append(
      Array("POST / HTTP/1.1\r\nExpect: 100-Continue\r\nContent-Length: 2\r\n\r\n".utf8))
    #expect(reader.next() == .sendContinue)
    #expect(reader.next() == .needMore)
    reader.append(Array("{}".utf8))
    #expect(
      reader.next()
        == .request(
          StudioRequest(method: "POST", target: "/", keepAlive: true, body: [0x7B, 0x7D])))
    #expect(reader.isIdle)
  }

  func refusal(_ text: String, chunk: Int = .max) -> StudioError? {
    if case .refused(let error) = steps(text, chunk: chunk).last { return error }
    return nil
  }

  @Test func boundsAreRefusedAsSoonAsTheyAreCrossed() {
    // A 1 MiB line is refused after its first 8 KiB: the reader never holds more.
    var reader = StudioRequestReader()
    reader.append(Array("GET / HTTP/1.1\r\nX: ".utf8))
    var fed = 0
    var step = reader.next()
    while step == .needMore, fed < 1 << 20 {
      reader.append([UInt8](repeating: 0x61, count: 1024))
      fed += 1024
      step = reader.next()
    }
    #expect(fed <= StudioLimits.maximumLineBytes + 1024)
    #expect(
      step
        == .refused(
          StudioError(
            status: 431, "header line 1 has more than 8192 bytes (allowed: at most 8192)",
            path: "head")))
    #expect(reader.next() == step)
    #expect(refusal("GET /" + String(repeating: "a", count: 9000))?.status == 414)
    let many = (0...100).map { "X-\($0): 1\r\n" }.joined()
    #expect(refusal("GET / HTTP/1.1\r\n" + many, chunk: 7)?.status == 431)
    let big = (0..<99).map { _ in "X: " + String(repeating: "b", count: 700) + "\r\n" }.joined()
    #expect(refusal("GET / HTTP/1.1\r\n" + big)?.message.contains("65536 bytes") == true)
    #expect(refusal("POST / HTTP/1.1\r\nContent-Length: 1048577\r\n\r\n")?.status == 413)
    #expect(
      refusal("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999\r\n\r\n")?.status == 400)
    #expect(steps("POST / HTTP/1.1\r\nContent-Length: 1048576\r\n\r\n").isEmpty)
  }

  @Test(arguments: [
    ("GET / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", 400, "head.Content-Length"),
    ("GET / HTTP/1.1\r\nContent-Length: abc\r\n\r\n", 400, "head.Content-Length"),
    ("GET / HTTP/1.1\r\nContent-Length: 18446744073709551616\r\n\r\n", 400, "head.Content-Length"),
    ("GET / HTTP/1.1\r\nContent-Length: 1, 1\r\n\r\n", 400, "head.Content-Length"),
    ("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", 501, "head.Transfer-Encoding"),
    ("GET / HTTP/3.0\r\n\r\n", 505, "head"),
    ("GET / HTTP/1.1 x\r\n\r\n", 400, "head"),
    ("G(T / HTTP/1.1\r\n\r\n", 400, "head"),
    ("GET / HTTP/1.1\r\n: x\r\n\r\n", 400, "head"),
    ("GET / HTTP/1.1\r\nX : y\r\n\r\n", 400, "head"),
  ])
  func malformedHeadsNameTheirPart(text: String, status: Int, path: String) throws {
    let error = try #require(refusal(text))
    #expect(error.status == status)
    #expect(error.path == path)
    #expect(error.message.utf8.count < 400)
  }

  @Test func anEndInsideARequestIsRefused() {
    var reader = StudioRequestReader()
    reader.append(Array("GET / HTTP/1.1\r\nHost".utf8))
    reader.end()
    #expect(
      reader.next()
        == .refused(StudioError("the connection ended inside the request head", path: "head")))
  }

  @Test func randomBytesNeverTrapAndStayBounded() {
    var generator = SplitMix64(seed: 30)
    let valid = Array("POST /api/spin HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}".utf8)
    for _ in 0..<3_000 {
      var bytes = valid
      for _ in 0..<Int.random(in: 1...6, using: &generator) {
        let at = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[at] = UInt8.random(in: 0...255, using: &generator)
      }
      var reader = StudioRequestReader()
      var at = 0
      var steps = 0
      var refused = false
      while at < bytes.count, !refused {
        let end = min(bytes.count, at + Int.random(in: 1...16, using: &generator))
        reader.append(bytes[at..<end])
        at = end
        // Each call either waits for bytes, or moves on: a request, 100 Continue, or the
        // refusal that ends the connection.
        while !refused {
          let step = reader.next()
          if step == .needMore { break }
          steps += 1
          if case .refused = step { refused = true }
        }
      }
      #expect(steps <= 3)
    }
  }
}

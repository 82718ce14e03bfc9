import Foundation
import TestSupport
import Testing

/// A `reelsim studio` started on a free loopback port for one test, and a minimal HTTP/1.1
/// client that talks to it over a plain socket (so malformed and oversize requests can be
/// sent as they are).
final class StudioServer: @unchecked Sendable {
  /// One HTTP answer.
  struct Answer {
    var status: Int
    var headers: [String: String]
    var body: Data

    /// The body as a JSON object.
    func object() throws -> [String: Any] {
      try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
    }

    var text: String { String(decoding: body, as: UTF8.self) }
  }

  struct NotStarted: Error, CustomStringConvertible {
    var description: String
  }

  let process = Process()
  let port: UInt16
  let folder: URL
  private let logs: URL

  /// Starts `reelsim studio ARGUMENTS --port 0` in `folder` (with `environment` instead of the
  /// inherited one if given) and waits for the URL line.
  init(_ arguments: [String] = [], in folder: URL, environment: [String: String]? = nil) throws {
    self.folder = folder
    logs = try temporaryFolder()
    let outURL = logs.appendingPathComponent("stdout")
    let errURL = logs.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    process.executableURL = try Reelsim.binary()
    process.arguments = ["studio"] + arguments + ["--port", "0"]
    process.currentDirectoryURL = folder
    if let environment { process.environment = environment }
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(30)
    var found: UInt16?
    while found == nil, Date() < deadline, process.isRunning {
      let text = String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
      if let range = text.range(of: "http://127.0.0.1:") {
        found = UInt16(text[range.upperBound...].prefix { $0.isNumber })
      } else {
        usleep(20_000)
      }
    }
    guard let found else {
      if process.isRunning { process.terminate() }
      let errors = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
      throw NotStarted(description: "reelsim studio did not print its URL: \(errors)")
    }
    port = found
  }

  deinit { stop() }

  /// The base URL.
  var url: String { "http://127.0.0.1:\(port)/" }

  /// Standard error so far.
  var errors: String {
    String(
      decoding: (try? Data(contentsOf: logs.appendingPathComponent("stderr"))) ?? Data(),
      as: UTF8.self)
  }

  /// Stops the server (SIGTERM) and removes its logs.
  func stop() {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: logs)
  }

  /// Sends `METHOD PATH` with a JSON body and returns the answer.
  func request(_ method: String, _ path: String, json body: String? = nil) throws -> Answer {
    var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
    let bytes = Array((body ?? "").utf8)
    if body != nil {
      head += "Content-Type: application/json\r\nContent-Length: \(bytes.count)\r\n"
    }
    return try parse(try exchange(Array((head + "\r\n").utf8) + bytes))
  }

  /// `POST PATH` with a JSON value.
  func post(_ path: String, _ value: Any) throws -> Answer {
    let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
    return try request("POST", path, json: String(decoding: data, as: UTF8.self))
  }

  /// Sends raw bytes and returns whatever comes back until the server closes (empty when it
  /// closes without answering).
  func exchange(_ bytes: [UInt8]) throws -> [UInt8] {
    let client: RawClient
    do {
      client = try RawClient(port: port)
    } catch {
      throw NotStarted(description: "cannot connect to \(url)")
    }
    // The server may answer and close before reading it all.
    client.send(bytes)
    client.finishSending()
    return client.read(for: 30).bytes
  }

  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  /// Splits a raw answer into status, headers and body (de-chunked when needed).
  func parse(_ raw: [UInt8]) throws -> Answer {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard
      let end = (0..<max(0, raw.count - 3)).first(where: { Array(raw[$0..<$0 + 4]) == separator })
    else { throw Malformed(description: "no header end in \(raw.count) bytes") }
    let head = String(decoding: raw[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let status = Int(head[0].split(separator: " ")[1]) ?? 0
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    var body = Array(raw[(end + 4)...])
    if headers["transfer-encoding"]?.lowercased() == "chunked" {
      var plain: [UInt8] = []
      var rest = body[...]
      while let lineEnd = rest.firstIndex(of: 13),
        let size = Int(String(decoding: rest[rest.startIndex..<lineEnd], as: UTF8.self), radix: 16),
        size > 0
      {
        let start = lineEnd + 2
        plain += rest[start..<start + size]
        rest = rest[(start + size + 2)...]
      }
      body = plain
    }
    return Answer(status: status, headers: headers, body: Data(body))
  }
}

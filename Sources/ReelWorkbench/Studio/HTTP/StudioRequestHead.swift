import ReelKit
import ReelKitSupport

/// A request head (request line and headers) checked field by field: one
/// ``StudioError`` (400, 431, 501 or 505) naming the line or header at fault, or what the
/// body and the connection need.
struct StudioRequestHead: Sendable, Equatable {
  /// The request's method, target and connection handling (its body still empty).
  var request: StudioRequest
  /// The body's length, bytes (0 without `Content-Length`).
  var contentLength: Int
  /// Whether the client waits for `100 Continue` before sending the body.
  var expectsContinue: Bool

  /// Parses the request line and the header lines (each without its line end).
  init(requestLine: ArraySlice<UInt8>, headers: [ArraySlice<UInt8>]) throws(StudioError) {
    let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }),
      parts[0].allSatisfy(Self.isTokenByte), parts[1].allSatisfy({ $0 > 0x20 && $0 != 0x7F })
    else {
      throw StudioError(
        "\(Self.quoted(requestLine)) is not a request line (allowed: METHOD TARGET HTTP/1.1)",
        path: "head")
    }
    let version = String(decoding: parts[2], as: UTF8.self)
    guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
      let looksLikeHTTP = version.hasPrefix("HTTP/") && version.utf8.count == 8
      throw StudioError(
        status: looksLikeHTTP ? 505 : 400,
        "\(QuotedInput.quoted(version)) is not a supported version (allowed: HTTP/1.1, HTTP/1.0)",
        path: "head")
    }
    var length: Int?
    var connection: String?
    var expectsContinue = false
    for line in headers {
      let (name, value) = try Self.header(line)
      switch name.lowercased() {
      case "content-length":
        let parsed = try Self.contentLength(value)
        if let length, length != parsed {
          throw StudioError(
            "two different Content-Length headers (\(length) and \(parsed))",
            path: "head.Content-Length")
        }
        length = parsed
      case "transfer-encoding":
        throw StudioError(
          status: 501,
          "Transfer-Encoding \(QuotedInput.quoted(value)) is not supported (allowed: a body "
            + "sent with Content-Length)", path: "head.Transfer-Encoding")
      case "connection":
        connection = value
      case "expect":
        expectsContinue = value.lowercased() == "100-continue"
      default:
        continue
      }
    }
    let tokens = (connection ?? "").lowercased().split(separator: ",").map {
      $0.trimmingSpaces()
    }
    let keepAlive =
      version == "HTTP/1.1" ? !tokens.contains("close") : tokens.contains("keep-alive")
    request = StudioRequest(
      method: String(decoding: parts[0], as: UTF8.self),
      target: String(decoding: parts[1], as: UTF8.self), keepAlive: keepAlive,
      connection: connection)
    contentLength = length ?? 0
    self.expectsContinue = expectsContinue
  }

  /// `name: value` with the value's surrounding spaces and tabs removed.
  private static func header(_ line: ArraySlice<UInt8>) throws(StudioError) -> (String, String) {
    guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex,
      line[..<colon].allSatisfy(isTokenByte)
    else {
      throw StudioError(
        "\(quoted(line)) is not a header line (allowed: Name: value, the name without spaces)",
        path: "head")
    }
    let name = String(decoding: line[..<colon], as: UTF8.self)
    let value = line[(colon + 1)...]
    guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
      throw StudioError(
        "\(quoted(value)) has a control character (allowed: visible text, spaces and tabs)",
        path: "head.\(QuotedInput.bare(name))")
    }
    return (name, String(decoding: value, as: UTF8.self).trimmingSpaces())
  }

  /// A `Content-Length` value: decimal digits only, no sign, no overflow.
  private static func contentLength(_ value: String) throws(StudioError) -> Int {
    var total = 0
    var overflow = value.isEmpty
    for byte in value.utf8 {
      guard byte >= 0x30, byte <= 0x39 else {
        throw StudioError(
          "\(QuotedInput.quoted(value)) is not a byte count (allowed: decimal digits, 0 to "
            + "\(StudioLimits.maximumBodyBytes))", path: "head.Content-Length")
      }
      let (times10, o1) = total.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times10.addingReportingOverflow(Int(byte - 0x30))
      overflow = overflow || o1 || o2
      total = sum
    }
    guard !overflow else {
      throw StudioError(
        "\(QuotedInput.quoted(value)) is not a byte count (allowed: decimal digits, 0 to "
          + "\(StudioLimits.maximumBodyBytes))", path: "head.Content-Length")
    }
    return total
  }

  /// RFC 9110 `tchar`: the bytes of a method or header name.
  static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  /// Raw head bytes quoted and cut for a message.
  static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
    QuotedInput.quoted(String(decoding: bytes, as: UTF8.self))
  }
}

extension StringProtocol {
  /// Without leading and trailing spaces and tabs.
  fileprivate func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

/// The bytes of an answer on the wire.
extension StudioResponse {
  /// `HTTP/1.1 STATUS PHRASE`, the headers sorted by name (`Cache-Control: no-store`,
  /// `Content-Length`, `Content-Type`, `Allow` for 405, `Connection`), an empty line and the
  /// body (none for `HEAD`).
  ///
  /// - Parameters:
  ///   - method: The request's method (`HEAD` gets the headers only).
  ///   - connection: The `Connection` header to send, if any: `close` when the server closes
  ///     after this answer, the request's own value on a kept-alive connection.
  public func httpBytes(method: String = "GET", connection: String? = nil) -> [UInt8] {
    var fields = headers
    fields["Cache-Control"] = "no-store"
    fields["Content-Type"] = contentType
    fields["Content-Length"] = String(body.count)
    if let connection { fields["Connection"] = connection }
    var head = "HTTP/1.1 \(status) \(Self.phrase(status))\r\n"
    for name in fields.keys.sorted() {
      head += "\(name): \(fields[name] ?? "")\r\n"
    }
    head += "\r\n"
    return Array(head.utf8) + (method == "HEAD" ? [] : body)
  }

  /// A refusal's answer (its JSON body), sent with `Connection: close`.
  public static func refusal(_ error: StudioError) -> StudioResponse {
    .error(error)
  }

  /// The reason phrase of a status the studio answers.
  static func phrase(_ status: Int) -> String {
    switch status {
    case 100: "Continue"
    case 200: "OK"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 414: "URI Too Long"
    case 431: "Request Header Fields Too Large"
    case 501: "Not Implemented"
    case 503: "Service Unavailable"
    case 505: "HTTP Version Not Supported"
    default: "Internal Server Error"
    }
  }
}

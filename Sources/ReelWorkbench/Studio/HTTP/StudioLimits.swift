/// The bounds the studio's HTTP server puts on every connection, so that no client (slow,
/// careless or hostile) can hold the server's CPU, memory or other clients. Docs/studio.md
/// ("Safety") and Docs/hardening.md list them with the answer each one gives.
package enum StudioLimits {
  /// The longest line of a request head (the request line or one header), bytes with its line
  /// end: a longer request line is 414, a longer header 431.
  package static let maximumLineBytes = 8 << 10
  /// The largest request head (request line, headers and the empty line), bytes: 431.
  package static let maximumHeadBytes = 64 << 10
  /// The most header lines in one request: 431.
  package static let maximumHeaderCount = 100
  /// The largest request body, bytes (``StudioAPI/maximumBodySize``): 413, answered from
  /// `Content-Length` before any of the body is read.
  package static let maximumBodyBytes = StudioAPI.maximumBodySize
  /// Seconds a request may take to arrive whole (head and body), from its first byte: then
  /// 408 and the connection is closed.
  package static let requestSeconds = 10
  /// Seconds a connection may stay open between requests (before a request's first byte):
  /// then it is closed without an answer, as HTTP allows for an idle connection.
  package static let idleSeconds = 10
  /// Seconds an answer may take to be written (a client that does not read): then the
  /// connection is closed.
  package static let writeSeconds = 10
  /// Seconds, and bytes, the server keeps reading and discarding a refused request's
  /// unread rest after its answer, so the client reads the answer before the close.
  package static let lingerSeconds = 2
  /// See ``lingerSeconds``.
  package static let lingerBytes = 4 << 20
  /// The most connections open at once; one more is answered 503 and closed.
  package static let maximumConnections = 256
}

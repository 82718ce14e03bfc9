/// One HTTP/1.x request as `StudioRequestReader` read it: what ``StudioAPI`` needs and how
/// the connection goes on after the answer.
public struct StudioRequest: Sendable, Equatable {
  /// `GET`, `POST`, … as sent (a token).
  public var method: String
  /// The request target as sent (`/api/spin`, `/?x=1`).
  public var target: String
  /// Whether the connection stays open after the answer (HTTP/1.1 unless `Connection: close`;
  /// HTTP/1.0 only with `Connection: keep-alive`).
  public var keepAlive: Bool
  /// The `Connection` header as sent, echoed on a kept-alive answer.
  public var connection: String?
  /// The body (`Content-Length` bytes).
  public var body: [UInt8]

  /// Creates a request.
  public init(
    method: String, target: String, keepAlive: Bool, connection: String? = nil, body: [UInt8] = []
  ) {
    self.method = method
    self.target = target
    self.keepAlive = keepAlive
    self.connection = connection
    self.body = body
  }
}

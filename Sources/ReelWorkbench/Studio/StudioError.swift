import ReelKit
import ReelKitSupport

/// A request the studio refuses: an HTTP status, one line saying what is wrong and what is
/// allowed, and the JSON path of the field at fault (`$` for the whole body).
public struct StudioError: Error, Sendable, Equatable, CustomStringConvertible {
  /// 400 bad request, 404 not found, 405 wrong method, 409 the file exists, 413 too large,
  /// 500 a bug in the model (the window check failed).
  public var status: Int
  /// What is wrong and what is allowed.
  public var message: String
  /// Where in the request body, `$.overrides.motion.cruiseSpeed` style.
  public var path: String

  /// Creates an error.
  public init(status: Int = 400, _ message: String, path: String = "$") {
    self.status = status
    self.message = message
    self.path = path
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }

  /// The longest message or path sent whole, bytes: every message quotes input through
  /// `QuotedInput`, so a longer one can only be input echoed uncut; it is cut like input
  /// (first 64 characters, "…", its length) so no request is answered with a long body.
  public static let maximumMessageBytes = 2_048

  /// The response body: `{"error": …, "path": …}`, each cut at ``maximumMessageBytes``.
  var json: JSONValue {
    func bounded(_ text: String) -> String {
      text.utf8.count > Self.maximumMessageBytes ? QuotedInput.bare(text) : text
    }
    return JSONValue.object(["error": .string(bounded(message)), "path": .string(bounded(path))])
  }

  /// The first problem of an invalid config made from the loaded one and the overrides,
  /// placed under `$.overrides`.
  static func config(_ error: ConfigError) -> StudioError { under("$.overrides", error) }

  /// The first problem of a document loaded from a part of the request (its lines read
  /// `json.path: message`), placed under `root`.
  static func under(_ root: String, _ error: ConfigError) -> StudioError {
    let line = error.lines.first ?? "invalid"
    guard let range = line.range(of: ": ") else { return StudioError(line, path: root) }
    let path = String(line[..<range.lowerBound])
    let message = String(line[range.upperBound...])
    if path == "$" || path.hasPrefix("line ") { return StudioError(message, path: root) }
    return StudioError(message, path: root + "." + path)
  }
}

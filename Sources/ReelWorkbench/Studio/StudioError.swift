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

  /// The response body: `{"error": …, "path": …}`, each through the same net as every CLI
  /// error line (`QuotedInput.line`: every message quotes input through `QuotedInput`, so a
  /// longer one can only be input echoed uncut; it is cut so no request gets a long answer).
  var json: JSONValue {
    JSONValue.object([
      "error": .string(QuotedInput.line(message)), "path": .string(QuotedInput.line(path)),
    ])
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

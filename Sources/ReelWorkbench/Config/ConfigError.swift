import ReelKit
import ReelKitSupport

/// One problem in a config, at a JSON path (and, when known, a line and column).
public struct ConfigProblem: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Where in the document.
  public var path: JSONPath
  /// The 1-based line, when known.
  public var line: Int?
  /// The 1-based column, when known.
  public var column: Int?
  /// What is wrong and what is allowed.
  public var message: String

  /// Creates a problem.
  public init(path: JSONPath, line: Int? = nil, column: Int? = nil, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}

/// A config that could not be loaded: the file, why, and every problem found.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Why the config could not be used.
  public enum Kind: Sendable, Equatable {
    /// The file is missing or unreadable (exit 66).
    case unreadable
    /// The file was read but is not a valid config (exit 65).
    case invalid
  }

  /// The file as the user named it.
  public var file: String
  /// Why it failed.
  public var kind: Kind
  /// The problems, one per line of output: `json.path: message` (a syntax error has its
  /// position as its "path"; a problem of the whole file, such as a missing file, has none).
  public var lines: [String]
  /// What was not checked because of the problems (`note:` lines after the errors).
  public var notes: [String]

  /// Creates an error with messages already formatted as `location: message`.
  public init(file: String, kind: Kind, lines: [String], notes: [String] = []) {
    self.file = file
    self.kind = kind
    self.lines = lines
    self.notes = notes
  }

  /// An invalid config with problems at JSON paths.
  public init(file: String, problems: [ConfigProblem], notes: [String] = []) {
    self.init(file: file, kind: .invalid, lines: problems.map(\.description), notes: notes)
  }

  /// One line per problem: `error: FILE: json.path: what is wrong (what is allowed)`, then
  /// one per note, `note: FILE: …`; a very long file name is cut (`QuotedInput`), and so is a
  /// line still longer than `QuotedInput.maximumLineBytes` (`QuotedInput.line(_:)`).
  public var description: String {
    (lines.map { "error: \(QuotedInput.bare(file)): \(QuotedInput.line($0))" }
      + notes.map { "note: \(QuotedInput.bare(file)): \(QuotedInput.line($0))" }).joined(
        separator: "\n")
  }
}

extension ConfigError {
  /// One line for a `Decodable` failure: `json.path: what was wrong`, without Swift's debug
  /// dump (the shape check normally catches these first; this covers files it does not
  /// shape-check, such as snapshots and controls scripts).
  public static func line(describing error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "$: \(error)" }
    func path(_ context: DecodingError.Context) -> String {
      JSONPath(
        components: context.codingPath.map { key in
          key.intValue.map { .index($0) } ?? .key(key.stringValue)
        }
      ).description
    }
    switch decoding {
    case .typeMismatch(let type, let context):
      // ``JSONNodeDecoder`` says what it expected in words; Foundation's decoder does not.
      if context.debugDescription.hasPrefix("expected ") {
        return "\(path(context)): \(context.debugDescription)"
      }
      return "\(path(context)): expected \(type) (\(context.debugDescription))"
    case .valueNotFound(let type, let context):
      return "\(path(context)): expected \(type), found nothing"
    case .keyNotFound(let key, let context):
      let parent = path(context)
      return "\(parent == "$" ? key.stringValue : parent + "." + key.stringValue): is missing"
    case .dataCorrupted(let context):
      return "\(path(context)): \(context.debugDescription)"
    @unknown default:
      return "$: \(error)"
    }
  }
}

/// Something `reelsim check` found in a config: an error (the config is invalid) or a
/// motion warning (valid, but it will look or behave wrong).
public struct ConfigFinding: Sendable, Equatable {
  /// How serious.
  public enum Severity: String, Sendable, Equatable {
    /// The config is invalid.
    case error
    /// The config is valid but its motion will look or behave wrong.
    case warning
    /// What was not checked because of the errors before it.
    case note
  }

  /// How serious.
  public var severity: Severity
  /// The file.
  public var file: String
  /// Where in the file.
  public var path: String
  /// What was measured and why it matters.
  public var message: String
  /// What would fix it (empty for errors, whose message says what is allowed).
  public var fix: String

  /// Creates a finding.
  public init(severity: Severity, file: String, path: String, message: String, fix: String) {
    self.severity = severity
    self.file = file
    self.path = path
    self.message = message
    self.fix = fix
  }

  /// `warning: FILE: path: message (fix: …)`; a finding about the whole file (a missing
  /// file, a note) has no path: `error: FILE: message`.
  public var line: String {
    "\(severity.rawValue): \(file): \(path.isEmpty ? "" : path + ": ")\(message)"
      + (fix.isEmpty ? "" : " (fix: \(fix))")
  }

  /// The finding as JSON, for editors and CI.
  public var json: JSONValue {
    .object([
      "severity": .string(severity.rawValue),
      "file": .string(file),
      "path": .string(path),
      "message": .string(message),
      "fix": .string(fix),
    ])
  }
}

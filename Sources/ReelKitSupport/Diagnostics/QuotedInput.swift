/// Untrusted text (a symbol name, a result code, a path, a targets list) made fit for a
/// one-line message: control characters are escaped, so the message stays on one line, and
/// text longer than ``maximumBytes`` is cut after ``shownScalars`` Unicode scalars with an
/// ellipsis and its length, so a 1 MB name does not become a 1 MB message.
///
/// ```swift
/// QuotedInput.quoted("CHERY")                                 // "CHERY"
/// QuotedInput.quoted(String(repeating: "A", count: 1 << 20))  // "AAAA…" (1048576 bytes)
/// ```
///
/// Text of at most ``maximumBytes`` bytes without control characters is shown unchanged.
package enum QuotedInput {
  /// The longest text shown whole, UTF-8 bytes.
  package static let maximumBytes = 256
  /// How much of longer text is shown, Unicode scalars.
  package static let shownScalars = 64

  /// `text` in double quotes (`"CHERY"`), or cut: `"AAAA…" (1048576 bytes)`.
  package static func quoted(_ text: some StringProtocol) -> String {
    let text = String(text)
    let (shown, cut) = shorten(text)
    return cut ? "\"\(shown)…\" (\(text.utf8.count) bytes)" : "\"\(shown)\""
  }

  /// `text` as is (for file names at the start of a message), or cut:
  /// `AAAA… (1048576 bytes)`.
  package static func bare(_ text: some StringProtocol) -> String {
    let text = String(text)
    let (shown, cut) = shorten(text)
    return cut ? "\(shown)… (\(text.utf8.count) bytes)" : shown
  }

  /// The longest message line shown whole, UTF-8 bytes: the net under the quoting rule.
  package static let maximumLineBytes = 1024
  /// How much of a longer line is shown, Unicode scalars.
  package static let shownLineScalars = 1000

  /// One message line made safe whatever it quotes: control characters escaped and, when it
  /// is longer than ``maximumLineBytes`` (a value that reached it without ``quoted(_:)``),
  /// cut after ``shownLineScalars`` scalars with an ellipsis and its length. Every error line
  /// of the CLI goes through it; the studio's answers may too.
  package static func line(_ text: some StringProtocol) -> String {
    let text = String(text)
    let cut = text.utf8.count > maximumLineBytes
    guard cut || text.unicodeScalars.contains(where: isControl) else { return text }
    var shown = ""
    for scalar in cut ? text.unicodeScalars.prefix(shownLineScalars) : text.unicodeScalars[...] {
      shown += isControl(scalar) ? bare(String(scalar)) : String(scalar)
    }
    return cut ? "\(shown)… (\(text.utf8.count) bytes)" : shown
  }

  /// The text to show and whether it was cut.
  private static func shorten(_ text: String) -> (String, Bool) {
    let cut = text.utf8.count > maximumBytes
    let needsEscaping = text.unicodeScalars.contains { isControl($0) }
    guard cut || needsEscaping else { return (text, false) }
    var shown = ""
    for scalar in cut ? text.unicodeScalars.prefix(shownScalars) : text.unicodeScalars[...] {
      guard isControl(scalar) else {
        shown.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      default: shown += "\\u{" + String(scalar.value, radix: 16) + "}"
      }
    }
    return (shown, cut)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      || scalar.value == 0x2028 || scalar.value == 0x2029
  }
}

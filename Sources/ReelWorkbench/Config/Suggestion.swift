import ReelKit

/// "Did you mean …?" for misspelt keys and names.
enum Suggestion {
  /// `" (did you mean X?)"`-style text for the candidate closest to `word`, or "" when none
  /// is within a third of the word's length in edits (case differences count as half).
  static func didYouMean(_ word: String, among candidates: [String]) -> String {
    guard let best = nearest(word, among: candidates) else { return "" }
    return "; did you mean \(best)?"
  }

  /// The candidate with the smallest edit distance, if it is close enough.
  static func nearest(_ word: String, among candidates: [String]) -> String? {
    let limit = max(2, word.count / 3)
    // The distance is at least the difference in length: skip candidates that cannot be
    // near, so a 1 MB word costs no quadratic work.
    let scored = candidates.filter { abs($0.count - word.count) <= limit }
      .map { ($0, distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
  }

  /// Levenshtein distance between two strings, by characters.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(1, b.count) where !b.isEmpty {
        row[j] = min(
          previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = row
    }
    return previous[b.count]
  }
}

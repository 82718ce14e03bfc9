/// `1 drum`, `2 drums`, `1 entry`, `3 entries`: a count and its noun, singular for one, for
/// every message and report that counts something.
///
/// - Parameters:
///   - count: how many.
///   - noun: the singular noun.
///   - plural: the plural, when it is not `noun + "s"`.
package func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
  "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
}

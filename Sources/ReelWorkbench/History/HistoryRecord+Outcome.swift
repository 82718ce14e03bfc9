extension JSONValue {
  /// The summary keys added with result codes and paytables.
  static let outcomeKeys: Set = ["pay", "resultCode", "wins"]

  /// A re-run history line comparable with `recorded`: when the recorded summary predates
  /// result codes and paytables (it has none of ``outcomeKeys``), those keys are left out of
  /// this line's summary too, so that older histories still replay identically.
  func comparable(with recorded: JSONValue) -> JSONValue {
    guard case .object(let members) = self, case .object(let old) = recorded,
      let summary = old.first(where: { $0.key == "summary" })?.node.value,
      case .object(let oldSummary) = summary,
      !oldSummary.contains(where: { Self.outcomeKeys.contains($0.key) })
    else { return self }
    return .object(
      members.map { member in
        guard member.key == "summary", case .object(let fields) = member.node.value else {
          return member
        }
        let kept = fields.filter { !Self.outcomeKeys.contains($0.key) }
        return (member.key, JSONNode(value: .object(kept), line: 0, column: 0))
      })
  }
}

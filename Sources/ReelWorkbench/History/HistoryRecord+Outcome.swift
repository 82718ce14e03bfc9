extension JSONValue {
  /// The summary keys added with result codes and paytables.
  static let outcomeKeys: Set = ["freeSpins", "pay", "resultCode", "wins"]

  /// The keys of a summary's `freeSpins` added when the round came to be played: a
  /// trigger recorded before that has only `scatters`, `awarded` and `multiplier`.
  static let freeSpinsRoundKeys: Set = [
    "pay", "played", "retriggered", "spins", "totalPay", "truncated",
  ]

  /// A re-run history line comparable with `recorded`: when the recorded summary predates
  /// result codes and paytables (it has none of ``outcomeKeys``), those keys are left out of
  /// this line's summary too; when its free-spins trigger predates the played round, the
  /// round's keys (``freeSpinsRoundKeys``) are left out of `freeSpins`. So older histories
  /// still replay identically; so does a hold-and-win round written before the cell reels
  /// (its keys ``cellReelRoundKeys`` and ``cellReelRespinKeys`` are left out).
  /// A line written before `wildTraceDigest`, or whose summary predates the max win cap's
  /// `maxWin`, is compared without the key it lacks.
  func comparable(with recorded: JSONValue) -> JSONValue {
    var line = self
    if case .object(let recordedMembers) = recorded, case .object(let members) = line,
      !recordedMembers.contains(where: { $0.key == "wildTraceDigest" })
    {
      line = .object(members.filter { $0.key != "wildTraceDigest" })
    }
    if case .object(let old) = recorded,
      case .object(let oldSummary)? = old.first(where: { $0.key == "summary" })?.node.value,
      !oldSummary.contains(where: { $0.key == "maxWin" })
    {
      line = line.editingSummary { $0.filter { $0.key != "maxWin" } }
    }
    return line.comparableSummary(with: recorded)
  }

  /// ``comparable(with:)`` for the summary's keys.
  private func comparableSummary(with recorded: JSONValue) -> JSONValue {
    guard case .object(let old) = recorded,
      let summary = old.first(where: { $0.key == "summary" })?.node.value,
      case .object(let oldSummary) = summary
    else { return self }
    if !oldSummary.contains(where: { Self.outcomeKeys.contains($0.key) }) {
      return editingSummary { $0.filter { !Self.outcomeKeys.contains($0.key) } }
    }
    if let round = oldSummary.first(where: { $0.key == "holdAndWin" })?.node.value,
      !round.hasCellReels
    {
      return editingSummary { fields in
        fields.map { field in
          guard field.key == "holdAndWin" else { return field }
          return (field.key, JSONNode(value: field.node.value.withoutCellReels, line: 0, column: 0))
        }
      }
    }
    guard let trigger = oldSummary.first(where: { $0.key == "freeSpins" })?.node.value,
      case .object(let oldTrigger) = trigger, !oldTrigger.contains(where: { $0.key == "spins" })
    else { return self }
    return editingSummary { fields in
      fields.map { field in
        guard field.key == "freeSpins", case .object(let round) = field.node.value else {
          return field
        }
        let kept = round.filter { !Self.freeSpinsRoundKeys.contains($0.key) }
        return (field.key, JSONNode(value: .object(kept), line: 0, column: 0))
      }
    }
  }

  /// The keys of a summary's `holdAndWin` added with the cell reels: the round's and, in
  /// each of its `respins`, the respin's.
  static let cellReelRoundKeys: Set = ["startTime", "endTime"]
  static let cellReelRespinKeys: Set = ["cells", "heldBefore", "settleTime", "startTime"]

  /// Whether this `holdAndWin` summary was written with the cell reels: it has no round
  /// (nothing to tell), or its round has `startTime`.
  var hasCellReels: Bool {
    guard case .object(let members) = self, members.contains(where: { $0.key == "respins" })
    else { return true }
    return members.contains { $0.key == "startTime" }
  }

  /// This `holdAndWin` summary without the cell reels' keys (``cellReelRoundKeys``,
  /// ``cellReelRespinKeys``): comparable with a line written before them.
  var withoutCellReels: JSONValue {
    guard case .object(let members) = self else { return self }
    return .object(
      members.filter { !Self.cellReelRoundKeys.contains($0.key) }.map { member in
        guard member.key == "respins", case .array(let respins) = member.node.value else {
          return member
        }
        let kept = respins.map { node -> JSONNode in
          guard case .object(let fields) = node.value else { return node }
          return JSONNode(
            value: .object(fields.filter { !Self.cellReelRespinKeys.contains($0.key) }), line: 0,
            column: 0)
        }
        return (member.key, JSONNode(value: .array(kept), line: 0, column: 0))
      })
  }

  /// This history line with its `summary` object's members replaced by `edit`'s.
  private func editingSummary(
    _ edit: ([(key: String, node: JSONNode)]) -> [(key: String, node: JSONNode)]
  ) -> JSONValue {
    guard case .object(let members) = self else { return self }
    return .object(
      members.map { member in
        guard member.key == "summary", case .object(let fields) = member.node.value else {
          return member
        }
        return (member.key, JSONNode(value: .object(edit(fields)), line: 0, column: 0))
      })
  }
}

extension HistoryRecord {
  /// Summary keys renamed since histories were first written, old name → new name: a line
  /// written before the rename replays under the new names (the values are the same).
  static let renamedKeys = [
    "brakingTime": "brakingStartTime", "landedTime": "reachedTargetTime",
  ]
}

extension JSONValue {
  /// This value with every object key in `renamed` replaced by its new name, at any depth.
  func renamingKeys(_ renamed: [String: String]) -> JSONValue {
    switch self {
    case .object(let members):
      return .object(
        members.map { member in
          (
            renamed[member.key] ?? member.key,
            JSONNode(
              value: member.node.value.renamingKeys(renamed), line: member.node.line,
              column: member.node.column)
          )
        })
    case .array(let elements):
      return .array(
        elements.map {
          JSONNode(value: $0.value.renamingKeys(renamed), line: $0.line, column: $0.column)
        })
    default:
      return self
    }
  }
}

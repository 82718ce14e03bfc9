import ReelKit
import ReelKitSupport

extension GoldenRecord {
  /// Checks the variable-row part of every spin record against the scenario's machine, as
  /// untrusted input: on a variable-row machine each spin has `rows` and `previousRows` (one
  /// count per drum, each `1 … visibleRows`), `targets` on the strips and a `topStop` on the top
  /// drum's strip exactly when there is a top drum
  /// (``/ReelKit/VariableRowsOutcome/issues(reels:rows:)``); on fixed rows no spin has them.
  ///
  /// - Throws: ``ConfigError`` (invalid) with one line at the first problem's JSON path
  ///   (`spins[2].rows[3]: 9 rows is outside the window …`).
  public func checkRows(on machine: ResolvedMachine, path: String) throws(ConfigError) {
    for (index, spin) in spins.enumerated() {
      if let problem = Self.rowProblem(of: spin, on: machine) {
        throw ConfigError(
          file: path, kind: .invalid,
          lines: [
            "spins[\(index)].\(problem.field): \(problem.message) (in a golden record written by "
              + "reelsim regress --record)"
          ])
      }
    }
  }

  /// The first problem of one spin record's rows, with its field inside the record.
  static func rowProblem(
    of spin: JSONValue, on machine: ResolvedMachine
  ) -> (field: String, message: String)? {
    guard case .object(let members) = spin else { return nil }
    func member(_ key: String) -> JSONValue? { members.first { $0.key == key }?.node.value }
    let rowKeys = ["rows", "previousRows", "topStop"]
    guard let variable = machine.variableRows else {
      if let key = rowKeys.first(where: { member($0) != nil }) {
        return (key, "is given, but the machine's rows are fixed (allowed: none)")
      }
      return nil
    }
    var lists: [String: [Int]] = [:]
    for key in ["targets", "rows", "previousRows"] {
      guard let value = member(key) else {
        return (key, "is missing (allowed: one whole number per drum)")
      }
      switch wholeNumbers(value) {
      case .success(let numbers): lists[key] = numbers
      case .failure(let problem): return (key + problem.field, problem.message)
      }
    }
    var topStop: Int?
    if let value = member("topStop") {
      guard case .number(let number, _) = value, let stop = Self.wholeNumber(number) else {
        return (
          "topStop",
          "is \(value.typeDescription), not a whole number (allowed: a stop on "
            + "the top drum's strip)"
        )
      }
      topStop = stop
    }
    let reels = ReelStrips(machine.spec)
    let fields = ["rows": "rows", "stops": "targets", "topStop": "topStop"]
    for (key, rows) in [("rows", lists["rows"]!), ("previousRows", lists["previousRows"]!)] {
      let outcome = VariableRowsOutcome(
        rows: rows, stops: lists["targets"]!, topStop: key == "rows" ? topStop : nil)
      let machineRows =
        key == "rows" ? variable : VariableRows(drums: variable.drums, topDrum: nil)
      guard let issue = outcome.issues(reels: reels, rows: machineRows).first else { continue }
      let field = issue.field.split(separator: "[", maxSplits: 1)
      let name = fields[String(field[0])] ?? String(field[0])
      let rest = field.count > 1 ? "[" + field[1] : ""
      return ((name == "rows" ? key : name) + rest, issue.message)
    }
    return nil
  }

  /// An array of whole numbers, or its problem (`[2]: is a string …`).
  private static func wholeNumbers(
    _ value: JSONValue
  ) -> Result<[Int], RowRecordProblem> {
    guard case .array(let elements) = value else {
      return .failure(
        RowRecordProblem(
          field: "",
          message: "is \(value.typeDescription), not an array (allowed: one whole "
            + "number per drum)"))
    }
    var numbers: [Int] = []
    for (index, element) in elements.enumerated() {
      guard case .number(let number, _) = element.value, let whole = wholeNumber(number) else {
        return .failure(
          RowRecordProblem(
            field: "[\(index)]",
            message: "is \(element.value.typeDescription), not a whole number"))
      }
      numbers.append(whole)
    }
    return .success(numbers)
  }

  /// `number` as an `Int` when it is whole and small enough (no trap on 1e300 or 2.5).
  private static func wholeNumber(_ number: Double) -> Int? {
    guard number.isFinite, number == number.rounded(), abs(number) < 1e15 else { return nil }
    return Int(number)
  }
}

/// A problem of one field of a spin record's rows.
struct RowRecordProblem: Error {
  var field: String
  var message: String
}

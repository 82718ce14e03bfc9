import ReelKit

/// A respin as a file writes it — a regression scenario's or a controls file's `respin`
/// object: the previous outcome as a result code and the drums held
/// (``/ReelKit/Respin``).
///
/// ```json
/// "respin": { "from": "3-17-5", "hold": [0, 2] }
/// ```
public struct RespinRequest: Codable, Sendable, Equatable {
  /// The previous outcome, a result code (`3-17-5`, optionally with its window).
  public var from: String
  /// The drums held where the previous outcome left them.
  public var hold: [Int]

  enum CodingKeys: String, CodingKey, CaseIterable {
    case from, hold
  }

  /// Creates a respin request.
  public init(from: String, hold: [Int]) {
    self.from = from
    self.hold = hold
  }

  /// The respin on `spec`, or the problems at their paths relative to the `respin` object
  /// (`from`, `hold[1]`).
  public func respin(on spec: MachineSpec) -> Result<Respin, ConfigError.Problems> {
    let stops: [Int]
    do {
      stops = try ResultCode(parsing: from).stops(on: spec)
    } catch {
      return .failure(
        ConfigError.Problems([
          ConfigProblem(path: JSONPath("from"), message: "result code \(error.message)")
        ]))
    }
    let respin = Respin(previousStops: stops, held: hold)
    let issues = respin.issues(on: spec)
    guard issues.isEmpty else {
      return .failure(
        ConfigError.Problems(
          issues.map { ConfigProblem(path: JSONPath($0.field), message: $0.message) }))
    }
    return .success(respin)
  }

  /// `machine` made the machine of this respin (``/ReelKit/MachineSpec/respin(_:)``), or the
  /// problems as ``respin(on:)`` gives them.
  func machine(_ machine: ResolvedMachine) -> Result<ResolvedMachine, ConfigError.Problems> {
    switch respin(on: machine.spec) {
    case .failure(let problems): return .failure(problems)
    case .success(let respin):
      var held = machine
      // Checked by respin(on:): it cannot throw.
      held.spec = (try? machine.spec.respin(respin)) ?? machine.spec
      return .success(held)
    }
  }
}

extension ConfigShape {
  /// The description of a `respin` object (a regression scenario's, a controls file's).
  static let respin: ConfigShape = .object([
    (
      "from",
      ConfigShape.string.documented(
        "the previous outcome: a result code (`3-17-5`)",
        allowed: "one strip index per drum, joined by `-`, optionally `:` and its window",
        count: FieldDoc.Count(1, nil, "characters")), true
    ),
    (
      "hold",
      ConfigShape.array(
        ConfigShape.wholeNumber.documented(
          "a drum index, 0 = leftmost",
          range: ParameterRange(0, Double(MachineSpec.maximumDrums - 1), unit: ""))
      ).documented(
        "the drums that stay where the previous outcome left them",
        allowed: "drums of the machine, not every drum",
        count: FieldDoc.Count(1, MachineSpec.maximumDrums - 1, "drums"), unique: true), true
    ),
  ])
}

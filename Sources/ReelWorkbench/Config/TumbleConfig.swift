import ReelKit

/// The `tumble` block: after a win the winning cells are removed, the cells above fall into
/// the gaps and new symbols drop in from the strip above, as long as the window wins
/// (``/ReelKit/Tumbler``). Every key is optional (``/ReelKit/TumbleParameters``'s defaults).
public struct TumbleConfig: ConfigRecord, Sendable, Equatable {
  /// The gravity the cells fall under, pt/s².
  public var gravity: Double?
  /// The share of the landing speed a cell bounces back up with (0: no bounce).
  public var restitution: Double?
  /// The pause from the removal to the fall of column 0, s.
  public var fallDelay: Double?
  /// The extra delay of each column, s.
  public var columnStagger: Double?
  /// The most tumbles of one chain.
  public var maxTumbles: Int?
  /// The growing win multiplier of the cascades, on a variable-row machine.
  public var multiplier: CascadeMultiplierConfig?

  /// Creates a tumble block.
  public init(
    gravity: Double? = nil, restitution: Double? = nil, fallDelay: Double? = nil,
    columnStagger: Double? = nil, maxTumbles: Int? = nil
  ) {
    self.gravity = gravity
    self.restitution = restitution
    self.fallDelay = fallDelay
    self.columnStagger = columnStagger
    self.maxTumbles = maxTumbles
  }

  /// A tumble block with no key set.
  init() {
    self.init(gravity: nil)
  }

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<TumbleConfig>] {
    let defaults = TumbleParameters()
    typealias Ranges = TumbleParameters.Ranges
    return [
      .optional(
        "gravity", \.gravity,
        ConfigShape.number.documented(
          "the gravity the cells fall under: a fall of `D` pt lands after `√(2D/g)`",
          range: Ranges.gravity, default: .number(defaults.gravity),
          allowed: "a tumble lasts at most 60 s")),
      .optional(
        "restitution", \.restitution,
        ConfigShape.number.documented(
          "the share of the landing speed a cell bounces back up with (0: no bounce); the hop "
            + "rises `e²·D`", range: Ranges.restitution, default: .number(defaults.restitution))),
      .optional(
        "fallDelay", \.fallDelay,
        ConfigShape.number.documented(
          "the pause from the removal of the winning cells to the fall of column 0",
          range: Ranges.fallDelay, default: .number(defaults.fallDelay))),
      .optional(
        "columnStagger", \.columnStagger,
        ConfigShape.number.documented(
          "the extra delay per column: column `c` falls `fallDelay + c·columnStagger` after the "
            + "removal", range: Ranges.columnStagger, default: .number(defaults.columnStagger))),
      .optional(
        "maxTumbles", \.maxTumbles,
        ConfigShape.wholeNumber.documented(
          "the most tumbles of one chain; the window after the last one is paid, not tumbled",
          range: Ranges.maxTumbles, default: .number(Double(defaults.maxTumbles)))),
      .optional(
        "multiplier", \.multiplier,
        CascadeMultiplierConfig.shape.documented(
          "variable rows: a win multiplier growing with each cascade (`+1` per cascade in free "
            + "spins, the classic feature)", allowed: "with `geometry.rowWeights` or `topDrum`")),
    ]
  }

  /// The parameters, defaults filled in.
  public var parameters: TumbleParameters {
    let defaults = TumbleParameters()
    return TumbleParameters(
      gravity: gravity ?? defaults.gravity, restitution: restitution ?? defaults.restitution,
      fallDelay: fallDelay ?? defaults.fallDelay,
      columnStagger: columnStagger ?? defaults.columnStagger,
      maxTumbles: maxTumbles ?? defaults.maxTumbles)
  }
}

extension MachineConfig {
  /// The problems of the `tumble` block, each at its JSON path: not on a wheel, only with a
  /// paytable, every parameter in range and no tumble longer than
  /// ``/ReelKit/TumbleParameters/maximumTumbleDuration`` on `spec`'s window.
  func tumbleProblems(spec: MachineSpec) -> [ConfigProblem] {
    guard let tumble else { return [] }
    if wheel != nil {
      return [
        ConfigProblem(
          path: JSONPath("tumble"),
          message: "is not allowed on a wheel: it has no rows to fall into (allowed: tumble on "
            + "reels, without wheel)")
      ]
    }
    if paytable == nil {
      return [
        ConfigProblem(
          path: JSONPath("tumble"),
          message: "needs a paytable: a tumble removes the winning cells (allowed: tumble with "
            + "a paytable block)")
      ]
    }
    // The longest tumble reads the window: only once the drums and geometry are valid.
    let geometryValid = spec.drums.allSatisfy { $0.geometry.issues().isEmpty }
    let issues =
      geometryValid
      ? tumble.parameters.issues(machine: spec)
      : tumble.parameters.issues(machine: MachineSpec(drums: []))
    return issues.map { ConfigProblem(path: JSONPath("tumble." + $0.field), message: $0.message) }
  }
}

extension ResolvedMachine {
  /// The tumble chain of a finished spin of this machine, from its stops at its last settle
  /// tick (``/ReelKit/TumbleMachine``); `nil` when the machine does not tumble or the spin did not
  /// come to rest.
  public func tumbleChain(of result: SpinResult) -> TumbleChain? {
    guard let tumble, let paytable, result.failure == nil, result.allStopped,
      !result.drums.isEmpty, let start = result.spinTick
    else { return nil }
    return TumbleMachine(spec: spec, paytable: paytable, parameters: tumble)
      .chain(stops: result.drums.map(\.target), startTick: start)
  }
}

import ReelKitSupport

/// A call that ``SpinMachine`` or ``SpinFrameLoop`` refuses, because it would trap, be ignored
/// in silence or contradict the spin. The machine is left exactly as it was.
public enum SpinUsageError: Error, Sendable, Equatable, Hashable, CustomStringConvertible {
  /// ``SpinMachine/revealResult(_:earliestStops:)`` on a machine whose targets are known:
  /// given when it was created, scripted by its controls' `resultAt`, or revealed before.
  case resultAlreadyKnown(targets: [Int])
  /// A list that needs one entry per drum (`field`) has `found` entries.
  case wrongCount(field: String, found: Int, drums: Int)
  /// A target that is not an index of drum `drum`'s strip of `symbols` symbols.
  case targetOffStrip(drum: Int, target: Int, symbols: Int)
  /// A target `target` for drum `drum`, which a respin holds on its rest stop `rest`.
  case heldDrumTarget(drum: Int, target: Int, rest: Int)
  /// A drum index that is not one of the machine's `drums` drums.
  case noSuchDrum(Int, drums: Int)
  /// A number outside its range: `field`, the value, and what is allowed.
  case outOfRange(field: String, value: Double, allowed: String)
  /// A display time earlier than the previous frame's: frames go forward in time.
  case timeWentBack(previous: Double, given: Double)
  /// The machine, its targets or its controls do not pass their checks.
  case invalid([ParameterIssue])

  /// One line: what was refused and what is allowed.
  public var description: String {
    switch self {
    case .resultAlreadyKnown(let targets):
      return "the result is already known (targets \(targets)); a late result is revealed once, "
        + "on a machine created with targets: nil"
    case .wrongCount(let field, let found, let drums):
      return
        "\(field) has \(counted(found, "entry", plural: "entries")) for \(counted(drums, "drum")) (allowed: one per drum)"
    case .targetOffStrip(let drum, let target, let symbols):
      return "target \(target) of drum \(drum) is off the strip (allowed: 0 ... \(symbols - 1))"
    case .heldDrumTarget(let drum, let target, let rest):
      return "target \(target) of drum \(drum) moves a held drum (allowed: its rest stop \(rest))"
    case .noSuchDrum(let drum, let drums):
      return "drum \(drum) is not a drum of the machine (allowed: 0 ... \(drums - 1))"
    case .outOfRange(let field, let value, let allowed):
      return "\(field) \(format(value)) is out of range (allowed: \(allowed))"
    case .timeWentBack(let previous, let given):
      return "display time \(format(given)) s is before the previous frame's \(format(previous)) s "
        + "(allowed: at least \(format(previous)) s)"
    case .invalid(let issues):
      return issues.map({ $0.description }).joined(separator: "; ")
    }
  }
}

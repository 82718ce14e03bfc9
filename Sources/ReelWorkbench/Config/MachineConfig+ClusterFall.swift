import ReelKit

extension MachineConfig {
  /// The `tumble` keys a cluster grid reads: how its cells fall. Its chain is the maths'
  /// (`paytable.cascades`, at most ``/ReelKit/ClusterRules/maximumCascades``), so
  /// `maxTumbles` and `multiplier` are not allowed.
  static let clusterFallKeys = ["gravity", "restitution", "fallDelay", "columnStagger"]

  /// Problems of a cluster grid's `tumble` block, each at its JSON path: `maxTumbles` and
  /// `multiplier` are refused, and the block needs cascades (`paytable.cascades` not false).
  /// The ranges are ``tumbleProblems(spec:)``'s.
  func clusterFallProblems() -> [ConfigProblem] {
    guard isCluster, let tumble else { return [] }
    var problems: [ConfigProblem] = []
    let allowed = "(allowed: " + Self.clusterFallKeys.joined(separator: ", ") + ")"
    if tumble.maxTumbles != nil {
      problems.append(
        ConfigProblem(
          path: JSONPath("tumble.maxTumbles"),
          message: "is not allowed with paytable.mode cluster: its cascades are the maths' "
            + allowed))
    }
    if tumble.multiplier != nil {
      problems.append(
        ConfigProblem(
          path: JSONPath("tumble.multiplier"),
          message: "is not allowed with paytable.mode cluster: it multiplies by cell "
            + "(paytable.cellMultiplierCap) " + allowed))
    }
    if paytable?.cascades == false {
      problems.append(
        ConfigProblem(
          path: JSONPath("tumble"),
          message: "is not allowed with paytable.cascades false: no cell falls (allowed: no "
            + "tumble block, or cascades)"))
    }
    return problems
  }
}

extension ResolvedMachine {
  /// How the cells of a cluster grid's cascade chain fall: the `tumble` block's `gravity`,
  /// `restitution`, `fallDelay` and `columnStagger` over
  /// ``/ReelKit/ClusterMachine/defaultParameters`` (which the grid falls with without one).
  public var clusterFall: TumbleParameters {
    var parameters = ClusterMachine.defaultParameters
    guard let written = config.tumble else { return parameters }
    parameters.gravity = written.gravity ?? parameters.gravity
    parameters.restitution = written.restitution ?? parameters.restitution
    parameters.fallDelay = written.fallDelay ?? parameters.fallDelay
    parameters.columnStagger = written.columnStagger ?? parameters.columnStagger
    return parameters
  }
}

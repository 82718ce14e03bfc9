extension SpinMachine {
  /// Creates the machine like ``init(spec:targets:controls:)``, but throws instead of
  /// trapping or dropping anything: the spec must pass ``MachineSpec/issues()``, the targets
  /// (when given) one per drum on its strip, the controls ``SpinControls/issues(drums:)``,
  /// and controls that need the targets (`resultAt`, `anticipation`) need `targets`.
  public init(checking spec: MachineSpec, targets: [Int]?, controls: SpinControls? = nil)
    throws(SpinUsageError)
  {
    let specIssues = spec.issues()
    guard specIssues.isEmpty else { throw .invalid(specIssues.map { $0.prefixed("spec") }) }
    if let targets { try spec.checkTargets(targets) }
    if let controls {
      var issues = controls.issues(drums: spec.drums.count).map { $0.prefixed("controls") }
      if targets == nil {
        let allowed = "(allowed: absent when targets is nil; reveal the result with revealResult)"
        if controls.resultAt != nil {
          issues.append(
            ParameterIssue(field: "controls.resultAt", message: "needs the targets \(allowed)"))
        }
        if controls.anticipation != nil {
          issues.append(
            ParameterIssue(
              field: "controls.anticipation", message: "needs the targets \(allowed)"))
        }
      }
      guard issues.isEmpty else { throw .invalid(issues) }
    }
    self.init(spec: spec, targets: targets, controls: controls)
  }

  /// Checks a list of drum indices (`nil`: every drum).
  func checkDrums(_ chosen: [Int]?) throws(SpinUsageError) {
    for drum in chosen ?? [] where !drums.indices.contains(drum) {
      throw .noSuchDrum(drum, drums: drums.count)
    }
  }

  /// Checks a quicken factor: a fraction in `0 ... 1`.
  static func checkQuicken(_ factor: Double) throws(SpinUsageError) {
    guard factor.isFinite, (0...1).contains(factor) else {
      throw .outOfRange(field: "factor", value: factor, allowed: "0 ... 1")
    }
  }

  /// Checks skill-stop limits as ``SpinControls/issues(drums:)`` does.
  static func checkSkillStop(_ rule: SkillStop) throws(SpinUsageError) {
    guard (1...100).contains(rule.maxSlip) else {
      throw .outOfRange(
        field: "rule.maxSlip", value: Double(rule.maxSlip), allowed: "1 ... 100 symbols")
    }
    guard rule.timeLimit.isFinite, rule.timeLimit > 0, rule.timeLimit <= 10 else {
      throw .outOfRange(
        field: "rule.timeLimit", value: rule.timeLimit, allowed: "more than 0 and at most 10 s")
    }
  }
}

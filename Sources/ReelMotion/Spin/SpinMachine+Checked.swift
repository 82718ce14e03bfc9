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

  /// Checks a quicken factor as ``SpinControls/issues(drums:)`` does
  /// (``SpinControls/Ranges/quickenFactor``).
  static func checkQuicken(_ factor: Double) throws(SpinUsageError) {
    let range = SpinControls.Ranges.quickenFactor
    guard range.contains(factor) else {
      throw .outOfRange(field: "factor", value: factor, allowed: range.allowed)
    }
  }

  /// Checks skill-stop limits as ``SpinControls/issues(drums:)`` does.
  static func checkSkillStop(_ rule: SkillStop) throws(SpinUsageError) {
    let slip = SpinControls.Ranges.maxSlip
    guard slip.contains(Double(rule.maxSlip)) else {
      throw .outOfRange(field: "rule.maxSlip", value: Double(rule.maxSlip), allowed: slip.allowed)
    }
    let time = SpinControls.Ranges.timeLimit
    guard time.contains(rule.timeLimit) else {
      throw .outOfRange(field: "rule.timeLimit", value: rule.timeLimit, allowed: time.allowed)
    }
  }
}

import ReelKit

extension SpinRequest {
  /// The index of the top drum in the spin's machine (``spec``): its last drum, `n` on a
  /// variable-row machine of `n` drums with a top drum; `nil` otherwise.
  public var topDrumIndex: Int? {
    let drums = machine.spec.drums.count
    return spec.drums.count > drums ? drums : nil
  }

  /// The problems of `controls` on this spin's machine, the top drum's presses refused
  /// (`SpinControls.problems(on:topDrum:)`).
  public func problems(of controls: SpinControls) -> [ParameterIssue] {
    controls.problems(on: spec, topDrum: topDrumIndex)
  }
}

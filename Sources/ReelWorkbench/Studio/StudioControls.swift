import ReelKit

/// The `controls` of a spin request: the controls-file format of `reelsim simulate
/// --controls`, loaded and checked against the machine exactly as a controls file is
/// (``ControlsFile``), every problem at its path under `$.controls`.
enum StudioControls {
  /// Decodes and checks `node` (absent: no controls).
  static func decode(_ node: JSONNode?, for spec: MachineSpec) throws(StudioError)
    -> SpinControls?
  {
    guard let node else { return nil }
    let controls: SpinControls
    do {
      controls = try ControlsFile.load(
        bytes: Array(JSONWriter.write(node.value).utf8), file: "controls")
    } catch {
      throw StudioError.under("$.controls", error)
    }
    if let problem = controls.problems(on: spec).first {
      throw StudioError(problem.message, path: "$.controls." + problem.field)
    }
    return controls
  }
}

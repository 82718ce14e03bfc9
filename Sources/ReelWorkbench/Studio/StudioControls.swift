import ReelKit

/// The `controls` of a spin request: the controls-file format of `reelsim simulate
/// --controls`, loaded and checked against the machine exactly as a controls file is
/// (``ControlsFile``), every problem at its path under `$.controls`.
enum StudioControls {
  /// Decodes and checks `node` (absent: no controls) against the spin `request` runs: a
  /// variable-row spin's machine has its top drum last, which a slam may name and a press
  /// may not (`SpinControls.problems(on:topDrum:)`), as `reelsim simulate`.
  static func decode(_ node: JSONNode?, for request: SpinRequest) throws(StudioError)
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
    if let problem = request.problems(of: controls).first {
      throw StudioError(problem.message, path: "$.controls." + problem.field)
    }
    return controls
  }
}

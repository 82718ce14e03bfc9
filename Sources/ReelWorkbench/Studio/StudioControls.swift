import Foundation
import ReelKit

/// The `controls` of a spin request: the controls-file format of `reelsim simulate
/// --controls`, checked against the machine like the file is.
enum StudioControls {
  /// Decodes and checks `node` (absent: no controls).
  static func decode(_ node: JSONNode?, for spec: MachineSpec) throws(StudioError)
    -> SpinControls?
  {
    guard let node else { return nil }
    let controls: SpinControls
    do {
      controls = try JSONDecoder().decode(
        SpinControls.self, from: Data(JSONWriter.write(node.value).utf8))
    } catch {
      throw StudioError(
        "not a controls script (allowed: the controls-file format of `reelsim simulate "
          + "--controls`)", path: "$.controls")
    }
    if let problem = controls.problems(on: spec).first {
      throw StudioError(problem.message, path: "$.controls." + problem.path)
    }
    return controls
  }
}

extension SpinControls {
  /// Every problem of the script on `spec`: out-of-range times and limits, drums the machine
  /// does not have, an anticipation symbol on no strip; each `(path, message)`.
  public func problems(on spec: MachineSpec) -> [(path: String, message: String)] {
    var found = issues(drums: spec.drums.count).map { ($0.field, $0.message) }
    if let symbol = anticipation?.symbol,
      !spec.drums.contains(where: { $0.geometry.strip.contains(symbol) })
    {
      found.append(("anticipation.symbol", "\(symbol) is on no strip of this machine"))
    }
    return found
  }
}

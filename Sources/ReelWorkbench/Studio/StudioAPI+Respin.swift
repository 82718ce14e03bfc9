import ReelKit
import ReelKitSupport

extension StudioAPI {
  /// A spin body's `respin`: `{"from": "3-17-5-8-1", "hold": [0, 2]}`, the format of a controls
  /// file's and a regression scenario's `respin` (``RespinRequest``) — the machine's drums start
  /// on `from`'s stops, the held ones stay there and the others spin again, as `reelsim
  /// simulate --from-result CODE --hold 0,2` does. `request` unchanged without one; a problem
  /// is a 400 at its path (`$.respin.hold[1]`, `$.respin.from`, or `$.targets[0]` for a held
  /// drum's target given elsewhere than its rest stop).
  static func respin(_ node: JSONNode?, request: SpinRequest) throws(StudioError) -> SpinRequest {
    guard let node else { return request }
    let allowed = "{\"from\": a result code, \"hold\": [drum, …]}"
    guard case .object(let members) = node.value else {
      throw StudioError(
        "expected a respin, found \(node.value.typeDescription) (allowed: \(allowed))",
        path: "$.respin")
    }
    var from: String?
    var hold: [Int]?
    for (key, member) in members {
      switch key {
      case "from":
        guard case .string(let text) = member.value else {
          throw StudioError(
            "expected a result code, found \(member.value.typeDescription)",
            path: "$.respin.from")
        }
        from = text
      case "hold":
        guard case .array(let items) = member.value else {
          throw StudioError(
            "expected an array of drum indices, found \(member.value.typeDescription)",
            path: "$.respin.hold")
        }
        var drums: [Int] = []
        for (index, item) in items.enumerated() {
          guard case .number(_, let written) = item.value, let drum = Int(written) else {
            throw StudioError(
              "expected a drum index, found \(item.value.typeDescription) (allowed: a whole "
                + "number from 0)", path: "$.respin.hold[\(index)]")
          }
          drums.append(drum)
        }
        hold = drums
      default:
        throw StudioError(
          "unknown key (allowed: from, hold)", path: "$.respin." + QuotedInput.bare(key))
      }
    }
    guard let from, let hold else {
      throw StudioError(
        "missing \(from == nil ? "from" : "hold") (allowed: \(allowed))", path: "$.respin")
    }
    guard request.rows == nil else {
      throw StudioError(
        "a respin cannot hold drums of a variable-row machine yet", path: "$.respin")
    }
    switch RespinRequest(from: from, hold: hold).respin(on: request.machine.spec) {
    case .failure(let found):
      let first = found.problems.first
      throw StudioError(
        first?.message ?? "not a respin of this machine",
        path: "$.respin" + (first.map { "." + $0.path.description } ?? ""))
    case .success(let respin):
      do {
        return try request.respin(respin)
      } catch {
        // `targets[0]: 5 moves held drum 0 (allowed: its rest stop 3)`.
        let line = error.lines.first ?? "not a respin of this machine"
        let parts = line.split(separator: ": ", maxSplits: 1).map(String.init)
        let field = parts.count == 2 ? parts[0] : ""
        throw StudioError(
          parts.count == 2 ? parts[1] : line,
          path: field.hasPrefix("targets")
            ? "$." + field : "$.respin" + (field.isEmpty ? "" : "." + field))
      }
    }
  }
}

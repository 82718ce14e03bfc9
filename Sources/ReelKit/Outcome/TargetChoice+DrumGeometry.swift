import ReelKitSupport
import ReelMaths
import ReelMotion

extension TargetChoice {
  /// The strip index on `geometry`, or an issue saying what is allowed.
  public func resolve(on geometry: DrumGeometry) -> Result<Int, ParameterIssue> {
    switch self {
    case .index(let index):
      guard geometry.strip.indices.contains(index) else {
        return .failure(
          ParameterIssue(
            field: "",
            message: "index \(index) is off the strip (allowed: 0 ... "
              + "\(geometry.strip.count - 1) or a symbol on the strip)"))
      }
      return .success(index)
    case .symbol(let name):
      guard let index = geometry.strip.firstIndex(of: name) else {
        let names = Array(Set(geometry.strip)).sorted().joined(separator: ", ")
        return .failure(
          ParameterIssue(
            field: "",
            message:
              "symbol \(QuotedInput.quoted(name)) is not on the strip (allowed: \(names), or an index)"
          ))
      }
      return .success(index)
    }
  }
}

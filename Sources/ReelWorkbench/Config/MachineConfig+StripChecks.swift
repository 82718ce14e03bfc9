import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// The problems of a strip written as symbol names (a feature's own strip, the hold-and-win
  /// cell strip), each at `path[stop]`: a name that is not one of the machine's symbols, with
  /// the nearest one and the list.
  func unknownSymbolProblems(of strip: [String], at path: String) -> [ConfigProblem] {
    strip.enumerated().compactMap { stop, name in
      symbols.contains(name)
        ? nil
        : ConfigProblem(
          path: JSONPath("\(path)[\(stop)]"),
          message: "\(QuotedInput.quoted(name)) is not one of the machine's symbols"
            + "\(Suggestion.didYouMean(name, among: symbols)) (allowed: "
            + symbols.joined(separator: ", ") + ")")
    }
  }

  /// The problems of `weights`, one per stop of a strip of `stops` stops, at `path`: a list of
  /// the wrong length (`has 3 weights for 4 strip stops`, the stops named by `stopsName`, such
  /// as `strip stop` or `stop` with `of cellStrip` after the count) and each weight outside
  /// `1 … StopWeights.maximumWeight`, at `path[stop]`.
  static func stopWeightProblems(
    _ weights: [Int], stops: Int, stopsName: String, after: String = "", at path: String
  ) -> [ConfigProblem] {
    var problems: [ConfigProblem] = []
    if weights.count != stops {
      problems.append(
        ConfigProblem(
          path: JSONPath(path),
          message: "has \(counted(weights.count, "weight")) for \(counted(stops, stopsName))"
            + "\(after) (allowed: one positive whole number per stop)"))
    }
    for (stop, weight) in weights.enumerated()
    where !(1...StopWeights.maximumWeight).contains(weight) {
      problems.append(
        ConfigProblem(
          path: JSONPath("\(path)[\(stop)]"),
          message: "\(weight) is out of range (allowed: 1 ... \(StopWeights.maximumWeight))"))
    }
    return problems
  }
}

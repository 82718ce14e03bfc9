/// The charts of a search (`reelsim tune --plot`): data and gnuplot scripts for
///
/// - `search.png`: each candidate's total relative violation and score in evaluation order,
///   with the best so far;
/// - `parameters.png`: each parameter's place in its range (0 = min, 1 = max) per evaluation;
/// - `front.png` (two or more objectives and a feasible candidate): the first two objectives' values of every feasible
///   candidate, the Pareto front joined and the answer marked.
///
/// Deterministic text (no times), rendered to PNG at 1280×720 by gnuplot's `pngcairo`.
public struct TuningCharts: Sendable {
  /// The report charted.
  public var report: TuningReport

  /// Creates the charts of a report.
  public init(report: TuningReport) {
    self.report = report
  }

  /// The files to write: data and scripts, by name.
  public var sources: [(name: String, text: String)] {
    var files = [
      ("search.dat", searchData), ("search.gp", searchScript), ("parameters.gp", parameterScript),
    ]
    if report.tuning.objectives.count >= 2, !report.outcome.front.isEmpty {
      files += [("front.dat", frontData), ("front.gp", frontScript)]
    }
    return files
  }

  /// The scripts to run, in order.
  public var scripts: [String] { sources.map(\.name).filter { $0.hasSuffix(".gp") } }

  /// The images the scripts draw.
  public var images: [String] { scripts.map { $0.replacingSuffix(".gp", with: ".png") } }

  private var searchData: String {
    let tuning = report.tuning
    var lines = [
      "# reelsim tune search: evaluation violation score best-violation best-score "
        + tuning.parameters.map { "unit(\($0.path))" }.joined(separator: " ")
    ]
    var best: Evaluation? = nil
    for (index, step) in report.outcome.history.enumerated() {
      let evaluation = step.evaluation
      if best.map({ Evaluation.isBetter(evaluation, than: $0) }) ?? true { best = evaluation }
      let units = zip(tuning.parameters, evaluation.values).map { $0.unit(of: $1) }
      lines.append(
        ([Double(index), evaluation.violation, evaluation.score, best!.violation, best!.score]
          + units).map(Self.number).joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Three blocks: every feasible candidate, the front in its order, the answer.
  private var frontData: String {
    let history = report.outcome.history
    func row(_ index: Int) -> String {
      let values = history[index].evaluation.objectives
      return [Double(index), values[0], values[1]].map(Self.number).joined(separator: " ")
    }
    let feasible = history.indices.filter { history[$0].evaluation.isFeasible }
    let answer = history.indices.filter { history[$0].evaluation == report.outcome.best }
    return "# reelsim tune front: evaluation objective1 objective2\n# feasible candidates\n"
      + feasible.map { row($0) + "\n" }.joined() + "\n\n# the Pareto front\n"
      + report.outcome.front.map { row($0) + "\n" }.joined() + "\n\n# the answer\n"
      + answer.prefix(1).map { row($0) + "\n" }.joined()
  }

  private static func number(_ value: Double) -> String {
    value.isFinite ? formatNumber(value) : "NaN"
  }

  private func header(_ name: String, title: String) -> String {
    """
    set terminal pngcairo size 1280,720 enhanced font "Sans,11" background rgb "white"
    set output "\(name).png"
    set title "\(title.replacingOccurrences(of: "\"", with: "'"))" noenhanced
    set grid
    set key outside right top
    set datafile missing "NaN"

    """
  }

  private var specName: String { report.tuning.path }

  private var searchScript: String {
    header("search", title: "tune \(specName): violation and score per evaluation")
      + """
      set xlabel "evaluation"
      set ylabel "total relative violation"
      set y2label "score"
      set ytics nomirror
      set y2tics
      plot "search.dat" using 1:2 with points pt 7 ps 0.5 lc rgb "#d62728" title "violation", \\
        "search.dat" using 1:4 with steps lw 2 lc rgb "#d62728" title "best violation", \\
        "search.dat" using 1:3 axes x1y2 with points pt 7 ps 0.5 lc rgb "#1f77b4" title "score", \\
        "search.dat" using 1:5 axes x1y2 with steps lw 2 lc rgb "#1f77b4" title "best score"

      """
  }

  private var parameterScript: String {
    let columns = report.tuning.parameters.enumerated().map { index, parameter in
      "\"search.dat\" using 1:\(6 + index) with points pt 7 ps 0.6 title \"\(parameter.path)\" noenhanced"
    }
    return header("parameters", title: "tune \(specName): parameters per evaluation")
      + """
      set xlabel "evaluation"
      set ylabel "place in the range (0 = min, 1 = max)"
      set yrange [-0.05:1.05]
      plot \(columns.joined(separator: ", \\\n  "))

      """
  }

  private var frontScript: String {
    let objectives = report.tuning.objectives.prefix(2).map { objective in
      "\(report.describe(objective)) (\(objective.metric.unit))"
    }
    return header("front", title: "tune \(specName): the Pareto front")
      + """
      set xlabel "\(objectives[0])" noenhanced
      set ylabel "\(objectives[1])" noenhanced
      plot "front.dat" index 0 using 2:3 with points pt 7 ps 0.6 lc rgb "#bbbbbb" title "feasible candidates", \\
        "front.dat" index 1 using 2:3 with linespoints pt 7 ps 1 lw 2 lc rgb "#1f77b4" title "Pareto front", \\
        "front.dat" index 2 using 2:3 with points pt 6 ps 3 lw 2 lc rgb "#d62728" title "the answer"

      """
  }
}

extension String {
  /// This string with `suffix` replaced by `replacement` (unchanged without the suffix).
  fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
  }
}

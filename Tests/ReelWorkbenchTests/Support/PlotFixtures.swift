import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// Spins for the chart tests: shipped configs run with their traces recorded.
enum PlotFixture {
  /// The chart names, in `Chart.allCases` order.
  static let charts = Chart.allCases

  /// `Configs/NAME.json` spun with traces, as a series of `drums` (default: all).
  static func series(_ name: String, drums: [Int]? = nil) async throws -> PlotSeries {
    let machine = try ConfigLoader.load(path: Repo.config(name))
    let result = try await SpinRequest(machine: machine).run(recordingTrace: true)
    #expect(result.failure == nil, "\(name) did not stop")
    return PlotSeries(
      result: result, spec: machine.spec, drums: drums ?? Array(machine.spec.drums.indices))
  }

  /// The script builder for `name`, optionally overlaid with `compare`.
  static func scripts(
    _ name: String, compare: String? = nil, drums: [Int]? = nil,
    options: ChartOptions = ChartOptions()
  ) async throws -> ChartScripts {
    let primary = try await series(name, drums: drums)
    var other: PlotSeries?
    if let compare {
      let all = try await series(compare)
      other = PlotSeries(
        result: all.result, spec: all.spec,
        drums: (drums ?? primary.drums).filter { $0 < all.spec.drums.count })
    }
    return ChartScripts(primary: primary, compare: other, options: options)
  }

  /// Every chart's script built from the built-in templates, in chart order.
  static func texts(of scripts: ChartScripts) -> [String] {
    scripts.charts.map { scripts.script($0, template: ChartTemplates.builtIn.charts[$0]!) }
  }

  /// A copy of `Plots/*.gp` in a fresh temporary folder, with `edit` applied to `chart`'s file.
  static func editedTemplates(_ chart: Chart, _ edit: (String) -> String) throws -> URL {
    let folder = try temporaryFolder()
    try PlotTemplates.copy(
      [ChartTemplates.styleName] + charts.map(\.scriptName), to: folder,
      editing: chart.scriptName, edit)
    return folder
  }
}

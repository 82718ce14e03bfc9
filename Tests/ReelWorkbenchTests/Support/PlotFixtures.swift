import Foundation
import ReelKit
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
    charts.map { scripts.script($0, template: ChartTemplates.builtIn.charts[$0]!) }
  }

  /// The data rows of a gnuplot data text, one array per block (blocks are separated by two
  /// blank lines), each row split on spaces; comment lines dropped.
  static func blocks(_ text: String) -> [[[Substring]]] {
    text.components(separatedBy: "\n\n\n").map { block in
      block.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ") }
    }
  }

  /// `Plots/`, the committed templates.
  static var templateFolder: URL { Repo.root.appendingPathComponent("Plots") }

  /// A copy of `Plots/*.gp` in a fresh temporary folder, with `edit` applied to `chart`'s file.
  static func editedTemplates(_ chart: Chart, _ edit: (String) -> String) throws -> URL {
    let folder = try temporaryFolder()
    for name in [ChartTemplates.styleName] + charts.map(\.scriptName) {
      var text = try String(
        contentsOf: templateFolder.appendingPathComponent(name), encoding: .utf8)
      if name == chart.scriptName { text = edit(text) }
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// The names in `folder`, hidden ones included, sorted.
  static func names(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }
}

import ArgumentParser
import Foundation
import ReelKit
import ReelWorkbench

/// `reelsim plot`: simulate, write the trace data and one gnuplot script per chart, and
/// render the charts.
struct Plot: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Chart how the drums of a machine move (gnuplot).",
    discussion: """
      Writes data.dat, events.dat, style.gp and one script per chart (velocity, \
      offset-velocity, offset, acceleration) to the output folder, runs gnuplot on each \
      and prints every path it wrote. The scripts are byte-stable and name their files \
      relative to themselves: rerun one with `gnuplot DIR/velocity.gp`. Without gnuplot \
      the data and scripts are still written and the command exits 69.
      """
  )

  @OptionGroup var machine: MachineOptions

  @Option(help: ArgumentHelp("Output folder (default: Plots/out/<config name>).", valueName: "dir"))
  var out: String?

  @Option(help: ArgumentHelp("Image format: png, svg or both.", valueName: "png|svg|both"))
  var format: PlotFormat = .png

  @Option(help: ArgumentHelp("Image size in pixels.", valueName: "WxH"))
  var size: String = "1280x720"

  @Option(
    help: ArgumentHelp(
      "A second machine overlaid dashed on every chart (same targets when they fit).",
      valueName: "config"))
  var compare: String?

  @Option(help: ArgumentHelp("Only these drums, comma-separated (e.g. 0,2).", valueName: "list"))
  var drums: String?

  @Option(
    help: ArgumentHelp(
      "Read the chart templates from this folder instead of the built-in ones (Plots/).",
      valueName: "dir"))
  var templates: String?

  func validate() throws {
    _ = try parsedSize()
    _ = try parsedDrums()
  }

  func run() async throws {
    let (width, height) = try parsedSize()
    // A variable-row spin is charted in its own machine: each drum's rows and symbol height,
    // and the top drum as its last drum.
    let request = try machine.spinRequest(for: "plot")
    let other = try compare.map { path in try compareRequest(path: path, like: request) }
    let shown = try shownDrums(request.spec, other?.spec)
    let chartTemplates: ChartTemplates
    do {
      chartTemplates =
        try templates.map { folder throws(ConfigError) in
          try ChartTemplates.load(from: folder)
        } ?? .builtIn
    } catch {
      throw Diagnostics.report(error)
    }
    let result = try await request.run(recordingTrace: true)
    var compareSeries: PlotSeries?
    if let other {
      let otherResult = try await other.run(recordingTrace: true)
      compareSeries = PlotSeries(
        result: otherResult, spec: other.spec,
        drums: shown.filter { $0 < other.spec.drums.count })
    }
    var primary = PlotSeries(
      result: result, spec: request.spec,
      drums: shown.filter { $0 < request.spec.drums.count })
    primary.wheel = request.machine.wheelLayout
    // The fall curves of the spin's tumble chain: on variable rows each drum falls on its
    // own rows and symbol height (`CascadeMotion`); a cluster grid's cascades likewise.
    primary.tumble = request.summary(of: result).tumble
    primary.cellReels = try request.cellReelsWithTraces(of: result)
    compareSeries?.wheel = other?.machine.wheelLayout
    let scripts = ChartScripts(
      primary: primary,
      compare: compareSeries,
      options: ChartOptions(formats: format.formats, width: width, height: height))
    let folder = out ?? "Plots/out/" + Self.folderName(request.machine.spec.name)
    try await ChartRendering.render(scripts, templates: chartTemplates, folder: folder)
    if let failure = result.failure {
      Diagnostics.write("error: \(request.machine.spec.name): \(failure.description)")
      throw ExitStatus.simulationFailed
    }
  }

  /// The compared machine, with the same targets when they fit it.
  private func compareRequest(path: String, like request: SpinRequest) throws -> SpinRequest {
    let other: ResolvedMachine
    do throws(ConfigError) {
      other = try ConfigLoader.load(path: path)
    } catch {
      throw Diagnostics.report(error)
    }
    let fits =
      other.spec.drums.count == request.targets.count
      && zip(other.spec.drums, request.targets).allSatisfy {
        $0.geometry.strip.indices.contains($1)
      }
    if fits {
      let text = request.targets.map(String.init).joined(separator: ",")
      return try SpinRequest(machine: other, seed: request.seed, targets: text)
    }
    return try SpinRequest(machine: other, seed: request.seed)
  }

  private func shownDrums(_ spec: MachineSpec, _ other: MachineSpec?) throws -> [Int] {
    let count = max(spec.drums.count, other?.drums.count ?? 0)
    guard let chosen = try parsedDrums() else { return Array(0..<spec.drums.count) }
    if let bad = chosen.first(where: { $0 >= count }) {
      Diagnostics.write(
        "error: --drums: drum \(bad) does not exist (allowed: 0 ... \(count - 1))")
      throw ExitStatus.usage
    }
    return chosen
  }

  private func parsedDrums() throws -> [Int]? {
    guard let drums else { return nil }
    var chosen: [Int] = []
    for item in drums.split(separator: ",", omittingEmptySubsequences: false) {
      guard let drum = Int(item.trimmingCharacters(in: .whitespaces)), drum >= 0 else {
        throw ValidationError("--drums takes drum indices separated by commas, e.g. 0,2.")
      }
      if !chosen.contains(drum) { chosen.append(drum) }
    }
    return chosen
  }

  private func parsedSize() throws -> (Int, Int) {
    let parts = size.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (100...10_000).contains(width), (100...10_000).contains(height)
    else {
      throw ValidationError(
        "--size takes WIDTHxHEIGHT in pixels, each 100 to 10000 (e.g. 1280x720).")
    }
    return (width, height)
  }

  /// A folder name from a machine name: letters, digits, `.`, `_` and `-` kept.
  static func folderName(_ name: String) -> String {
    let kept = name.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" }
    let text = String(kept).trimmingCharacters(in: CharacterSet(charactersIn: ".-"))
    return text.isEmpty ? "machine" : text
  }
}

/// `--format` of `plot`.
enum PlotFormat: String, ExpressibleByArgument, CaseIterable {
  case png, svg, both

  var formats: [ImageFormat] {
    switch self {
    case .png: [.png]
    case .svg: [.svg]
    case .both: [.png, .svg]
    }
  }
}

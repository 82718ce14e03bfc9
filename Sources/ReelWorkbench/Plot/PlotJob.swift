import Foundation

/// Writes a plot folder — data, the style, one script per chart — and renders the charts
/// with gnuplot.
///
/// Everything is first written to a hidden staging folder inside the output folder and
/// rendered there; each finished file is then renamed into place, so the output folder
/// never holds a half-written file. Data and scripts are kept even when gnuplot is missing
/// or fails, so that they can be inspected and rerun by hand.
public struct PlotJob: Sendable {
  /// What a run produced.
  public struct Outcome: Sendable, Equatable {
    /// The paths written, data first, then scripts, then images, in chart order.
    public var written: [String]
    /// Why the images were not rendered, if they were not.
    public var failure: Gnuplot.Failure?
  }

  /// The scripts' builder.
  public var scripts: ChartScripts
  /// The templates.
  public var templates: ChartTemplates
  /// The output folder.
  public var folder: String

  /// Creates a job.
  public init(scripts: ChartScripts, templates: ChartTemplates, folder: String) {
    self.scripts = scripts
    self.templates = templates
    self.folder = folder
  }

  /// The files to write before rendering: name and contents, in output order.
  public var sources: [(name: String, text: String)] {
    var files = [
      (ChartScripts.files.data, scripts.primary.data),
      (ChartScripts.files.events, scripts.primary.events),
    ]
    if let tumble = scripts.primary.tumbleData {
      files.append((ChartScripts.tumbleFile, tumble))
    }
    if let cellReels = scripts.primary.cellReelsData {
      files.append((ChartScripts.cellReelsFile, cellReels))
    }
    if let compare = scripts.compare {
      files.append((ChartScripts.compareFiles.data, compare.data))
      files.append((ChartScripts.compareFiles.events, compare.events))
    }
    files.append((ChartTemplates.styleName, templates.style))
    for chart in scripts.charts {
      files.append((chart.scriptName, scripts.script(chart, template: templates.charts[chart]!)))
    }
    return files
  }

  /// Writes and renders; `locate` finds gnuplot (a parameter so tests can hide it).
  public func run(
    locate: () throws(Gnuplot.Failure) -> Gnuplot = { () throws(Gnuplot.Failure) in
      try Gnuplot.locate()
    }
  ) async throws -> Outcome {
    let files = FileManager.default
    do {
      try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw AtomicFile.WriteError(path: folder, reason: "cannot create the folder")
    }
    let staging = (folder as NSString).appendingPathComponent(
      ".reelsim-plot-\(ProcessInfo.processInfo.processIdentifier)")
    try PartialFiles.guarding { () throws(AtomicFile.WriteError) in
      try? files.removeItem(atPath: staging)
      do {
        try files.createDirectory(atPath: staging, withIntermediateDirectories: false)
      } catch {
        throw AtomicFile.WriteError(path: staging, reason: "cannot create a staging folder")
      }
      PartialFiles.register(staging)
    }
    defer {
      try? files.removeItem(atPath: staging)
      PartialFiles.unregister(staging)
    }
    let sources = self.sources
    for file in sources {
      try AtomicFile.write(file.text, to: (staging as NSString).appendingPathComponent(file.name))
    }
    var outcome = Outcome(written: [], failure: nil)
    var keep = sources.map(\.name)
    do {
      let gnuplot = try locate()
      // Every chart renders in parallel; a failure is reported for the first chart in
      // chart order, whatever order the processes finish in.
      let charts = scripts.charts
      let failures = await charts.orderedConcurrentMap(maxTasks: charts.count) {
        chart -> Gnuplot.Failure? in
        let script = (staging as NSString).appendingPathComponent(chart.scriptName)
        do {
          try await gnuplot.render(script: script)
          return nil
        } catch let failure as Gnuplot.Failure {
          return failure
        } catch {
          return .failed(script: script, message: "\(error)")
        }
      }.compactMap { $0 }
      if let first = failures.first { throw first }
      for chart in charts {
        for format in scripts.options.formats {
          keep.append("\(chart.rawValue).\(format.rawValue)")
        }
      }
    } catch let failure as Gnuplot.Failure {
      outcome.failure = failure
    }
    for name in keep {
      let target = (folder as NSString).appendingPathComponent(name)
      let source = (staging as NSString).appendingPathComponent(name)
      let failure = PartialFiles.guarding { rename(source, target) == 0 ? nil : errno }
      if let failure {
        throw AtomicFile.WriteError(path: target, reason: String(cString: strerror(failure)))
      }
      outcome.written.append(target)
    }
    if case .failed(let script, let message) = outcome.failure {
      let name = (script as NSString).lastPathComponent
      outcome.failure = .failed(
        script: (folder as NSString).appendingPathComponent(name),
        // gnuplot names the script it ran: the staging copy, removed by now.
        message: message.replacingOccurrences(of: staging, with: folder))
    }
    return outcome
  }
}

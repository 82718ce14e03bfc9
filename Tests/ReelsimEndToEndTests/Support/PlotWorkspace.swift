import Foundation
import TestSupport
import Testing

/// A fresh temporary working folder for `reelsim plot`, removed with the object.
final class PlotWorkspace {
  /// The charts, in the order the command writes them.
  static let charts = ["velocity", "offset-velocity", "offset", "acceleration"]
  /// The data files, the style and the scripts, in the order the command prints them.
  static let sources = ["data.dat", "events.dat", "style.gp"] + charts.map { $0 + ".gp" }
  /// The same with the compared machine's data files.
  static let compareSources =
    ["data.dat", "events.dat", "compare-data.dat", "compare-events.dat", "style.gp"]
    + charts.map { $0 + ".gp" }

  /// The images of `formats` ("png", "svg"), chart by chart.
  static func images(_ formats: [String]) -> [String] {
    charts.flatMap { chart in formats.map { "\(chart).\($0)" } }
  }

  /// The working folder.
  let root: URL

  init() throws { root = try temporaryFolder() }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// `path` inside the working folder (or `path` itself when absolute).
  func url(_ path: String) -> URL {
    path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
  }

  /// Runs `reelsim plot ARGUMENTS` in the working folder (or its subfolder `folder`).
  func plot(
    _ arguments: [String], in folder: String? = nil, environment: [String: String]? = nil
  ) throws -> RunResult {
    let directory = folder.map(url) ?? root
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try Reelsim.run(["plot"] + arguments, in: directory, environment: environment)
  }

  /// The names in `folder`, hidden ones included, sorted.
  func names(_ folder: String) throws -> [String] {
    try contents(of: url(folder))
  }

  /// The bytes of `path`.
  func data(_ path: String) throws -> Data { try Data(contentsOf: url(path)) }

  /// The text of `path`.
  func text(_ path: String) throws -> String { String(decoding: try data(path), as: UTF8.self) }

  /// Copies `Plots/*.gp` into `templates/` of the working folder, with `edit` applied to
  /// `chart`'s template; returns the folder's path.
  func templates(editing chart: String, _ edit: (String) -> String) throws -> String {
    let folder = url("templates")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try PlotTemplates.copy(
      (["style"] + Self.charts).map { $0 + ".gp" }, to: folder, editing: chart + ".gp"
    ) { text in
      let edited = edit(text)
      #expect(edited != text, "the edit of \(chart).gp changed nothing")
      return edited
    }
    return folder.path
  }

  /// The data rows of the gnuplot data file at `path`, one array per block, each row split
  /// on spaces; comment lines dropped.
  func blocks(_ path: String) throws -> [[[Substring]]] {
    GnuplotData.blocks(try text(path))
  }
}

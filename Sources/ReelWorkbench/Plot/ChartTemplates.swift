import Foundation

/// The gnuplot templates of the charts and the shared style: the committed `Plots/*.gp`
/// files, compiled into the binary, or read from a folder to use edited ones.
public struct ChartTemplates: Sendable, Equatable {
  /// `style.gp`, copied next to the scripts and loaded by each of them.
  public var style: String
  /// One template per chart.
  public var charts: [Chart: String]

  /// The name of the shared style file.
  public static let styleName = "style.gp"

  /// The templates compiled into the binary: the bytes of `Plots/*.gp` (see `Package.swift`).
  public static let builtIn = ChartTemplates(
    style: text(PackageResources.style_gp),
    charts: [
      .velocity: text(PackageResources.velocity_gp),
      .offsetVelocity: text(PackageResources.offset_velocity_gp),
      .offset: text(PackageResources.offset_gp),
      .acceleration: text(PackageResources.acceleration_gp),
      .wheel: text(PackageResources.wheel_gp),
      .tumble: text(PackageResources.tumble_gp),
      .cellReels: text(PackageResources.cell_reels_gp),
    ])

  private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// Reads `style.gp` and one `CHART.gp` per chart from `folder` (the built-in `wheel.gp`,
  /// `tumble.gp` and `cell-reels.gp` when the folder has none).
  public static func load(from folder: String) throws(ConfigError) -> ChartTemplates {
    func read(_ name: String) throws(ConfigError) -> String {
      let path = (folder as NSString).appendingPathComponent(name)
      let bytes = try ConfigLoader.read(path)
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw ConfigError(file: path, kind: .invalid, lines: ["$: not valid UTF-8"])
      }
      return text
    }
    var charts: [Chart: String] = [:]
    for chart in Chart.allCases {
      // A folder of templates written before wheels, tumbles or cell reels may lack
      // wheel.gp, tumble.gp or cell-reels.gp: the built-in one draws.
      let path = (folder as NSString).appendingPathComponent(chart.scriptName)
      if chart == .wheel || chart == .tumble || chart == .cellReels,
        !FileManager.default.fileExists(atPath: path)
      {
        charts[chart] = builtIn.charts[chart]
        continue
      }
      charts[chart] = try read(chart.scriptName)
    }
    return ChartTemplates(style: try read(styleName), charts: charts)
  }
}

import ReelKit

/// Builds the gnuplot scripts of the charts from their templates (`Plots/*.gp`).
///
/// A template is a readable gnuplot script with `@NAME@` placeholders for what depends on
/// the machine: `@TITLE@`, `@WIDTH@`, `@HEIGHT@`, `@FORMATS@`, the plot lists (`@PLOT@`,
/// `@PLOT_ACCELERATION@`, `@PLOT_JERK@`), and for the offset-velocity chart `@XRANGE@`
/// and `@ZONES@`. The result is byte-stable: it names files relative to the script only,
/// and holds no time or machine path.
public struct ChartScripts: Sendable {
  /// The spin to chart.
  public var primary: PlotSeries
  /// A second machine overlaid dashed, if any.
  public var compare: PlotSeries?
  /// Formats and size.
  public var options: ChartOptions

  /// The data files of each series, relative to the scripts.
  static let files = (data: "data.dat", events: "events.dat")
  static let compareFiles = (data: "compare-data.dat", events: "compare-events.dat")

  /// Creates the script builder.
  public init(primary: PlotSeries, compare: PlotSeries?, options: ChartOptions) {
    self.primary = primary
    self.compare = compare
    self.options = options
  }

  /// The charts of this spin, in order: the wheel picture only for a wheel, the fall curves
  /// only for a machine that tumbles, the cell reels only for a spin that starts a
  /// hold-and-win round.
  public var charts: [Chart] {
    Chart.allCases.filter {
      ($0 != .wheel || primary.wheel != nil) && ($0 != .tumble || primary.tumble != nil)
        && ($0 != .cellReels || primary.cellReels != nil)
    }
  }

  /// The script of `chart` from `template`.
  public func script(_ chart: Chart, template: String) -> String {
    var values = [
      "TITLE": title,
      "WIDTH": String(options.width),
      "HEIGHT": String(options.height),
      "FORMATS": options.formats.map(\.rawValue).joined(separator: " "),
    ]
    switch chart {
    case .velocity:
      values["PLOT"] = join(lines(x: 1, y: 7) + markers())
    case .offsetVelocity:
      values["PLOT"] = join(lines(x: 10, y: 7))
      values["XRANGE"] = distanceRange
      values["ZONES"] = classicZones
    case .offset:
      values["PLOT"] = join(lines(x: 1, y: 6) + targetLines())
    case .acceleration:
      values["PLOT_ACCELERATION"] = join(lines(x: 1, y: 8))
      values["PLOT_JERK"] = join(lines(x: 1, y: 9))
    case .wheel:
      values["TITLE"] = wheelTitle
      values["OBJECTS"] = wheelObjects
    case .tumble:
      values["TITLE"] = tumbleTitle
      values["PLOT"] = tumblePlot
      values["ROWSTEP"] = tumbleRowStep
      values["OBJECTS"] = tumbleObjects
    case .cellReels:
      values["TITLE"] = cellReelsTitle
      values["PLOT"] = cellReelsPlot
      values["OBJECTS"] = cellReelsObjects
    }
    var text = template
    for key in values.keys.sorted() {
      text = text.replacing("@\(key)@", with: values[key]!)
    }
    // A wheel's lengths are degrees: its axes read `(°)`, `(°/s)`, `(°/s²)`, `(°/s³)`.
    if primary.wheel != nil {
      text = text.replacing("(pt/s", with: "(°/s").replacing("(pt)", with: "(°)")
    }
    return text
  }

  private var title: String {
    let name = quoteFree(primary.result.machine)
    guard let compare else { return name }
    return "\(name) (solid) vs \(quoteFree(compare.result.machine)) (dashed)"
  }

  private var series: [(PlotSeries, dashed: Bool, files: (data: String, events: String))] {
    [(primary, false, Self.files)] + (compare.map { [($0, true, Self.compareFiles)] } ?? [])
  }

  private func lines(x: Int, y: Int) -> [String] {
    series.flatMap { series, dashed, files in
      series.drums.enumerated().map { block, drum in
        let name = compare == nil ? "" : " (\(quoteFree(series.result.machine)))"
        return "here.\"\(files.data)\" index \(block) using \(x):\(y) with lines lt \(drum + 1)"
          + (dashed ? " dt 2" : "")
          + " title \"\(series.wheel == nil ? "drum \(drum)" : "wheel")\(name)\" noenhanced"
      }
    }
  }

  private func markers() -> [String] {
    let kinds = [("stop request", 7, 6), ("reached target", 9, 8), ("settled", 4, 12)]
    return series.flatMap { series, dashed, files in
      kinds.enumerated().flatMap { index, kind -> [String] in
        let point = dashed ? kind.2 : kind.1
        let name = compare == nil ? "" : " (\(quoteFree(series.result.machine)))"
        return [
          "here.\"\(files.events)\" index \(index) using 1:3:($2+1) with points pt \(point) "
            + "ps 1.5 lc variable notitle",
          "NaN with points pt \(point) ps 1.5 lc rgb \"#444444\" title \"\(kind.0)\(name)\" "
            + "noenhanced",
        ]
      }
    }
  }

  private func targetLines() -> [String] {
    series.flatMap { series, dashed, _ in
      series.drums.map { drum in
        let geometry = series.spec.drums[drum].geometry
        let target = series.result.drums[drum].target
        let offset = formatNumber(geometry.centredOffset(of: target))
        let name = compare == nil ? "" : " (\(quoteFree(series.result.machine)))"
        return "\(offset) with lines lt \(drum + 1) dt \(dashed ? 2 : 3) lw 1 "
          + "title \"drum \(drum)\(name) target \(offset) pt\" noenhanced"
      }
    }
  }

  /// From a little beyond the largest overshoot to well past the braking distance; one strip
  /// length and a slow zone further when a classic drum missed, to show the miss.
  private var distanceRange: String {
    var far = 0.0
    var near = 0.0
    for (series, _, _) in series {
      for drum in series.drums {
        let outcome = series.result.drums[drum]
        let drumSpec = series.spec.drums[drum]
        let height = drumSpec.geometry.symbolHeight
        far = max(far, 1.6 * (outcome.brakingDistance ?? 0), 2 * height)
        if drumSpec.motion.profile == .classic {
          far = max(far, 1.5 * drumSpec.motion.slowZone)
          if outcome.windowMisses > 0 {
            far = max(
              far,
              Double(outcome.windowMisses) * drumSpec.geometry.stripLength + 1.5
                * drumSpec.motion.slowZone)
          }
        }
        near = max(near, outcome.overshoot)
      }
    }
    let margin = 0.04 * far
    // Far side first: gnuplot draws the axis reversed, so the approach reads left to right.
    return
      "\(formatNumber(far.rounded(.up))):\(formatNumber((-(near * 1.3) - margin).rounded(.down)))"
  }

  /// Shades the classic profile's slow zone and stop window, once per distinct setting.
  private var classicZones: String {
    var settings: [(slow: Double, tolerance: Double)] = []
    for (series, _, _) in series {
      for drum in series.drums {
        let motion = series.spec.drums[drum].motion
        if motion.profile == .classic,
          !settings.contains(where: { $0 == (motion.slowZone, motion.stopTolerance) })
        {
          settings.append((motion.slowZone, motion.stopTolerance))
        }
      }
    }
    var lines: [String] = []
    for (index, setting) in settings.enumerated() {
      let slow = formatNumber(setting.slow)
      let tolerance = formatNumber(setting.tolerance)
      lines.append(
        "set object \(2 * index + 1) rect from -\(slow), graph 0 to \(slow), graph 1 "
          + "fc rgb \"#eeeeee\" fs solid 1.0 noborder behind")
      lines.append(
        "set object \(2 * index + 2) rect from -\(tolerance), graph 0 to \(tolerance), graph 1 "
          + "fc rgb \"#ffd8a8\" fs solid 1.0 noborder behind")
      lines.append(
        "set label \(index + 1) \"classic: grey, slow zone ±\(slow) pt; orange, stop window "
          + "±\(tolerance) pt\" at graph 0.99, graph \(formatNumber(0.04 + 0.05 * Double(index))) "
          + "right front font \",10\" noenhanced")
    }
    return lines.isEmpty
      ? "# no classic drum: no slow zone to shade" : lines.joined(separator: "\n  ")
  }

  func join(_ elements: [String]) -> String {
    elements.joined(separator: ", \\\n    ")
  }

  func quoteFree(_ text: String) -> String {
    String(text.map { $0 == "\"" || $0 == "\\" ? "'" : $0 })
  }
}
